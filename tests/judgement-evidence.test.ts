/**
 * What a tool page's "How we judged it" quotes is in the definition: a step labelled Name quotes words of the name, one
 * labelled Description words of the description, and a verb the engine supplied itself is labelled Inferred. Invented
 * look-alike tools only.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { EVIDENCE_SIGNALS } from '../src/schema/enums.ts';
import { judgeTool } from '../src/lib/judgement/engine.ts';
import { evidenceRows } from '../src/lib/judgement/how-judged.ts';
import { tokenizeText } from '../src/lib/judgement/signals/tokens.ts';
import type { McpToolDefinition } from '../src/lib/judgement/facts.ts';
import { rules, str, tool } from './support/judge.ts';

/** The steps labelled Name whose quoted words are not all words of the name (in any form: "widgets" for "widget"). */
function nameStepsNotInName(definition: McpToolDefinition) {
  const name = tokenizeText(definition.name.replace(/([a-z])([A-Z])/g, '$1 $2').replace(/[_-]/g, ' '));
  const inName = (word: string) => name.some((part) => part.startsWith(word.slice(0, 4)) || word.startsWith(part));
  return judgeTool(definition)
    .evidence.filter((step) => step.signal === 'name')
    .filter((step) => !tokenizeText(step.match).every(inName))
    .map((step) => `${step.rule}: ${step.match}`);
}

const signals = (definition: McpToolDefinition) =>
  judgeTool(definition).evidence.map((step) => `${step.rule} ${step.signal} ${step.match}`);

describe('the evidence a page quotes', () => {
  it('labels a verb the engine supplied as inferred, not as the name’s', () => {
    // The name names data and carries no verb: "get" is the engine's reading, which the page must not quote as the name.
    const domains = tool('server_domains', 'Domains on the server, with their status.');
    expect(signals(domains)).toContain('verb-reads inferred get');
    expect(nameStepsNotInName(domains)).toEqual([]);
    const rows = evidenceRows(judgeTool(domains).evidence);
    expect(rows.find((row) => row.rule === 'verb-reads')?.signal).toBe('Inferred');
  });

  it('quotes a verb of the name as the name’s', () => {
    expect(signals(tool('list_widgets', 'List the widgets.'))).toContain('verb-reads name list');
    // A verb we do not know is still a word of the name, not one the engine made up.
    const unknown = signals(tool('frobnicate_widget', 'Frobnicate the widget.'));
    expect(unknown).toContain('verb-changes name frobnicate');
    expect(unknown.filter((step) => step.includes(' inferred '))).toEqual([]);
  });

  it('names where private data was read: the name, the description or a parameter', () => {
    expect(signals(tool('read_inbox_messages', 'Read the messages in the inbox.'))).toContain(
      'reads-private-data name inbox, messages',
    );
    // A path parameter makes a read a read of files; no word of the name says so.
    const file = tool('peek', 'Show the first lines.', { path: str('Path of the file') });
    const step = judgeTool(file).evidence.find((candidate) => candidate.rule === 'reads-private-data');
    expect(step?.signal).toBe('parameter');
    expect(nameStepsNotInName(file)).toEqual([]);
  });

  it('holds a change it cannot read under the verb it did read, labelled by where it came from', () => {
    const unread = tool('ai_bench', 'Benchmark a prompt across several models and save the scores.', { prompt: str() });
    expect(nameStepsNotInName(unread)).toEqual([]);
  });
});

describe('parameters that take a secret', () => {
  it('a token or key the call takes is not data it returns', () => {
    // A model call with a token budget and an API key returns text, not tokens or keys.
    const generate = tool('text_generate', 'Generate text with a language model.', {
      prompt: str(),
      max_tokens: { type: 'integer' },
      api_key: str('Key for the provider'),
    });
    expect(rules(generate)).not.toContain('reads-private-data');
    expect(judgeTool(generate).flow.source).toBe(false);
    // A name that says it lists tokens still does.
    expect(rules(tool('list_vault_tokens', 'List the access tokens of the account.'))).toContain('reads-private-data');
  });
});

describe('the README', () => {
  it('lists the signals a step can name, as the schema has them', () => {
    const row = readFileSync('README.md', 'utf8')
      .split('\n')
      .find((line) => line.startsWith('| `evidence` |'));
    const listed = /`signal` \(([^)]*)\)/.exec(row ?? '')?.[1] ?? '';
    const names = [...listed.split(';')[0]!.matchAll(/`([a-z]+)`/g)].map((match) => match[1]);
    expect(names).toEqual([...EVIDENCE_SIGNALS]);
  });
});
