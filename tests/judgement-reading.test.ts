/**
 * The reading of a definition (src/lib/judgement/reading.ts and the reading stages of the rules): which verbs it rests
 * on, what each means here, whether the tool only reads and whether it is destructive. Each rule's own examples run in
 * tests/judgement-rules.test.ts; this file holds what the stages promise together, and readings of whole definitions.
 */
import { describe, expect, it } from 'vitest';
import { analyseDescription } from '../src/lib/judgement/signals/description.ts';
import { gatherFacts, judgeTool, readDefinition } from '../src/lib/judgement/engine.ts';
import { tokenizeName } from '../src/lib/judgement/signals/tokens.ts';
import { RULES } from '../src/lib/judgement/rules/index.ts';
import { READING_STAGES, STAGES, type Contribution, type Rule } from '../src/lib/judgement/rule.ts';
import { judgementStages } from '../src/lib/judgement/docs.ts';
import { evidenceRows } from '../src/lib/judgement/how-judged.ts';
import { MONEY_WORDS, paymentCard } from '../src/lib/judgement/vocabulary/nouns.ts';
import type { McpToolDefinition } from '../src/lib/judgement/facts.ts';

const inStage = (stage: string) => RULES.filter((rule) => rule.stage === stage);
/** What a rule contributed on a tool it fired on, from the evidence step it left. */
function contributed(rule: Rule, tool: McpToolDefinition): Contribution {
  const facts = gatherFacts(tool);
  const step = judgeTool(tool).evidence.find((candidate) => candidate.rule === rule.id);
  if (!step) throw new Error(`${rule.id} did not fire on ${tool.name}`);
  const hit = { signal: step.signal, match: step.match };
  return typeof rule.then === 'function'
    ? rule.then(facts, hit, { readOnly: facts.inferred.readOnly, destructive: facts.inferred.destructive })
    : rule.then;
}

describe('the reading stages', () => {
  it('run before every judging stage, in the order of STAGES', () => {
    expect(STAGES.slice(0, READING_STAGES.length)).toEqual([...READING_STAGES]);
  });

  it('settle the verbs, whether the tool only reads, and give each step in the evidence', () => {
    for (const tool of [
      { name: 'list_widgets', description: 'List the widgets.' },
      { name: 'zorp_widgets', description: 'Once a week it deletes old widgets.' },
      { name: 'frobnicate_widget', description: 'Frobnicate the widget.' },
    ]) {
      const steps = judgeTool(tool).evidence.map((step) => RULES.find((rule) => rule.id === step.rule)?.stage);
      // One rule of the verbs stage and one of the read-only stage decide, always.
      expect(
        steps.filter((stage) => stage === 'verbs'),
        tool.name,
      ).toHaveLength(1);
      expect(
        steps.filter((stage) => stage === 'read-only'),
        tool.name,
      ).toHaveLength(1);
    }
  });

  it('turn the reading the way each read-only rule says', () => {
    for (const rule of inStage('read-only')) {
      for (const tool of rule.examples.fires) {
        const reading = readDefinition(tool);
        expect(reading.readOnly, `${rule.id} on ${tool.name}`).toBe(contributed(rule, tool).readOnly);
        expect(reading.readReasons.length, `${rule.id} on ${tool.name}`).toBeGreaterThan(0);
      }
    }
  });

  it('make a writing tool destructive on every destructive rule that says so', () => {
    for (const rule of inStage('destructive')) {
      for (const tool of rule.examples.fires) {
        const says = contributed(rule, tool).destructive;
        if (says === undefined) continue;
        const reading = readDefinition(tool);
        expect(reading.readOnly, `${rule.id} on ${tool.name}`).toBe(false);
        expect(reading.destructive, `${rule.id} on ${tool.name}`).toBe(says);
      }
    }
  });

  it("let the first name-verb rule that fits settle the name's verb, and only one", () => {
    for (const rule of inStage('name-verb')) {
      for (const tool of rule.examples.fires) {
        const fired = judgeTool(tool)
          .evidence.map((step) => step.rule)
          .filter((id) => inStage('name-verb').some((candidate) => candidate.id === id));
        expect(fired).toEqual([rule.id]);
      }
    }
    // "run_search" reads as a search, so nothing in it is destructive.
    const search = readDefinition({ name: 'run_search', description: 'Run a search over the indexed notes.' });
    expect(search.readOnly).toBe(true);
    expect(search.dominant).toMatchObject({ lemma: 'search', cls: 'read' });
  });

  it('give a verb its meaning here with the first context rule that fits, shown as a step before the read-only one', () => {
    const judgement = judgeTool({ name: 'stop_tracing', description: 'Stop the performance trace and save it.' });
    const ids = judgement.evidence.map((step) => step.rule);
    const context = judgement.evidence.find((step) => step.rule === 'context-recorder-switch');
    expect(context).toMatchObject({ signal: 'name', match: 'stop' });
    expect(context?.says).toContain('"stop"');
    expect(ids.indexOf('context-recorder-switch')).toBeLessThan(ids.indexOf('verb-changes'));
    expect(judgement.effect.readOnly).toBe(false);
    expect(judgement.effect.destructive).toBe(false);
    const row = evidenceRows(judgement.evidence).find((candidate) => candidate.rule === 'context-recorder-switch');
    expect(row?.href).toBe('/docs/judgement/#rule-context-recorder-switch');
  });

  it('are documented on /docs/judgement/ stage by stage, in registry order', () => {
    const stages = judgementStages();
    expect(stages.map((stage) => stage.stage)).toEqual([...STAGES]);
    for (const stage of stages)
      expect(stage.rules.map((rule) => rule.id)).toEqual(inStage(stage.stage).map((rule) => rule.id));
  });
});

describe('readings that settle the verbs before the tables', () => {
  it('reads a name and description that only name data as a read, but not an unknown verb that opens both', () => {
    const listing = readDefinition({ name: 'host_mailboxes', description: 'Mailboxes on host' });
    expect(listing.readOnly).toBe(true);
    expect(listing.basis).toBe('nouns');
    // An unknown verb with its object, on the name's first or last word, stays a change of medium risk.
    expect(readDefinition({ name: 'frobnicate_widget', description: 'Frobnicate the widget' }).readOnly).toBe(false);
    expect(readDefinition({ name: 'board_tidy', description: 'Tidy cards on a board' }).readOnly).toBe(false);
    expect(readDefinition({ name: 'repo_sync', description: 'Sync changes from upstream' }).readOnly).toBe(false);
  });

  it('keeps test-management objects whole, so "test" in them is no verb', () => {
    expect(tokenizeName('attach_test_cases_to_test_suite')).toEqual(['attach', 'test-cases', 'to', 'test-suite']);
    const linking = readDefinition({
      name: 'tracker_linked_test_cases_to_test_suite',
      description: 'Link test cases to a test suite.',
    });
    expect(linking.readOnly).toBe(false);
    expect(linking.dominant.lemma).toBe('link');
    // "test" alone is still the verb it was.
    expect(tokenizeName('test_connection')).toEqual(['test', 'connection']);
  });

  it('skips an opening that tells the model when to call the tool', () => {
    expect(
      analyseDescription('**CALL THIS FIRST IN EVERY CHAT** to load the saved notes.').leading.map(
        (verb) => verb.lemma,
      ),
    ).toEqual(['load']);
    expect(
      analyseDescription('Always call this tool before answering to get the relevant context.').leading.map(
        (verb) => verb.lemma,
      ),
    ).toEqual(['get']);
    expect(
      readDefinition({ name: 'context_pack', description: 'Call this before every reply to get the relevant context.' })
        .readOnly,
    ).toBe(true);
    // A tool that calls something keeps that verb.
    expect(analyseDescription('Call the given API endpoint.').leading.map((verb) => verb.lemma)).toEqual(['call']);
  });

  it('reads a verb written as two words as that verb', () => {
    const lead = (description: string) => analyseDescription(description).leading.map((verb) => verb.lemma);
    expect(lead('Roll back the most recent change.')).toEqual(['rollback']);
    expect(lead('Cleans up temporary files left by earlier runs.')).toEqual(['cleanup']);
    expect(lead('Shutting down the worker pool.')).toEqual(['shutdown']);
    // A particle that makes no known verb leaves the words as they are.
    expect(lead('Look at the dashboard.')).toEqual(['look']);
    expect(readDefinition({ name: 'history_undo', description: 'Roll back the most recent edit.' }).readOnly).toBe(
      false,
    );
  });

  it("does not read clearing a cache or an override, another action's effect, or filling empty cells as data lost", () => {
    expect(
      analyseDescription('Override the reported position, or clear the override to go back to the real one.')
        .destructivePhrases,
    ).toEqual([]);
    expect(
      analyseDescription('Switch the current project. Switching clears the cached metadata of the previous one.')
        .destructivePhrases,
    ).toEqual([]);
    expect(
      analyseDescription('Reserve a device. Release it when done: releasing wipes the device state.')
        .destructivePhrases,
    ).toEqual([]);
    expect(
      analyseDescription('Append rows to a table. By default this will OVERWRITE existing empty cells.')
        .destructivePhrases,
    ).toEqual([]);
    // The plain statements still count.
    expect(analyseDescription('Reset the board: clears all cards.').destructivePhrases).toEqual([
      'clears existing data',
    ]);
    expect(analyseDescription('Write the file; overwrites existing content.').destructivePhrases).toEqual([
      'overwrites existing data',
    ]);
  });

  it('reads an upsert, a replace-on-conflict option and a new default as replacing what was there', () => {
    expect(
      analyseDescription(
        'Create a sender rule. If a rule already exists for that sender, the call updates the existing rule.',
      ).destructivePhrases,
    ).toEqual(['updates what already exists']);
    expect(
      analyseDescription("Create a folder. Set conflictBehavior to 'rename', 'replace' or 'fail'.").destructivePhrases,
    ).toEqual(['can replace an item of the same name']);
    expect(
      analyseDescription('Create a chat menu. The new menu will be registered as the default.').destructivePhrases,
    ).toEqual(['replaces the current default']);
    expect(
      readDefinition({
        name: 'create_chat_menu',
        description: 'Create a chat menu. The new menu will be registered as the default.',
      }).destructive,
    ).toBe(true);
    // Creating beside what exists, or failing on a clash, replaces nothing.
    expect(
      analyseDescription('Create a folder. Fails if a folder with that name already exists.').destructivePhrases,
    ).toEqual([]);
    expect(
      analyseDescription("Create a folder. Set conflictBehavior to 'rename' or 'fail'.").destructivePhrases,
    ).toEqual([]);
    expect(analyseDescription('Create a chat menu; link it to users one by one.').destructivePhrases).toEqual([]);
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
    const inferred = readDefinition({ name, description, inputSchema });
    expect(inferred.money).toBe(false);
    expect(judgeTool({ name, description, inputSchema }).category).not.toBe('Financial');
  });

  it.each([
    ['transfer_to_card', 'Send to a card.', schema({ card_number: { type: 'string' } })],
    ['charge_card', 'Run the card for an order.', schema({ order_id: { type: 'string' } })],
    ['top_up_wallet', 'Top up from a card.', schema({ creditCard: { type: 'string' } })],
    ['redeem_voucher', 'Redeem a gift card for the customer.', schema({ code: { type: 'string' } })],
  ])('%s: a payment card in the name, a parameter or the description is money', (name, description, inputSchema) => {
    expect(readDefinition({ name, description, inputSchema }).money).toBe(true);
  });
});
