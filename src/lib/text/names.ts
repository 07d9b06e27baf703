/**
 * Where a long identifier may wrap. Tool and server names are single "words" to
 * a browser, so a narrow column either overflows or (with overflow-wrap:anywhere)
 * breaks them one letter a line. These are the only places a reader expects a
 * name to wrap: after `_`, `-`, `.` and `/` (a package scope), and where the case changes (camelCase,
 * or the end of an acronym as in `HTMLParser`). Pages put a <wbr> between the
 * pieces; joined again, the pieces are the name, byte for byte.
 */
export function nameBreaks(name: string): string[] {
  const pieces: string[] = [];
  let start = 0;
  for (let i = 1; i < name.length; i++) {
    const prev = name[i - 1]!;
    const here = name[i]!;
    const next = name[i + 1];
    // A package name's scope ends at "/" (@scope/name): a place to wrap too.
    const afterSeparator =
      (prev === '_' || prev === '-' || prev === '.' || prev === '/') &&
      here !== '_' &&
      here !== '-' &&
      here !== '.' &&
      here !== '/';
    const camel = isLower(prev) && isUpper(here);
    const acronymEnd = isUpper(prev) && isUpper(here) && next !== undefined && isLower(next);
    if (afterSeparator || camel || acronymEnd) {
      pieces.push(name.slice(start, i));
      start = i;
    }
  }
  pieces.push(name.slice(start));
  return pieces;
}

const isLower = (c: string) => c >= 'a' && c <= 'z';
const isUpper = (c: string) => c >= 'A' && c <= 'Z';

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', "'": '&#39;', '"': '&quot;' };

/**
 * A name's markup as Name.astro shows it: its pieces (nameBreaks) with <wbr> between them, in <code class="name">
 * or <span class="name">, escaped as an Astro template escapes text. Written as one string: a tool page shows a
 * dozen names, and Astro building each piece as a fragment was a measurable share of its render time.
 */
export function nameHtml(name: string, code = true): string {
  const tag = code ? 'code' : 'span';
  const pieces = nameBreaks(name).map((piece) =>
    /[&<>'"]/.test(piece) ? piece.replace(/[&<>'"]/g, (c) => ESCAPES[c]!) : piece,
  );
  return `<${tag} class="name">${pieces.join('<wbr>')}</${tag}>`;
}
