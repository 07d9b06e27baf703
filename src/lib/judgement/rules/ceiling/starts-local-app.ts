import { str, tool } from '../../examples.ts';
import { nameWords } from '../../facts.ts';
import { hitVerb, readingFired } from '../../find.ts';
import { defineRule } from '../../rule.ts';
import { localDeviceApp } from '../../signals/device-app.ts';
import { wordSet } from '../../vocabulary/word-set.ts';

/** A phone simulator or emulator: the test device itself, which booting or opening only brings up on this machine. */
const TEST_DEVICES = wordSet('simulator simulators emulator emulators');

/** Parameters that hand the launched app environment variables or arguments. */
const LAUNCH_INPUTS = /^(?:env|environment|env_?vars?|environment_?variables|args|arguments|launch_?args|argv)$/i;

export default defineRule({
  id: 'starts-local-app',
  stage: 'ceiling',
  summary:
    'It launches, opens, reloads or boots an app already installed on a phone, emulator or simulator under test, or boots the simulator itself: one local process starts, nothing is installed, sent or changed elsewhere (unless the call also passes it environment variables or arguments). Medium risk at most, and capped rather than held.',
  when: (facts) => {
    const verb = hitVerb(facts, wordSet('launch open start boot reload relaunch run'));
    // A tool that also offers an operation that removes data ("uninstall") is bounded by that, not by this one.
    if (readingFired(facts, 'enum-removes')) return undefined;
    // Environment variables or arguments passed to the launch can change what the app does: not bounded.
    if (!verb || facts.inferred.runsCode || facts.params.some((parameter) => LAUNCH_INPUTS.test(parameter.name)))
      return undefined;
    if (localDeviceApp(facts)) return { signal: verb.signal, match: `${verb.match} app` };
    const device = nameWords(facts, TEST_DEVICES);
    return device !== undefined ? { signal: verb.signal, match: `${verb.match} ${device}` } : undefined;
  },
  then: {
    riskAtMost: 'medium',
    cadence: 'operation',
    outcome: 'an app started on the test device, which the agent can close again',
    weight: 1,
  },
  says: '"{match}" starts one app on a test device, nothing else',
  examples: {
    fires: [
      tool('ios_launch_app', 'Launch an app on an iOS simulator by bundle ID.', { bundleId: str }),
      tool('boot_simulator', 'Boot an iOS simulator by UDID.', { udid: str }),
      tool('open_simulator', 'Opens the iOS Simulator application.'),
    ],
    quiet: [
      tool('launch_fleet_app', 'Launch an app on the cluster with the given number of instances.', {
        app_id: str,
        instances: { type: 'number' },
      }),
      tool('install_app', 'Install an app on the simulator from a path.', { path: str }),
      tool('launch_app', 'Launches an app on the iOS Simulator by bundle identifier.', {
        bundle_id: str,
        env: { type: 'object', description: 'Environment variables to pass to the launch' },
      }),
      tool('run_simulation', 'Run a traffic simulation against the production gateway.', { scenario: str }),
    ],
  },
});
