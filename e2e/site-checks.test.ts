/**
 * Checks over the built files of dist/, without a browser. Links and fragments, and the scan for scripts,
 * handlers and URLs the project did not put there, run in one parse of each page of a sample that does not grow
 * with the catalogue (siteCheckPages: up to 60 pages of each kind; SITE_CHECKS=all reads every page);
 * HTML validation (html-validate, slow per page) runs on the first, middle and last page of every page
 * kind (kindSample in e2e/support/sample.ts), since the pages of a kind share their markup.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { FileSystemConfigLoader, HtmlValidate } from 'html-validate';
import { checkInternalLinks, type LinkReport } from './support/links.ts';
import { htmlFiles, scanTree, type Finding } from './support/scan.ts';
import { byKind, kindSample, pageKind, siteCheckPages } from './support/sample.ts';
import { siteDir } from './support/site-dir.ts';

/** One parse of every built page (parse5), shared by the link check and the content scan. */
let pass: { links: LinkReport; findings: Finding[]; pages: number; sampled: number };
const everyPage = () => pass;
beforeAll(() => {
  const findings: Finding[] = [];
  let pages = 0;
  const files = new Map(
    htmlFiles(siteDir()).map((file) => [`/${relative(siteDir(), file)}`.replace(/index\.html$/, ''), file]),
  );
  const sample = siteCheckPages([...files.keys()]).map((path) => files.get(path)!);
  const links = checkInternalLinks(
    siteDir(),
    (file, tree) => {
      pages++;
      findings.push(...scanTree(relative(siteDir(), file), tree));
    },
    sample,
  );
  pass = { links, findings, pages, sampled: sample.length };
  // A ceiling for a busy machine, not a speed test: thousands of pages are parsed here.
}, 300_000);

describe('site-wide checks over dist/', () => {
  it('has zero HTML validation errors on every page kind (html-validate, sampled: first, middle and last of each kind)', async () => {
    const validator = new HtmlValidate(new FileSystemConfigLoader());
    const problems: string[] = [];
    const files = new Map(
      htmlFiles(siteDir()).map((file) => [file.slice(siteDir().length).replace(/index\.html$/, ''), file]),
    );
    const kinds = byKind([...files.keys()]);
    expect(kinds.size).toBeGreaterThanOrEqual(12);
    // Every page of a kind shares its markup; the first, a middle one and the last cover the data that varies.
    const sample = kindSample([...files.keys()]);
    expect(new Set(sample.map(pageKind)).size).toBe(kinds.size);
    for (const path of sample) {
      const report = await validator.validateFile(files.get(path)!);
      for (const message of report.results.flatMap((r) => r.messages))
        problems.push(
          `${pageKind(path)} ${path}:${message.line}:${message.column} ${message.ruleId}: ${message.message}`,
        );
    }
    expect(problems).toEqual([]);
    // A ceiling for a busy machine, not a speed test: dozens of pages go through html-validate (over 60 s at load 25 on 2 cores).
  }, 300_000);

  it('has zero broken internal links or fragments', () => {
    const { checked, broken } = everyPage().links;
    expect(broken).toEqual([]);
    expect(checked).toBeGreaterThan(5000);
  });

  it('carries no script, handler or URL the project did not put there, on any page read (the scanner is tested in e2e/hostile.test.ts)', () => {
    const { pages, findings, sampled } = everyPage();
    expect(pages).toBe(sampled);
    expect(pages).toBeGreaterThan(500);
    expect(findings).toEqual([]);
  });

  it('the link checker catches missing pages and fragments', () => {
    const root = mkdtempSync(join(tmpdir(), 'links-'));
    try {
      mkdirSync(join(root, 'a'));
      writeFileSync(
        join(root, 'index.html'),
        '<a href="/a/">ok</a><a href="/missing/">x</a><a href="/a/#here">ok</a><a href="/a/#nowhere">x</a><a href="https://example.org/">skip</a>',
      );
      writeFileSync(join(root, 'a', 'index.html'), '<h1 id="here">A</h1><a href="../">up</a>');
      const report = checkInternalLinks(root);
      expect(report.broken).toEqual(['/ → /missing/', '/ → /a/#nowhere (no id "nowhere")']);
      expect(report.checked).toBe(5);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
