import { str, tool } from '../../examples.ts';
import { describeParameter, descriptionMatch, nameWords } from '../../facts.ts';
import { wordSet } from '../../vocabulary/word-set.ts';
import { defineRule } from '../../rule.ts';
import { inputActionList } from '../../signals/input-actions.ts';

/** Words that say the input goes to the whole computer: its desktop, screen, mouse and keyboard, not one web page. */
const DESKTOP_TEXT =
  /\b(?:computer|desktop|gui|operating system|mouse and keyboard|keyboard and mouse|screen of the (?:host|machine|computer)|host'?s? (?:screen|display|input))\b/i;
export default defineRule({
  id: 'category-desktop-control',
  stage: 'category',
  summary:
    "It drives the computer's own mouse and keyboard (click, type, key presses, scroll) across the whole desktop, not one web page: whatever the user could do at the machine, a misled agent can, in any open app. Execute, critical, approval.",
  when: (facts, state) => {
    if (state.readOnly || facts.inferred.browser) return undefined;
    const list = inputActionList(facts);
    if (!list) return undefined;
    const desktop = descriptionMatch(facts, DESKTOP_TEXT) ?? nameWords(facts, wordSet('computer desktop'));
    return desktop !== undefined
      ? { signal: 'parameter', match: `${describeParameter(list)} on the ${desktop.toLowerCase()}` }
      : undefined;
  },
  then: {
    category: 'Execute',
    riskAtLeast: 'critical',
    verdictAtLeast: 'require-approval',
    cadence: 'ui',
    attacks: ['excessive-agency', 'data-exfiltration', 'indirect-prompt-injection'],
    flow: { source: true, injection: true, sink: true },
    outcome:
      'anything the user could do at the machine done in their name: a message sent, a file deleted, a setting changed in any open app',
    touches:
      'It moves the mouse, clicks and types on the computer itself, in whatever app is on the screen, with the rights of the user at the machine.',
    weight: 1,
  },
  says: '{match}: it acts on the whole desktop',
  examples: {
    fires: [
      tool('screen_control', 'Use the mouse and keyboard to interact with a computer, and take screenshots.', {
        action: { type: 'string', enum: ['key', 'type', 'mouse_move', 'left_click', 'scroll', 'get_screenshot'] },
        text: str,
      }),
    ],
    quiet: [
      // Input to one web page is a page action (category-ui), not the whole desktop.
      tool('page_input', 'Send input to the open browser page.', {
        action: { type: 'string', enum: ['click', 'type', 'scroll'] },
        selector: str,
      }),
      tool('manage_notes', 'Create, update or delete notes on the desktop app.', {
        action: { type: 'string', enum: ['create', 'update', 'delete'] },
      }),
    ],
  },
});
