/**
 * Every row of the verb-context table (src/lib/judgement/verb-context.ts) fires on its own examples and stays
 * quiet on its counter-examples, and the engine shows each reading as a step of the evidence.
 */
import { describe, expect, it } from 'vitest';
import { inferEffect } from '../src/lib/judgement/infer-effect.ts';
import { judgeTool } from '../src/lib/judgement/engine.ts';
import { VERB_CONTEXT_RULES, verbContextRuleById } from '../src/lib/judgement/verb-context.ts';
import { RULES } from '../src/lib/judgement/rules/index.ts';
import { judgementStages } from '../src/lib/judgement/docs.ts';
import { evidenceRows } from '../src/lib/judgement/text.ts';
import { MONEY_WORDS, paymentCard } from '../src/lib/judgement/vocabulary/nouns.ts';

describe('verb-context rows', () => {
  for (const rule of VERB_CONTEXT_RULES) {
    describe(rule.id, () => {
      it.each(rule.examples.fires.map((tool) => [tool.name, tool] as const))('reads %s in context', (_name, tool) => {
        const steps = inferEffect(tool).contextSteps;
        const step = steps.find((candidate) => candidate.rule === rule.id);
        expect(step, `${rule.id} should change a verb of ${tool.name}; steps: ${JSON.stringify(steps)}`).toBeDefined();
        expect(step?.to).toBe(rule.becomes);
        expect(step?.from).not.toBe(rule.becomes);
      });
      it.each(rule.examples.quiet.map((tool) => [tool.name, tool] as const))('leaves %s alone', (_name, tool) => {
        expect(inferEffect(tool).contextSteps.map((step) => step.rule)).not.toContain(rule.id);
      });
    });
  }

  it('has unique ids that never clash with a rule of the table, each with examples both ways', () => {
    const ids = VERB_CONTEXT_RULES.map((rule) => rule.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) {
      expect(RULES.some((rule) => rule.id === id)).toBe(false);
      expect(id).toMatch(/^context-[a-z0-9]+(?:-[a-z0-9]+)*$/);
      expect(verbContextRuleById(id)?.id).toBe(id);
    }
    for (const rule of VERB_CONTEXT_RULES) {
      expect(rule.examples.fires.length).toBeGreaterThan(0);
      expect(rule.examples.quiet.length).toBeGreaterThan(0);
    }
  });

  it('puts each reading in the evidence before the rules, linked to its entry in the docs', () => {
    const judgement = judgeTool({ name: 'stop_tracing', description: 'Stop the performance trace and save it.' });
    const first = judgement.evidence[0];
    expect(first).toMatchObject({ rule: 'context-recorder-switch', signal: 'name', match: 'stop' });
    expect(first?.says).toContain('"stop"');
    expect(judgement.effect.readOnly).toBe(false);
    expect(judgement.effect.destructive).toBe(false);
    const row = evidenceRows(judgement.evidence)[0];
    expect(row?.href).toBe('/docs/judgement/#rule-context-recorder-switch');
  });

  it('is documented on /docs/judgement/ as the stage after the name verb, from the table', () => {
    const [nameVerb, context] = judgementStages();
    expect(nameVerb?.stage).toBe('name-verb');
    expect(context?.stage).toBe('context');
    expect(context?.rules.map((rule) => rule.id)).toEqual(VERB_CONTEXT_RULES.map((rule) => rule.id));
  });
});

describe('a card is money only as a payment card', () => {
  it.each([
    [['credit', 'card']],
    [['charge', 'card']],
    [['pay', 'by', 'card']],
    [['card', 'number']],
    [['card', 'cvc']],
    [['gift', 'cards']],
    [['giftcard']],
  ])('reads %j as a payment card', (tokens) => {
    expect(paymentCard(tokens)).toBe(true);
  });

  it.each([
    [['transfer', 'card']],
    [['move', 'card', 'to', 'list']],
    [['card', 'id']],
    [['archive', 'cards']],
    [['cardboard']],
  ])('reads %j as no payment card', (tokens) => {
    expect(paymentCard(tokens)).toBe(false);
  });

  it('keeps "card" out of the money words, so a board card reads as no money', () => {
    expect(MONEY_WORDS.has('card')).toBe(false);
    expect(MONEY_WORDS.has('cards')).toBe(false);
  });

  const schema = (properties: Record<string, unknown>) => ({ type: 'object', properties });
  it.each([
    [
      'transfer_board_card',
      'Transfer a card to another board.',
      schema({ card_id: { type: 'string' }, board_id: { type: 'string' } }),
    ],
    [
      'shift_kanban_cards',
      'Move cards to the next column.',
      schema({ cardIds: { type: 'array' }, column: { type: 'string' } }),
    ],
    [
      'file_recipe_card',
      'Move a recipe card to the shared list.',
      schema({ cardId: { type: 'string' }, listId: { type: 'string' } }),
    ],
  ])('%s: a card on a board or list moves no money', (name, description, inputSchema) => {
    const inferred = inferEffect({ name, description, inputSchema });
    expect(inferred.money).toBe(false);
    expect(judgeTool({ name, description, inputSchema }).category).not.toBe('Financial');
  });

  it.each([
    ['transfer_to_card', 'Send to a card.', schema({ card_number: { type: 'string' } })],
    ['charge_card', 'Run the card for an order.', schema({ order_id: { type: 'string' } })],
    ['top_up_wallet', 'Top up from a card.', schema({ creditCard: { type: 'string' } })],
    ['redeem_voucher', 'Redeem a gift card for the customer.', schema({ code: { type: 'string' } })],
  ])('%s: a payment card in the name, a parameter or the description is money', (name, description, inputSchema) => {
    expect(inferEffect({ name, description, inputSchema }).money).toBe(true);
  });
});
