/** A text's sentences, split after `.`, `!` or `?` and before a capital, a quote or a code span, so dotted names stay whole. */
export function splitSentences(text: string): string[] {
  return text
    .split(/(?<=[.!?])\s+(?=[A-Z`"(])/)
    .map((sentence) => sentence.trim())
    .filter(Boolean);
}
