/**
 * Maintainers' notes stay in the records: no server's source.notes and no tool's review.notes reaches its page, the
 * API, the feed or the llms files, and a reviewer's step on a tool page shows the finding, not the raw citation.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { builtCatalogue } from './support/catalogue.ts';
import { siteDir } from './support/site-dir.ts';

const catalogue = builtCatalogue();
const dist = siteDir();
const read = (...parts: string[]) => readFileSync(join(dist, ...parts), 'utf8');
/** Pages escape markup: compare the text as a page would carry it. */
const asHtml = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');
/** A note long enough to be its own (short ones such as "Grade kept." could be anyone's words). */
const telling = (note: string | undefined) => {
  const flat = (note ?? '').replace(/\s+/g, ' ').trim();
  return flat.length >= 40 ? flat.slice(0, 60) : undefined;
};

describe("maintainers' notes", () => {
  const everywhere = [read('feed.xml'), read('llms.txt'), read('llms-full.txt'), read('api', 'servers.json')].join(
    '\n',
  );

  it('never reach a server page, its API file, the feed or the llms files', () => {
    const leaks: string[] = [];
    let notes = 0;
    for (const server of catalogue.servers) {
      const note = telling(server.record.source.notes);
      if (!note) continue;
      notes++;
      const page = read('servers', server.slug, 'index.html');
      const api = read('api', 'servers', `${server.slug}.json`);
      for (const [where, text] of [
        ['page', page],
        ['API', api],
        ['feed, llms or API index', everywhere],
      ] as const)
        if (text.includes(note) || text.includes(asHtml(note))) leaks.push(`${server.slug} (${where}): ${note}`);
    }
    expect(notes).toBeGreaterThan(10);
    expect(leaks).toEqual([]);
  });

  it("never reach a tool page, and a reviewer's step shows its finding rather than the raw citation", () => {
    const leaks: string[] = [];
    let checked = 0;
    // Every twentieth reviewed tool: the pages share one template, and every note differs.
    const reviewed = catalogue.tools.filter((tool) => tool.record.review.read !== undefined);
    for (const tool of reviewed.filter((_, index) => index % 20 === 0)) {
      const page = read('servers', tool.server, encodeURIComponent(tool.record.name), 'index.html');
      checked++;
      const note = telling(tool.record.review.notes);
      if (note && (page.includes(note) || page.includes(asHtml(note))))
        leaks.push(`${tool.server}/${tool.record.name}: note ${note}`);
      for (const step of (tool.record.evidence ?? []).filter((s) => s.rule === 'review'))
        if (/^source:/i.test(step.match) && page.includes(asHtml(step.match)))
          leaks.push(`${tool.server}/${tool.record.name}: citation ${step.match}`);
    }
    expect(checked).toBeGreaterThan(100);
    expect(leaks).toEqual([]);
  });
});
