/**
 * The condition a recommendation offers, derived from the input schema alone: checked on a fixed
 * sample of real catalogue records (read straight from data/, so a change to a record or to the rules
 * shows here) and on schemas built to be near misses.
 */
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { conditionOffer, nameWords, type OfferInput } from '../src/lib/policy/condition-offer.ts';

const record = (path: string): OfferInput => parse(readFileSync(`data/servers/${path}.yaml`, 'utf8')) as OfferInput;

describe('the offer on real tools', () => {
  it.each([
    ['mcp-ref-filesystem/tools/write_file', { arg: 'path', kind: 'under' }],
    ['mcp-ref-filesystem/tools/read_text_file', { arg: 'path', kind: 'under' }],
    ['mcp-ref-fetch/tools/fetch', { arg: 'url', kind: 'hosts' }],
    ['mcp-server-commands/tools/run_command', { arg: 'command', kind: 'programs' }],
    ['openai-codex-shell-tool-mcp/tools/shell', { arg: 'command', kind: 'programs' }],
    ['mcp-archived-sqlite/tools/read_query', { arg: 'query', kind: 'readOnly' }],
    ['mcp-archived-sqlite/tools/write_query', { arg: 'query', kind: 'readOnly' }],
    ['awslabs-redshift/tools/execute_query', { arg: 'sql', kind: 'readOnly' }],
    ['mcp-archived-postgres/tools/query', { arg: 'sql', kind: 'readOnly' }],
  ] as const)('%s', (path, offer) => {
    expect(conditionOffer(record(path))).toEqual(offer);
  });

  it.each([
    'cloudflare-dex-analysis/tools/dex_list_colos', // "to" is a date
    'azure-mcp/tools/compute', // "command" names a sub-command
    'pinecone-database-mcp/tools/search-docs', // "query" is search text
    'elasticsearch/tools/esql', // ES|QL, not SQL
    'agent-infra-mcp-server-browser/tools/browser_scroll', // "amount" is pixels
    'mcp-ref-time/tools/get_current_time',
  ])('%s offers nothing', (path) => {
    expect(conditionOffer(record(path))).toBeUndefined();
  });
});

describe('the offer on built schemas', () => {
  const schema = (properties: Record<string, object>, required: string[] = Object.keys(properties)) => ({
    type: 'object',
    properties,
    required,
  });

  it('prefers a required argument over an optional one, then the order path, URL, command, SQL, amount, recipient', () => {
    expect(
      conditionOffer({
        category: 'Write',
        inputSchema: schema({ url: { type: 'string' }, path: { type: 'string' } }, ['url']),
      }),
    ).toEqual({ arg: 'url', kind: 'hosts' });
    expect(
      conditionOffer({
        category: 'Write',
        inputSchema: schema({ url: { type: 'string' }, filePath: { type: 'string' } }),
      }),
    ).toEqual({ arg: 'filePath', kind: 'under' });
  });

  it('recognises amounts and recipients, and not their near misses', () => {
    expect(conditionOffer({ category: 'Financial', inputSchema: schema({ amount: { type: 'number' } }) })).toEqual({
      arg: 'amount',
      kind: 'atMost',
    });
    expect(conditionOffer({ category: 'Financial', inputSchema: schema({ amount: { type: 'string' } }) })).toBe(
      undefined,
    );
    expect(
      conditionOffer({ category: 'Write', inputSchema: schema({ to: { type: 'string', format: 'email' } }) }),
    ).toEqual({ arg: 'to', kind: 'domains' });
    expect(
      conditionOffer({ category: 'Write', inputSchema: schema({ to: { type: 'array', items: { type: 'string' } } }) }),
    ).toBe(undefined);
    expect(conditionOffer({ category: 'Read', inputSchema: schema({ jsonPath: { type: 'string' } }) })).toBe(undefined);
    expect(conditionOffer({ category: 'Read', inputSchema: schema({ redirectUrl: { type: 'string' } }) })).toBe(
      undefined,
    );
    expect(
      conditionOffer({ category: 'Read', inputSchema: schema({ 'a.b': { type: 'string', format: 'uri' } }) }),
    ).toBe(undefined);
  });

  it('needs no schema', () => {
    expect(conditionOffer({ category: 'Read' })).toBe(undefined);
    expect(conditionOffer({ category: 'Read', inputSchema: { properties: [] } })).toBe(undefined);
  });

  it('splits argument names into words', () => {
    expect(nameWords('filePath')).toEqual(['file', 'path']);
    expect(nameWords('repo_path')).toEqual(['repo', 'path']);
    expect(nameWords('URL')).toEqual(['url']);
  });
});
