import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { FileSystemConfigLoader, HtmlValidate } from 'html-validate';
import { checkInternalLinks } from './support/links.ts';
import { htmlFiles } from './support/scan.ts';

const PAGE_TYPES: ReadonlyArray<readonly [RegExp, string]> = [
  [/^\/servers\/[^/]+\/policy\/$/, '/servers/:server/policy/'],
  [/^\/servers\/[^/]+\/[^/]+\/$/, '/servers/:server/:tool/'],
  [/^\/servers\/[^/]+\/$/, '/servers/:server/'],
  [/^\/categories\/[^/]+\/(\d+\/)?$/, '/categories/:category/'],
  [/^\/risk\/[^/]+\/(\d+\/)?$/, '/risk/:level/'],
  [/^\/attacks\/[^/]+\/$/, '/attacks/:id/'],
];

/** Built pages grouped by page type. */
function pagesByType(): Map<string, string[]> {
  const types = new Map<string, string[]>();
  for (const file of htmlFiles('dist')) {
    const path = file.slice('dist'.length).replace(/index\.html$/, '');
    const type = PAGE_TYPES.find(([pattern]) => pattern.test(path))?.[1] ?? path;
    const list = types.get(type) ?? [];
    list.push(file);
    types.set(type, list);
  }
  return types;
}

describe('site-wide checks over dist/', () => {
  it('has zero HTML validation errors on every page type (html-validate)', async () => {
    const validator = new HtmlValidate(new FileSystemConfigLoader());
    const problems: string[] = [];
    const types = pagesByType();
    expect(types.size).toBeGreaterThanOrEqual(12);
    for (const [type, files] of types) {
      // Every page of a type shares its markup; three of each (the first, a middle one, the last) cover the data that varies.
      const sample = files.length <= 3 ? files : [files[0]!, files[Math.floor(files.length / 2)]!, files.at(-1)!];
      for (const file of sample) {
        const report = await validator.validateFile(file);
        for (const message of report.results.flatMap((r) => r.messages)) problems.push(`${type} ${file}:${message.line}:${message.column} ${message.ruleId}: ${message.message}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('has zero broken internal links or fragments', () => {
    const { checked, broken } = checkInternalLinks('dist');
    expect(broken).toEqual([]);
    expect(checked).toBeGreaterThan(5000);
  });

  it('the link checker catches missing pages and fragments', () => {
    const root = mkdtempSync(join(tmpdir(), 'links-'));
    try {
      mkdirSync(join(root, 'a'));
      writeFileSync(join(root, 'index.html'), '<a href="/a/">ok</a><a href="/missing/">x</a><a href="/a/#here">ok</a><a href="/a/#nowhere">x</a><a href="https://example.org/">skip</a>');
      writeFileSync(join(root, 'a', 'index.html'), '<h1 id="here">A</h1><a href="../">up</a>');
      const report = checkInternalLinks(root);
      expect(report.broken).toEqual(['/ → /missing/', '/ → /a/#nowhere (no id "nowhere")']);
      expect(report.checked).toBe(5);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
