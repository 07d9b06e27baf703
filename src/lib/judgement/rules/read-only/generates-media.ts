import { str, tool } from '../../examples.ts';
import { nameWords } from '../../facts.ts';
import { hitVerb } from '../../find.ts';
import { defineRule } from '../../rule.ts';
import { MEDIA_MAKING_VERBS, MEDIA_NOUNS } from '../../vocabulary/nouns.ts';

export default defineRule({
  id: 'generates-media',
  stage: 'read-only',
  summary:
    'It generates an image, video, audio or speech with a model: a paid job that produces something new, not a read.',
  when: (facts) => {
    const verb = hitVerb(facts, MEDIA_MAKING_VERBS);
    const noun = nameWords(facts, MEDIA_NOUNS);
    return verb && noun ? { signal: 'name', match: `${verb.match} ${noun}` } : undefined;
  },
  then: { readOnly: false, weight: 1 },
  says: '"{match}" runs a generation job',
  examples: {
    fires: [tool('generate_image', 'Generate an image from a prompt.', { prompt: str })],
    quiet: [tool('get_image', 'Get an image by id.'), tool('generate_uuid', 'Generate a random id.')],
  },
});
