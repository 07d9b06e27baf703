/**
 * A reader's proofreading of the site's own sentences: doubled punctuation, a word written twice in a row, brackets
 * that do not close, and a sentence that names the same thing twice (two brackets in a row, or the same run of words
 * twice), and a word glued to a link or code span beside it ("are under<a>the formats</a>", where a line break in a
 * template lost its space). It reads the text of a built page, leaving out what is not ours to correct: code, the authors' quoted words
 * (blockquotes, “…” quotations, elements marked data-authors-words) and scripts.
 */

/** A text's sentences, split after `.`, `!` or `?` and before a capital, a quote or a code span, so dotted names stay whole. */
export function splitSentences(text: string): string[] {
  return text
    .split(/(?<=[.!?])\s+(?=[A-Z`"(])/)
    .map((sentence) => sentence.trim())
    .filter(Boolean);
}

export interface SentenceProblem {
  kind: 'doubled-punctuation' | 'repeated-word' | 'unbalanced-brackets' | 'named-twice' | 'glued-words';
  /** The sentence (or text block, for brackets) the problem is in. */
  text: string;
  /** What was found, quoted. */
  found: string;
}

/** Elements whose text is not ours, or not prose: skipped with everything inside them. */
const SKIPPED = ['script', 'style', 'svg', 'code', 'pre', 'blockquote', 'kbd', 'samp', 'template', 'noscript'];
/** Elements that end a block of text. */
const BLOCKS =
  /<\/?(?:p|li|td|th|h[1-6]|dd|dt|div|section|article|header|footer|nav|main|aside|summary|details|caption|figcaption|label|button|option|ul|ol|dl|table|tr|thead|tbody|form|br|hr|title)\b[^>]*>/gi;

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };
const decode = (text: string) =>
  text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === '#')
      return String.fromCodePoint(
        name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : Number(name.slice(1)),
      );
    return ENTITIES[name.toLowerCase()] ?? whole;
  });

/** Removes an element and everything in it, nested ones included, wherever the opening tag matches. */
function removeElements(
  html: string,
  opening: RegExp,
  tag: (match: RegExpExecArray) => string,
  placeholder = '',
): string {
  let out = '';
  let at = 0;
  opening.lastIndex = 0;
  for (let match = opening.exec(html); match; match = opening.exec(html)) {
    if (match.index < at) continue;
    const name = tag(match);
    out += html.slice(at, match.index) + placeholder;
    // Find the matching close, counting nested elements of the same name.
    const pattern = new RegExp(`<(/?)${name}\\b[^>]*>`, 'gi');
    pattern.lastIndex = match.index + match[0].length;
    let depth = 1;
    let end = html.length;
    for (let tagMatch = pattern.exec(html); tagMatch; tagMatch = pattern.exec(html)) {
      depth += tagMatch[1] ? -1 : 1;
      if (depth === 0) {
        end = tagMatch.index + tagMatch[0].length;
        break;
      }
    }
    at = end;
    opening.lastIndex = end;
  }
  return out + html.slice(at);
}

/** A page's body as ours to read: without comments, the authors' words, hidden elements, or the skipped elements. */
function ownBody(html: string, skipped: readonly string[]): string {
  let body = html.replace(/<!--[\s\S]*?-->/g, '');
  const head = body.search(/<body\b/i);
  if (head >= 0) body = body.slice(head);
  body = removeElements(body, new RegExp(`<(${skipped.join('|')})\\b[^>]*>`, 'gi'), (m) => m[1]!);
  body = removeElements(body, /<([a-z][a-z0-9-]*)\b[^>]*\bdata-authors-words\b[^>]*>/gi, (m) => m[1]!);
  // Hidden from sight is not read either.
  return removeElements(body, /<([a-z][a-z0-9-]*)\b[^>]*\bhidden\b(?![-=])[^>]*>/gi, (m) => m[1]!);
}

/** Inline elements that stand in a sentence as words: a letter right against one lost the space between them. */
const INLINE = 'a|code|strong|em|kbd|abbr';
const GLUED = new RegExp(`[A-Za-z][,;:]?<(?:${INLINE})\\b[^>]*>(?=[A-Za-z])|</(?:${INLINE})>[A-Za-z]`, 'g');

/** Words glued to the link or code beside them, as the page writes them (with a little of the text around). */
export function gluedWords(html: string): SentenceProblem[] {
  const body = ownBody(
    html,
    SKIPPED.filter((name) => name !== 'code' && name !== 'kbd'),
  );
  return [...body.matchAll(GLUED)].map((match) => ({
    kind: 'glued-words' as const,
    text: decode(
      body
        .slice(Math.max(0, match.index - 60), match.index + match[0].length + 40)
        .replace(/^[^<]*>|<[^>]*$/g, '')
        .replace(/<[^>]+>/g, ''),
    ),
    found: match[0],
  }));
}

/** The blocks of our own prose in a page's HTML, each as one line of plain text. */
export function proseBlocks(html: string): string[] {
  // Code stands in the sentence as a word, so the sentence around it still reads (and is checked) as written.
  const body = ownBody(
    removeElements(html, /<(code|kbd|samp)\b[^>]*>/gi, (m) => m[1]!, 'CODE'),
    SKIPPED,
  );
  return (
    body
      .replace(BLOCKS, '\n')
      .replace(/<[^>]+>/g, '')
      .split('\n')
      .map((line) => decode(line).replace(/\s+/g, ' ').trim())
      // A quotation is someone's words or a name: it stands in the sentence as one word.
      .map((line) => line.replace(/“[^”]*”/g, 'QUOTE').replace(/"[^"]{1,200}"/g, 'QUOTE'))
      .filter((line) => /[A-Za-z]/.test(line))
  );
}

/** Sentences of a block: split after a stop, question or exclamation mark followed by a space and a capital. */
function sentencesOf(block: string): string[] {
  return block
    .split(/(?<=[.!?])\s+(?=[A-Z“"(])/)
    .map((s) => s.trim())
    .filter(Boolean);
}

/** Words a sentence may say twice in a row and mean it. */
const MAY_REPEAT = new Set(['that', 'had', 'is', 'do', 'very', 'no', 'bye', 'ha']);
function bracketProblem(block: string): string | undefined {
  const stack: string[] = [];
  const pairs: Record<string, string> = { ')': '(', ']': '[', '}': '{' };
  // A list item "1)" (at the start or after a colon or semicolon) or a smiley (a word of its own) is not a bracket;
  // "(no file:)" closes its bracket.
  const text = block.replace(/(^|[:;]\s+)\d{1,2}\)/g, '$1').replace(/(^|\s)[:;]-?[()]/g, '$1');
  for (const char of text) {
    if (char === '(' || char === '[' || char === '{') stack.push(char);
    else if (char in pairs) {
      if (stack.pop() !== pairs[char]) return char;
    }
  }
  return stack.length > 0 ? stack[stack.length - 1] : undefined;
}

/** Every problem in one block of prose. */
export function blockProblems(block: string): SentenceProblem[] {
  const problems: SentenceProblem[] = [];
  const bracket = bracketProblem(block);
  if (bracket) problems.push({ kind: 'unbalanced-brackets', text: block, found: bracket });
  for (const sentence of sentencesOf(block)) {
    // A stop right after a word, twice; or a comma, semicolon or colon followed by another mark (a file name such
    // as .claude/settings.json after a comma is a word, not a stop).
    const doubled =
      /(?<=[\w)\]])\.\.(?=\s|$|["”')\]])|,\s*(?:,|\.(?![\w/~.]))|;\s*(?:;|\.(?![\w/~.]))|(?<!:):\s*\.(?![\w/~.])|(?<=\w)\.\s+\.(?![.\w/~])/.exec(
        sentence,
      );
    if (doubled) problems.push({ kind: 'doubled-punctuation', text: sentence, found: doubled[0] });
    // Words are whole tokens (sign-in in, list list-cds-routes are no repeats); a word that follows a comma or opens
    // a bracket starts a new run ("Google OAuth (OAuth keys)" names, it does not stutter).
    const raw = sentence.split(/\s+/);
    for (let i = 1; i < raw.length; i++) {
      const before = raw[i - 1]!;
      const word = raw[i]!.replace(/[)”"',.;:!?]+$/, '');
      if (/[.,;:!?)]$/.test(before) || !/^[A-Za-z][a-z'’]*$/.test(word)) continue;
      if (word.toLowerCase() !== before.toLowerCase() || MAY_REPEAT.has(word.toLowerCase())) continue;
      problems.push({ kind: 'repeated-word', text: sentence, found: `${before} ${word}` });
    }
    // Two brackets in a row, as prose writes them; ")(" with nothing between is code (a call on a call).
    const adjacent = /\)\s+\(/.exec(sentence);
    if (adjacent) problems.push({ kind: 'named-twice', text: sentence, found: adjacent[0] });
  }
  // A label said and at once said again: "Reads private data: no. Reads private or sensitive data: …".
  const sentences = sentencesOf(block);
  const opening = (text: string) =>
    text
      .split(/\s+/)
      .slice(0, 2)
      .join(' ')
      .toLowerCase()
      .replace(/[^a-z ]/g, '');
  for (let i = 1; i < sentences.length; i++) {
    const label = /^[^:.]{3,60}:\s*\S+(?:\s+\S+){0,3}$/.test(sentences[i - 1]!);
    const first = opening(sentences[i - 1]!);
    if (label && first.split(' ').length === 2 && first === opening(sentences[i]!))
      problems.push({ kind: 'named-twice', text: `${sentences[i - 1]} ${sentences[i]}`, found: first });
  }
  return problems;
}

/** Every problem in a page's own prose. */
export function pageProblems(html: string): SentenceProblem[] {
  return [...proseBlocks(html).flatMap(blockProblems), ...gluedWords(html)];
}
