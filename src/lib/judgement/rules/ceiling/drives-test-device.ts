import { str, tool } from '../../examples.ts';
import { hitVerb } from '../../find.ts';
import { defineRule } from '../../rule.ts';
import { wordSet } from '../../vocabulary/word-set.ts';

/** A gesture or key a test device's screen takes. */
const GESTURES = wordSet('tap swipe press click type input long double drag pinch scroll key dismiss');
/** The screen is a phone's, an emulator's or a simulator's (the name, the opening or the server's name says so). */
const DEVICE = /\b(?:simulators?|emulators?|devices?|android|ios|iphone|ipad|mobile|phones?|tablets?|native)\b/i;
/** The screen is the host's own desktop: a gesture there reaches everything the user is logged in to. */
const DESKTOP = wordSet('desktop computer host mac windows linux');

export default defineRule({
  id: 'drives-test-device',
  stage: 'ceiling',
  summary:
    "It taps, swipes, presses a button or types on the screen of a phone, emulator or simulator: each gesture does what the app under test does with it, so it is capped rather than held, as reviewers do. Medium risk at most; the host's own desktop is not a test device.",
  when: (facts) => {
    const verb = hitVerb(facts, GESTURES);
    if (!verb || facts.inferred.runsCode || facts.tokens.some((token) => DESKTOP.has(token))) return undefined;
    const where = DEVICE.exec(`${facts.tokens.join(' ')} ${facts.first} ${[...facts.productWords].join(' ')}`);
    return where ? { signal: verb.signal, match: `${verb.match} on ${where[0]}` } : undefined;
  },
  then: {
    riskAtMost: 'medium',
    cadence: 'ui',
    outcome: 'a gesture the app under test acts on, as if a tester had made it',
    weight: 1,
  },
  says: '"{match}" drives the screen of a test device',
  examples: {
    fires: [
      tool('ui_tap', 'Tap on the screen in the iOS Simulator.', { x: { type: 'number' }, y: { type: 'number' } }),
      tool('mobile_swipe_on_screen', 'Swipe on the screen of the device.', { direction: str }),
    ],
    quiet: [
      tool('desktop_click', 'Click on the screen of the computer at x, y.', { x: { type: 'number' } }),
      tool('browser_click', 'Click an element of the page.', { element: str }),
    ],
  },
});
