import { wordSet } from '../../vocabulary/word-set.ts';
import { forVerb, hasNoun } from '../../find.ts';
import { defineRule } from '../../rule.ts';
import { FILE_NOUNS, RECORD_NOUNS } from '../../vocabulary/nouns.ts';

/** Work items and design nodes that a move files elsewhere without replacing anything. */
const FILED_ITEMS = new Set([
  ...RECORD_NOUNS,
  'node',
  'nodes',
  'layer',
  'layers',
  'frame',
  'frames',
  'section',
  'sections',
  'column',
  'list',
  'lists',
]);
/** Files and folders, which a move can drop onto one already at the destination. */
const FILE_OBJECTS: ReadonlySet<string> = new Set([...FILE_NOUNS, ...wordSet('item items blob object objects')]);
export default defineRule({
  id: 'context-files-work-item',
  stage: 'context',
  summary:
    'Moving a work item (a card, a task, a page, a design node) to another list, section, parent or position files it elsewhere; nothing is lost and it can be moved back. Moving a file can still replace one at the destination.',
  when: forVerb(
    (verb, facts) =>
      verb.lemma === 'move' &&
      verb === facts.inferred.first &&
      hasNoun(facts, FILED_ITEMS) &&
      !hasNoun(facts, FILE_OBJECTS),
  ),
  then: { verbClass: 'state' },
  says: '"{match}" here files a work item elsewhere, which loses nothing',
  examples: {
    fires: [
      { name: 'move_card', description: 'Move a card to another list of the board.' },
      { name: 'move_tasks', description: 'Move tasks to a different section.' },
    ],
    quiet: [
      { name: 'move_file', description: 'Move a file to another folder.' },
      { name: 'move_item', description: 'Move a drive item to another folder.' },
    ],
  },
});
