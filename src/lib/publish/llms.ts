/**
 * /llms.txt (https://llmstxt.org/): what the site is and where its machine-readable
 * parts are, for language models and the tools that feed them. /llms-full.txt adds
 * one line per tool, as long as the whole file stays under LLMS_FULL_MAX_BYTES; past
 * that it lists servers only and points to the paged JSON API for the tools.
 */
import { CATEGORIES, RISK_LEVELS, VERDICT_LABEL } from '../../schema/enums.ts';
import { AUTH_LABEL, TRANSPORT_LABEL } from '../text/labels.ts';
import { API_PATHS, TOOLS_PAGE_SIZE, type ApiServerSource, type ApiToolSource } from './api-files.ts';
import { firstSentence } from '../policy/faq.ts';
import { FEED_PATH } from './feed.ts';
import { count } from '../text/grammar.ts';

/** At 637 tools llms-full.txt is about 0.2 MB; past 1 MB it drops the tool lines. */
export const LLMS_FULL_MAX_BYTES = 1_000_000;

interface LlmsAttack {
  url: string;
  record: { name: string; summary: string };
}
export interface LlmsInput {
  site: URL | string;
  servers: readonly ApiServerSource[];
  attacks: readonly LlmsAttack[];
}

const TITLE = 'MCP Risk Catalogue';
/** Markdown link text: brackets would end it early. */
const linkText = (text: string) => text.replace(/[[\]]/g, (c) => `\\${c}`);
const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

function header(input: LlmsInput): string[] {
  const toolCount = input.servers.reduce((sum, s) => sum + s.tools.length, 0);
  return [
    `# ${TITLE}`,
    '',
    `> For every tool of every MCP (Model Context Protocol) server it knows (${input.servers.length} servers, ${toolCount} tools): what the tool can do to your systems, how risky that is and why, which attacks it opens up, and a ready policy.json that limits what an AI agent may do with it.`,
    '',
    "Every tool is classed as Read, Write, Execute, Destructive or Financial, rated low, medium, high or critical risk, and given a recommended verdict: allow, rate-limit (at most N calls per minute, hour or day), require-approval or deny. Every server gets an A–F grade with the deductions that produced it. The descriptions quoted on tool pages are the server authors' words; the judgements are the catalogue's own. The JSON API carries the same numbers as the pages.",
    '',
  ];
}

function links(input: LlmsInput, full: boolean): string[] {
  const abs = (path: string) => new URL(path, input.site).href;
  const pages = TOOLS_PAGE_SIZE.toLocaleString('en-US');
  return [
    '## Docs',
    '',
    `- [JSON API](${abs('/docs/api/')}): the static JSON files listed below, their fields and their JSON Schemas`,
    `- [policy.json format](${abs('/docs/policy/')}): every field of policy.json version 1 and exactly how a call is decided`,
    `- [Record schemas](${abs('/schema/tool.json')}): JSON Schemas of the tool, server and attack records (also /schema/server.json, /schema/attack.json, /schema/policy-v1.json)`,
    '',
    '## API',
    '',
    `- [All servers](${abs(API_PATHS.servers)}): every server with its grade, score, tool count and counts by category, risk and verdict`,
    `- [Tool catalogue](${abs(API_PATHS.toolsIndex)}): the list of pages of every tool (${pages} tools a page, ordered by tool name), each page at /api/tools/<n>.json`,
    `- One server: ${abs('/api/servers/')}<slug>.json holds the server and every tool with category, risk, verdict, effect, definition hash, page and policy.json URLs`,
    `- Policies: every tool page has its policy.json at <page URL>policy.json, every server its whole-server policy at /servers/<slug>/policy.json`,
    '',
    '## Pages',
    '',
    `- [Servers](${abs('/servers/')}): every server with its grade, publisher and auth posture`,
    `- [Categories](${abs('/categories/')}): tools by what they can do`,
    `- [Risk levels](${abs('/risk/')}): tools by risk`,
    `- [Attack patterns](${abs('/attacks/')}): the attacks tool access opens up, and what a policy can do against them`,
    `- [Search](${abs('/search/')}): find a tool by its exact name or the words in it`,
    '',
    '## Changes',
    '',
    `- [Changes feed](${abs(FEED_PATH)}): Atom feed of new servers, new tools and changed tool definitions, newest first`,
    `- [Sitemap](${abs('/sitemap-index.xml')}): every page`,
    '',
    ...(full
      ? []
      : [
          '## Optional',
          '',
          `- [Full catalogue as text](${abs('/llms-full.txt')}): every server and, while the file stays under 1 MB, every tool with its category, risk and recommended verdict`,
          '',
        ]),
  ];
}

function verdictText(tool: ApiToolSource): string {
  const { verdict } = tool;
  return verdict.verdict === 'rate-limit'
    ? `rate-limit, at most ${verdict.max} per ${verdict.window}`
    : VERDICT_LABEL[verdict.verdict].toLowerCase();
}

function serverSection(server: ApiServerSource, site: URL | string, withTools: boolean): string[] {
  const abs = (path: string) => new URL(path, site).href;
  const { record, grade } = server;
  const mix = CATEGORIES.filter((c) => server.mix[c] > 0)
    .map((c) => `${server.mix[c]} ${c}`)
    .join(', ');
  const risks = RISK_LEVELS.map((r) => [r, server.tools.filter((t) => t.record.risk === r).length] as const)
    .filter(([, n]) => n > 0)
    .map(([r, n]) => `${n} ${r}`)
    .join(', ');
  const lines = [
    `### ${record.name}`,
    '',
    oneLine(record.description),
    '',
    `- Page: ${abs(server.url)} · API: ${abs(API_PATHS.server(server.slug))} · policy: ${abs(`${server.url}policy.json`)}`,
    `- Grade ${grade.grade}, score ${grade.score} of 100${grade.deductions.length ? ` (${grade.deductions.map((d) => `−${d.points}: ${d.reason}`).join('; ')})` : ''}`,
    `- Publisher: ${record.publisher.name}. ${server.identity.summary}`,
    `- Auth: ${AUTH_LABEL[record.auth.kind]}; transport: ${TRANSPORT_LABEL[record.transport]}`,
    `- ${count(server.tools.length, 'tool')}${mix ? `: ${mix}; ${risks} risk` : ''}`,
  ];
  if (withTools && server.tools.length > 0) {
    lines.push(
      '',
      ...server.tools.map(
        (t) =>
          `- [${linkText(t.record.name)}](${abs(t.url)}): ${t.record.category}, ${t.record.risk} risk, ${verdictText(t)}. ${oneLine(firstSentence(t.record.rationale, 200))}`,
      ),
    );
  }
  lines.push('');
  return lines;
}

export function llmsTxt(input: LlmsInput): string {
  return [...header(input), ...links(input, false)].join('\n');
}

export interface LlmsFull {
  text: string;
  /** False when the tool lines were left out to stay under the size budget. */
  withTools: boolean;
}

export function llmsFullTxt(input: LlmsInput, maxBytes = LLMS_FULL_MAX_BYTES): LlmsFull {
  const abs = (path: string) => new URL(path, input.site).href;
  const build = (withTools: boolean) =>
    [
      ...header(input),
      ...links(input, true),
      '## Attack patterns',
      '',
      ...input.attacks.map((a) => `- [${linkText(a.record.name)}](${abs(a.url)}): ${oneLine(a.record.summary)}`),
      '',
      '## Servers',
      '',
      withTools
        ? 'Each server with its grade and every tool: category, risk, recommended verdict and why it needs a policy.'
        : `Each server with its grade. The catalogue is too large to list every tool here; get them from ${abs(API_PATHS.toolsIndex)} or the server's API file.`,
      '',
      ...input.servers.flatMap((s) => serverSection(s, input.site, withTools)),
    ].join('\n');
  const full = build(true);
  if (new TextEncoder().encode(full).length <= maxBytes) return { text: full, withTools: true };
  return { text: build(false), withTools: false };
}
