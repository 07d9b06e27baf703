/**
 * The badges and tool-table rows written as strings (src/lib/publish/badges-html.ts), read back with a real HTML
 * parser: each says its category, risk and verdict in words, links where asked, and carries any name as text.
 */
import { describe, expect, it } from 'vitest';
import { parseFragment, type DefaultTreeAdapterMap } from 'parse5';
import {
  categoryBadgeHtml,
  riskBadgeHtml,
  riskDots,
  toolRowsHtml,
  verdictBadgeHtml,
  type ToolRow,
} from '../src/lib/publish/badges-html.ts';
import { CATEGORIES, RISK_LEVELS, VERDICTS, VERDICT_LABEL } from '../src/schema/enums.ts';

type Node = DefaultTreeAdapterMap['childNode'];
type Element = DefaultTreeAdapterMap['element'];
const isElement = (node: Node): node is Element => 'tagName' in node;
const elements = (html: string) => parseFragment(html).childNodes.filter(isElement);
const attr = (el: Element, name: string) => el.attrs.find((a) => a.name === name)?.value;
const text = (node: Node): string =>
  'value' in node && node.nodeName === '#text'
    ? node.value
    : 'childNodes' in node
      ? node.childNodes.map((child) => (isElement(child) && child.tagName === 'wbr' ? '' : text(child))).join('')
      : '';
function all(node: { childNodes?: Node[] }, test: (el: Element) => boolean, found: Element[] = []): Element[] {
  for (const child of node.childNodes ?? []) {
    if (!isElement(child)) continue;
    if (test(child)) found.push(child);
    all(child, test, found);
  }
  return found;
}

describe('badges', () => {
  it('say the category in words, with "Category:" for screen readers, and link to its page when asked', () => {
    for (const category of CATEGORIES) {
      const [plain] = elements(categoryBadgeHtml(category));
      expect([plain!.tagName, attr(plain!, 'class'), text(plain!)]).toEqual([
        'span',
        'badge cat',
        `Category: ${category}`,
      ]);
      const [link] = elements(categoryBadgeHtml(category, true));
      expect([link!.tagName, attr(link!, 'href')]).toEqual(['a', `/categories/${category.toLowerCase()}/`]);
    }
  });

  it('give the risk a shape (dots, hidden from screen readers) as well as a word', () => {
    expect(RISK_LEVELS.map(riskDots)).toEqual(['●○○○', '●●○○', '●●●○', '●●●●']);
    for (const risk of RISK_LEVELS) {
      const [plain] = elements(riskBadgeHtml(risk));
      expect(attr(plain!, 'class')).toBe(`badge risk-${risk}`);
      expect(text(plain!)).toBe(`${riskDots(risk)} ${risk} risk`);
      const dots = all(plain!, (el) => attr(el, 'class') === 'risk-dots');
      expect(dots.map((d) => attr(d, 'aria-hidden'))).toEqual(['true']);
      const [link] = elements(riskBadgeHtml(risk, true));
      expect([link!.tagName, attr(link!, 'href'), text(link!)]).toEqual([
        'a',
        `/risk/${risk}/`,
        `${riskDots(risk)} ${risk} risk`,
      ]);
    }
  });

  it('say the verdict as its label', () => {
    for (const verdict of VERDICTS)
      expect(text(elements(verdictBadgeHtml(verdict))[0]!)).toBe(`Verdict:${VERDICT_LABEL[verdict]}`);
  });
});

describe('tool rows', () => {
  const hostile: ToolRow = {
    url: '/servers/x/a"b&c/',
    server: 'x',
    record: {
      name: 'evil</td><script>alert(1)</script>_tool',
      category: 'Destructive',
      risk: 'critical',
      policy: { verdict: 'deny' },
    },
  };
  const plain: ToolRow = {
    url: '/servers/y/list_items/',
    server: 'y',
    record: { name: 'list_items', category: 'Read', risk: 'low', policy: { verdict: 'allow' } },
  };
  const rows = (html: string) =>
    all(parseFragment(`<table><tbody>${html}</tbody></table>`), (el) => el.tagName === 'tr');

  it('write a row a tool, its name as text and its link as given, whatever the name holds', () => {
    const [row, second] = rows(toolRowsHtml([hostile, plain]));
    const cells = all(row!, (el) => el.tagName === 'td');
    expect(cells.map(text)).toEqual([
      hostile.record.name,
      'Category: Destructive',
      '●●●● critical risk',
      'Verdict:Deny',
    ]);
    expect(attr(all(cells[0]!, (el) => el.tagName === 'a')[0]!, 'href')).toBe(hostile.url);
    expect(all(row!, (el) => el.tagName === 'script')).toHaveLength(0);
    expect(all(second!, (el) => el.tagName === 'td').map(text)[0]).toBe('list_items');
  });

  it('add the server column only when asked, named from the map or by its slug', () => {
    expect(all(rows(toolRowsHtml([plain]))[0]!, (el) => el.tagName === 'td')).toHaveLength(4);
    const named = all(
      rows(toolRowsHtml([plain, hostile], { showServer: true, serverNames: new Map([['y', "Y's server"]]) }))[0]!,
      (el) => el.tagName === 'td',
    );
    expect([attr(named[1]!, 'data-label'), text(named[1]!)]).toEqual(['Server', "Y's server"]);
    const bySlug = all(rows(toolRowsHtml([hostile], { showServer: true }))[0]!, (el) => el.tagName === 'td');
    expect(text(bySlug[1]!)).toBe('x');
    expect(attr(all(bySlug[1]!, (el) => el.tagName === 'a')[0]!, 'href')).toBe('/servers/x/');
  });
});
