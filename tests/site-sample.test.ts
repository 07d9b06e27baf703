/**
 * The sample of the catalogue the browser tests build (e2e/support/site-sample.ts): every server a browser test
 * names is in it, it holds every kind of record the catalogue holds, and its size does not follow the catalogue's.
 */
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  kindsOf,
  NAMED_SERVERS,
  querySetSlugs,
  serverSlugs,
  siteSampleSlugs,
  SPREAD,
} from '../e2e/support/site-sample.ts';

/** A catalogue folder of `count` servers, each with tools of the given kinds (category, risk, verdict, status). */
function fakeCatalogue(servers: { slug: string; how?: string; tools: string[][] }[]): string {
  const root = mkdtempSync(join(tmpdir(), 'site-sample-'));
  for (const { slug, how = 'sandbox', tools } of servers) {
    mkdirSync(join(root, 'servers', slug, 'tools'), { recursive: true });
    writeFileSync(join(root, 'servers', slug, 'server.yaml'), `name: ${slug}\nobtained:\n  how: ${how}\n`);
    tools.forEach(([category, risk, verdict, status], i) =>
      writeFileSync(
        join(root, 'servers', slug, 'tools', `t${i}.yaml`),
        `name: t${i}\ncategory: ${category}\nrisk: ${risk}\npolicy:\n  verdict: ${verdict}\nreview:\n  status: ${status}\n`,
      ),
    );
  }
  return root;
}

const plain = ['Read', 'low', 'allow', 'draft'];

describe('the sample of the catalogue the browser tests build', () => {
  it('holds every server an e2e file names', () => {
    const slugs = new Set(serverSlugs('data'));
    const named = new Set<string>();
    for (const file of readdirSync('e2e', { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.ts')))
      for (const [, word] of readFileSync(join('e2e', file), 'utf8').matchAll(/['"`/]([a-z0-9][a-z0-9._-]+)['"`/]/g))
        if (slugs.has(word!)) named.add(word!);
    const sampled = new Set([...NAMED_SERVERS, ...querySetSlugs([...slugs])]);
    expect([...named].filter((slug) => !sampled.has(slug))).toEqual([]);
    expect(named.size).toBeGreaterThan(5);
  });

  it('reads the kinds of a server from its files', () => {
    const root = fakeCatalogue([
      { slug: 'a', how: 'source', tools: [['Financial', 'critical', 'deny', 'reviewed'], plain] },
    ]);
    expect([...kindsOf(root, 'a')].sort()).toEqual([
      'category:Financial',
      'category:Read',
      'how:source',
      'review:draft',
      'review:reviewed',
      'risk:critical',
      'risk:low',
      'verdict:allow',
      'verdict:deny',
    ]);
  });

  it('adds the first server holding a kind the spread lacks, and stays bounded as the catalogue grows', () => {
    const many = Array.from({ length: 2000 }, (_, i): { slug: string; how?: string; tools: string[][] } => ({
      slug: `s${String(i).padStart(4, '0')}`,
      tools: [plain],
    }));
    // The only Financial tool and the only server imported from a file sit where no even spread lands.
    many[1001]!.tools = [['Financial', 'high', 'require-approval', 'reviewed']];
    many[1503]!.how = 'file';
    const root = fakeCatalogue(many);
    const sample = siteSampleSlugs(root);
    expect(sample).toContain('s1001');
    expect(sample).toContain('s1503');
    expect(sample.length).toBeLessThanOrEqual(SPREAD + 2);
    const covered = new Set(sample.flatMap((slug) => [...kindsOf(root, slug)]));
    const all = new Set(serverSlugs(root).flatMap((slug) => [...kindsOf(root, slug)]));
    expect([...all].filter((kind) => !covered.has(kind))).toEqual([]);
  });
});
