import { tool } from '../../examples.ts';
import { nameWords } from '../../facts.ts';
import { wordSet } from '../../vocabulary/word-set.ts';
import { verbSignal } from '../../find.ts';
import { defineRule } from '../../rule.ts';

const SWITCH_LEMMAS = wordSet('toggle enable disable activate deactivate switch turn');
const SETTING_NOUNS = wordSet(
  'mode cache caching redirect lock protection privacy renewal autorenewal firewall plugin plugins theme themes version php ssl https setting settings option options feature features flag flags maintenance cdn memcached',
);
export default defineRule({
  id: 'switches-live-setting',
  stage: 'destructive',
  summary:
    'It turns a setting of a live system on or off (a mode, cache, lock, redirect, protection, renewal, firewall, plugin): the running system behaves differently at once. The specification calls any update that is not additive destructive.',
  when: (facts) => {
    if (facts.inferred.readOnly || !SWITCH_LEMMAS.has(facts.inferred.dominant.lemma)) return undefined;
    const noun = nameWords(facts, SETTING_NOUNS);
    return noun
      ? {
          signal: verbSignal(facts, facts.inferred.dominant.lemma),
          match: `${facts.inferred.dominant.lemma} ${noun}`,
        }
      : undefined;
  },
  then: { destructive: true, weight: 1 },
  says: '"{match}" changes how the running system behaves, replacing the setting that was there',
  examples: {
    fires: [
      tool('toggle_maintenance_mode', 'Turn maintenance mode on or off for a website.'),
      tool('disable_domain_lock', 'Disable the registrar lock of a domain.'),
      tool('enableAutoRenewal', 'Enable auto-renewal of a subscription.'),
    ],
    quiet: [
      tool('toggle_star', 'Star or unstar an item.'),
      tool('get_maintenance_mode', 'Get whether maintenance mode is on.'),
      tool('enable_notifications', 'Turn on notifications for the current user.'),
    ],
  },
});
