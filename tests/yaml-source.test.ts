import { describe, expect, it } from 'vitest';
import { MAX_FILE_BYTES, firstInvalidUtf8, readYamlSource } from '../src/lib/catalogue/yaml-source.ts';
import { growth } from './support/growth.ts';

const read = (text: string | Uint8Array) =>
  readYamlSource('f.yaml', typeof text === 'string' ? new TextEncoder().encode(text) : text);

describe('readYamlSource', () => {
  it('parses a mapping and locates keys and values', () => {
    const source = read('name: x\npolicy:\n  verdict: allow\nattacks:\n  - a\n  - b\n');
    expect(source.problems).toEqual([]);
    expect(source.locate(['policy', 'verdict'])).toEqual({ line: 3, col: 12 });
    expect(source.locate(['policy', 'verdict'], 'key')).toEqual({ line: 3, col: 3 });
    expect(source.locate(['attacks', 1])).toEqual({ line: 6, col: 5 });
    expect(source.locate(['policy', 'max'])).toEqual({ line: 2, col: 1 });
  });

  it.each([
    ['a BOM', new Uint8Array([0xef, 0xbb, 0xbf, 0x61, 0x3a, 0x20, 0x31]), /byte-order mark/, 1],
    ['CRLF line endings', 'a: 1\r\nb: 2\r\n', /carriage returns/, 1],
    ['invalid UTF-8', new Uint8Array([0x61, 0x3a, 0x0a, 0x62, 0x3a, 0x20, 0xff]), /not valid UTF-8/, 2],
    ['an empty file', '', /file is empty/, 1],
    ['only comments', '# nothing\n', /file is empty/, 1],
    ['a list', '- a\n- b\n', /found a list/, 1],
    ['a scalar', 'hello\n', /found a string/, 1],
    ['duplicate keys', 'a: 1\nb: 2\na: 3\n', /YAML: Map keys must be unique/, 3],
    ['tab indentation', 'a:\n\tb: 1\n', /YAML/, 2],
    ['an alias', 'a: &x [1]\nb: *x\n', /anchors and aliases/, 2],
    ['a syntax error', 'a: [1, 2\n', /YAML/, 2],
  ])('reports %s with a line', (_, input, message, line) => {
    const source = read(input);
    expect(source.data).toBeUndefined();
    expect(source.problems[0]!.message).toMatch(message);
    expect(source.problems[0]!.line).toBe(line);
  });

  it('rejects a file over the size cap before parsing it', () => {
    const source = read(new Uint8Array(MAX_FILE_BYTES + 1).fill(0x61));
    expect(source.problems[0]!.message).toMatch(/at most 512 KiB/);
  });

  it('stops an alias bomb at once: twice the levels cost about twice the time, not 9^6 times', () => {
    const bomb = (levels: number) => {
      const lines = ['a0: &a0 [x, x, x, x, x, x, x, x, x]'];
      for (let i = 1; i < levels; i++)
        lines.push(
          `a${i}: &a${i} [${Array(9)
            .fill(`*a${i - 1}`)
            .join(', ')}]`,
        );
      return lines.join('\n');
    };
    const small = bomb(6);
    const large = bomb(12);
    const source = read(large);
    expect(source.problems[0]!.message).toMatch(/anchors and aliases/);
    // Expanding the aliases would multiply the work by 9 per level; reading the text grows with its length (2x).
    expect(
      growth(
        () => read(small),
        () => read(large),
      ),
    ).toBeLessThan(20);
  });

  it('finds the first invalid UTF-8 byte, accepting valid multi-byte text', () => {
    expect(firstInvalidUtf8(new TextEncoder().encode('héllo → 🎉'))).toBe(-1);
    expect(firstInvalidUtf8(new Uint8Array([0x61, 0xc0, 0x80]))).toBe(1);
    expect(firstInvalidUtf8(new Uint8Array([0xed, 0xa0, 0x80]))).toBe(0);
    expect(firstInvalidUtf8(new Uint8Array([0xe2, 0x82]))).toBe(0);
  });
});
