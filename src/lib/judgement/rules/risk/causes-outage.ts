import { str, tool } from '../../examples.ts';
import { nameWords } from '../../facts.ts';
import { hitVerb } from '../../find.ts';
import { defineRule } from '../../rule.ts';
import { localDeviceApp } from '../../signals/device-app.ts';
import { OUTAGE_LEMMAS } from '../../vocabulary/actions.ts';
import { INFRA_NOUNS } from '../../vocabulary/nouns.ts';

export default defineRule({
  id: 'causes-outage',
  stage: 'risk',
  summary:
    'It pauses, scales, drains, suspends or shuts down running infrastructure: scaling to zero is an outage. High risk, approval.',
  when: (facts, state) => {
    if (state.readOnly) return undefined;
    const verb = hitVerb(facts, OUTAGE_LEMMAS);
    const noun =
      nameWords(facts, INFRA_NOUNS) ??
      (facts.params.some((parameter) => /replicas?/i.test(parameter.name)) ? 'replicas' : undefined);
    if (localDeviceApp(facts)) return undefined;
    return verb && noun ? { signal: verb.signal, match: `${verb.match} ${noun}` } : undefined;
  },
  then: {
    riskAtLeast: 'high',
    verdictAtLeast: 'require-approval',
    cadence: 'infra',
    attacks: ['excessive-agency', 'confused-deputy'],
    family: 'stop-infrastructure',
    outcome: 'a production {objects} paused or scaled to nothing: an outage',
    weight: 1,
  },
  says: '"{match}" can take a running service down',
  examples: {
    fires: [
      tool('scale_deployment', 'Scale a deployment.', { replicas: { type: 'number' } }),
      tool('terminate_fleet_app', 'Terminate an app on the cluster and release its instances.', { app_id: str }),
    ],
    quiet: [
      tool('get_deployment', 'Get a deployment.'),
      // Killing the app under test on a phone or simulator stops one local process, not a service.
      tool('emulator_end_app', 'Terminate a running app on the emulator by its bundle identifier.', {
        bundle_id: str,
      }),
      tool('device_kill_app', 'Stop and terminate an app on the connected mobile device.', { package_name: str }),
    ],
  },
});
