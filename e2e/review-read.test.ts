/**
 * A tool page says once, in plain words, what a person's review read, with the confidence that follows from it;
 * a review of another version than the one listed is flagged there.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { builtCatalogue } from './support/catalogue.ts';
import { cataloguedVersion, reviewReading } from '../src/lib/catalogue/review-read.ts';
import { reviewSentence } from '../src/lib/catalogue/review-sentence.ts';
import { siteDir } from './support/site-dir.ts';

const catalogue = builtCatalogue();
const servers = new Map(catalogue.servers.map((s) => [s.slug, s.record]));
const escape = (text: string) => text.replaceAll('&', '&amp;').replaceAll("'", '&#39;').replaceAll('"', '&quot;');

describe('what a review read', () => {
  it('is said once on each tool page, stale reviews flagged', () => {
    const wrong: string[] = [];
    let stale = 0;
    let checked = 0;
    for (const [index, tool] of catalogue.tools.entries()) {
      const catalogued = cataloguedVersion(servers.get(tool.server)!);
      const reading = reviewReading(tool.record, catalogued);
      // Every stale review, and every tenth other record.
      if (!reading?.stale && index % 10 !== 0) continue;
      checked++;
      const html = readFileSync(
        join(siteDir(), 'servers', tool.server, encodeURIComponent(tool.record.name), 'index.html'),
        'utf8',
      );
      const said = html.match(/<p class="([^"]*)"[^>]*data-review-read[^>]*>([\s\S]*?)<\/p>/g) ?? [];
      const sentence = escape(reviewSentence(tool.record, catalogued));
      if (said.length !== 1 || !said[0]!.includes(sentence))
        wrong.push(`${tool.server}/${tool.record.name}: ${said.length} review lines`);
      if (reading?.stale) {
        stale++;
        if (!said[0]?.startsWith('<p class="warning"')) wrong.push(`${tool.server}/${tool.record.name}: not flagged`);
      }
      // The three old sentences are gone: the review is described once at most.
      if ((html.match(/ reviewed this judgement/g) ?? []).length > 1)
        wrong.push(`${tool.server}/${tool.record.name}: said twice`);
    }
    expect(checked).toBeGreaterThan(400);
    expect(stale).toBeGreaterThan(0);
    expect(wrong.slice(0, 10)).toEqual([]);
  });
});
