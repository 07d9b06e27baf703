/**
 * String literals for each target language. Every function writes printable
 * ASCII only: anything else is an escape sequence the language defines, so no
 * name (dots, spaces, quotes, Unicode, control characters) can end a string,
 * a comment or a line early. tests/exports.test.ts reads every export back with
 * the target's real engine, for random policies with odd names.
 */

const PRINTABLE = /^[\x20-\x7e]$/;

function escapeWith(text: string, quote: string, unicode: (codePoint: number) => string): string {
  let out = '';
  for (const char of text) {
    if (char === quote || char === '\\') out += `\\${char}`;
    else if (PRINTABLE.test(char)) out += char;
    else out += unicode(char.codePointAt(0)!);
  }
  return out;
}

const hex = (n: number, width: number) => n.toString(16).toUpperCase().padStart(width, '0');
/** \uXXXX in the BMP, \UXXXXXXXX beyond: the form TOML, YAML and CEL share. */
const u4u8 = (cp: number) => (cp <= 0xffff ? `\\u${hex(cp, 4)}` : `\\U${hex(cp, 8)}`);

/** A Cedar string literal: \" \\ and \u{…}. */
export const cedarString = (text: string) => `"${escapeWith(text, '"', (cp) => `\\u{${cp.toString(16)}}`)}"`;
/** A CEL double-quoted string literal. */
export const celString = (text: string) => `"${escapeWith(text, '"', u4u8)}"`;
/** A TOML basic string. */
export const tomlString = (text: string) => `"${escapeWith(text, '"', u4u8)}"`;
/** A TOML key: bare when it can be, quoted otherwise (a dot in a bare key would mean a nested table). */
export const tomlKey = (key: string) => (/^[A-Za-z0-9_-]+$/.test(key) ? key : tomlString(key));
/** A YAML double-quoted scalar. */
export const yamlString = (text: string) => `"${escapeWith(text, '"', u4u8)}"`;
/** A YAML single-quoted scalar, for text already printable ASCII (CEL written by celString): only ' is doubled. */
export function yamlSingle(text: string): string {
  if (![...text].every((c) => PRINTABLE.test(c)))
    throw new Error(`yamlSingle takes printable ASCII only: ${JSON.stringify(text)}`);
  return `'${text.replaceAll("'", "''")}'`;
}

/** Text safe inside a line comment of any target: one line, no control characters. */
const commentText = (text: string) => text.replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g, '?');

/** Wraps a note to comment lines of about 100 characters. */
export function commentLines(prefix: string, text: string, width = 100): string[] {
  const words = commentText(text).split(' ');
  const lines: string[] = [];
  let line = '';
  for (const word of words) {
    if (line && line.length + word.length + 1 > width) {
      lines.push(line);
      line = `  ${word}`;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  return lines.map((l) => `${prefix} ${l}`.trimEnd());
}

/** True when text is well-formed Unicode (no lone surrogate halves, which no target can encode). */
export const wellFormed = (text: string) =>
  !/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/.test(text);

/** A word in single quotes for a POSIX shell: nothing in it is special ("'" is written '\\''). */
export const shellQuote = (text: string) => `'${text.replaceAll("'", `'\\''`)}'`;
