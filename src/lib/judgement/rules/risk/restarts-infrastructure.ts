import { str, tool } from '../../examples.ts';
import { nameWords } from '../../facts.ts';
import { hitVerb } from '../../find.ts';
import { defineRule } from '../../rule.ts';
import { localDeviceApp } from '../../signals/device-app.ts';
import { DISRUPT_LEMMAS, OUTAGE_LEMMAS } from '../../vocabulary/actions.ts';
import { INFRA_NOUNS } from '../../vocabulary/nouns.ts';

export default defineRule({
  id: 'restarts-infrastructure',
  stage: 'risk',
  summary:
    'It restarts, stops, rolls out or rolls back a running service: a short outage that repeats if looped. High risk, capped per hour.',
  when: (facts, state) => {
    if (state.readOnly) return undefined;
    const verb = hitVerb(facts, DISRUPT_LEMMAS);
    const noun = nameWords(facts, INFRA_NOUNS);
    if (localDeviceApp(facts)) return undefined;
    return verb && noun && !OUTAGE_LEMMAS.has(verb.match)
      ? { signal: verb.signal, match: `${verb.match} ${noun}` }
      : undefined;
  },
  then: {
    riskAtLeast: 'high',
    cadence: 'infra',
    attacks: ['excessive-agency'],
    outcome: 'a {objects} restarted over and over by a looping agent',
    weight: 1,
  },
  says: '"{match}" interrupts a running service',
  examples: {
    fires: [tool('restart_app', 'Restart an app.')],
    quiet: [
      tool('list_apps', 'List apps.'),
      tool('restart_sim_app', 'Restart the app under test on the iOS simulator.', { bundle_id: str }),
    ],
  },
});
