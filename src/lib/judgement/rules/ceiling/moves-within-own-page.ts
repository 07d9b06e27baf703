import { str, tool } from '../../examples.ts';
import { lemmas } from '../../find.ts';
import { defineRule } from '../../rule.ts';
import { chosenOutputPath } from '../../signals/output-path.ts';
import { wordSet } from '../../vocabulary/word-set.ts';

/**
 * What only moves around the agent's own pages, each kind of move with the objects it is made on. `opening`: the
 * object may be named in the description's opening sentence instead of the name ("hover: Hover over the element").
 * `picksByUrl`: a URL parameter only picks which of the open tabs is meant, so it does not make the move a navigation.
 */
const OWN_PAGE_MOVES: ReadonlyArray<{
  verbs: ReadonlySet<string>;
  nouns: ReadonlySet<string>;
  opening?: true;
  picksByUrl?: true;
}> = [
  { verbs: wordSet('hover focus scroll wait'), nouns: wordSet('element elements uid page'), opening: true },
  { verbs: wordSet('go back forward navigate'), nouns: wordSet('back forward history') },
  { verbs: wordSet('switch select close'), nouns: wordSet('tab tabs page pages window'), picksByUrl: true },
  { verbs: wordSet('close'), nouns: wordSet('browser'), opening: true },
  {
    verbs: wordSet('take capture screenshot snapshot'),
    nouns: wordSet('screenshot screenshots snapshot snapshots page'),
  },
  { verbs: wordSet('start stop record'), nouns: wordSet('screencast screencasts video') },
  { verbs: wordSet('resize maximize minimize'), nouns: wordSet('page window viewport') },
  { verbs: wordSet('set'), nouns: wordSet('viewport') },
  { verbs: wordSet('mouse move hover'), nouns: wordSet('mouse cursor') },
];

const wordsOf = (text: string) => text.toLowerCase().match(/[a-z]+/g) ?? [];

export default defineRule({
  id: 'moves-within-own-page',
  stage: 'ceiling',
  summary:
    "It only moves around the agent's own pages: hovers, focuses or moves the mouse, goes back or forward in the history, switches, selects or closes a tab, page or the browser, sets the viewport's size, or takes a picture or a recording of the page that comes back in the reply. Nothing outside the session changes and nothing is sent anywhere. Low risk, allowed.",
  when: (facts, state) => {
    if (state.readOnly || chosenOutputPath(facts) !== undefined) return undefined;
    const all = lemmas(facts);
    const words = facts.tokens;
    const opening = wordsOf(facts.first);
    const move = OWN_PAGE_MOVES.find(
      (row) =>
        all.length > 0 &&
        (row.picksByUrl || facts.inferred.schema.url.length === 0) &&
        all.every((lemma) => row.verbs.has(lemma)) &&
        (words.some((word) => row.nouns.has(word)) || (row.opening && opening.some((word) => row.nouns.has(word)))),
    );
    if (!move) return undefined;
    const noun = [...words, ...opening].find((word) => move.nouns.has(word));
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
      tool('hover', 'Hover over the provided element.', { uid: str }),
      tool('browser_navigate_back', 'Navigate back in browser history.'),
      tool('close_browser', 'Close the browser and end the session.'),
      tool('select_page', 'Select the active tab by index, URL or title.', { index: { type: 'number' }, url: str }),
      tool('browser_mouse_move_xy', 'Move mouse to a given position.', {
        x: { type: 'number' },
        y: { type: 'number' },
      }),
      tool('set_viewport_size', 'Set viewport dimensions in pixels.', {
        width: { type: 'number' },
        height: { type: 'number' },
      }),
    ],
    quiet: [
      tool('close_issue', 'Close an issue.', { id: str }),
      tool('go_to_page', 'Go to the page at a URL.', { url: str }),
      tool('browser_navigate', 'Navigate to a URL.', { url: str }),
      tool('take_screenshot', 'Take a screenshot of the page and save it.', {
        outputPath: { type: 'string', description: 'File path to save the screenshot to' },
      }),
      tool('close_position', 'Close an open trading position.', { symbol: str }),
      tool('browser_select_option', 'Select an option in a dropdown.', { element: str, values: { type: 'array' } }),
      tool('move_node', 'Move a node to a new position.', { nodeId: str, x: { type: 'number' } }),
    ],
  },
});
