import { str, tool } from '../../examples.ts';
import { describeParameter } from '../../facts.ts';
import { defineRule } from '../../rule.ts';

export default defineRule({
  id: 'chooses-paid-tier',
  stage: 'risk',
  summary:
    'A tier, plan or SKU parameter offers paid tiers (pro, premium, enterprise): one call can commit the account to a bill. High risk, approval, with denial-of-wallet.',
  when: (facts, state) => {
    if (state.readOnly) return undefined;
    const name = facts.inferred.schema.paidTier[0];
    if (name === undefined) return undefined;
    const parameter = [...facts.params, ...facts.nested].find(
      (candidate) => (candidate.path ?? candidate.name) === name,
    );
    return { signal: 'parameter', match: parameter ? describeParameter(parameter) : name };
  },
  then: {
    riskAtLeast: 'high',
    verdictAtLeast: 'require-approval',
    cadence: 'infra',
    attacks: ['denial-of-wallet'],
    outcome: 'the account moved to a paid tier that bills every month until someone notices',
    weight: 1,
  },
  says: '{match} can pick a paid tier',
  examples: {
    fires: [
      tool('create_search_service', 'Create a search service.', {
        name: str,
        sku: { type: 'string', enum: ['free', 'basic', 'standard'] },
      }),
      tool('change_workspace_plan', 'Change the plan of a workspace.', {
        plan: { type: 'string', enum: ['hobby', 'pro', 'enterprise'] },
      }),
    ],
    quiet: [
      tool('create_search_service', 'Create a free search service.', {
        name: str,
        sku: { type: 'string', enum: ['free'] },
      }),
      tool('get_plan_prices', 'Get the prices of each plan.', {
        plan: { type: 'string', enum: ['pro', 'enterprise'] },
      }),
    ],
  },
});
