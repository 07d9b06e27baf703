/**
 * Everything an MCP server says (tool names, error messages, stderr, HTTP bodies)
 * passes through here before it reaches a terminal or a log: escape sequences and
 * control characters are removed or shown as escapes, and the text is truncated.
 */

/** CSI (ESC [ … final), OSC (ESC ] … BEL or ESC \), DCS/PM/APC/SOS strings, other two-byte ESC sequences, and their 8-bit C1 forms. */
const ESCAPE_SEQUENCE =
  /(?:\u001b\[|\u009b)[\u0030-\u003f]*[\u0020-\u002f]*[\u0040-\u007e]?|(?:\u001b[\]PX^_]|[\u0090\u0098\u009d\u009e\u009f])[^\u0007\u001b\u009c]*(?:\u0007|\u001b\\|\u009c)?|\u001b[\u0020-\u002f]*[\u0030-\u007e]?/g;
/** C0 and C1 controls (tab and newline are handled by the caller), DEL, and the invisible or direction-changing characters that can make text read differently than it is. */
const CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u200b-\u200f\u202a-\u202e\u2060-\u2064\u2066-\u2069\ufeff]/g;

export interface CleanOptions {
  /** At most this many characters are kept (default 500). */
  max?: number;
  /** Keep line breaks (as plain "\n"); otherwise they become spaces. */
  multiline?: boolean;
}

const hex = (c: string) => {
  const code = c.codePointAt(0)!;
  return code < 0x100 ? `\\x${code.toString(16).padStart(2, '0')}` : `\\u{${code.toString(16)}}`;
};

/** Text fit for a terminal: escape sequences dropped, other controls shown as \xNN, truncated with a count of what was cut. */
export function cleanText(text: string, options: CleanOptions = {}): string {
  const max = options.max ?? 500;
  // Look at a bounded prefix only: a 5 MB error page costs no more than a short one.
  const head = text.length > max * 4 + 64 ? text.slice(0, max * 4 + 64) : text;
  let clean = head.replace(ESCAPE_SEQUENCE, '').replace(/\r\n?/g, '\n');
  clean = options.multiline ? clean.replace(/\t/g, ' ') : clean.replace(/[\t\n]+/g, ' ');
  clean = clean.replace(CONTROL, hex);
  if (clean.length <= max && head.length === text.length) return clean;
  const cut = [...clean.slice(0, max)].join('');
  return `${cut}… [${text.length - cut.length} more characters cut]`;
}

/** The first bytes of something that should have been JSON, every byte outside printable ASCII escaped. */
export function escapedBytes(bytes: Uint8Array, max = 60): string {
  let out = '';
  for (const byte of bytes.subarray(0, max)) {
    if (byte === 0x5c) out += '\\\\';
    else if (byte === 0x22) out += '\\"';
    else if (byte >= 0x20 && byte < 0x7f) out += String.fromCharCode(byte);
    else out += `\\x${byte.toString(16).padStart(2, '0')}`;
  }
  return `"${out}"${bytes.length > max ? `… (${bytes.length} bytes)` : ''}`;
}
