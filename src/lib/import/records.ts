import type { AuthKind, Transport } from '../../schema/enums.ts';
import type { ServerRecord } from '../../schema/server.ts';
import type { ToolRecord } from '../../schema/tool.ts';
import { humanJudged, inSchemaOrder, judgementFields, LAST_REVIEWED } from './judged-record.ts';
import type { Judgement } from '../judgement/index.ts';
import {
  annotationDowngrades,
  changeFlag,
  CHANGE_FLAG_PREFIX,
  definitionChanges,
  judgementLabel,
  strictness,
} from './change-note.ts';
import { definitionHash, type Definition } from './definition.ts';
import type { ServerMeta } from './source.ts';
import type { ToolsObtained } from '../../schema/obtained.ts';

export type ToolOutcome = 'new' | 'changed' | 'unchanged' | 'hand-edited';

export interface MergedTool {
  record: ToolRecord;
  outcome: ToolOutcome;
  /** Set when the stored definition was edited by hand: what the record says versus what the server says. */
  conflict?: string;
}

function definitionFields(
  definition: Definition,
): Pick<ToolRecord, 'name' | 'title' | 'description' | 'inputSchema' | 'annotations'> {
  const fields: Pick<ToolRecord, 'name' | 'title' | 'description' | 'inputSchema' | 'annotations'> = {
    name: definition.name,
    description: definition.description,
  };
  if (definition.title !== undefined) fields.title = definition.title;
  if (definition.inputSchema !== undefined) fields.inputSchema = definition.inputSchema;
  if (definition.annotations !== undefined) fields.annotations = definition.annotations;
  return fields;
}

export const storedDefinition = (record: ToolRecord): Definition => ({
  name: record.name,
  title: record.title,
  description: record.description,
  inputSchema: record.inputSchema,
  annotations: record.annotations,
});

/** A tool's first record: the definition as published and the importer's judgement, waiting for review. */
export function draftRecord(definition: Definition, judgement: Judgement, today: string): ToolRecord {
  const flags = [...judgement.flags];
  return inSchemaOrder({
    ...definitionFields(definition),
    definitionHash: definitionHash(definition),
    ...judgementFields(judgement),
    review: {
      status: flags.length > 0 || judgement.confidence === 'low' ? 'needs-review' : 'draft',
      confidence: judgement.confidence,
      flags,
      ...(judgement.familyNote ? { familyNote: judgement.familyNote } : {}),
    },
    added: today,
    changed: today,
  });
}

/**
 * Re-import never overwrites a definition edited by hand in the file (it no
 * longer matches its own hash) unless `force`. A definition that changed
 * upstream is judged afresh:
 * - a draft (no person's judgement in it) takes the fresh judgement;
 * - a reviewed record keeps its text, and if the fresh verdict is stricter the
 *   record takes the fresh verdict (with the category, risk, effect and attacks
 *   it rests on) at once, so the published policy tightens before anyone looks;
 *   a looser or equal fresh verdict waits for review;
 * - either way the record goes to needs-review with a flag and a note of what changed.
 */
export function mergeTool(
  existing: ToolRecord | undefined,
  definition: Definition,
  judgement: Judgement,
  today: string,
  force = false,
): MergedTool {
  if (!existing) return { record: draftRecord(definition, judgement, today), outcome: 'new' };
  const incoming = definitionHash(definition);
  const before = storedDefinition(existing);
  const stored = definitionHash(before);
  if (stored !== existing.definitionHash && !force) {
    return {
      record: existing,
      outcome: 'hand-edited',
      conflict: `its definition in the file was edited by hand (it no longer matches definitionHash); the server's current definition ${incoming === existing.definitionHash ? 'is the one that was imported' : 'differs too'}. Restore the author's words or re-run with --force to take the server's definition`,
    };
  }
  if (incoming === existing.definitionHash && stored === incoming) return { record: existing, outcome: 'unchanged' };

  const changes = definitionChanges(before, definition);
  const downgrades = annotationDowngrades(before, definition);
  const oldFlags = existing.review.flags.filter(
    (f) => !f.startsWith(CHANGE_FLAG_PREFIX) && !f.startsWith(DOWNGRADE_PREFIX),
  );
  const downgradeFlags =
    downgrades.length > 0
      ? [
          `${DOWNGRADE_PREFIX} (${downgrades.join(', ')}): the tool now claims to be safer than before, which is itself a warning sign; check what really changed.`,
        ]
      : [];
  const { title: _t, inputSchema: _i, annotations: _a, ...kept } = existing;
  const changedList = changes.length > 0 ? ` What changed: ${changes.join('; ')}.` : '';

  if (!humanJudged(existing)) {
    const fresh = draftRecord(definition, judgement, today);
    const flags = [...fresh.review.flags, ...downgradeFlags, changeFlag(today, existing.definitionHash)];
    const record: ToolRecord = {
      ...fresh,
      added: existing.added,
      review: { ...fresh.review, status: 'needs-review', flags },
    };
    if (existing.review.notes) record.review.notes = existing.review.notes;
    return { record: inSchemaOrder(record), outcome: 'changed' };
  }

  const fresh = judgement.policy.verdict;
  const current = existing.policy.verdict;
  const tighten = strictness(fresh) > strictness(current);
  // A record still waiting for review since an earlier change already names the judgement a person made.
  const previous = existing.review.status === 'reviewed' ? `${LAST_REVIEWED} ${judgementLabel(existing)}.` : '';
  const verdictNote = tighten
    ? `Re-import on ${today}: the fresh judgement is ${judgementLabel(judgement)}; the published policy tightened from ${current} to ${fresh} at once.`
    : `Re-import on ${today}: the fresh judgement is ${judgementLabel(judgement)}; the policy stays ${current} until a reviewer decides.`;
  const notes = [previous, verdictNote + changedList, existing.review.notes].filter(Boolean).join('\n');
  // The fresh verdict comes with what it rests on (category, risk, effect, attacks, evidence, flow); the reviewer's rationale stays.
  const { rationale: _r, ...structured } = judgementFields(judgement);
  const record: ToolRecord = {
    ...kept,
    ...definitionFields(definition),
    ...(tighten ? structured : {}),
    definitionHash: incoming,
    review: {
      ...existing.review,
      status: 'needs-review',
      flags: [
        ...oldFlags,
        ...downgradeFlags,
        changeFlag(today, existing.definitionHash, tighten ? { from: current, to: fresh } : undefined),
      ],
      notes,
    },
    changed: today,
  };
  return { record: inSchemaOrder(record), outcome: 'changed' };
}

const DOWNGRADE_PREFIX = 'Annotation downgrade';

const TRANSPORT_OF: Record<string, Transport> = {
  stdio: 'stdio',
  http: 'http',
  both: 'both',
  sse: 'http',
  'streamable-http': 'http',
};

export function authKindFrom(text: string | undefined): AuthKind {
  const t = (text ?? '').toLowerCase();
  if (t === '' || /^none\b/.test(t)) return 'none';
  if (/oauth/.test(t)) return 'oauth';
  if (/password|username|basic auth/.test(t)) return 'basic';
  if (/token|api[ _-]?key|secret|credential|access key|bearer|key\b/.test(t)) return 'api-key';
  return 'other';
}

function ownerOf(repository: string): string | undefined {
  try {
    const url = new URL(repository);
    return url.pathname.split('/').filter(Boolean)[0];
  } catch {
    return undefined;
  }
}

export interface ServerDraftInput {
  slug: string;
  meta: ServerMeta;
  repository: string;
  commit?: string;
  version?: string;
  transport?: Transport;
  toolCount: number;
  today: string;
  obtained: ToolsObtained;
}

/** A first server.yaml; identity and publisher evidence are for a person to confirm. */
export function draftServer(input: ServerDraftInput): ServerRecord {
  const { meta } = input;
  const owner = ownerOf(input.repository) ?? 'unknown';
  const source: ServerRecord['source'] = {};
  if (input.commit) source.commit = input.commit;
  if (input.version) source.version = input.version;
  if (meta.notes) source.notes = meta.notes;
  const record: ServerRecord = {
    name: meta.name ?? input.slug,
    description: `An MCP server offering ${input.toolCount} tool${input.toolCount === 1 ? '' : 's'}. (Drafted by the importer: say what the server is for and what it can reach.)`,
    repository: input.repository,
    source,
    obtained: input.obtained,
    publisher: { name: owner },
    auth: {
      kind: authKindFrom(meta.auth),
      needs: meta.auth?.trim() || "Not stated by the source; check the server's documentation.",
    },
    transport: input.transport ?? TRANSPORT_OF[meta.transport ?? ''] ?? 'stdio',
    added: input.today,
  };
  if (meta.language) record.language = meta.language;
  return record;
}

/** Re-import refreshes where the definitions were read and nothing else a person may have written. */
export function mergeServer(existing: ServerRecord, draft: ServerRecord): ServerRecord {
  const source = { ...existing.source };
  if (draft.source.commit) {
    source.commit = draft.source.commit;
    if (!draft.source.version) delete source.version;
  }
  if (draft.source.version) source.version = draft.source.version;
  // How the tools were obtained is a fact of this import, like the commit.
  return { ...existing, source, obtained: draft.obtained };
}
