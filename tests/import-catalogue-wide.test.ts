/**
 * A server whose records would make a check over the whole catalogue fail (how many rationale sentences repeat)
 * is refused by the importer like a problem in its own files; one that a failing catalogue fails anyway is not.
 */
import { describe, expect, it } from 'vitest';
import { problemsThisServerTips } from '../src/lib/import/run.ts';
import { validateRead } from '../src/lib/validate/runner.ts';
import type { Catalogue } from '../src/lib/catalogue/reader.ts';
import type { ToolRecord } from '../src/schema/tool.ts';
import { validTool } from './support/catalogue.ts';

const tool = (server: string, name: string, rationale: string) => ({
  server,
  file: `/cat/servers/${server}/tools/${name}.yaml`,
  record: { ...validTool(name), rationale } as unknown as ToolRecord,
});

/** `count` tools of `server`, each with a rationale of its own or all with the same one. */
const toolsOf = (server: string, count: number, shared: boolean) =>
  Array.from({ length: count }, (_, i) =>
    tool(server, `t${i}`, shared ? 'It does the same thing as every other.' : `It does thing number ${server}${i}.`),
  );

const catalogueOf = (tools: ReturnType<typeof tool>[]): Catalogue => ({
  root: '/cat',
  servers: [],
  tools,
  attacks: [],
  organisations: [],
  problems: [],
  filesChecked: tools.length,
});

// Catalogues of more than MIN_SENTENCES rationale sentences (rationale-not-repeated says nothing of a smaller one).
describe('catalogue-wide checks at import', () => {
  it('refuse the server that tips the catalogue over, naming the check', () => {
    const check = validateRead(catalogueOf([...toolsOf('a', 600, false), ...toolsOf('big', 600, true)]));
    expect(check.problems.some((p) => p.check === 'rationale-not-repeated')).toBe(true);
    const tipped = problemsThisServerTips(check, '/cat', 'big');
    expect(tipped.map((p) => p.check)).toEqual(['rationale-not-repeated']);
    expect(tipped[0]!.message).toMatch(/^with this server the catalogue would fail a check over every record: /);
  });
  it('do not blame a server for what the catalogue fails without it', () => {
    const check = validateRead(
      catalogueOf([...toolsOf('a', 800, true), ...toolsOf('small', 2, false), ...toolsOf('b', 400, false)]),
    );
    expect(check.problems.some((p) => p.check === 'rationale-not-repeated')).toBe(true);
    expect(problemsThisServerTips(check, '/cat', 'small')).toEqual([]);
  });
  it('find nothing when the catalogue passes them', () => {
    const check = validateRead(catalogueOf(toolsOf('a', 30, false)));
    expect(problemsThisServerTips(check, '/cat', 'a')).toEqual([]);
  });
});
