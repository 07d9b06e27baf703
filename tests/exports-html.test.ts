/**
 * The export list's markup (src/lib/policy/exports/export-list-html.ts), read back with a real HTML parser: every text and
 * attribute comes back as it went in, whatever it holds, and each kind of list (texts, lazy, a long file shown as
 * its first lines, many notes) has the parts the page's islands look for.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { parseFragment, type DefaultTreeAdapterMap } from 'parse5';
import { exportListHtml, NOTES_SHOWN } from '../src/lib/policy/exports/export-list-html.ts';
import { exportItems, type ExportItem } from '../src/lib/policy/exports/items.ts';
import { EXPORT_TARGETS } from '../src/lib/policy/exports/index.ts';
import { INLINE_POLICY_BYTES } from '../src/lib/catalogue/paging.ts';

type Node = DefaultTreeAdapterMap['childNode'];
type Element = DefaultTreeAdapterMap['element'];

const isElement = (node: Node): node is Element => 'tagName' in node;
function all(node: { childNodes?: Node[] }, test: (el: Element) => boolean, found: Element[] = []): Element[] {
  for (const child of node.childNodes ?? []) {
    if (!isElement(child)) continue;
    if (test(child)) found.push(child);
    all(child.tagName === 'template' ? { childNodes: [] } : child, test, found);
  }
  return found;
}
const attr = (el: Element, name: string) => el.attrs.find((a) => a.name === name)?.value;
const text = (node: Node): string =>
  'value' in node && node.nodeName === '#text' ? node.value : isElement(node) ? node.childNodes.map(text).join('') : '';
const parse = (html: string) => parseFragment(html);

const verdicts = [{ name: 'delete_repo', verdict: 'deny' as const }];
const item = (over: Partial<ExportItem>): ExportItem => ({
  ...exportItems({ slug: 'git', url: '/servers/git/', verdicts })[0]!,
  ...over,
});

describe('exportListHtml', () => {
  it('writes one <details> a format with its text, notes, Copy and download', () => {
    const items = exportItems({ slug: 'git', url: '/servers/git/', verdicts, downloadLabel: (f) => `Whole ${f}` });
    const root = parse(exportListHtml(items, 'tool-export'));
    const list = all(root, (el) => el.tagName === 'div' && attr(el, 'class') === 'policy-exports');
    expect(list).toHaveLength(1);
    expect(attr(list[0]!, 'data-lazy')).toBeUndefined();
    const details = all(root, (el) => el.tagName === 'details');
    expect(details.map((d) => attr(d, 'data-export'))).toEqual(EXPORT_TARGETS.map((t) => t.id));
    for (const [i, d] of details.entries()) {
      const it = items[i]!;
      const code = all(d, (el) => el.tagName === 'code' && attr(el, 'data-export-text') !== undefined)[0]!;
      expect(attr(code, 'id')).toBe(`tool-export-${it.id}`);
      expect(text(code)).toBe(it.text);
      expect(all(d, (el) => el.tagName === 'li' && el.parentNode !== null).length).toBeGreaterThan(0);
      const download = all(d, (el) => attr(el, 'data-export-download') !== undefined)[0]!;
      expect(attr(download, 'href')).toBe(it.href);
      expect(attr(download, 'download')).toBe(`git.${it.file}`);
      expect(text(download)).toBe(`Whole ${it.file}`);
      const copy = all(d, (el) => el.tagName === 'button')[0]!;
      expect(attr(copy, 'hidden')).toBeUndefined();
      expect(attr(copy, 'data-copy')).toBe(`tool-export-${it.id}`);
    }
  });

  it('gives back every text and attribute as it went in, whatever characters it holds', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), fc.string(), fc.string({ minLength: 1 }), (label, note, body, file) => {
        const it = item({ label, notes: [note], text: body, file, downloadName: `a&"<${file}` });
        const root = parse(exportListHtml([it], 'p'));
        const d = all(root, (el) => el.tagName === 'details')[0]!;
        expect(text(all(d, (el) => el.tagName === 'strong')[0]!)).toBe(label);
        expect(text(all(d, (el) => el.tagName === 'code')[0]!)).toBe(file);
        const notes = all(d, (el) => attr(el, 'data-export-notes') !== undefined)[0]!;
        expect(notes.childNodes.map(text)).toEqual([note]);
        // The parser drops one newline straight after <pre>; the list writes <code> first, so none is lost.
        const code = all(d, (el) => attr(el, 'data-export-text') !== undefined)[0]!;
        expect(text(code)).toBe(body.replace(/\r\n?/g, '\n').replace(/\0/g, '\ufffd'));
        expect(attr(all(d, (el) => attr(el, 'data-export-download') !== undefined)[0]!, 'download')).toBe(
          `a&"<${file}`,
        );
      }),
      { numRuns: 200 },
    );
  });

  it('links each file without its text in a lazy list, and refuses a list mixing both', () => {
    const items = exportItems({ slug: 'git', url: '/servers/git/', verdicts, withText: false });
    const root = parse(exportListHtml(items, 'server-export'));
    expect(attr(all(root, (el) => attr(el, 'class') === 'policy-exports')[0]!, 'data-lazy')).toBe('');
    const codes = all(root, (el) => attr(el, 'data-export-text') !== undefined);
    expect(codes.map((c) => attr(c, 'data-src'))).toEqual(items.map((i) => i.href));
    expect(codes.every((c) => text(c) === '')).toBe(true);
    expect(all(root, (el) => el.tagName === 'pre').every((pre) => attr(pre, 'hidden') === '')).toBe(true);
    expect(all(root, (el) => attr(el, 'data-export-pending') !== undefined)).toHaveLength(items.length);
    const full = exportItems({ slug: 'git', url: '/servers/git/', verdicts });
    expect(() => exportListHtml([full[0]!, items[1]!], 'x')).toThrow(/has no text but the others do/);
  });

  it("on a tool page (rule), each format is its name, the server's whole file and the docs: no text, no notes, nothing to fetch", () => {
    const items = exportItems({ slug: 'git', url: '/servers/git/', verdicts, withText: false });
    const rule = { policyUrl: '/servers/git/delete_repo/policy.json', slug: 'git' };
    const root = parse(exportListHtml(items, 'tool-export', rule));
    const list = all(root, (el) => attr(el, 'class') === 'policy-exports')[0]!;
    expect(attr(list, 'data-lazy')).toBe('');
    expect(attr(list, 'data-rule')).toBe(rule.policyUrl);
    expect(attr(list, 'data-slug')).toBe('git');
    const details = all(root, (el) => el.tagName === 'details');
    expect(details.map((d) => attr(d, 'data-export'))).toEqual(EXPORT_TARGETS.map((t) => t.id));
    // The browser writes the rest (src/client/client-names.ts): no text, no notes, no Copy in the page.
    for (const marker of ['data-export-text', 'data-export-notes', 'data-copy', 'data-src'])
      expect(
        all(root, (el) => attr(el, marker) !== undefined),
        marker,
      ).toHaveLength(0);
    const downloads = all(root, (el) => attr(el, 'data-export-download') !== undefined);
    expect(downloads.map((a) => attr(a, 'href'))).toEqual(EXPORT_TARGETS.map((t) => `/servers/git/export/${t.file}`));
    // The loading line and the client's own documentation are written with the rest, when a format is opened.
    expect(all(root, (el) => attr(el, 'data-export-pending') !== undefined)).toHaveLength(0);
    expect(all(root, (el) => attr(el, 'class')?.includes('js-only') === true)).toHaveLength(0);
    for (const [i, d] of details.entries())
      expect(all(d, (el) => el.tagName === 'a').map((a) => attr(a, 'href'))).toEqual([
        items[i]!.href,
        `/docs/exports/#${items[i]!.id}`,
      ]);
    expect(() => exportListHtml(exportItems({ slug: 'git', url: '/servers/git/', verdicts }), 'x', rule)).toThrow(
      /withText: false/,
    );
  });

  it('shows a long file as its first lines, without Copy, and counts notes past the first ones', () => {
    const long = Array.from({ length: 5000 }, (_, i) => `line ${i}`).join('\n');
    expect(long.length).toBeGreaterThan(INLINE_POLICY_BYTES);
    const notes = Array.from({ length: NOTES_SHOWN + 1234 }, (_, i) => `note ${i}`);
    const root = parse(exportListHtml([item({ text: long, notes })], 'p'));
    const code = all(root, (el) => attr(el, 'data-export-text') !== undefined)[0]!;
    expect(attr(code, 'data-truncated')).toBe('');
    expect(text(code)).toMatch(/^line 0\n[\s\S]*more lines: download the file for all of it\.\n$/);
    expect(all(root, (el) => el.tagName === 'button')).toHaveLength(0);
    const listed = all(root, (el) => attr(el, 'data-export-notes') !== undefined)[0]!.childNodes.map(text);
    expect(listed).toHaveLength(NOTES_SHOWN + 1);
    expect(listed.at(-1)).toBe('…and 1,234 more.');
  });
});
