/**
 * The clients the harvest presents itself as. A server that lists one set of
 * tools to a catalogue and another to the clients people use (cloaking) is
 * caught by listing it as two of them and comparing what each was shown: any
 * difference is a finding on the server's page, and its tools are held for
 * review with a stricter verdict. Each listing also runs in a sandbox with its
 * own ordinary-looking user, home and host name (sandbox.ts).
 *
 * What this cannot catch: a server that recognises the sandbox itself (no
 * network, a fresh PID namespace) and shows every client the same harmless
 * list. The catalogue says what a review read, and no more.
 */
import { createHash } from 'node:crypto';
import type { ClientCapabilities } from '@modelcontextprotocol/sdk/types.js';
import { strictness } from '../import/change-note.ts';
import { definitionOf } from '../import/definition.ts';
import { holdsOf, type Hold } from '../import/judged-record.ts';
import { parseTools } from '../import/source.ts';
import { judgeTool } from '../judgement/index.ts';

export interface ClientIdentity {
  /** Short id used in records and reports. */
  id: string;
  /** What the client says in `initialize`: the name and version the real client sends. */
  clientInfo: { name: string; version: string };
  capabilities: ClientCapabilities;
}

/** The clients the harvest lists as, in order: the first lists every package, the second checks it. */
export const CLIENT_IDENTITIES: readonly ClientIdentity[] = [
  {
    id: 'claude-code',
    clientInfo: { name: 'claude-code', version: '2.0.31' },
    capabilities: { roots: {} },
  },
  {
    id: 'cursor',
    clientInfo: { name: 'cursor-vscode', version: '1.0.0' },
    capabilities: { roots: { listChanged: false }, elicitation: {} },
  },
  {
    id: 'claude-desktop',
    clientInfo: { name: 'claude-ai', version: '0.1.0' },
    capabilities: {},
  },
];

interface ListedTool {
  name?: unknown;
}

/** A stable fingerprint of one listed tool as the server sent it (key order ignored). */
function toolFingerprint(tool: unknown): string {
  const canonical = (value: unknown): unknown =>
    Array.isArray(value)
      ? value.map(canonical)
      : value && typeof value === 'object'
        ? Object.fromEntries(
            Object.keys(value as object)
              .sort()
              .map((key) => [key, canonical((value as Record<string, unknown>)[key])]),
          )
        : value;
  return createHash('sha256')
    .update(JSON.stringify(canonical(tool)))
    .digest('hex');
}

export interface IdentityListing {
  identity: string;
  /** The tools as listed, or why the listing failed. */
  tools?: unknown[];
  failed?: string;
}

export interface CloakingFinding {
  /** The identities compared, in order. */
  identities: string[];
  /** One sentence per difference, in our words (tool names are MCP names, checked by the importer). */
  differences: string[];
}

const nameOf = (tool: unknown) => {
  const name = (tool as ListedTool | undefined)?.name;
  return typeof name === 'string' ? name : '(unnamed)';
};

const printable = (name: string) => JSON.stringify(name.slice(0, 130));

/** Compares what each identity was shown; undefined when every identity saw the same tools, definition for definition. */
export function compareListings(listings: readonly IdentityListing[]): CloakingFinding | undefined {
  const [first, ...others] = listings;
  if (!first?.tools || others.length === 0) return undefined;
  const differences: string[] = [];
  const index = (tools: unknown[]) => new Map(tools.map((tool) => [nameOf(tool), toolFingerprint(tool)]));
  const reference = index(first.tools);
  for (const other of others) {
    if (!other.tools) {
      differences.push(
        `listed tools to ${first.identity} but not to ${other.identity} (${other.failed ?? 'no answer'})`,
      );
      continue;
    }
    const seen = index(other.tools);
    const onlyFirst = [...reference.keys()].filter((name) => !seen.has(name));
    const onlyOther = [...seen.keys()].filter((name) => !reference.has(name));
    const changed = [...reference.keys()].filter((name) => seen.has(name) && seen.get(name) !== reference.get(name));
    if (onlyFirst.length)
      differences.push(
        `listed ${onlyFirst.map(printable).join(', ')} to ${first.identity} only, not to ${other.identity}`,
      );
    if (onlyOther.length)
      differences.push(
        `listed ${onlyOther.map(printable).join(', ')} to ${other.identity} only, not to ${first.identity}`,
      );
    if (changed.length)
      differences.push(
        `gave ${first.identity} and ${other.identity} different definitions of ${changed.map(printable).join(', ')}`,
      );
  }
  return differences.length > 0 ? { identities: listings.map((l) => l.identity), differences } : undefined;
}

/**
 * The tools to import from a cloaking server: every tool any identity was shown; where identities were shown
 * different definitions of one tool, every variant is judged and the strictest is kept (`pick`).
 */
export function unionOfListings(
  listings: readonly IdentityListing[],
  pick: (variants: unknown[]) => unknown,
): unknown[] {
  const byName = new Map<string, unknown[]>();
  for (const listing of listings)
    for (const tool of listing.tools ?? []) {
      const name = nameOf(tool);
      const variants = byName.get(name) ?? [];
      if (!variants.some((v) => toolFingerprint(v) === toolFingerprint(tool))) variants.push(tool);
      byName.set(name, variants);
    }
  return [...byName.values()].map((variants) => (variants.length === 1 ? variants[0] : pick(variants)));
}

/** Of several definitions one tool was given to different clients, the one judged strictest. */
export function strictestVariant(variants: unknown[]): unknown {
  let best = variants[0];
  let bestStrictness = -1;
  for (const variant of variants) {
    let verdict: number;
    try {
      const [tool] = parseTools('variant', [variant]);
      verdict = strictness(judgeTool(definitionOf(tool!), {}).policy.verdict);
    } catch {
      verdict = Number.MAX_SAFE_INTEGER; // a variant the importer refuses: keep it, so the import refuses the server
    }
    if (verdict > bestStrictness) {
      best = variant;
      bestStrictness = verdict;
    }
  }
  return best;
}

/** How a cloaking finding holds a server's tools (a Hold, src/lib/import/judged-record.ts): the importer's `hold` option, one wording for the harvest and the importer. */
export function cloakingHold(
  cloaking: CloakingFinding,
  today: string,
  by: 'Harvest' | 'Import',
): Hold & { note: string } {
  const flag = `Cloaking: the server showed different MCP clients different tools (${cloaking.differences.join('; ')}). Check which list real clients get before trusting any of its tools.`;
  // The hold rejudge puts back from the flag (HOLDING_FLAGS), so the importer and rejudge write the same record.
  const hold = holdsOf({ review: { status: 'needs-review', confidence: 'low', flags: [flag] } })[0]!;
  return {
    ...hold,
    note: `${by} on ${today}: held for review, every call needs approval, because the server listed different tools to different clients.`,
  };
}
