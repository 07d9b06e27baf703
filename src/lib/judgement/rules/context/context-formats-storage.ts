import { wordSet } from '../../vocabulary/word-set.ts';
import { forVerb, hasNoun } from '../../find.ts';
import { defineRule } from '../../rule.ts';

/** Storage whose format erases it. */
const STORAGE_DEVICES = wordSet(
  'disk disks drive drives volume volumes partition partitions filesystem filesystems device devices usb sd',
);
const STORAGE_DEVICE_TEXT =
  /\bformat(?:s|ting)? (?:the |a |an )?(?:[\w-]+ )?(?:disk|drive|volume|partition|file ?system|sd card|usb (?:stick|drive)|storage device)s?\b/i;
export default defineRule({
  id: 'context-formats-storage',
  stage: 'context',
  summary:
    'Formatting a disk, a volume, a partition or a file system erases everything on it; formatting a string or a document only lays it out.',
  when: forVerb(
    (verb, facts) =>
      verb.lemma === 'format' && (hasNoun(facts, STORAGE_DEVICES) || STORAGE_DEVICE_TEXT.test(facts.description)),
  ),
  then: { verbClass: 'delete' },
  says: '"{match}" on a disk or volume erases what is on it',
  examples: {
    fires: [
      { name: 'format_volume', description: 'Format a disk volume with a new file system.' },
      { name: 'format_card', description: 'Format the SD card of the camera.' },
    ],
    quiet: [
      { name: 'format_sql', description: 'Format an SQL string.' },
      { name: 'format_cells', description: 'Format a range of cells.' },
    ],
  },
});
