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
