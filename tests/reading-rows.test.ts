/**
 * Every row of the reading tables (src/lib/judgement/reading-rows.ts) fires on its own invented examples and stays
 * quiet on its counter-examples, does what its table says (a read-only row turns the reading, a destructive row makes
 * a writing tool destructive), and is documented on /docs/judgement/ from the table.
 */
import { describe, expect, it } from 'vitest';
import { analyseDescription } from '../src/lib/judgement/signals/description.ts';
import { inferEffect } from '../src/lib/judgement/infer-effect.ts';
import { tokenizeName } from '../src/lib/judgement/signals/tokens.ts';
import { DESTRUCTIVE_ROWS, NAME_VERB_ROWS, READ_ONLY_ROWS, READING_ROWS } from '../src/lib/judgement/reading-rows.ts';
import { RULES } from '../src/lib/judgement/rules/index.ts';
import { VERB_CONTEXT_RULES } from '../src/lib/judgement/verb-context.ts';
import { judgementStages } from '../src/lib/judgement/docs.ts';

describe('reading rows', () => {
  for (const row of READING_ROWS) {
    describe(row.id, () => {
      it.each(row.examples.fires.map((tool) => [tool.name, tool] as const))('fires on %s', (_name, tool) => {
        expect(inferEffect(tool).readingSteps, `${row.id} should fire on ${tool.name} (${tool.description})`).toContain(
          row.id,
        );
      });
      it.each(row.examples.quiet.map((tool) => [tool.name, tool] as const))('stays quiet on %s', (_name, tool) => {
        expect(
          inferEffect(tool).readingSteps,
          `${row.id} should not fire on ${tool.name} (${tool.description})`,
        ).not.toContain(row.id);
      });
    });
  }

  it('has unique ids that clash with no rule or context row, each with examples both ways', () => {
    const ids = READING_ROWS.map((row) => row.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) {
      expect(id).toMatch(/^reading-[a-z0-9]+(?:-[a-z0-9]+)*$/);
      expect(RULES.some((rule) => rule.id === id)).toBe(false);
      expect(VERB_CONTEXT_RULES.some((rule) => rule.id === id)).toBe(false);
    }
    for (const row of READING_ROWS) {
      expect(row.examples.fires.length).toBeGreaterThan(0);
      expect(row.examples.quiet.length).toBeGreaterThan(0);
    }
  });

  it('turns the reading the way each read-only row says', () => {
    for (const row of READ_ONLY_ROWS) {
      for (const tool of row.examples.fires) {
        const effect = inferEffect(tool);
        // The rows reporting the turn come from the table; the read-only flag is the turn itself.
        expect(effect.readOnly, `${row.id} on ${tool.name}`).toBe(row.turns === 'read');
        expect(effect.readReasons.length).toBeGreaterThan(0);
      }
    }
  });

  it("makes a writing tool destructive on every destructive row, with the row's reason first among its own", () => {
    for (const row of DESTRUCTIVE_ROWS) {
      for (const tool of row.examples.fires) {
        const effect = inferEffect(tool);
        expect(effect.readOnly, `${row.id} on ${tool.name}`).toBe(false);
        expect(effect.destructive, `${row.id} on ${tool.name}`).toBe(true);
        expect(effect.destructiveReasons.length).toBeGreaterThan(0);
      }
    }
  });

  it('lets the first name-verb row that fits settle the verb, and only one', () => {
    for (const row of NAME_VERB_ROWS) {
      for (const tool of row.examples.fires) {
        const fired = inferEffect(tool).readingSteps.filter((id) =>
          NAME_VERB_ROWS.some((candidate) => candidate.id === id),
        );
        expect(fired).toEqual([row.id]);
      }
    }
    // "run_search" reads as a search, so nothing in it is destructive.
    const search = inferEffect({ name: 'run_search', description: 'Run a search over the indexed notes.' });
    expect(search.readOnly).toBe(true);
    expect(search.dominant).toMatchObject({ lemma: 'search', cls: 'read' });
  });

  it('is documented on /docs/judgement/ around the context stage, in table order', () => {
    const stages = judgementStages();
    expect(stages.slice(0, 4).map((stage) => stage.stage)).toEqual([
      'name-verb',
      'context',
      'read-only',
      'destructive',
    ]);
    expect(stages[0]?.rules.map((rule) => rule.id)).toEqual(NAME_VERB_ROWS.map((row) => row.id));
    expect(stages[2]?.rules.map((rule) => rule.id)).toEqual(READ_ONLY_ROWS.map((row) => row.id));
    expect(stages[3]?.rules.map((rule) => rule.id)).toEqual(DESTRUCTIVE_ROWS.map((row) => row.id));
  });
});

describe('readings that settle the verbs before the tables', () => {
  it('reads a name and description that only name data as a read, but not an unknown verb that opens both', () => {
    const listing = inferEffect({ name: 'host_mailboxes', description: 'Mailboxes on host' });
    expect(listing.readOnly).toBe(true);
    expect(listing.basis).toBe('nouns');
    // An unknown verb with its object, on the name's first or last word, stays a change of medium risk.
    expect(inferEffect({ name: 'frobnicate_widget', description: 'Frobnicate the widget' }).readOnly).toBe(false);
    expect(inferEffect({ name: 'board_tidy', description: 'Tidy cards on a board' }).readOnly).toBe(false);
    expect(inferEffect({ name: 'repo_sync', description: 'Sync changes from upstream' }).readOnly).toBe(false);
  });

  it('keeps test-management objects whole, so "test" in them is no verb', () => {
    expect(tokenizeName('attach_test_cases_to_test_suite')).toEqual(['attach', 'test-cases', 'to', 'test-suite']);
    const linking = inferEffect({
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
      inferEffect({ name: 'context_pack', description: 'Call this before every reply to get the relevant context.' })
        .readOnly,
    ).toBe(true);
    // A tool that calls something keeps that verb.
    expect(analyseDescription('Call the given API endpoint.').leading.map((verb) => verb.lemma)).toEqual(['call']);
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
      inferEffect({
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
