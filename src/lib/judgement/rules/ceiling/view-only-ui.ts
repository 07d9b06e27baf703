import { str, tool } from '../../examples.ts';
import { wordSet } from '../../vocabulary/word-set.ts';
import { lemmas } from '../../find.ts';
import { defineRule } from '../../rule.ts';
import { chosenOutputPath } from '../../signals/output-path.ts';

const VIEW_ONLY_LEMMAS = wordSet(
  'hover resize scroll focus wait highlight unhighlight screenshot snapshot maximize minimize',
);
export default defineRule({
  id: 'view-only-ui',
  stage: 'ceiling',
  summary:
    'It only hovers, scrolls, resizes, waits or highlights in a browser: nothing outside the page changes. Low risk, allowed.',
  when: (facts) => {
    // A screenshot written to a path the caller chooses leaves the page: it writes a file.
    if (!facts.inferred.browser || chosenOutputPath(facts) !== undefined) return undefined;
    const all = lemmas(facts);
    return all.length > 0 && all.every((lemma) => VIEW_ONLY_LEMMAS.has(lemma))
      ? { signal: 'name', match: all[0] as string }
      : undefined;
  },
  then: {
    riskAtMost: 'low',
    verdictAtMost: 'allow',
    cadence: 'ui',
    outcome: 'a page left scrolled, resized or highlighted',
    weight: 1,
  },
  says: '"{match}" changes only what the page shows',
  examples: {
    fires: [tool('browser_hover', 'Hover over an element.', { selector: str })],
    quiet: [
      tool('browser_click', 'Click an element.', { selector: str }),
      tool('page_element_shot', 'Take a screenshot of an element.', {
        selector: str,
        outputPath: { type: 'string', description: 'Custom output path for the image' },
      }),
    ],
  },
});
