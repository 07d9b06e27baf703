import { CATEGORY_SUMMARY, RISK_SUMMARY, type Category, type RiskLevel } from '../../schema/enums.ts';
import { counterName, describeVerdict, type ToolVerdict } from './generate.ts';
import { POLICY_SENTENCES } from '../../schema/policy-model.ts';
import { EXPORT_TARGETS } from './exports/index.ts';
import { capitalise, mcpServerName } from '../text/grammar.ts';
import { andList } from '../text/lists.ts';

/**
 * The six questions every tool page answers, as plain text (the page shows them
 * as written, and the tool page's description quotes the first). Every policy
 * field they name goes through `field`, whose type only admits names the
 * policy format has: an answer cannot teach a field we do not emit.
 */
type PolicyField =
  | 'version'
  | 'default'
  | 'tools'
  | 'hide'
  | 'all_tools'
  | 'limits'
  | 'require'
  | 'counter'
  | 'window'
  | 'max'
  | 'scope';
const field = (name: PolicyField) => `"${name}"`;

export interface FaqInput {
  tool: string;
  serverName: string;
  repository: string;
  /** The commit (or released version) the definition was read at, as shown on the page. */
  readAt: string;
  /** Whether the server is the vendor's own, in one sentence (publisher-identity.ts). */
  identity: string;
  category: Category;
  risk: RiskLevel;
  policy: ToolVerdict;
  /** The first sentence of the author's description, shown as a quotation. */
  authorSummary: string;
}

export interface FaqEntry {
  question: string;
  answer: string;
}

export function firstSentence(text: string, maxLength = 240): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  const match = /^(.+?[.!?])(\s|$)/.exec(flat);
  const sentence = match ? match[1]! : flat;
  return sentence.length > maxLength ? `${sentence.slice(0, maxLength - 1).trimEnd()}…` : sentence;
}

function enforceAnswer(input: FaqInput): string {
  const { tool, policy } = input;
  const base = `Run the agent behind a gateway or client that enforces policy.json, and give it a policy with ${field('version')} "1" and ${field('default')} "deny", so every tool you do not list is refused.`;
  switch (policy.verdict) {
    case 'allow':
      return `${base} Then ${POLICY_SENTENCES.emptyRule(tool)}, which is our recommendation for this tool.`;
    case 'rate-limit':
      return `${base} Then list the tool ${tool} under ${field('tools')} with a ${field('limits')} entry; we recommend ${field('max')} ${policy.max} per ${field('window')} "${policy.window}", counted per grant. The policy.json on this page does exactly that.`;
    case 'require-approval':
      return `${base} Then list the tool ${tool} under ${field('tools')} with ${field('require')}: ["approval"], so each call waits for a person to approve it. The policy.json on this page does exactly that.`;
    case 'deny':
      return `${base} We recommend not allowing ${tool} at all: the policy.json on this page puts it under ${field('hide')}, so the agent never sees it and any call is refused.`;
  }
}

/** The clients and gateways the tool page gives the rule for, as a list in words. */
const EXPORT_LABELS = andList(EXPORT_TARGETS.map((t) => t.label));

export function buildFaq(input: FaqInput): FaqEntry[] {
  const { tool, category, risk, policy } = input;
  const example =
    policy.verdict === 'rate-limit'
      ? { max: policy.max!, window: policy.window! }
      : { max: 10, window: 'minute' as const };
  return [
    {
      question: `What does ${tool} do?`,
      answer: `${tool} is a tool of the ${mcpServerName(input.serverName)}. Its author describes it as: “${input.authorSummary}” We class it as ${category}: ${CATEGORY_SUMMARY[category].toLowerCase()}`,
    },
    {
      question: `How do I enforce a policy on ${tool}?`,
      answer: `${enforceAnswer(input)} This page also gives the rule in the formats of ${EXPORT_LABELS}, each mapped so it never allows more than we recommend.`,
    },
    {
      question: `What risk level is ${tool}?`,
      answer: `${capitalise(risk)} risk: ${RISK_SUMMARY[risk].toLowerCase()} The reasons are under “Why it needs a policy” on this page.`,
    },
    {
      question: `Can I rate-limit ${tool}?`,
      answer: `Yes. Give its rule under ${field('tools')} a ${field('limits')} list with an entry such as {${field('counter')}: "${counterName(tool)}", ${field('window')}: "${example.window}", ${field('max')}: ${example.max}, ${field('scope')}: "grant"}. Windows are "minute", "hour" or "day"; the call that would go past ${field('max')} is refused until the next window. ${policy.verdict === 'rate-limit' ? `That is our recommendation for ${tool}.` : `Our recommendation for ${tool} is different: ${describeVerdict(policy)}`}`,
    },
    {
      question: `How do I block ${tool} completely?`,
      answer: `Add "${tool}" to the ${field('hide')} list of your policy.json. A hidden tool is removed from the tool list the agent sees and refused if it is called anyway. ${POLICY_SENTENCES.leftOut(tool)}`,
    },
    {
      question: `What MCP server provides ${tool}?`,
      answer: `The ${mcpServerName(input.serverName)}. ${input.identity} Its code is at ${input.repository}; we read the tool's definition at ${input.readAt}.`,
    },
  ];
}
