import { str, tool } from '../../examples.ts';
import { wordSet } from '../../vocabulary/word-set.ts';
import { hitVerb, readingFired } from '../../find.ts';
import { defineRule } from '../../rule.ts';
import { localDeviceApp } from '../../signals/device-app.ts';

export default defineRule({
  id: 'stops-local-app',
  stage: 'ceiling',
  summary:
    'It terminates, kills or restarts an app on a phone, emulator or simulator under test: one local process stops, nothing shared goes down. Medium risk at most.',
  when: (facts) => {
    const verb = hitVerb(facts, wordSet('terminate kill stop restart close quit relaunch'));
    // A tool that also offers an operation that removes data ("uninstall") is bounded by that, not by this one.
    if (readingFired(facts, 'enum-removes')) return undefined;
    return verb && localDeviceApp(facts) ? { signal: verb.signal, match: `${verb.match} app` } : undefined;
  },
  then: {
    riskAtMost: 'medium',
    cadence: 'operation',
    outcome: 'the app under test closed, which the agent can launch again',
    weight: 1,
  },
  says: '"{match}" stops one app on a test device, not a service',
  examples: {
    fires: [
      tool('emulator_end_app', 'Terminate a running app on the emulator by its bundle identifier.', {
        bundle_id: str,
      }),
    ],
    quiet: [
      tool('terminate_fleet_app', 'Terminate an app on the cluster and release its instances.', { app_id: str }),
      tool('sim_open_bundle', 'Launch an app on the simulator.', { bundle_id: str }),
      // It also uninstalls, which loses the app's data: stopping is not the most it does.
      tool('emulator_app', 'Stop, restart or uninstall an app on the emulator by its bundle identifier.', {
        action: { type: 'string', enum: ['stop', 'restart', 'uninstall'] },
        bundle_id: str,
      }),
    ],
  },
});
