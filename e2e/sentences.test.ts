/**
 * Every sentence the built site writes for its readers, proofread (src/lib/text/sentences.ts): no doubled
 * punctuation, no word written twice in a row, no bracket left open, no sentence that names the same thing twice.
 * Authors' words (quoted definitions, error lines of servers, quotations) and code are not ours and are left out.
 */
import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { htmlFiles } from './support/scan.ts';
import { siteCheckPages } from './support/sample.ts';
import { pageProblems } from '../src/lib/text/sentences.ts';
import { siteDir } from './support/site-dir.ts';

describe("the site's own sentences", () => {
  // Up to 60 pages of each kind (siteCheckPages), so the time does not grow with the catalogue; SITE_CHECKS=all reads
  // every page.
  it('read right on the built pages of every kind', () => {
    const found: string[] = [];
    let pages = 0;
    const files = new Map(
      htmlFiles(siteDir()).map((file) => [`/${relative(siteDir(), file)}`.replace(/index\.html$/, ''), file]),
    );
    for (const file of siteCheckPages([...files.keys()]).map((path) => files.get(path)!)) {
      pages++;
      for (const problem of pageProblems(readFileSync(file, 'utf8')))
        found.push(
          `${relative(siteDir(), file)}: ${problem.kind} "${problem.found}" in: ${problem.text.slice(0, 160)}`,
        );
    }
    expect(pages).toBeGreaterThan(500);
    // The first few, with the page each is on; the count says how widespread.
    expect({ count: found.length, first: found.slice(0, 15) }).toEqual({ count: 0, first: [] });
  }, 300_000);
});
