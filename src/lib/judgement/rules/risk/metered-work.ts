import { str, tool } from '../../examples.ts';
import { wordSet } from '../../vocabulary/words.ts';
import { either, inName, inText } from '../../find.ts';
import { defineRule } from '../../rule.ts';

export default defineRule({
  id: 'metered-work',
  stage: 'risk',
  summary:
    'Each call spends metered work: a crawl, a render, image or model generation. Capped, with denial-of-wallet.',
  when: (facts) => {
    // Switching a recorder on or off ("start_video") spends nothing; making a video does.
    if (!facts.exposure.cost || facts.inferred.dominant.cls === 'state') return undefined;
    return either(
      inName(
        facts,
        wordSet('image images video llm model models gpu inference crawl render rendering generate generation'),
      ),
      inText(facts, /\b(?:generat\w+ (?:an? )?(?:images?|videos?)|crawl\w*|inference|bill\w*|credits?)\b/),
    );
  },
  then: {
    attacks: ['denial-of-wallet'],
    verdictAtLeast: 'rate-limit',
    cadence: 'metered',
    outcome: 'a loop of paid calls that runs up the bill',
    weight: 0.5,
  },
  says: '{match}: every call costs',
  examples: {
    fires: [tool('generate_image', 'Generate an image from a prompt.', { prompt: str })],
    quiet: [
      tool('get_image', 'Get a stored image by id.'),
      tool('browser_start_video', 'Start recording a video of the page.'),
    ],
  },
});
