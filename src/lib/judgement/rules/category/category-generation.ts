import { str, tool } from '../../examples.ts';
import { nameWords } from '../../facts.ts';
import { hitVerb } from '../../find.ts';
import { defineRule } from '../../rule.ts';
import { MEDIA_MAKING_VERBS, MEDIA_NOUNS } from '../../vocabulary/nouns.ts';

export default defineRule({
  id: 'category-generation',
  stage: 'category',
  summary: 'A generation job (image, video, audio) runs on a paid model outside the conversation. Execute.',
  when: (facts, state) =>
    !state.readOnly && nameWords(facts, MEDIA_NOUNS) !== undefined && hitVerb(facts, MEDIA_MAKING_VERBS)
      ? { signal: 'name', match: nameWords(facts, MEDIA_NOUNS) as string }
      : undefined,
  then: {
    category: 'Execute',
    riskAtLeast: 'medium',
    cadence: 'metered',
    attacks: ['denial-of-wallet'],
    outcome: 'a loop of paid {objects} jobs that runs up the bill',
    weight: 1,
  },
  says: 'it makes {match} with a paid model',
  examples: {
    fires: [tool('create_video', 'Create a video from a script with the video model.', { script: str })],
    quiet: [tool('create_note', 'Create a note.')],
  },
});
