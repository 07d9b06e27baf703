import { str, tool } from '../../examples.ts';
import type { Facts } from '../../facts.ts';
import { snake } from '../../find.ts';
import { defineRule, type Hit } from '../../rule.ts';
import { AD_SPEND_PARAM, AD_WORDS } from '../../vocabulary/money-words.ts';

/**
 * The tool works on advertising: ad words in its name or its opening sentence. A parameter's name is not enough: a
 * crawler's "block_ads" switch does not buy ads.
 */
const advertising = (facts: Facts): boolean =>
  [...facts.tokens, ...facts.first.split(/[^a-z0-9]+/)].some((word) => AD_WORDS.has(word));

/** Values of a status that set an ad running: it spends from then on. */
const RUNNING = /^(?:enabled?|active|activate|running|live|resume|on)$/i;

/** What sets the spend: a budget or bid parameter, a budget or bid in the name, or a status that sets ads running. */
const spend = (facts: Facts): Hit | undefined => {
  const parameter = [...facts.params, ...facts.nested].find((candidate) => AD_SPEND_PARAM.test(snake(candidate.name)));
  if (parameter) return { signal: 'parameter', match: parameter.path ?? parameter.name };
  const named = facts.tokens.find((token) => /^(?:budgets?|bids?|bidding|spend)$/.test(token));
  if (named) return { signal: 'name', match: named };
  const status = facts.params.find(
    (candidate) => /^(?:status|state)$/i.test(candidate.name) && candidate.values.some((value) => RUNNING.test(value)),
  );
  if (status) return { signal: 'parameter', match: `${status.name} (${status.values.join(' | ')})` };
  const started = facts.inferred.verbs.find((verb) =>
    /^(?:enable|activate|resume|launch|publish|start|unpause)$/.test(verb.lemma),
  );
  return started ? { signal: 'name', match: started.lemma } : undefined;
};

export default defineRule({
  id: 'sets-ad-spend',
  stage: 'category',
  summary:
    "On advertising (ads, ad sets, ad groups, sponsored placements), it sets a budget, a bid or a spend cap, or sets ads running (enables, resumes, launches or publishes them): from then on the account's money is spent on them. Financial, held for approval.",
  when: (facts, state) => (state.readOnly || !advertising(facts) ? undefined : spend(facts)),
  then: {
    category: 'Financial',
    riskAtLeast: 'high',
    verdictAtLeast: 'require-approval',
    attacks: ['denial-of-wallet'],
    outcome: "the account's advertising budget spent on ads nobody asked for",
    held: 'it sets how much the account spends on ads',
    weight: 1,
  },
  says: '"{match}" sets what the ads spend',
  examples: {
    fires: [
      tool('create_campaign', 'Create a new ad campaign.', {
        account_id: str,
        name: str,
        daily_budget: { type: 'integer' },
      }),
      tool('update_campaign_status', 'Enable or pause an ad campaign.', {
        campaign_id: str,
        status: { type: 'string', enum: ['ENABLED', 'PAUSED'] },
      }),
      tool('resume_ad_group', 'Resume an ad group.', { ad_group_id: str }),
    ],
    quiet: [
      tool('create_email_campaign', 'Create an email campaign as a draft.', { name: str, subject: str }),
      tool('pause_ad', 'Pause an ad.', { ad_id: str }),
      tool('get_campaign_budget', 'Get the budget of an ad campaign.', { campaign_id: str }),
      tool('crawl', 'Crawl a website.', { url: str, block_ads: { type: 'boolean' }, budget: { type: 'object' } }),
    ],
  },
});
