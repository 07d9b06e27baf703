/**
 * When a word of a page is the word a person typed: the same word, a form of it
 * ("emails", "deleted", "queries"), or, for the word being typed, a longer word
 * it starts ("clou" → "cloudron"). Nothing else: no stemming to a shorter word
 * that means something else, so a product name is never read as an English word
 * ("stripe" is not "strips", "cloudron" is not "cloud", "cancel" is not "can").
 *
 * And the words that mean the same thing to someone searching for a tool
 * (SYNONYMS): "shell" finds run_command, "db" finds a database tool, "PR" finds
 * create_pull_request. Pure; the build adds a page's synonyms to what Pagefind
 * indexes (src/lib/search/sources.ts) and the search page matches them
 * (src/lib/search/rank.ts), both from this list.
 */

/** Groups of words (a member may be a phrase) a search treats as one. Each member is written as nameWords would split it. */
export const SYNONYMS: ReadonlyArray<readonly string[]> = [
  ['shell', 'terminal', 'command', 'exec', 'cmd'],
  ['email', 'mail'],
  ['remove', 'delete'],
  ['db', 'database'],
  ['repo', 'repository'],
  ['pr', 'pull request'],
  ['directory', 'folder', 'dir'],
  ['kubernetes', 'k8s'],
  ['message', 'msg'],
  ['config', 'configuration'],
];

const VOWEL = /[aeiouy]/;

/**
 * The word and the words it may be a form of: -s, -es (after s, x, z, ch, sh, o), -ies and -ied (from -y),
 * -ed and -ing (with the e they dropped, or their doubled consonant undone). A stem shorter than three letters
 * (two for a plural: "prs", "dbs"), or without a vowel, is not one ("string" is not "str").
 */
export function wordBases(word: string): string[] {
  let known = seen.get(word);
  if (!known) {
    if (seen.size > 50_000) seen.clear();
    seen.set(word, (known = basesOf(word)));
  }
  return known;
}
/** Each word's bases, worked out once: ranking compares every word of a query with every word of some 80 pages. */
const seen = new Map<string, string[]>();
function basesOf(word: string): string[] {
  const bases = new Set([word]);
  const add = (stem: string) => {
    if (stem.length >= 3 && VOWEL.test(stem)) bases.add(stem);
  };
  if (/ie[sd]$/.test(word)) add(`${word.slice(0, -3)}y`);
  if (word.endsWith('es') && /(s|x|z|ch|sh|o)$/.test(word.slice(0, -2))) add(word.slice(0, -2));
  if (word.endsWith('s') && !word.endsWith('ss') && word.length >= 3) bases.add(word.slice(0, -1));
  for (const suffix of ['ed', 'ing']) {
    if (!word.endsWith(suffix)) continue;
    const stem = word.slice(0, -suffix.length);
    if (!VOWEL.test(stem)) continue;
    add(stem);
    add(`${stem}e`);
    if (/([^aeiou])\1$/.test(stem)) add(stem.slice(0, -1));
  }
  return [...bases];
}

/** Whether two words are forms of one word ("deletes" and "deleting", "email" and "emails"). */
export function sameWord(a: string, b: string): boolean {
  if (a === b) return true;
  const ofA = wordBases(a);
  return wordBases(b).some((base) => ofA.includes(base));
}

/**
 * Whether a word of a page really matches a word of the query: a form of it, or a longer word it starts (the
 * word being typed, a compound: "clou" finds "cloudron", "git" finds "github"). A word of one or two letters
 * starts too many ("pr": pricing, prompt) and matches only itself and its forms.
 */
export function wordMatches(queryWord: string, pageWord: string): boolean {
  return (queryWord.length >= 3 && pageWord.startsWith(queryWord)) || sameWord(queryWord, pageWord);
}

const GROUPS: ReadonlyArray<ReadonlyArray<readonly string[]>> = SYNONYMS.map((group) =>
  group.map((member) => member.split(' ')),
);

/**
 * What a word (or a phrase, "pull request") of a query may be found as besides itself: the other members of
 * its synonym group, each a list of words that must all be on the page. A form of a member counts ("emails"
 * is in the group of "email").
 */
export function synonymsOf(phrase: string): string[][] {
  const words = phrase.split(' ');
  const isIt = (member: readonly string[]) =>
    member.length === words.length && member.every((m, i) => sameWord(m, words[i]!));
  const found: string[][] = [];
  for (const group of GROUPS)
    if (group.some(isIt)) for (const member of group) if (!isIt(member)) found.push([...member]);
  return found;
}

/**
 * The synonyms a page's words bring in, for the search index: every other member of each group one of its
 * words (or phrases, "pull request") belongs to. Without them the index could not find run_command for "shell".
 */
export function synonymTerms(words: readonly string[]): string[] {
  const terms = new Set<string>();
  for (const group of GROUPS) {
    const hit = group.find((member) =>
      member.length === 1
        ? words.some((w) => sameWord(member[0]!, w))
        : words.some((w, i) => member.every((m, j) => words[i + j] !== undefined && sameWord(m, words[i + j]!))),
    );
    if (!hit) continue;
    for (const member of group) if (member !== hit) for (const w of member) terms.add(w);
  }
  return [...terms].filter((t) => !words.includes(t));
}
