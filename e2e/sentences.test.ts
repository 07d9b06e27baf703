/**
 * Every sentence the built site writes for its readers, proofread (src/lib/text/sentences.ts): no doubled
 * punctuation, no word written twice in a row, no bracket left open, no sentence that names the same thing twice.
 * Authors' words (quoted definitions, error lines of servers, quotations) and code are not ours and are left out.
 */
import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { htmlFiles } from './support/scan.ts';
import { pageProblems } from '../src/lib/text/sentences.ts';

describe("the site's own sentences", () => {
  it('read right on every built page', () => {
    const found: string[] = [];
    let pages = 0;
    for (const file of htmlFiles('dist')) {
      pages++;
      for (const problem of pageProblems(readFileSync(file, 'utf8')))
        found.push(`${relative('dist', file)}: ${problem.kind} "${problem.found}" in: ${problem.text.slice(0, 160)}`);
    }
    expect(pages).toBeGreaterThan(1000);
    // The first few, with the page each is on; the count says how widespread.
    expect({ count: found.length, first: found.slice(0, 15) }).toEqual({ count: 0, first: [] });
  }, 300_000);
});
