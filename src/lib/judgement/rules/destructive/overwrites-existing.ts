import { tool } from '../../examples.ts';
import { nameWords } from '../../facts.ts';
import { wordSet } from '../../vocabulary/word-set.ts';
import { verbSignal } from '../../find.ts';
import { defineRule } from '../../rule.ts';

// Vocabulary the rules share. General words only, never a product's or a tool's name.

const WRITTEN_PLACES = wordSet('file files sheet sheets cell cells range ranges worksheet spreadsheet');
const STATE_NOUNS = wordSet('state states status statuses draft lock');
const OVERWRITE_LEMMAS = wordSet(
  'update set edit modify change configure patch replace rename move put upsert overwrite reset restore revert rewrite reassign format sort',
);
export default defineRule({
  id: 'overwrites-existing',
  stage: 'destructive',
  summary:
    'An update, set, edit, move or replace overwrites existing state. The MCP specification calls a tool destructive unless it performs only additive updates, so these are destructive.',
  when: (facts) => {
    if (facts.inferred.readOnly) return undefined;
    const dominant = facts.inferred.dominant;
    // Writing into a file, sheet, cell or range puts new values where the old ones were.
    const writesInPlace = dominant.lemma === 'write' && nameWords(facts, WRITTEN_PLACES) !== undefined;
    if (
      (!OVERWRITE_LEMMAS.has(dominant.lemma) && !writesInPlace) ||
      ['create', 'send', 'trigger', 'execute', 'state'].includes(dominant.cls)
    )
      return undefined;
    // Moving an object between its own states (open/closed, draft/ready) loses nothing: the old state is one call away.
    if (nameWords(facts, STATE_NOUNS) !== undefined) return undefined;
    return { signal: verbSignal(facts, dominant.lemma), match: dominant.lemma };
  },
  then: { destructive: true, weight: 1 },
  says: '"{match}" replaces the value that was there, so the old one is lost',
  examples: {
    fires: [
      tool('update_ticket', 'Update the title or body of a ticket.'),
      tool('set_value', 'Set the value of a key.'),
      tool('write_cells', 'Write values into a range of cells.'),
    ],
    quiet: [
      tool('add_comment', 'Add a comment to a ticket.'),
      tool('get_value', 'Get the value of a key.'),
      tool('update_ticket_state', 'Open or close a ticket.'),
      tool('write_note', 'Write a note.'),
    ],
  },
});
