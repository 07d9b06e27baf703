import { EXPORT_TARGETS } from '../src/lib/policy/exports/index.ts';
import { describe, expect, it } from 'vitest';
import {
  API_PATHS,
  apiJson,
  apiServerFile,
  apiServersFile,
  apiToolsIndex,
  apiToolsPage,
  toolPageCount,
  type ApiServerSource,
  type ApiToolSource,
} from '../src/lib/publish/api-files.ts';
import { categoryMix, gradeInput, gradeServer } from '../src/lib/catalogue/grade.ts';
import { indexOrganisations, publisherIdentity } from '../src/lib/catalogue/publisher-identity.ts';
import { llmsFullTxt, llmsTxt } from '../src/lib/publish/llms.ts';
import { verdictOf } from '../src/lib/policy/generate.ts';
import { apiServerFileSchema, apiServersSchema, apiToolsIndexSchema, apiToolsPageSchema } from '../src/schema/api.ts';
import { serverSchema, type ServerRecord } from '../src/schema/server.ts';
import { toolSchema, type ToolRecord } from '../src/schema/tool.ts';
import { validServer, validTool } from './support/catalogue.ts';

const SITE = 'https://catalogue.test';

const tool = (name: string, overrides: Record<string, unknown> = {}): ToolRecord =>
  toolSchema.parse(validTool(name, overrides));

/** A server as the site's catalogue views it (src/site/catalogue-views.ts), built with the same grade and mix functions. */
function view(slug: string, records: ToolRecord[], server: Partial<ServerRecord> = {}): ApiServerSource {
  const record = serverSchema.parse({ ...validServer(), name: `Server ${slug}`, ...server });
  const tools: ApiToolSource[] = records.map((r) => ({
    server: slug,
    record: r,
    verdict: verdictOf(r),
    url: `/servers/${slug}/${r.name}/`,
  }));
  return {
    slug,
    record,
    tools,
    identity: publisherIdentity(record, indexOrganisations([])),
    grade: gradeServer(gradeInput(record, records, {})),
    mix: categoryMix(records),
    url: `/servers/${slug}/`,
  };
}

const writer = tool('write_things', {
  effect: { readOnly: false, destructive: false, idempotent: false, openWorld: true, source: 'reviewed' },
  category: 'Write',
  risk: 'high',
  policy: { verdict: 'rate-limit', max: 30, window: 'hour', reason: 'Writes add up.' },
  title: 'Write things',
});
const deleter = tool('delete_things', {
  effect: { readOnly: false, destructive: true, idempotent: true, openWorld: false, source: 'reviewed' },
  category: 'Destructive',
  risk: 'critical',
  policy: { verdict: 'deny' },
});
const alpha = view('alpha', [tool('list_things'), writer, deleter]);
const beta = view('beta', [tool('get_thing', { policy: { verdict: 'require-approval' }, risk: 'medium' })], {
  publisher: { name: 'someone' },
});
const servers = [alpha, beta];
const allTools = servers
  .flatMap((s) => s.tools)
  .sort((a, b) => a.record.name.localeCompare(b.record.name) || a.server.localeCompare(b.server));

describe('/api/servers.json', () => {
  const file = apiServersFile(servers, SITE);

  it('follows its published schema', () => {
    expect(apiServersSchema.safeParse(file).error).toBeUndefined();
    expect(file.$schema).toBe(`${SITE}/schema/api-servers.json`);
  });

  it('carries the grade, score and mix the pages show, and counts that add up', () => {
    expect(file.serverCount).toBe(2);
    expect(file.toolCount).toBe(4);
    const [a, b] = file.servers;
    expect(a).toMatchObject({ slug: 'alpha', grade: alpha.grade.grade, score: alpha.grade.score, toolCount: 3 });
    expect(a!.counts.category).toEqual(alpha.mix);
    expect(a!.counts.risk).toEqual({ low: 1, medium: 0, high: 1, critical: 1 });
    expect(a!.counts.verdict).toEqual({ allow: 1, 'rate-limit': 1, 'require-approval': 0, deny: 1 });
    expect(b!.publisher).toEqual({
      name: 'someone',
      identity: 'unknown',
      summary: beta.identity.summary,
    });
    for (const s of file.servers) {
      for (const group of Object.values(s.counts))
        expect(Object.values(group).reduce((x, y) => x + y, 0)).toBe(s.toolCount);
    }
  });

  it('links the page, the server file and the whole-server policy with absolute URLs', () => {
    expect(file.servers[0]).toMatchObject({
      url: `${SITE}/servers/alpha/`,
      api: `${SITE}${API_PATHS.server('alpha')}`,
      policyUrl: `${SITE}/servers/alpha/policy.json`,
    });
  });
});

describe('/api/servers/<slug>.json', () => {
  const file = apiServerFile(alpha, SITE);

  it('follows its published schema', () => {
    expect(apiServerFileSchema.safeParse(file).error).toBeUndefined();
  });

  it('lists every tool with its verdict, max and window only for rate-limit', () => {
    expect(file.tools.map((t) => t.name)).toEqual(['list_things', 'write_things', 'delete_things']);
    const [list, write, del] = file.tools;
    expect(list!.policy).toEqual({ verdict: 'allow' });
    expect(write!.policy).toEqual({ verdict: 'rate-limit', max: 30, window: 'hour', reason: 'Writes add up.' });
    expect(del!.policy).toEqual({ verdict: 'deny' });
    expect(write).toMatchObject({
      title: 'Write things',
      category: 'Write',
      risk: 'high',
      effect: writer.effect,
      definitionHash: writer.definitionHash,
      url: `${SITE}/servers/alpha/write_things/`,
      policyUrl: `${SITE}/servers/alpha/write_things/policy.json`,
    });
    expect('title' in list!).toBe(false);
  });

  it('explains the grade with its deductions and names the source read', () => {
    expect(file.server.deductions).toEqual(alpha.grade.deductions);
    expect(file.server.score).toBe(Math.max(0, 100 - alpha.grade.deductions.reduce((s, d) => s + d.points, 0)));
    expect(file.server.source).toEqual({ commit: 'a'.repeat(40) });
  });

  it("lists the server's export files, one per target, at /servers/<slug>/export/<file>", () => {
    expect(file.server.exports.map((e) => e.target)).toEqual(EXPORT_TARGETS.map((t) => t.id));
    for (const e of file.server.exports) expect(e.url).toBe(`${SITE}/servers/alpha/export/${e.file}`);
    expect(file.server.exports.find((e) => e.target === 'codex')).toMatchObject({
      file: 'codex.toml',
      label: 'Codex',
      mediaType: 'application/toml',
    });
  });

  it('serializes as compact JSON with one trailing newline', () => {
    const text = apiJson(file);
    expect(text.endsWith('}\n')).toBe(true);
    expect(text.split('\n')).toHaveLength(2);
    expect(JSON.parse(text)).toEqual(file);
  });
});

describe('the paged tool catalogue', () => {
  it('slices the sorted tools into pages that link to each other', () => {
    const pageSize = 3;
    expect(toolPageCount(allTools.length, pageSize)).toBe(2);
    const first = apiToolsPage(allTools, 1, SITE, pageSize);
    const second = apiToolsPage(allTools, 2, SITE, pageSize);
    for (const page of [first, second]) expect(apiToolsPageSchema.safeParse(page).error).toBeUndefined();
    expect(first).toMatchObject({
      page: 1,
      pages: 2,
      pageSize: 3,
      total: 4,
      prev: null,
      next: `${SITE}/api/tools/2.json`,
      index: `${SITE}/api/tools/index.json`,
    });
    expect(second).toMatchObject({ page: 2, prev: `${SITE}/api/tools/1.json`, next: null });
    expect([...first.tools, ...second.tools].map((t) => `${t.server}/${t.name}`)).toEqual(
      allTools.map((t) => `${t.server}/${t.record.name}`),
    );
    expect(first.tools).toHaveLength(3);
    expect(second.tools).toHaveLength(1);
  });

  it('indexes the pages with their first and last tool', () => {
    const index = apiToolsIndex(allTools, SITE, 3);
    expect(apiToolsIndexSchema.safeParse(index).error).toBeUndefined();
    expect(index.pages).toEqual([
      { page: 1, url: `${SITE}/api/tools/1.json`, count: 3, first: 'alpha/delete_things', last: 'alpha/list_things' },
      { page: 2, url: `${SITE}/api/tools/2.json`, count: 1, first: 'alpha/write_things', last: 'alpha/write_things' },
    ]);
  });

  it('has one empty page for an empty catalogue, and refuses pages out of range', () => {
    expect(apiToolsPage([], 1, SITE)).toMatchObject({ page: 1, pages: 1, total: 0, tools: [], prev: null, next: null });
    expect(apiToolsIndex([], SITE).pages).toEqual([
      { page: 1, url: `${SITE}/api/tools/1.json`, count: 0, first: null, last: null },
    ]);
    expect(() => apiToolsPage(allTools, 0, SITE)).toThrow(RangeError);
    expect(() => apiToolsPage(allTools, 2, SITE)).toThrow(RangeError);
    expect(() => apiToolsPage(allTools, 1.5, SITE)).toThrow(RangeError);
  });

  it('keeps a page of the default size well under 5 MB', () => {
    const many: ApiToolSource[] = Array.from({ length: 5000 }, (_, i) => ({
      ...alpha.tools[1]!,
      record: { ...writer, name: `write_things_${String(i).padStart(5, '0')}` },
    }));
    const bytes = new TextEncoder().encode(apiJson(apiToolsPage(many, 1, SITE))).length;
    expect(bytes).toBeLessThan(5_000_000);
  });
});

describe('llms.txt', () => {
  const attacks = [
    { url: '/attacks/data-exfiltration/', record: { name: 'Data [exfiltration]', summary: 'Data\nleaves.' } },
  ];
  const input = { site: SITE, servers, attacks };

  it('follows the llms.txt layout and links the docs, the API and the feed', () => {
    const text = llmsTxt(input);
    const lines = text.split('\n');
    expect(lines[0]).toBe('# MCP Risk Catalogue');
    expect(lines[2]).toMatch(/^> .*\(2 servers, 4 tools\)/);
    for (const path of [
      '/docs/api/',
      '/docs/policy/',
      '/api/servers.json',
      '/api/tools/index.json',
      '/feed.xml',
      '/sitemap-index.xml',
      '/llms-full.txt',
    ]) {
      expect(text).toContain(`(${SITE}${path})`);
    }
    expect(text).toMatch(/^## Optional$/m);
  });

  it('lists every server and tool in llms-full.txt, escaping link text', () => {
    const { text, withTools } = llmsFullTxt(input);
    expect(withTools).toBe(true);
    for (const t of allTools) expect(text).toContain(`[${t.record.name}](${SITE}${t.url})`);
    expect(text).toContain('rate-limit, at most 30 per hour');
    expect(text).toContain('[Data \\[exfiltration\\]]');
    expect(text).toContain('Data leaves.');
    expect(text).not.toContain('/llms-full.txt)');
  });

  it('drops the tool lines when the file would pass its size budget', () => {
    const { text, withTools } = llmsFullTxt(input, 2000);
    expect(withTools).toBe(false);
    expect(text).toContain('### Server alpha');
    expect(text).not.toContain(`(${SITE}/servers/alpha/write_things/)`);
    expect(text).toContain(`${SITE}/api/tools/index.json`);
  });
});
