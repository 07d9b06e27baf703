import { str, tool } from '../../examples.ts';
import type { Facts } from '../../facts.ts';
import type { JudgedVerb } from '../../reading.ts';
import { CLASS_PHRASE as VERB_CLASS_PHRASE } from '../../reading.ts';
import { defineRule } from '../../rule.ts';
import { NAME_WRITES, writingOption } from '../../signals/writing-option.ts';

/** The verb of the tool's own name, when it plainly writes: what a read-only hint cannot outweigh. */
function nameVerbContradicting(facts: Facts): JudgedVerb | undefined {
  const first = facts.inferred.verbs.find((verb) => verb.source === 'name');
  // "generate" writes or not by what it generates (an issued upload URL, or a link computed on the spot): the hint decides.
  return first && NAME_WRITES.has(first.cls) && first.lemma !== 'generate' && facts.inferred.dominant === first
    ? first
    : undefined;
}
export default defineRule({
  id: 'hint-read-only',
  stage: 'hints',
  summary:
    'The author declares readOnlyHint: true. It is believed unless the definition shows a write, which goes to review; when the verb of the name itself creates, changes, removes, runs, sends or stops something, the tool is judged by that verb instead, since a wrong "read-only" would let an agent use it unchecked.',
  when: (facts) =>
    facts.hints?.readOnlyHint === true ? { signal: 'annotation', match: 'readOnlyHint: true' } : undefined,
  then: (facts, _hit, state) => {
    const option = writingOption(facts);
    if (state.readOnly && !option) return { readOnly: true, destructive: false, weight: facts.derivedHints ? 1 : 2 };
    const named = nameVerbContradicting(facts);
    if (named) {
      return {
        readOnly: false,
        weight: 0,
        flag: `Declared read-only (readOnlyHint: true), but the verb of its name, "${named.lemma}", ${VERB_CLASS_PHRASE[named.cls]}; judged by the name. Check which is true.`,
      };
    }
    // An operation value that writes, or a path the result is saved to: the author's hint disagrees with what the tool can be told to do.
    if (option) {
      return {
        readOnly: false,
        weight: 0,
        flag: `Declared read-only (readOnlyHint: true), but ${option.what}; judged by what the tool can be told to do, as the author's hint disagrees. Check which is true.`,
      };
    }
    return {
      readOnly: true,
      destructive: false,
      weight: 0,
      flag: `Declared read-only (readOnlyHint: true), but the definition suggests it writes (${facts.inferred.readReasons.filter((reason) => !reason.includes('only reads')).join('; ') || 'a verb or parameter'}); check which is true.`,
    };
  },
  says: 'the author declares it read-only',
  examples: {
    fires: [
      tool('get_thing', 'Get a thing.', {}, { readOnlyHint: true }),
      tool('delete_thing', 'Delete a thing.', {}, { readOnlyHint: true }),
      tool(
        'shelf_items',
        'Work with the items of a shelf.',
        { action: { type: 'string', enum: ['list', 'get', 'create', 'update'] } },
        { readOnlyHint: true },
      ),
      tool(
        'get_ticket_file',
        'Get a file attached to a ticket and save it to the local path given.',
        { file_id: str, local_path: { type: 'string', description: 'Local path to save the file to' } },
        { readOnlyHint: true },
      ),
    ],
    quiet: [tool('get_thing', 'Get a thing.')],
  },
});
