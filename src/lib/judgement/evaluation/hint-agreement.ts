/**
 * Agreement of the heuristic with the annotations authors declared.
 *
 * Every tool is judged with ignoreAnnotations: true, then compared with what its
 * author declared:
 *
 *  - readOnly agreement: denominator = every tool whose annotations carry a
 *    boolean readOnlyHint (true or false). A tool agrees when the judged
 *    effect.readOnly equals readOnlyHint.
 *  - destructive agreement: denominator = every tool whose annotations carry a
 *    boolean destructiveHint AND whose readOnlyHint is not true (absent or false).
 *    MCP only gives destructiveHint meaning for tools that are not read-only, so
 *    tools declared read-only are left out. The judged value is effect.destructive,
 *    which is false whenever the heuristic judged the tool read-only (so judging a
 *    declared-destructive tool read-only counts as a miss). A tool agrees when the
 *    judged value equals destructiveHint.
 *
 * The naive baseline judges from the first token of the name only: in a small
 * read-verb list ⇒ read-only; in a small delete-verb list ⇒ destructive; anything
 * else ⇒ neither. A second variant takes the first token of either list found
 * anywhere in the name (so namespaced names such as cloudron_list_apps count).
 *
 * Pure functions: the caller reads the files.
 */
import type { Judgement, McpToolDefinition } from '../index.ts';
import { judgeFacts } from '../engine.ts';
import type { Facts, JudgeContext } from '../facts.ts';
import { gatherFacts } from '../engine.ts';
import { ruleById } from '../rules/index.ts';
import { tokenizeName } from '../signals/tokens.ts';

/** One tool judged: the judgement and the verb the engine read as its main one. */
export interface Judged {
  judgement: Judgement;
  /** The dominant verb's lemma (what the author-split tally groups by). */
  dominant: string;
}

/** The two halves of the engine the eval calls: gathering a tool's facts, and judging them. */
export interface JudgeEngine {
  gatherFacts: (tool: McpToolDefinition, context: JudgeContext) => Facts;
  judgeFacts: (facts: Facts) => Judgement;
}

/** Annotations hidden: the eval compares the engine with what authors declared. */
export const EVAL_OPTIONS: JudgeContext = { ignoreAnnotations: true };

/**
 * Judges each tool once per options. The eval reads a harvested tool three times (agreement with its hints, the
 * verb tally, agreement with its reviewed record); the same definition object asked again gets the judgement it got
 * the first time. Pass one judge to evaluate and evaluateAgainstReview, and the same definition object for a record
 * in both, to judge each record once.
 */
export function createJudge(
  engine: JudgeEngine = { gatherFacts, judgeFacts },
): (tool: McpToolDefinition, options?: JudgeContext) => Judged {
  const memo = new WeakMap<McpToolDefinition, Map<string, Judged>>();
  return (tool, options = EVAL_OPTIONS) => {
    const key = JSON.stringify(Object.entries(options).sort(([a], [b]) => a.localeCompare(b)));
    const byOptions = memo.get(tool) ?? new Map<string, Judged>();
    memo.set(tool, byOptions);
    const known = byOptions.get(key);
    if (known !== undefined) return known;
    const facts = engine.gatherFacts(tool, options);
    const judged = { judgement: engine.judgeFacts(facts), dominant: facts.inferred.dominant.lemma };
    byOptions.set(key, judged);
    return judged;
  };
}

export type Judge = ReturnType<typeof createJudge>;

export interface ServerFile {
  server: { slug: string; name?: string; [key: string]: unknown };
  tools: McpToolDefinition[];
}

export interface Agreement {
  agree: number;
  total: number;
  /** agree / total, or 1 when total is 0. */
  rate: number;
}

export interface Miss {
  server: string;
  tool: string;
  dimension: 'readOnly' | 'destructive';
  declared: boolean;
  judged: boolean;
  reason: string;
  /** The rule that settled the judged value, when one did. */
  rule?: string;
  /**
   * What the reviewer of the tool's record decided, when one did: "engine" when the reviewer's value is the
   * engine's (the author's hint is contradicted by someone who read the code), "author" when it is the author's (a
   * genuine engine miss). Set by markMissesByReview.
   */
  review?: 'engine' | 'author';
}

interface JudgedTool {
  server: string;
  tool: McpToolDefinition;
  judgement: Judgement;
}

export interface Evaluation {
  servers: number;
  tools: number;
  readOnly: Agreement;
  destructive: Agreement;
  /** Destructive agreement over the servers whose destructiveHint varies from tool to tool (see blanketDestructiveHint). */
  destructivePerTool: Agreement;
  /** Servers that give every writing tool the same destructiveHint: the hint says nothing about any one tool. */
  blanketServers: string[];
  baseline: { readOnly: Agreement; destructive: Agreement };
  baselineAnywhere: { readOnly: Agreement; destructive: Agreement };
  misses: Miss[];
  judged: JudgedTool[];
  /** Verbs that authors of per-tool servers declare destructive for some tools and additive for others. */
  splits: AuthorSplit[];
}

/** One verb, as the authors of servers whose destructiveHint varies per tool declare it. */
interface AuthorSplit {
  /** The verb the catalogue reads as the tool's main one (the dominant verb of the name or description). */
  lemma: string;
  /** Tools with this verb declared destructive, and the servers they come from. */
  destructive: { tools: number; servers: string[] };
  /** Tools with this verb declared additive (destructiveHint: false). */
  additive: { tools: number; servers: string[] };
  /** How many of these tools any one reading of the verb must contradict: the smaller side. */
  unavoidable: number;
}

export const BASELINE_READ_VERBS: readonly string[] = [
  'get',
  'list',
  'read',
  'search',
  'find',
  'fetch',
  'describe',
  'show',
  'query',
];
export const BASELINE_DELETE_VERBS: readonly string[] = ['delete', 'remove', 'drop', 'destroy', 'purge', 'clear'];

/** The naive first-verb baseline: first token of the name in a read list ⇒ read-only, in a delete list ⇒ destructive. */
export function naiveFirstVerb(name: string, anywhere = false): { readOnly: boolean; destructive: boolean } {
  const tokens = tokenizeName(name).flatMap((token) => token.split('-'));
  const word = anywhere
    ? tokens.find((token) => BASELINE_READ_VERBS.includes(token) || BASELINE_DELETE_VERBS.includes(token))
    : tokens[0];
  const readOnly = word !== undefined && BASELINE_READ_VERBS.includes(word);
  return { readOnly, destructive: !readOnly && word !== undefined && BASELINE_DELETE_VERBS.includes(word) };
}

/** Is this a readOnly data point, a destructive data point, or neither? */
function inReadOnlySet(tool: McpToolDefinition): boolean {
  return typeof tool.annotations?.readOnlyHint === 'boolean';
}
export function inDestructiveSet(tool: McpToolDefinition): boolean {
  return typeof tool.annotations?.destructiveHint === 'boolean' && tool.annotations.readOnlyHint !== true;
}

/** The fewest writing tools with a declared destructiveHint for a server's hints to count as blanket. */
const BLANKET_MIN_TOOLS = 5;

/**
 * Does the server give every writing tool (readOnlyHint not true) the same destructiveHint, over at least
 * BLANKET_MIN_TOOLS tools? Then the hint marks "writes" (or nothing), not what each tool does: a server
 * that calls "create a folder" and "delete a folder" alike destructive tells the reader nothing per tool.
 * Decided from the declarations alone, never from the engine's judgement.
 */
export function blanketDestructiveHint(file: ServerFile): boolean {
  const values = file.tools.filter(inDestructiveSet).map((tool) => tool.annotations?.destructiveHint === true);
  return values.length >= BLANKET_MIN_TOOLS && values.every((value) => value === values[0]);
}

export function evaluate(servers: ServerFile[], judge: Judge = createJudge()): Evaluation {
  const readOnly = counter();
  const destructive = counter();
  const destructivePerTool = counter();
  const blanketServers = servers.filter(blanketDestructiveHint).map((file) => file.server.slug);
  const baseline = { readOnly: counter(), destructive: counter() };
  const anywhere = { readOnly: counter(), destructive: counter() };
  const misses: Miss[] = [];
  const judged: JudgedTool[] = [];
  const splitTally = new Map<string, { destructive: Map<string, number>; additive: Map<string, number> }>();
  let tools = 0;

  for (const file of servers) {
    for (const tool of file.tools) {
      tools++;
      const { judgement, dominant } = judge(tool);
      judged.push({ server: file.server.slug, tool, judgement });
      const first = naiveFirstVerb(tool.name);
      const any = naiveFirstVerb(tool.name, true);
      if (inReadOnlySet(tool)) {
        const declared = tool.annotations?.readOnlyHint === true;
        readOnly.count(judgement.effect.readOnly === declared);
        baseline.readOnly.count(first.readOnly === declared);
        anywhere.readOnly.count(any.readOnly === declared);
        if (judgement.effect.readOnly !== declared) {
          misses.push({
            server: file.server.slug,
            tool: tool.name,
            dimension: 'readOnly',
            declared,
            judged: judgement.effect.readOnly,
            ...missReason(judgement, 'readOnly'),
          });
        }
      }
      if (inDestructiveSet(tool)) {
        const declared = tool.annotations?.destructiveHint === true;
        if (!blanketServers.includes(file.server.slug)) tallySplit(splitTally, dominant, declared, file.server.slug);
        destructive.count(judgement.effect.destructive === declared);
        if (!blanketServers.includes(file.server.slug))
          destructivePerTool.count(judgement.effect.destructive === declared);
        baseline.destructive.count(first.destructive === declared);
        anywhere.destructive.count(any.destructive === declared);
        if (judgement.effect.destructive !== declared) {
          misses.push({
            server: file.server.slug,
            tool: tool.name,
            dimension: 'destructive',
            declared,
            judged: judgement.effect.destructive,
            ...missReason(judgement, 'destructive'),
          });
        }
      }
    }
  }
  return {
    servers: servers.length,
    tools,
    readOnly: readOnly.result(),
    destructive: destructive.result(),
    destructivePerTool: destructivePerTool.result(),
    blanketServers,
    baseline: { readOnly: baseline.readOnly.result(), destructive: baseline.destructive.result() },
    baselineAnywhere: { readOnly: anywhere.readOnly.result(), destructive: anywhere.destructive.result() },
    misses,
    judged,
    splits: authorSplits(splitTally),
  };
}

function tallySplit(
  tally: Map<string, { destructive: Map<string, number>; additive: Map<string, number> }>,
  lemma: string,
  declared: boolean,
  server: string,
) {
  const entry = tally.get(lemma) ?? { destructive: new Map(), additive: new Map() };
  const side = declared ? entry.destructive : entry.additive;
  side.set(server, (side.get(server) ?? 0) + 1);
  tally.set(lemma, entry);
}

/** The verbs declared both ways, most contradictory first. */
function authorSplits(
  tally: Map<string, { destructive: Map<string, number>; additive: Map<string, number> }>,
): AuthorSplit[] {
  const side = (servers: Map<string, number>) => ({
    tools: [...servers.values()].reduce((a, b) => a + b, 0),
    servers: [...servers.keys()].sort(),
  });
  return [...tally]
    .filter(([, entry]) => entry.destructive.size > 0 && entry.additive.size > 0)
    .map(([lemma, entry]) => {
      const destructive = side(entry.destructive);
      const additive = side(entry.additive);
      return { lemma, destructive, additive, unavoidable: Math.min(destructive.tools, additive.tools) };
    })
    .sort((a, b) => b.unavoidable - a.unavoidable || a.lemma.localeCompare(b.lemma));
}

/** The catalogue's reason: the last evidence step that settled this dimension, as the tool page shows it. */
function missReason(judgement: Judgement, dimension: 'readOnly' | 'destructive'): { reason: string; rule?: string } {
  // The reading stage that settles the dimension, or the author's hints.
  const settles = (id: string) => {
    const stage = ruleById(id)?.stage;
    return stage === (dimension === 'readOnly' ? 'read-only' : 'destructive');
  };
  const step = [...judgement.evidence].reverse().find((evidence) => settles(evidence.rule));
  const base = `${judgement.category}/${judgement.risk}`;
  return step
    ? { reason: `${base}; ${step.rule}: ${step.says}`, rule: step.rule }
    : { reason: `${base}; no rule found a ${dimension === 'readOnly' ? 'write' : 'removal or overwrite'}` };
}

export function counter() {
  let agree = 0;
  let total = 0;
  return {
    count(ok: boolean) {
      total++;
      if (ok) agree++;
    },
    result(): Agreement {
      return { agree, total, rate: total === 0 ? 1 : agree / total };
    },
  };
}

/** Is this parsed JSON a server file of the shared set? Returns a reason when it is not. */
export function checkServerFile(data: unknown): string | undefined {
  if (data === null || typeof data !== 'object') return 'not a JSON object';
  const record = data as Record<string, unknown>;
  const server = record['server'] as Record<string, unknown> | undefined;
  if (!server || typeof server !== 'object' || typeof server['slug'] !== 'string') return 'missing server.slug';
  if (!Array.isArray(record['tools'])) return 'missing tools array';
  for (const [index, tool] of (record['tools'] as unknown[]).entries()) {
    if (!tool || typeof tool !== 'object' || typeof (tool as Record<string, unknown>)['name'] !== 'string')
      return `tools[${index}] has no name`;
  }
  return undefined;
}

export const percent = (agreement: Agreement) =>
  `${(agreement.rate * 100).toFixed(1)}% (${agreement.agree}/${agreement.total})`;

/** The effect a reviewer settled on for one tool. */
export interface ReviewedEffect {
  readOnly: boolean;
  destructive: boolean;
}

/** The key of a tool in a map of reviewed effects: "server/tool". */
export const reviewKey = (server: string, tool: string) => `${server}/${tool}`;

/**
 * Marks each miss with the side the reviewed record takes (Miss.review), for the reviewed tools: the
 * reviewer's readOnly, or for a destructive miss the reviewer's destructive (false when the reviewer judged the
 * tool read-only), equals either the engine's value or the author's. Misses of tools without a reviewed record are
 * left unmarked. Returns the same evaluation with its misses marked.
 */
export function markMissesByReview(evaluation: Evaluation, reviewed: ReadonlyMap<string, ReviewedEffect>): Evaluation {
  const misses = evaluation.misses.map((miss): Miss => {
    const { review: _, ...plain } = miss;
    const effect = reviewed.get(reviewKey(miss.server, miss.tool));
    if (effect === undefined) return plain;
    const value = miss.dimension === 'readOnly' ? effect.readOnly : !effect.readOnly && effect.destructive;
    return { ...plain, review: value === miss.judged ? 'engine' : 'author' };
  });
  return { ...evaluation, misses };
}

/** How many misses the reviewer decided for the engine, for the author, or did not review. */
export function reviewSplit(misses: readonly Miss[]): { engine: number; author: number; unreviewed: number } {
  const split = { engine: 0, author: 0, unreviewed: 0 };
  for (const miss of misses) split[miss.review ?? 'unreviewed']++;
  return split;
}
