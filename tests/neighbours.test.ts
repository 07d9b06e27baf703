import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { neighbours } from '../src/lib/catalogue/neighbours.ts';

const list = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i', 'j'];

describe('neighbours', () => {
  it('takes as many before as after in the middle of the list', () => {
    expect(neighbours(list, 5, 4)).toEqual(['d', 'e', 'g', 'h']);
  });
  it('takes the rest from the other side at either end', () => {
    expect(neighbours(list, 0, 4)).toEqual(['b', 'c', 'd', 'e']);
    expect(neighbours(list, 9, 4)).toEqual(['f', 'g', 'h', 'i']);
  });
  it('gives every other item of a short list', () => {
    expect(neighbours(['x', 'y', 'z'], 1, 10)).toEqual(['x', 'z']);
    expect(neighbours(['x'], 0, 10)).toEqual([]);
  });
  it('refuses an index outside the list', () => {
    expect(() => neighbours(list, 10, 4)).toThrow(RangeError);
  });
  it('always returns min(count, length - 1) distinct items in list order, never the item itself, and a contiguous run around it', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 60 }), fc.nat(), fc.integer({ min: 0, max: 20 }), (length, seed, count) => {
        const items = Array.from({ length }, (_, i) => i);
        const at = seed % length;
        const got = neighbours(items, at, count);
        expect(got).toHaveLength(Math.min(count, length - 1));
        expect(got).not.toContain(at);
        expect([...got].sort((a, b) => a - b)).toEqual(got);
        const span = [...got, at].sort((a, b) => a - b);
        expect(span.length === 0 || span.at(-1)! - span[0]! === span.length - 1).toBe(true);
      }),
    );
  });
});
