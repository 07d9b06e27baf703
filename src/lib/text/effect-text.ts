import type { EffectSource } from '../../schema/enums.ts';

export interface EffectFacts {
  readOnly: boolean;
  destructive: boolean;
  idempotent: boolean;
  openWorld: boolean;
  source: EffectSource;
}

/** Plain sentences for what a tool can do, one per hint, in the catalogue's words. */
export function effectSentences(effect: EffectFacts): string[] {
  const sentences = [
    effect.readOnly
      ? 'It reads and returns data; it changes nothing.'
      : effect.destructive
        ? 'It can change data or systems, including deleting or overwriting what is there.'
        : 'It can change data or systems, but only by adding to them: nothing existing is deleted or overwritten.',
  ];
  if (!effect.readOnly) {
    sentences.push(
      effect.idempotent
        ? 'Repeating a call with the same arguments has no further effect.'
        : 'Each call can have a new effect, so repeated calls add up.',
    );
  }
  sentences.push(
    effect.openWorld
      ? 'It reaches systems beyond the server itself, such as the internet or a third-party service.'
      : "It stays within the server's own domain.",
  );
  return sentences;
}

export const EFFECT_SOURCE_TEXT: Record<EffectSource, string> = {
  annotations: 'Judged from the hints the author declared, checked against the name, description and parameters.',
  heuristic: "Judged from the tool's name, description and parameters; the author declared no hints.",
  reviewed: 'Set by a review rather than taken from the hints or the heuristic.',
};
