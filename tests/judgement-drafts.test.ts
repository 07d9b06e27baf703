/**
 * A draft is never looser than its evidence supports (issue 29): where the evidence is weak or unchecked the draft
 * waits for a person, says why in its rationale and, where the evidence is weak, has low confidence; money is
 * Financial and held; the verdict table is the reviewers' practice. Invented look-alike tools only.
 */
import { describe, expect, it } from 'vitest';
import { RULES } from '../src/lib/judgement/rules/index.ts';
import { VERDICT_TABLE } from '../src/lib/judgement/verdict-table.ts';
import { judge, str } from './support/judge.ts';

const held = (judgement: ReturnType<typeof judge>) => judgement.policy.verdict === 'require-approval';

describe('weak or conflicting evidence', () => {
  it('holds a tool whose name says only that it manages, with low confidence and the reason in its rationale', () => {
    const judgement = judge('manage_widgets', 'Manage widgets: create, change or remove them.');
    expect(held(judgement)).toBe(true);
    expect(judgement.confidence).toBe('low');
    expect(judgement.rationale).toMatch(
      /until someone has checked this tool: .*"manage", does not say what a call does/,
    );
  });

  it('holds a tool whose action parameter offers writing values, though its name reads', () => {
    const judgement = judge('widget_tool', 'Work with widgets.', {
      action: { type: 'string', enum: ['list', 'get', 'archive'] },
    });
    expect(held(judgement)).toBe(true);
    expect(judgement.confidence).toBe('low');
    expect(judgement.evidence.map((step) => step.rule)).toContain('operation-offers-writes');
  });

  it('holds a tool that runs any operation of a product, and one whose definition says nothing', () => {
    const router = judge(
      'widget_router',
      'Create, update or delete widgets. A command router: set "command" and wrap its arguments in "parameters".',
      { command: str(), parameters: { type: 'object' } },
    );
    expect(held(router)).toBe(true);
    expect(router.confidence).toBe('low');
    expect(router.evidence.map((step) => step.rule)).toContain('runs-any-operation');
    const silent = judge('frobnicate_widget', '');
    expect(held(silent)).toBe(true);
    expect(silent.confidence).toBe('low');
  });

  it('holds a change that may overwrite or remove what exists until the loss is checked, and caps a bounded one', () => {
    expect(held(judge('update_widget', 'Update the name of a widget.'))).toBe(true);
    expect(held(judge('delete_widget', 'Delete a widget.'))).toBe(true);
    // A bounded-harm rule shows the loss is small: a reaction taken off, a captured buffer cleared.
    expect(
      judge('remove_reaction', 'Remove an emoji reaction from a message.', { emoji: str() }).policy.verdict,
    ).not.toBe('require-approval');
    expect(judge('clear_console_buffer', 'Clear the captured console buffer.').policy.verdict).toBe('rate-limit');
  });

  it('leaves reads usable', () => {
    const reads: Array<[string, string]> = [
      ['list_widgets', 'List the widgets of the account.'],
      ['get_widget', 'Get one widget by id.'],
      ['search_widgets', 'Search widgets by name.'],
    ];
    for (const [name, description] of reads) expect(judge(name, description).policy.verdict).toBe('allow');
  });

  it('marks the rules that hold drafts only, and no other', () => {
    const draftOnly = RULES.filter((rule) => rule.draftOnly).map((rule) => rule.id);
    expect(draftOnly.sort()).toEqual(
      [
        'change-held-until-checked',
        'held-until-checked',
        'operation-offers-writes',
        'runs-any-operation',
        'says-nothing',
        'unclear-generic-verb',
      ].sort(),
    );
    for (const rule of RULES.filter((candidate) => candidate.draftOnly)) expect(rule.stage).toBe('verdict');
  });
});

describe('money', () => {
  it.each([
    ['refund_charge', 'Refund a charge to the customer.', { charge: str(), amount: { type: 'integer' } }],
    ['finalize_invoice', 'Finalize a draft invoice so it can be paid.', { invoice: str() }],
    ['send_invoice', 'Send an invoice to the customer by email.', { invoice: str() }],
    ['create_payment_link', 'Create a payment link for a price.', { price: str() }],
    ['cancel_subscription', 'Cancel a customer subscription.', { subscription: str() }],
    ['update_subscription', 'Change the items of a subscription.', { subscription: str() }],
    ['create_order', 'Place an order.', { product_id: str(), quantity: { type: 'integer' } }],
    ['debit_credits', 'Debit credits from a customer balance.', { customer: str(), credits: { type: 'integer' } }],
    ['set_plan', 'Choose the plan of the project.', { plan: { type: 'string', enum: ['free', 'pro', 'team'] } }],
    ['create_payout', 'Send funds to the bank account.', { amount: { type: 'integer' }, currency: str() }],
    [
      'create_transfer',
      'Create a transfer to a connected account.',
      { amount: { type: 'integer' }, destination: str() },
    ],
  ])('%s is Financial and held for approval', (name, description, properties) => {
    expect(judge(name, description, properties)).toMatchObject({
      category: 'Financial',
      policy: { verdict: 'require-approval' },
    });
  });

  it('reads money from the schema: an amount with a currency, a product with a quantity', () => {
    expect(
      judge('widget_checkout', 'Starts a checkout.', { amount: { type: 'number' }, currency: str() }).category,
    ).toBe('Financial');
    expect(
      judge('stock_update', 'Set the stock of a product.', { product_id: str(), quantity: { type: 'integer' } })
        .category,
    ).not.toBe('Financial');
  });

  it('leaves bookkeeping that only looks like money alone', () => {
    expect(judge('list_invoices', 'List invoices.').category).toBe('Read');
    expect(
      judge('create_notification_subscription', 'Subscribe to change notifications.', { notificationUrl: str() })
        .category,
    ).not.toBe('Financial');
    expect(judge('transfer_issue', 'Transfer an issue to another project.').category).not.toBe('Financial');
  });
});

describe('the verdict table', () => {
  it('is the reviewers’ practice: high-risk writes and runs wait for a person, low-risk runs are allowed, bounded removals capped', () => {
    expect(VERDICT_TABLE.Write.high).toBe('require-approval');
    expect(VERDICT_TABLE.Execute.high).toBe('require-approval');
    expect(VERDICT_TABLE.Execute.low).toBe('allow');
    expect(VERDICT_TABLE.Destructive.medium).toBe('rate-limit');
    expect(VERDICT_TABLE.Destructive.high).toBe('require-approval');
    for (const risk of ['low', 'medium', 'high', 'critical'] as const)
      expect(VERDICT_TABLE.Financial[risk]).toBe('require-approval');
  });
});
