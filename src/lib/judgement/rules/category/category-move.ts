import { str, tool } from '../../examples.ts';
import { type Facts, nameWords } from '../../facts.ts';
import { defineRule } from '../../rule.ts';
import { FILE_NOUNS } from '../../vocabulary/nouns.ts';

/** Things moved on disk: a file or folder at a path the caller gives, whose old path stops working (kept Destructive). */
const movesOnDisk = (facts: Facts): boolean =>
  (nameWords(facts, FILE_NOUNS) !== undefined &&
    facts.params.some((parameter) =>
      /^(?:source|src|destination|dest|from|to|old_?path|new_?path)$/i.test(parameter.name.replace(/-/g, '_')),
    )) ||
  facts.params.some(
    (parameter) =>
      (facts.inferred.schema.path.includes(parameter.name) || /\b(?:path|directory)\b/i.test(parameter.description)) &&
      !/\bids?\b/i.test(parameter.description) &&
      !/(?:^|_)ids?$/i.test(parameter.name.replace(/([a-z])([A-Z])/g, '$1_$2').toLowerCase()),
  );
export default defineRule({
  id: 'category-move',
  stage: 'category',
  summary:
    "It moves an object (a card to another list, a page under another parent, an item into another folder): the object is kept, only its place changes, and moving it back undoes it. Write, still destructive in the specification's sense. A file moved on disk by its path stays Destructive: its old path stops working.",
  when: (facts, state) => {
    const dominant = facts.inferred.dominant;
    if (state.readOnly || dominant.lemma !== 'move' || dominant.source !== 'name' || movesOnDisk(facts))
      return undefined;
    // "move_and_delete…", "move, replacing what is there": a removal beside the move keeps it Destructive.
    if (
      facts.inferred.verbs.some((verb) => verb.cls === 'delete') ||
      /\b(?:overwrit\w*|replac\w*)\b/i.test(facts.first)
    )
      return undefined;
    const object = facts.exposure.objects.join(' ');
    return { signal: 'name', match: object ? `move ${object}` : 'move' };
  },
  then: { category: 'Write', cadence: 'content' },
  says: '"{match}" changes where it is; the object stays',
  examples: {
    fires: [
      tool('move_card', 'Move a card to a different list, possibly on another board.', {
        card_id: str,
        list_id: str,
      }),
      tool('move_doc_item', 'Move items to a new folder.', { item_ids: { type: 'array' }, folder_id: str }),
    ],
    quiet: [
      tool('move_file', 'Move or rename a file on disk.', {
        source: { type: 'string', description: 'Path of the file' },
        destination: { type: 'string', description: 'New path' },
      }),
      tool('list_moves', 'List the moves of a game.'),
      tool('move_card', 'Move a card to another list, overwriting the card there.', { card_id: str, list_id: str }),
    ],
  },
});
