/**
 * Characters that change how text displays without being seen: bidirectional
 * overrides, zero-width characters, Unicode tag characters (used to smuggle
 * ASCII past a reader) and control characters. Tool poisoning hides
 * instructions with them, so quoted definitions show each one as a visible
 * marker instead of obeying it.
 */
const HIDDEN = /[\p{Cf}\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/gu;

export function hiddenCharacters(text: string): number {
  return text.match(HIDDEN)?.length ?? 0;
}

export function revealHidden(text: string): string {
  return text.replace(HIDDEN, (char) => `⟦U+${char.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}⟧`);
}
