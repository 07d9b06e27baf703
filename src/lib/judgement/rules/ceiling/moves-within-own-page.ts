import { str, tool } from '../../examples.ts';
import { lemmas } from '../../find.ts';
import { defineRule } from '../../rule.ts';
import { chosenOutputPath } from '../../signals/output-path.ts';
import { wordSet } from '../../vocabulary/word-set.ts';

/** What only moves around the agent's own pages, each kind of move with the objects it is made on. */
const OWN_PAGE_MOVES: ReadonlyArray<readonly [ReadonlySet<string>, ReadonlySet<string>]> = [
  [wordSet('hover focus scroll wait'), wordSet('element elements uid page')],
  [wordSet('go back forward'), wordSet('back forward history page')],
  [wordSet('switch select close'), wordSet('tab tabs page pages window')],
  [wordSet('take capture screenshot snapshot'), wordSet('screenshot screenshots snapshot snapshots page')],
  [wordSet('start stop record'), wordSet('screencast screencasts')],
  [wordSet('resize maximize minimize'), wordSet('page window viewport')],
];

export default defineRule({
  id: 'moves-within-own-page',
  stage: 'ceiling',
  summary:
    "It only moves around the agent's own pages: hovers or focuses an element, goes back or forward, switches, selects or closes a tab or page, or takes a picture or a recording of the page that comes back in the reply. Nothing outside the session changes and nothing is sent anywhere. Low risk, allowed.",
  when: (facts, state) => {
    if (state.readOnly || chosenOutputPath(facts) !== undefined || facts.inferred.schema.url.length > 0)
      return undefined;
    const all = lemmas(facts);
    const words = facts.tokens;
    const move = OWN_PAGE_MOVES.find(
      ([verbs, nouns]) =>
        all.length > 0 && all.every((lemma) => verbs.has(lemma)) && words.some((word) => nouns.has(word)),
    );
    if (!move) return undefined;
    const noun = words.find((word) => move[1].has(word));
    return { signal: 'name', match: `${all[0]} ${noun}` };
  },
  then: {
    riskAtMost: 'low',
    verdictAtMost: 'allow',
    cadence: 'ui',
    outcome: 'a page left on another tab, view or spot, which the next call puts back',
  },
  says: '"{match}" moves around the agent\'s own pages and changes nothing outside them',
  examples: {
    fires: [
      tool('browser_go_back', 'Go back to the previous page.'),
      tool('switch_tab', 'Switch to a specific tab.', { index: { type: 'number' } }),
      tool('hover_element', 'Hover over element by UID.', { uid: str }),
    ],
    quiet: [
      tool('close_issue', 'Close an issue.', { id: str }),
      tool('go_to_page', 'Go to the page at a URL.', { url: str }),
      tool('take_screenshot', 'Take a screenshot of the page and save it.', {
        outputPath: { type: 'string', description: 'File path to save the screenshot to' },
      }),
    ],
  },
});
