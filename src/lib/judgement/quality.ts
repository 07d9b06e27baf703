/**
 * Catalogue-wide checks of the judgements, which no single record can fail on
 * its own: rationale sentences repeated across many records, garbled phrases,
 * caps that run backwards within a server, families graded differently without
 * a reason, and how confidence is spread. `npm run validate` prints the figures
 * and fails above the thresholds below.
 */
import { CONFIDENCE_LEVELS, RISK_LEVELS, type Confidence } from '../../schema/enums.ts';
import type { ToolRecord } from '../../schema/tool.ts';
import { invertedCaps } from './caps.ts';
import { FAMILY_GRADES } from './families.ts';
import { verbClass } from './vocabulary/verbs.ts';
import { tokenizeName } from './signals/tokens.ts';

/** A sentence shared by more than this many records counts as repeated. */
export const REPEAT_LIMIT = 5;
/** The most repeated sentences may make up, as a share of all rationale sentences. */
export const REPEATED_SHARE_MAX = 0.1;

export interface QualityTool {
  server: string;
  file: string;
  record: ToolRecord;
}

export interface QualityFinding {
  file: string;
  /** The record key the finding is about, to locate the line. */
  key: 'rationale' | 'policy' | 'family';
  message: string;
  tip: string;
}

export interface QualityReport {
  sentences: number;
  repeated: Array<{ sentence: string; records: number }>;
  repeatedShare: number;
  garbled: QualityFinding[];
  inverted: QualityFinding[];
  families: Array<{ family: string; tools: number; grades: string[]; unexplained: string[] }>;
  spreads: QualityFinding[];
  confidence: Record<Confidence, { all: number; drafts: number }>;
  findings: QualityFinding[];
}

export function splitSentences(text: string): string[] {
  return text
    .split(/(?<=[.!?])\s+(?=[A-Z`"(])/)
    .map((sentence) => sentence.trim())
    .filter(Boolean);
}

/** A family shares its risk and verdict; the category is a label that may differ (a SQL tool can be Execute or Destructive). */
const grade = (record: ToolRecord) => `${record.risk}/${record.policy.verdict}`;

/** Words a server's tool names share as a prefix (cloudron_*, kubectl_*): product names, never objects. */
function productWords(tools: QualityTool[]): Set<string> {
  const counts = new Map<string, number>();
  for (const tool of tools) {
    const first = tokenizeName(tool.record.name)[0];
    if (first) counts.set(first, (counts.get(first) ?? 0) + 1);
  }
  const words = new Set<string>();
  // A shared prefix in the plural (workers_*, files_*) names the objects themselves, not a product.
  for (const [word, count] of counts)
    if (count >= 2 && count >= tools.length * 0.3 && !/s$/.test(word)) words.add(word);
  // The vendor word of the server's slug (cloudflare-radar → cloudflare), not its product words, which are often real objects (workers).
  for (const tool of tools) {
    const vendor = tool.server.split('-')[0];
    if (vendor && vendor.length > 2) words.add(vendor);
  }
  // Everyday nouns are never a product's name, even when many tool names start with them (web_search, web_fetch).
  // "agent" too: every rationale speaks of the agent that calls the tool (agent-security-scanner → "a misled agent").
  for (const generic of [
    'web',
    'internet',
    'page',
    'pages',
    'file',
    'data',
    'browser',
    'user',
    'mail',
    'email',
    'calendar',
    'search',
    'agent',
    'agents',
    'model',
    'models',
  ])
    words.delete(generic);
  return words;
}

export function checkQuality(tools: QualityTool[]): QualityReport {
  const findings: QualityFinding[] = [];
  // Repeated sentences.
  const bySentence = new Map<string, Set<string>>();
  let sentences = 0;
  for (const tool of tools) {
    for (const sentence of splitSentences(tool.record.rationale)) {
      sentences++;
      const files = bySentence.get(sentence) ?? new Set<string>();
      files.add(tool.file);
      bySentence.set(sentence, files);
    }
  }
  const repeated = [...bySentence]
    .filter(([, files]) => files.size > REPEAT_LIMIT)
    .map(([sentence, files]) => ({ sentence, records: files.size }))
    .sort((a, b) => b.records - a.records);
  const repeatedCount = repeated.reduce((sum, entry) => sum + entry.records, 0);
  const repeatedShare = sentences === 0 ? 0 : repeatedCount / sentences;

  // Garbled phrases: a bare verb or a product name used as the object.
  const garbled: QualityFinding[] = [];
  const byServer = new Map<string, QualityTool[]>();
  for (const tool of tools) byServer.set(tool.server, [...(byServer.get(tool.server) ?? []), tool]);
  for (const [, serverTools] of byServer) {
    const products = productWords(serverTools);
    for (const tool of serverTools) {
      const text = tool.record.rationale.toLowerCase();
      for (const found of text.matchAll(
        /\b(?:the|returns|searches|reads|changes|lists|gets) ([a-z]+)(?= and\b| changes\b|[.,;]|$)/g,
      )) {
        const word = found[1] as string;
        // "returns the kubectl", "searches the esql", "update the many": a product, the tool's own name or a quantifier as the object.
        // A tool named for its plural object ("teams" returns teams) names a noun, not a verb.
        const bareVerb =
          (word === tool.record.name.toLowerCase() && !/[^s]s$/.test(word)) ||
          ['many', 'one', 'all', 'bulk', 'batch'].includes(word) ||
          (verbClass(word) !== undefined &&
            tokenizeName(tool.record.name).includes(word) &&
            tokenizeName(tool.record.name)[0] !== word &&
            false);
        if (products.has(word) || bareVerb) {
          garbled.push({
            file: tool.file,
            key: 'rationale',
            message: `the rationale uses ${products.has(word) ? 'the product name' : 'the bare verb'} "${word}" as an object ("${found[0]}")`,
            tip: 'say what the tool acts on (its records, files, resources), not the product or the verb',
          });
          break;
        }
      }
    }
  }

  // Caps that run backwards within a server.
  const inverted: QualityFinding[] = [];
  for (const [server, serverTools] of byServer) {
    const seen = new Set<string>();
    for (const [high, low] of invertedCaps(
      serverTools.map((tool) => ({ ...tool, risk: tool.record.risk, policy: tool.record.policy })),
    )) {
      if (seen.has(high.file)) continue;
      seen.add(high.file);
      const cap = (t: QualityTool) =>
        t.record.policy.verdict === 'rate-limit' ? `${t.record.policy.max} per ${t.record.policy.window}` : '';
      inverted.push({
        file: high.file,
        key: 'policy',
        message: `${high.record.risk}-risk ${high.record.name} is capped at ${cap(high)}, looser than ${low.record.risk}-risk ${low.record.name} of ${server} (${cap(low)})`,
        tip: 'a riskier tool must not get a looser cap than a less risky one on the same server: tighten this cap (npm run rejudge calibrates drafts)',
      });
    }
  }

  // Families.
  const byFamily = new Map<string, QualityTool[]>();
  for (const tool of tools)
    if (tool.record.family) byFamily.set(tool.record.family, [...(byFamily.get(tool.record.family) ?? []), tool]);
  const families: QualityReport['families'] = [];
  const spreads: QualityFinding[] = [];
  for (const [family, members] of [...byFamily].sort(([a], [b]) => a.localeCompare(b))) {
    const unexplainedMembers = members.filter((tool) => !tool.record.review.familyNote);
    const grades = [...new Set(members.map((tool) => grade(tool.record)))].sort();
    // The family's own grade (FAMILY_GRADES) when it has one, else the grade most of its members have.
    const declared = FAMILY_GRADES[family];
    const common = declared
      ? `${declared.risk}/${declared.verdict}`
      : mostCommon(unexplainedMembers.map((tool) => grade(tool.record)));
    const unexplained = unexplainedMembers.filter((tool) => grade(tool.record) !== common).map((tool) => tool.file);
    families.push({ family, tools: members.length, grades, unexplained });
    for (const file of unexplained) {
      const tool = members.find((member) => member.file === file) as QualityTool;
      spreads.push({
        file,
        key: 'family',
        message: `graded ${grade(tool.record)}, while the family "${family}" is ${common}`,
        tip: `give it the family's grade, or say why it differs in review.familyNote`,
      });
    }
  }

  const confidence = Object.fromEntries(
    CONFIDENCE_LEVELS.map((level) => [level, { all: 0, drafts: 0 }]),
  ) as QualityReport['confidence'];
  for (const tool of tools) {
    confidence[tool.record.review.confidence].all++;
    if (tool.record.review.status !== 'reviewed') confidence[tool.record.review.confidence].drafts++;
  }

  findings.push(...garbled, ...inverted, ...spreads);
  return { sentences, repeated, repeatedShare, garbled, inverted, families, spreads, confidence, findings };
}

function mostCommon(values: string[]): string {
  const counts = new Map<string, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  let best = values[0] ?? '';
  for (const [value, count] of counts) {
    const bestCount = counts.get(best) ?? 0;
    if (
      count > bestCount ||
      (count === bestCount &&
        RISK_LEVELS.indexOf(value.split('/')[0] as never) > RISK_LEVELS.indexOf(best.split('/')[0] as never))
    )
      best = value;
  }
  return best;
}

export function formatQuality(report: QualityReport): string {
  const pct = (value: number) => `${(value * 100).toFixed(1)}%`;
  const lines = [
    `Rationales: ${report.sentences} sentences; ${pct(report.repeatedShare)} are sentences shared by more than ${REPEAT_LIMIT} records (limit ${pct(REPEATED_SHARE_MAX)}); ${report.garbled.length} garbled phrases.`,
    `Caps: ${report.inverted.length} inverted within a server.`,
    `Families: ${report.families.map((family) => `${family.family} ${family.tools} (${family.grades.length} grade${family.grades.length === 1 ? '' : 's'})`).join(', ') || 'none'}; ${report.spreads.length} unexplained spreads.`,
    `Confidence: ${CONFIDENCE_LEVELS.map((level) => `${level} ${report.confidence[level].all} (drafts ${report.confidence[level].drafts})`).join(', ')}.`,
  ];
  return lines.join('\n');
}
