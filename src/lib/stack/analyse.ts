/**
 * The stack: the servers one agent runs together, and the data flows their
 * tools open between them. Pure; the /stack/ page, /docs/stack/ and the tests
 * all call this one implementation.
 *
 * The model (the "lethal trifecta"): text written by a third party enters the
 * conversation through an injection path; it can instruct the model to read
 * private data with a source tool and hand it to a sink tool that sends it out.
 * Every source, every injection path and every sink of the stack can meet in
 * one conversation, so each (source, sink) pair is a path as soon as at least
 * one injection path is present, whatever server each tool is on.
 *
 * A leg counts while the agent can use it:
 * - a source or an injection path counts unless it is denied: approving a read
 *   or a fetch cannot show whether the text it brings carries instructions;
 * - a sink counts only while it is allowed or rate-limited: when every call
 *   waits for a person's approval, that person sees what is about to leave.
 * Tools without flow facts (not judged yet) are listed as unknown and open no path.
 */
import {
  CATEGORIES,
  FLOW_FACTS,
  type Category,
  type FlowFact,
  type RiskLevel,
  type Verdict,
} from '../../schema/enums.ts';
import type { ToolVerdict } from '../policy/generate.ts';

interface StackTool {
  name: string;
  category?: Category;
  risk?: RiskLevel;
  /** Absent when the tool's flow facts are not judged yet. */
  flow?: Record<FlowFact, boolean>;
  /** The recommended rule. */
  verdict: ToolVerdict;
  /** Tool names of other servers the description names (see mentions.ts). */
  mentions?: readonly string[];
  url?: string;
}
export interface StackServer {
  slug: string;
  name: string;
  url?: string;
  tools: readonly StackTool[];
}

/** A change of verdict the user made or applied with a fix, keyed by toolKey(). */
export type Overrides = ReadonlyMap<string, OverrideVerdict>;
/** Verdicts a change can set: a fix only gates or denies, and "allow" undoes. Rate limits keep the recommendation's numbers. */
export const OVERRIDE_VERDICTS = ['allow', 'require-approval', 'deny'] as const satisfies readonly Verdict[];
export type OverrideVerdict = (typeof OVERRIDE_VERDICTS)[number];

export interface ToolRef {
  server: string;
  serverName: string;
  tool: string;
  verdict: Verdict;
  url?: string;
}

interface PathGroup {
  /** Server holding the sources, and the one holding the sinks (may be the same). */
  sourceServer: string;
  sinkServer: string;
  sources: ToolRef[];
  sinks: ToolRef[];
  /** Number of (source, sink) pairs in this group. */
  pairs: number;
}

type ShadowWarning =
  { kind: 'mention'; tool: ToolRef; names: ToolRef[] } | { kind: 'collision'; name: string; tools: ToolRef[] };

interface FixChange {
  server: string;
  tool: string;
  from: Verdict;
  to: OverrideVerdict;
}
export type FixKind = 'gate-sinks' | 'deny-injection' | 'deny-sources';
export interface Fix {
  kind: FixKind;
  changes: FixChange[];
  /** Capability lost: the sum of LOSS over the changes. */
  loss: number;
  summary: string;
}

export interface StackAnalysis {
  servers: number;
  tools: number;
  /** Tools per category, over the whole stack. */
  categories: Record<Category, number>;
  /** Tools the agent can use that hold each fact (denied tools and gated sinks do not count). */
  legs: Record<FlowFact, ToolRef[]>;
  /** Tools without flow facts yet. */
  unknown: ToolRef[];
  /** Injection paths: the same for every path group. */
  paths: PathGroup[];
  pathCount: number;
  shadowing: ShadowWarning[];
  /** Changes that break every path, least loss first; empty when there is no path. */
  fixes: Fix[];
}

export const toolKey = (server: string, tool: string) => `${server}/${tool}`;

/** What a change of verdict costs: gating keeps the tool usable with a person in the loop; denying loses it. */
export const LOSS: Record<Verdict, Record<OverrideVerdict, number>> = {
  allow: { allow: 0, 'require-approval': 1, deny: 3 },
  'rate-limit': { allow: 0, 'require-approval': 1, deny: 3 },
  'require-approval': { allow: 0, 'require-approval': 0, deny: 2 },
  deny: { allow: 0, 'require-approval': 0, deny: 0 },
};
/** LOSS in words ("freely usable" is allow or rate-limit, which cost the same). */
export const LOSS_RULE = `Each change costs ${LOSS.allow['require-approval']} when it makes a freely usable tool wait for approval, ${LOSS['require-approval'].deny} when it denies a tool that already waited for approval, and ${LOSS.allow.deny} when it denies a freely usable tool; a fix costs the sum of its changes, and the cheapest fix is offered first.`;

/** The verdict in force: the user's change, or the recommendation. */
function effectiveVerdict(server: string, tool: StackTool, overrides?: Overrides): ToolVerdict {
  const override = overrides?.get(toolKey(server, tool.name));
  if (!override || override === tool.verdict.verdict) return tool.verdict;
  return { name: tool.name, verdict: override };
}

/** Whether a tool with this verdict still counts as the given leg (see the module comment). */
export function legOpen(fact: FlowFact, verdict: Verdict): boolean {
  if (verdict === 'deny') return false;
  if (fact === 'sink') return verdict === 'allow' || verdict === 'rate-limit';
  return true;
}

const byRef = (a: ToolRef, b: ToolRef) => a.server.localeCompare(b.server) || a.tool.localeCompare(b.tool);
const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** Tools grouped by server, each server named once: "post_message, send_dm (ZZ Chat); read_file (ZZ Files)". */
function listTools(
  changes: readonly { server: string; tool: string }[],
  names: ReadonlyMap<string, string>,
  limit = 6,
): string {
  const groups = new Map<string, string[]>();
  for (const c of changes.slice(0, limit)) groups.set(c.server, [...(groups.get(c.server) ?? []), c.tool]);
  const shown = [...groups].map(([server, tools]) => `${tools.join(', ')} (${names.get(server) ?? server})`).join('; ');
  return changes.length > limit ? `${shown} and ${changes.length - limit} more` : shown;
}

/** What a fix does, without its tools: "Require approval on the 2 tools that can send data out". */
export function fixHeadline(kind: FixKind, count: number): string {
  switch (kind) {
    case 'gate-sinks':
      return `Require approval on the ${plural(count, 'tool')} that can send data out`;
    case 'deny-injection':
      return `Deny the ${plural(count, 'tool')} that bring third-party text into the conversation`;
    case 'deny-sources':
      return `Deny the ${plural(count, 'tool')} that read private data`;
  }
}

function describeFix(kind: FixKind, changes: readonly FixChange[], names: ReadonlyMap<string, string>): string {
  return `${fixHeadline(kind, changes.length)}: ${listTools(changes, names)}.`;
}

/** Warnings about tools steering calls to another server's tools, and tool names two servers share. */
function findShadowing(servers: readonly StackServer[], overrides?: Overrides): ShadowWarning[] {
  const warnings: ShadowWarning[] = [];
  const ref = (server: StackServer, tool: StackTool): ToolRef => ({
    server: server.slug,
    serverName: server.name,
    tool: tool.name,
    verdict: effectiveVerdict(server.slug, tool, overrides).verdict,
    ...(tool.url ? { url: tool.url } : {}),
  });
  const byName = new Map<string, ToolRef[]>();
  for (const server of servers) {
    for (const tool of server.tools) {
      const key = tool.name.toLowerCase();
      const list = byName.get(key) ?? [];
      list.push(ref(server, tool));
      byName.set(key, list);
    }
  }
  for (const server of servers) {
    const own = new Set(server.tools.map((t) => t.name.toLowerCase()));
    for (const tool of server.tools) {
      const names = new Map<string, ToolRef>();
      for (const mention of tool.mentions ?? []) {
        const key = mention.toLowerCase();
        if (own.has(key)) continue;
        for (const other of byName.get(key) ?? [])
          if (other.server !== server.slug) names.set(toolKey(other.server, other.tool), other);
      }
      if (names.size > 0)
        warnings.push({ kind: 'mention', tool: ref(server, tool), names: [...names.values()].sort(byRef) });
    }
  }
  for (const [name, tools] of byName) {
    if (new Set(tools.map((t) => t.server)).size > 1)
      warnings.push({ kind: 'collision', name, tools: [...tools].sort(byRef) });
  }
  return warnings.sort((a, b) => (a.kind === b.kind ? 0 : a.kind === 'mention' ? -1 : 1));
}

export function analyseStack(servers: readonly StackServer[], overrides?: Overrides): StackAnalysis {
  const categories = Object.fromEntries(CATEGORIES.map((c) => [c, 0])) as Record<Category, number>;
  const legs = Object.fromEntries(FLOW_FACTS.map((f) => [f, [] as ToolRef[]])) as Record<FlowFact, ToolRef[]>;
  const unknown: ToolRef[] = [];
  const names = new Map(servers.map((s) => [s.slug, s.name]));
  let tools = 0;
  for (const server of servers) {
    for (const tool of server.tools) {
      tools++;
      if (tool.category) categories[tool.category]++;
      const verdict = effectiveVerdict(server.slug, tool, overrides).verdict;
      const ref: ToolRef = {
        server: server.slug,
        serverName: server.name,
        tool: tool.name,
        verdict,
        ...(tool.url ? { url: tool.url } : {}),
      };
      if (!tool.flow) {
        unknown.push(ref);
        continue;
      }
      for (const fact of FLOW_FACTS) if (tool.flow[fact] && legOpen(fact, verdict)) legs[fact].push(ref);
    }
  }
  for (const fact of FLOW_FACTS) legs[fact].sort(byRef);

  const paths: PathGroup[] = [];
  if (legs.injection.length > 0) {
    const group = (list: ToolRef[]) => {
      const map = new Map<string, ToolRef[]>();
      for (const ref of list) map.set(ref.server, [...(map.get(ref.server) ?? []), ref]);
      return map;
    };
    const sinksBy = group(legs.sink);
    for (const [sourceServer, sources] of group(legs.source)) {
      for (const [sinkServer, sinks] of sinksBy)
        paths.push({ sourceServer, sinkServer, sources, sinks, pairs: sources.length * sinks.length });
    }
  }
  const pathCount = paths.reduce((sum, p) => sum + p.pairs, 0);

  const fixes: Fix[] = [];
  if (pathCount > 0) {
    const candidate = (kind: FixKind, refs: ToolRef[], to: OverrideVerdict) => {
      const changes = refs.map((r): FixChange => ({ server: r.server, tool: r.tool, from: r.verdict, to }));
      fixes.push({
        kind,
        changes,
        loss: changes.reduce((sum, c) => sum + LOSS[c.from][c.to], 0),
        summary: describeFix(kind, changes, names),
      });
    };
    candidate('gate-sinks', legs.sink, 'require-approval');
    candidate('deny-injection', legs.injection, 'deny');
    candidate('deny-sources', legs.source, 'deny');
    const order: FixKind[] = ['gate-sinks', 'deny-injection', 'deny-sources'];
    fixes.sort(
      (a, b) => a.loss - b.loss || a.changes.length - b.changes.length || order.indexOf(a.kind) - order.indexOf(b.kind),
    );
  }

  return {
    servers: servers.length,
    tools,
    categories,
    legs,
    unknown: unknown.sort(byRef),
    paths,
    pathCount,
    shadowing: findShadowing(servers, overrides),
    fixes,
  };
}

/** The overrides after applying a fix: its changes on top of the ones already made. */
export function applyFix(overrides: Overrides, fix: Fix): Map<string, OverrideVerdict> {
  const next = new Map(overrides);
  for (const change of fix.changes) next.set(toolKey(change.server, change.tool), change.to);
  return next;
}

/** Every tool's verdict in force for one server: what its policy.json is built from. */
export function serverVerdicts(server: StackServer, overrides?: Overrides): ToolVerdict[] {
  return server.tools.map((tool) => effectiveVerdict(server.slug, tool, overrides));
}
