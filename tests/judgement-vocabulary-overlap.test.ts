/**
 * Each vocabulary of the judgement engine is written once. Two literal word lists that share most of their words
 * (OVERLAP_LIMIT or more of all their words) are one meaning written twice: name it once in src/lib/judgement/vocabulary/
 * and build the narrower or wider list from it (`new Set([...BASE, 'extra'])`). Pairs that differ on purpose are kept
 * here as data, each with the reason, and an exception no pair needs any more is an error too.
 */
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { overlap, type WordList, wordLists } from './support/word-lists.ts';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const OVERLAP_LIMIT = 0.6;

/** Pairs of lists that share most of their words on purpose: [file and first words of each list, why]. */
const EXCEPTIONS: ReadonlyArray<{ lists: [string, string]; why: string }> = [
  {
    lists: [
      'src/lib/judgement/vocabulary/verbs.ts: run exec execute',
      'src/lib/judgement/rules/category/category-execute-code.ts: run exec execute',
    ],
    why: 'The lexicon lists "bash", "sh", "evaluate" and "interpret" as verbs that run code; as the verb of a name they are more often the product (just-bash) or an assessment, so they do not make a tool Execute by themselves.',
  },
  {
    lists: [
      'src/lib/judgement/rules/risk/changes-access.ts: user users member',
      'src/lib/judgement/vocabulary/nouns.ts: user users member',
    ],
    why: 'A change to access is read from fewer words than exposure to it: a team, a group, an IP address or "auth" in the name of a change is as often its settings or a lookup, so changes-access leaves them out; it adds "key", which in a change (create_key) is a credential.',
  },
  {
    lists: [
      'src/lib/judgement/vocabulary/verbs.ts: pay purchase buy',
      'src/lib/judgement/vocabulary/verbs.ts: charge transfer order',
    ],
    why: 'The second list is the part of the money verbs that means money only in a money context (transfer a repository, order results); it is a subset chosen by meaning, not a copy.',
  },
];

const label = (list: WordList) => `${list.file}: ${list.key}`;

describe('the vocabularies of the judgement engine', () => {
  const lists = wordLists(ROOT, 'src/lib/judgement');
  const pairs: Array<{ a: WordList; b: WordList; share: number }> = [];
  for (let i = 0; i < lists.length; i += 1) {
    for (let j = i + 1; j < lists.length; j += 1) {
      const a = lists[i] as WordList;
      const b = lists[j] as WordList;
      const share = overlap(a.words, b.words);
      if (share >= OVERLAP_LIMIT) pairs.push({ a, b, share });
    }
  }
  const excused = (a: WordList, b: WordList) =>
    EXCEPTIONS.some(({ lists: [x, y] }) => (x === label(a) && y === label(b)) || (x === label(b) && y === label(a)));

  it('reads the word lists of the engine', () => {
    // The lexicon alone holds more than a dozen; a reader that found few would make the check below pass for nothing.
    expect(lists.length).toBeGreaterThan(150);
    expect(lists.some((list) => list.file.endsWith('vocabulary/verbs.ts') && list.words.has('delete'))).toBe(true);
  });

  it('writes no word list twice', () => {
    const problems = pairs
      .filter(({ a, b }) => !excused(a, b))
      .map(
        ({ a, b, share }) =>
          `${a.file} (Ln ${a.line}, Col ${a.column}) shares ${Math.round(share * 100)}% of its words with ${b.file} (Ln ${b.line}, Col ${b.column}). ` +
          'Tip: name the list once in src/lib/judgement/vocabulary/ and build the other from it, or add the pair to EXCEPTIONS with the reason.',
      );
    expect(problems, problems.join('\n')).toEqual([]);
  });

  it('keeps no exception that no pair needs', () => {
    const stale = EXCEPTIONS.filter(
      ({ lists: [x, y] }) =>
        !pairs.some(({ a, b }) => (label(a) === x && label(b) === y) || (label(a) === y && label(b) === x)),
    ).map(({ lists }) => lists.join(' and '));
    expect(stale, `Remove from EXCEPTIONS: ${stale.join('; ')}`).toEqual([]);
  });

  it('reads a list written as a wordSet and one written as the alternatives of a pattern, plurals as their word', () => {
    const found = wordLists(ROOT, 'tests/fixtures/word-lists');
    expect(found.map((list) => [list.line, [...list.words].join(' ')])).toEqual([
      [4, 'folder drive bucket channel sheet'],
      [5, 'folder drive bucket channel sheet'],
    ]);
    expect(overlap(found[0]!.words, found[1]!.words)).toBe(1);
  });

  it('measures overlap as shared words over all words', () => {
    expect(overlap(new Set(['a', 'b', 'c']), new Set(['a', 'b', 'c']))).toBe(1);
    expect(overlap(new Set(['a', 'b', 'c']), new Set(['a', 'b', 'd']))).toBe(0.5);
    expect(overlap(new Set(['a']), new Set(['b']))).toBe(0);
  });
});
