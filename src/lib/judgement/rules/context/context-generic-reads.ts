import type { Facts } from '../../facts.ts';
import { forVerb } from '../../find.ts';
import type { JudgedVerb } from '../../reading.ts';
import { defineRule } from '../../rule.ts';
import { OPEN_GENERIC_VERBS } from '../../vocabulary/verbs.ts';
import { HOMOGRAPHS, READ_CLASSES } from '../../vocabulary/verbs.ts';

/** Generic verbs that say nothing of what is done ("manage", "track", "handle"): the operations and prose decide. */
/** What "track" follows when it only watches: a status, progress, a timeline, a shipment. */
const TRACKED_STATE =
  /\b(?:status(?:es)?|progress|overview|timeline|history|stages?|whereabouts|location|shipments?|deliver(?:y|ies)|parcels?|packages?|attendance|changes over time|trends?)\b/i;
/** Prose that says a "track" records something. */
const TRACK_RECORDS =
  /\b(?:logs?|records?|creates?|adds?|saves?|submits?|sends?|stores?|registers?) (?:a|an|the|new|each|every|it|them|one)\b|\b(?:logged|recorded|stored|saved)\b/i;
/**
 * A generic verb whose operations and prose only read: every value of its operation parameter reads, or it tracks a
 * status or progress, and no verb of the description's opening changes anything.
 */
function genericOnlyReads(verb: JudgedVerb, facts: Facts): boolean {
  if (verb.cls !== 'generic' || !OPEN_GENERIC_VERBS.has(verb.lemma)) return false;
  const described = [...facts.inferred.description.leading, ...facts.inferred.description.firstSentenceVerbs].filter(
    (candidate) => candidate.cls !== 'generic' && !HOMOGRAPHS.has(candidate.lemma),
  );
  if (described.some((candidate) => !READ_CLASSES.has(candidate.cls))) return false;
  const operations = facts.inferred.schema.operations;
  if (operations.length > 0) return operations.every((operation) => READ_CLASSES.has(operation.cls));
  // "Track the progress of…", "Track … scores. Computes…": a status watched, or only reads and computations beside it.
  if (verb.lemma !== 'track' || TRACK_RECORDS.test(facts.inferred.description.sentence)) return false;
  const further = facts.inferred.description.allVerbs.filter(
    (candidate) => candidate.cls !== 'generic' && !HOMOGRAPHS.has(candidate.lemma),
  );
  if (further.some((candidate) => !READ_CLASSES.has(candidate.cls))) return false;
  return TRACKED_STATE.test(facts.inferred.description.sentence) || further.length > 0;
}
export default defineRule({
  id: 'context-generic-reads',
  stage: 'context',
  summary:
    'A generic verb ("manage", "track", "handle") whose operation parameter offers only reads (list, get), or a "track" of a status or progress, only reads.',
  when: forVerb((verb, facts) => genericOnlyReads(verb, facts)),
  then: { verbClass: 'read' },
  says: '"{match}" here only lists or reads: every operation it offers reads',
  examples: {
    fires: [
      {
        name: 'manage_shelf_boards',
        description: 'List boards or get board details.',
        inputSchema: { type: 'object', properties: { operation: { type: 'string', enum: ['get', 'list'] } } },
      },
      {
        name: 'track_bill_progress',
        description:
          'Track the progress of a bill through its legislative stages, with its current status and timeline.',
      },
    ],
    quiet: [
      {
        name: 'manage_shelf_boards',
        description: 'Manage boards.',
        inputSchema: {
          type: 'object',
          properties: { operation: { type: 'string', enum: ['get', 'list', 'create'] } },
        },
      },
      {
        name: 'track_signup_event',
        description: 'Track an analytics event: records a signup in the event log.',
        inputSchema: { type: 'object', properties: { event: { type: 'string' } } },
      },
    ],
  },
});
