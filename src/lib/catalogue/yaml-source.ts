import {
  isAlias,
  isMap,
  isPair,
  isScalar,
  isSeq,
  parseDocument,
  visit,
  type Node,
  type Pair,
  type YAMLMap,
} from 'yaml';
import type { Problem } from './problems.ts';

export interface Position {
  line: number;
  col: number;
}

export interface YamlSource {
  /** The parsed value, or undefined when the file could not be read as YAML at all. */
  data: unknown;
  problems: Problem[];
  /** Where a field path sits in the file: the key for `which: 'key'`, else the value; the nearest existing ancestor for missing fields. */
  locate(path: readonly PropertyKey[], which?: 'key' | 'value'): Position;
}

/** 512 KiB: the largest real tool definition we have seen is under 40 KiB. */
export const MAX_FILE_BYTES = 512 * 1024;

const START: Position = { line: 1, col: 1 };

/** Offset of the first byte that is not part of a valid UTF-8 sequence, or -1. */
export function firstInvalidUtf8(bytes: Uint8Array): number {
  let i = 0;
  while (i < bytes.length) {
    const b = bytes[i]!;
    let extra: number;
    let min: number;
    if (b < 0x80) {
      i++;
      continue;
    } else if (b >= 0xc2 && b <= 0xdf) {
      extra = 1;
      min = 0x80;
    } else if (b >= 0xe0 && b <= 0xef) {
      extra = 2;
      min = 0x800;
    } else if (b >= 0xf0 && b <= 0xf4) {
      extra = 3;
      min = 0x10000;
    } else return i;
    if (i + extra >= bytes.length) return i;
    let code = b & (0x3f >> extra);
    for (let k = 1; k <= extra; k++) {
      const c = bytes[i + k]!;
      if ((c & 0xc0) !== 0x80) return i;
      code = (code << 6) | (c & 0x3f);
    }
    if (code < min || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff)) return i;
    i += extra + 1;
  }
  return -1;
}

/** Line and column (in characters, as editors count them) of a byte offset; the bytes before it must be valid UTF-8. */
function positionOfByte(bytes: Uint8Array, offset: number): Position {
  let line = 1;
  let lineStart = 0;
  for (let i = 0; i < offset; i++) {
    if (bytes[i] === 0x0a) {
      line++;
      lineStart = i + 1;
    }
  }
  return { line, col: new TextDecoder('utf-8').decode(bytes.subarray(lineStart, offset)).length + 1 };
}

function failed(file: string, problem: Omit<Problem, 'file'>): YamlSource {
  return { data: undefined, problems: [{ file, ...problem }], locate: () => START };
}

/**
 * Reads one catalogue file. Everything that makes a file unusable is reported as a
 * located problem, never thrown: the validator must go on to report every other file.
 */
export function readYamlSource(file: string, bytes: Uint8Array): YamlSource {
  if (bytes.length > MAX_FILE_BYTES) {
    return failed(file, {
      ...START,
      message: `file is ${Math.ceil(bytes.length / 1024)} KiB; a catalogue file may be at most ${MAX_FILE_BYTES / 1024} KiB`,
      tip: 'a tool definition this large is almost certainly not a real one; check what was written here',
    });
  }
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) {
    return failed(file, {
      ...START,
      message: 'file starts with a byte-order mark (BOM)',
      tip: 'save the file as UTF-8 without BOM',
    });
  }
  const bad = firstInvalidUtf8(bytes);
  if (bad >= 0) {
    return failed(file, {
      ...positionOfByte(bytes, bad),
      message: `byte 0x${bytes[bad]!.toString(16).padStart(2, '0')} is not valid UTF-8`,
      tip: 'save the file as UTF-8; catalogue files are UTF-8 only',
    });
  }
  const text = new TextDecoder('utf-8').decode(bytes);
  const cr = text.indexOf('\r');
  if (cr >= 0) {
    return failed(file, {
      ...positionOfByte(bytes, Buffer.byteLength(text.slice(0, cr))),
      message: 'file uses carriage returns (Windows CRLF line endings)',
      tip: 'convert the line endings to LF (for example with dos2unix, or git config core.autocrlf input)',
    });
  }
  if (text.replace(/#.*$/gm, '').trim() === '') {
    return failed(file, { ...START, message: 'file is empty', tip: 'write the record, or delete the file' });
  }

  // schema 'core' even under a %YAML 1.1 directive, and no YAML 1.1 tags (!!timestamp, !!binary, !!set...): every value is plain JSON data.
  // Duplicate keys are found below in one pass: the parser's own check compares each key with every earlier one.
  const doc = parseDocument(text, {
    uniqueKeys: false,
    prettyErrors: false,
    strict: true,
    version: '1.2',
    schema: 'core',
    resolveKnownTags: false,
  });
  // Line starts from the text itself: yaml's LineCounter learns them from newline tokens only, and misses
  // the newlines inside a multi-line token, so after a syntax error it can name the wrong line.
  const lineStarts = [0];
  for (let i = text.indexOf('\n'); i >= 0; i = text.indexOf('\n', i + 1)) lineStarts.push(i + 1);
  const at = (offset: number): Position => {
    const target = Math.min(Math.max(offset, 0), text.length);
    let lo = 0;
    let hi = lineStarts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (lineStarts[mid]! <= target) lo = mid;
      else hi = mid - 1;
    }
    return { line: lo + 1, col: target - lineStarts[lo]! + 1 };
  };
  /** Where a quoted text that runs to the given offset opens: the parser reports a missing closing quote where the file ends. */
  const quoteOpening = (offset: number): number | undefined => {
    let start: number | undefined;
    visit(doc, {
      Scalar(_, node) {
        if (
          (node.type === 'QUOTE_DOUBLE' || node.type === 'QUOTE_SINGLE') &&
          node.range &&
          node.range[0] < offset &&
          offset <= node.range[1]
        )
          start = node.range[0];
      },
    });
    return start;
  };
  const problems: Problem[] = [];
  for (const error of [...doc.errors, ...doc.warnings]) {
    const firstLine = error.message.split('\n')[0]!.replace(/ at line \d+, column \d+:?$/, '');
    const opening = error.code === 'MISSING_CHAR' && /quote/.test(firstLine) ? quoteOpening(error.pos[0]) : undefined;
    problems.push({
      file,
      ...at(opening ?? error.pos[0]),
      message: `YAML: ${firstLine}`,
      tip:
        opening !== undefined
          ? 'the quote that opens here is never closed: add the closing quote where the text ends'
          : error.code === 'TAB_AS_INDENT'
            ? 'indent with spaces, never tabs'
            : error.code === 'TAG_RESOLVE_FAILED'
              ? 'catalogue files hold plain YAML values: remove the tag'
              : undefined,
    });
  }
  let aliasSeen = false;
  visit(doc, {
    Alias(_, node) {
      if (aliasSeen) return;
      aliasSeen = true;
      problems.push({
        file,
        ...at(node.range?.[0] ?? 0),
        message: 'YAML anchors and aliases (*name) are not allowed in catalogue files',
        tip: 'write the value out in full',
      });
    },
    Map(_, map) {
      const seen = new Set<string>();
      for (const pair of map.items) {
        const key = pair.key as Node | null;
        if (!isScalar(key)) {
          problems.push({
            file,
            ...at(key?.range?.[0] ?? map.range?.[0] ?? 0),
            message: 'YAML: a key must be a plain name, not a list or mapping',
            tip: 'write the field name as plain text',
          });
          continue;
        }
        // The name the key gets in the parsed record: 1 and "1", null and "" end up the same field.
        const name = key.value === null ? '' : String(key.value);
        if (seen.has(name)) {
          problems.push({
            file,
            ...at(key.range?.[0] ?? 0),
            message: 'YAML: Map keys must be unique',
            tip: 'each field may appear once; delete or merge the repeated one',
          });
        }
        seen.add(name);
      }
    },
  });
  if (problems.length > 0) return { data: undefined, problems, locate: () => START };

  const data: unknown = doc.toJS({ maxAliasCount: 0 });
  if (data === null || typeof data !== 'object' || Array.isArray(data)) {
    const found = data === null ? 'nothing' : Array.isArray(data) ? 'a list' : `a ${typeof data}`;
    return failed(file, {
      ...at(doc.contents?.range?.[0] ?? 0),
      message: `expected a mapping of fields (name: value), found ${found}`,
      tip: 'a catalogue file holds one record: a mapping at the top level',
    });
  }

  // Each mapping's pairs by key, built on first use: a file with thousands of unknown fields is located in linear time.
  const pairIndex = new WeakMap<YAMLMap, Map<string, Pair>>();
  const pairOf = (map: YAMLMap, segment: PropertyKey | undefined): Pair | undefined => {
    let index = pairIndex.get(map);
    if (!index) {
      index = new Map();
      for (const item of map.items) {
        if (isPair(item) && isScalar(item.key) && !index.has(String(item.key.value)))
          index.set(String(item.key.value), item);
      }
      pairIndex.set(map, index);
    }
    return index.get(String(segment));
  };
  const locate = (path: readonly PropertyKey[], which: 'key' | 'value' = 'value'): Position => {
    let node: unknown = doc.contents;
    // Where to point when the path runs out: the key of the deepest field found (a missing field is reported at its parent's key).
    let fallback: Position = at((node as Node | null)?.range?.[0] ?? 0);
    for (let i = 0; i < path.length; i++) {
      const segment = path[i];
      const last = i === path.length - 1;
      let keyAt: Position;
      if (isMap(node)) {
        const pair = pairOf(node, segment);
        if (!pair) return fallback;
        keyAt = at((pair.key as Node).range?.[0] ?? 0);
        node = pair.value;
      } else if (isSeq(node) && typeof segment === 'number') {
        const item = node.items[segment] as Node | undefined;
        if (!item?.range) return fallback;
        keyAt = at(item.range[0]);
        node = item;
      } else {
        return fallback;
      }
      if (last) {
        const value = node as Node | null;
        return which === 'key' || !value?.range || isAlias(value) ? keyAt : at(value.range[0]);
      }
      fallback = keyAt;
    }
    return fallback;
  };
  return { data, problems: [], locate };
}
