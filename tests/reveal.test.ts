import { describe, expect, it } from 'vitest';
import { hiddenCharacters, revealHidden } from '../src/lib/text/reveal.ts';

describe('revealHidden', () => {
  it('shows bidi overrides, zero-width and tag characters as markers', () => {
    const text = 'safe\u202Etxt.exe\u200B and \u{E0041}\u{E0042}';
    expect(revealHidden(text)).toBe('safe⟦U+202E⟧txt.exe⟦U+200B⟧ and ⟦U+E0041⟧⟦U+E0042⟧');
    expect(hiddenCharacters(text)).toBe(4);
  });

  it('leaves ordinary text, newlines, tabs and visible Unicode alone', () => {
    const text = 'Line one\n\tLine two — ünïcode → 🎉 <b>&amp;</b>';
    expect(revealHidden(text)).toBe(text);
    expect(hiddenCharacters(text)).toBe(0);
  });

  it('reveals control characters', () => {
    expect(revealHidden('a\u0007b\u001Bc')).toBe('a⟦U+0007⟧b⟦U+001B⟧c');
  });
});
