/**
 * The table-to-cards rules are written three times in src/styles/global.css: under a media query for narrow
 * screens (no size container there: it made the builder's first frame longer on a phone) and under the two
 * container queries that serve wider screens. This checks that the copies say the same, and that a narrow
 * screen has no size container to query.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const css = readFileSync(new URL('../src/styles/global.css', import.meta.url), 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');

/** The body of the block that starts with this at-rule prelude, its braces matched. */
function block(prelude: string): string {
  const start = css.indexOf(`${prelude} {`);
  if (start < 0) throw new Error(`global.css has no "${prelude} {" block`);
  const open = css.indexOf('{', start);
  let depth = 0;
  for (let i = open; i < css.length; i++) {
    if (css[i] === '{') depth++;
    else if (css[i] === '}' && --depth === 0) return css.slice(open + 1, i);
  }
  throw new Error(`"${prelude}" is not closed`);
}
/** Each `selector { declarations }` rule of a block, its white space collapsed, so layout does not matter. */
const rules = (body: string) => (body.match(/[^{}]+\{[^{}]*\}/g) ?? []).map((rule) => rule.replace(/\s+/g, ' ').trim());

describe('table cards in global.css', () => {
  const narrow = rules(block('@media (max-width: 48rem)'));
  it('has the card rules for a narrow screen', () => {
    expect(narrow.some((rule) => rule.startsWith('.table-wrap tr {') && rule.includes('display: flex'))).toBe(true);
    expect(narrow.some((rule) => rule.includes('content-visibility: auto'))).toBe(true);
  });
  it.each(['@container table-box (max-width: 48rem)', '@container builder-box (max-width: 46rem)'])(
    'says the same under %s',
    (prelude) => {
      expect(rules(block(prelude))).toEqual(narrow);
    },
  );
  it('makes size containers only on screens wider than the narrow-screen breakpoint', () => {
    const containers = css.match(/[^{}]*\{[^{}]*container(-type|-name)?\s*:[^{}]*\}/gi) ?? [];
    expect(containers.length).toBeGreaterThan(0);
    expect(rules(block('@media (width > 48rem)'))).toEqual(rules(containers.join('\n')));
  });
});
