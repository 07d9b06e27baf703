import { tool } from '../../examples.ts';
import { nameWords } from '../../facts.ts';
import { wordSet } from '../../vocabulary/word-set.ts';
import { verbSignal } from '../../find.ts';
import { defineRule } from '../../rule.ts';

const ARCHIVE_FILE_NOUNS = wordSet('file files folder folders directory directories zip tar tarball backup backups');
export default defineRule({
  id: 'takes-out-of-use',
  stage: 'destructive',
  summary:
    'It archives an object: it leaves the lists, boards and searches people work from, and whatever depends on it stops seeing it. It can usually be brought back, but the specification counts an update that is not additive as destructive.',
  when: (facts) => {
    if (facts.inferred.readOnly || facts.inferred.dominant.lemma !== 'archive') return undefined;
    // "archive_files" packs files into an archive: that adds a file.
    if (nameWords(facts, ARCHIVE_FILE_NOUNS) !== undefined) return undefined;
    return { signal: verbSignal(facts, 'archive'), match: 'archive' };
  },
  then: { destructive: true, weight: 1 },
  says: '"{match}" takes the object out of use until someone restores it',
  examples: {
    fires: [tool('archive_issue', 'Archive an issue.'), tool('archiveProject', 'Archives a project and its issues.')],
    quiet: [
      tool('archive_files', 'Pack files into a zip archive.'),
      tool('unarchive_issue', 'Restore an archived issue.'),
      tool('list_archived_issues', 'List archived issues.'),
    ],
  },
});
