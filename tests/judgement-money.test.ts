/**
 * Money: tools that move money or commit the account to spend it are Financial and held for approval, read from their words and their schema; bookkeeping that only looks like money is not. Invented look-alike tools only.
 */
import { describe, expect, it } from 'vitest';
import { judgeTool } from '../src/lib/judgement/engine.ts';
import { analyseSchema } from '../src/lib/judgement/signals/schema.ts';
import { rules, str, tool } from './support/judge.ts';

describe('paid tiers', () => {
  it('a tier, plan or sku enum with paid values is a cost signal; a free-only one is not', () => {
    expect(
      analyseSchema({ type: 'object', properties: { pricingTier: { type: 'string', enum: ['free', 'premium'] } } })
        .paidTier,
    ).toEqual(['pricingTier']);
    expect(
      analyseSchema({ type: 'object', properties: { tier: { type: 'string', enum: ['free'] } } }).paidTier,
    ).toEqual([]);
    const upgrade = judgeTool(
      tool('set_workspace_plan', 'Set the plan of a workspace.', {
        plan: { type: 'string', enum: ['starter', 'enterprise'] },
      }),
    );
    expect(upgrade.attacks).toContain('denial-of-wallet');
    expect(upgrade.policy.verdict).toBe('require-approval');
  });
});

describe('credits, debits and revenue splits', () => {
  it.each([
    ['grant_member_credits', "Add credits to a member's balance.", { member_id: str(), amount: { type: 'number' } }],
    ['create_ledger_debit', 'Create a debit on a connected account.', { account: str(), amount: { type: 'number' } }],
    [
      'set_creator_revenue_split',
      'Set the revenue split between a creator and the platform.',
      { creator_share: { type: 'number' } },
    ],
  ])('%s is Financial and held for approval', (name, description, properties) => {
    const judgement = judgeTool(tool(name, description, properties));
    expect(judgement.category).toBe('Financial');
    expect(judgement.policy.verdict).toBe('require-approval');
    expect(judgement.evidence.map((step) => step.rule)).toContain('commits-money');
  });

  it('reading a balance, a credit card or credits spent on generation is not a ledger entry', () => {
    expect(judgeTool(tool('get_member_credits', "Get the credits left on a member's balance.")).category).toBe('Read');
    expect(
      judgeTool(tool('update_saved_credit_card', 'Update the expiry date of a saved credit card.', { card_id: str() }))
        .category,
    ).not.toBe('Financial');
    expect(
      rules(tool('render_banner_image', 'Render a banner image; each call uses 2 credits.', { prompt: str() })),
    ).not.toContain('commits-money');
  });
});

describe('subscriptions', () => {
  it('a subscription to change notifications or events is not a billed resource', () => {
    const listener = judgeTool(
      tool('create_change_subscription', 'Subscribe a listener to change notifications for a resource.', {
        resource: str(),
        notificationUrl: str(),
      }),
    );
    expect(listener.category).not.toBe('Financial');
    expect(listener.evidence.map((step) => step.rule)).not.toContain('provisions-billed-resource');
    expect(listener.attacks).toContain('ssrf');
  });

  it('a subscription to a paid plan still is', () => {
    const plan = judgeTool(
      tool('create_plan_subscription', 'Create a subscription of a customer to a plan.', {
        customer_id: str(),
        plan_id: str(),
      }),
    );
    expect(plan.category).toBe('Financial');
    expect(plan.policy.verdict).toBe('require-approval');
  });
});

describe('a billed app created from a spec', () => {
  it('is Financial when the spec sizes the machines it runs on', () => {
    const judged = judgeTool(
      tool('create_site_from_spec', 'Creates a hosted site from a site spec.', {
        spec: {
          type: 'object',
          properties: {
            name: str(),
            services: {
              type: 'array',
              items: { type: 'object', properties: { instance_size_slug: str(), instance_count: { type: 'integer' } } },
            },
          },
        },
      }),
    );
    expect(`${judged.category}/${judged.risk}/${judged.policy.verdict}`).toBe('Financial/high/require-approval');
    expect(judged.families).toContain('provision-billed-resource');
    expect(judged.attacks).toContain('denial-of-wallet');
  });

  it('is not when nothing in the spec sizes a machine, or a type is a kind rather than a size', () => {
    expect(
      judgeTool(
        tool('create_site_from_spec', 'Creates a hosted site from a site spec.', {
          spec: { type: 'object', properties: { name: str(), theme: str() } },
        }),
      ).category,
    ).not.toBe('Financial');
    expect(
      judgeTool(
        tool('deploy_runtime_service', 'Deploy a runtime service.', {
          name: str(),
          server_type: { type: 'string', enum: ['function', 'container'] },
        }),
      ).category,
    ).not.toBe('Financial');
    expect(
      judgeTool(
        tool('create_canvas_child', 'Create a child node on the canvas.', { parent_id: str(), node_type: str() }),
      ).category,
    ).not.toBe('Financial');
  });
});
