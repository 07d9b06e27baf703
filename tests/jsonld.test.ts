import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  breadcrumbLd,
  serializeJsonLd,
  serverPageLd,
  softwareApplicationLd,
  toolPageLd,
} from '../src/lib/publish/jsonld.ts';

const SITE = 'https://catalogue.test';
const HOSTILE = 'a</script><script>alert(1)</script><!-- x --> & \u2028\u2029 </SCRIPT >';

/** What the HTML parser hands a consumer: the text between the block's start tag and the first "</script". */
function embedAndExtract(json: string): string {
  const html = `<head><script type="application/ld+json">${json}</script><title>t</title></head>`;
  return /<script type="application\/ld\+json">([\s\S]*?)<\/script/i.exec(html)![1]!;
}

describe('serializeJsonLd', () => {
  it('writes no character that can end or comment out the script block', () => {
    const json = serializeJsonLd({ text: HOSTILE });
    expect(json).not.toMatch(/[<>&\u2028\u2029]/);
    expect(json).toContain('\\u003c/script\\u003e');
    expect(json).toContain('\\u003c!--');
    expect(json).toContain('\\u2028\\u2029');
    expect(JSON.parse(json)).toEqual({ text: HOSTILE });
    expect(embedAndExtract(json)).toBe(json);
  });

  it('round-trips any data and never lets it out of the block', () => {
    fc.assert(
      fc.property(fc.jsonValue(), fc.string({ unit: 'binary' }), (value, text) => {
        const data = { value, text, tail: `${text}</script>` };
        const json = serializeJsonLd(data);
        expect(json).not.toMatch(/[<>&\u2028\u2029]/);
        expect(embedAndExtract(json)).toBe(json);
        expect(JSON.parse(json)).toEqual(JSON.parse(JSON.stringify(data)));
      }),
      { numRuns: 300 },
    );
  });

  it('refuses what JSON cannot hold', () => {
    expect(() => serializeJsonLd(undefined)).toThrow(TypeError);
  });
});

describe('BreadcrumbList', () => {
  it('numbers the trail from 1 with absolute URLs', () => {
    const ld = breadcrumbLd([
      { name: 'Servers', url: `${SITE}/servers/` },
      { name: 'X', url: `${SITE}/servers/x/` },
    ]);
    expect(ld.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Servers', item: `${SITE}/servers/` },
      { '@type': 'ListItem', position: 2, name: 'X', item: `${SITE}/servers/x/` },
    ]);
  });

  it('needs at least one crumb', () => {
    expect(() => breadcrumbLd([])).toThrow(RangeError);
  });
});

describe('tool page blocks', () => {
  it('give the Servers › server › tool trail, and no FAQPage', () => {
    const blocks = toolPageLd({
      site: SITE,
      server: { name: 'X', url: '/servers/x/' },
      tool: { name: 'do.it', url: '/servers/x/do.it/' },
    });
    expect(blocks.map((b) => b['@type'])).toEqual(['BreadcrumbList']);
    const [crumbs] = blocks;
    expect((crumbs!.itemListElement as Array<{ name: string; item: string }>).map((c) => [c.name, c.item])).toEqual([
      ['Servers', `${SITE}/servers/`],
      ['X', `${SITE}/servers/x/`],
      ['do.it', `${SITE}/servers/x/do.it/`],
    ]);
  });

  it('carry a hostile tool name out of the block and back, intact', () => {
    const [crumbs] = toolPageLd({
      site: SITE,
      server: { name: 'Server <!-- with --> comment', url: '/servers/x/' },
      tool: { name: HOSTILE, url: '/servers/x/evil/' },
    });
    const parsed = JSON.parse(embedAndExtract(serializeJsonLd(crumbs)));
    expect(parsed.itemListElement.map((c: { name: string }) => c.name)).toEqual([
      'Servers',
      'Server <!-- with --> comment',
      HOSTILE,
    ]);
  });

  it('refuse to build without the site URL', () => {
    expect(() =>
      toolPageLd({
        site: undefined,
        server: { name: 'X', url: '/servers/x/' },
        tool: { name: 't', url: '/servers/x/t/' },
      }),
    ).toThrow(/site/);
  });
});

describe('SoftwareApplication', () => {
  const server = {
    url: '/servers/x/',
    record: {
      name: 'X server',
      description: 'Does X.',
      repository: 'https://github.com/example/x',
      publisher: { name: 'Example' },
      source: { version: '1.2.3' },
    },
    grade: { grade: 'C', score: 60, deductions: [{ reason: 'its riskiest tool is critical risk' }] },
    tools: [1, 2, 3],
  };

  it('names the server, its publisher and its grade as a review', () => {
    const ld = serverPageLd(SITE, server);
    expect(ld).toMatchObject({
      '@type': 'SoftwareApplication',
      name: 'X server',
      description: 'Does X.',
      url: `${SITE}/servers/x/`,
      sameAs: 'https://github.com/example/x',
      softwareVersion: '1.2.3',
      publisher: { '@type': 'Organization', name: 'Example' },
      review: {
        '@type': 'Review',
        name: 'Risk grade C',
        reviewRating: { ratingValue: 60, bestRating: 100, worstRating: 0 },
      },
    });
    expect((ld.review as { reviewBody: string }).reviewBody).toBe(
      'Grade C, score 60 of 100 across 3 tools: its riskiest tool is critical risk.',
    );
  });

  it('leaves out a version it does not know and says when nothing was deducted', () => {
    const ld = softwareApplicationLd({
      name: 'n',
      description: 'd',
      url: `${SITE}/servers/n/`,
      repository: 'https://x.test',
      publisher: 'p',
      grade: 'A',
      score: 100,
      reasons: [],
      toolCount: 1,
    });
    expect('softwareVersion' in ld).toBe(false);
    expect((ld.review as { reviewBody: string }).reviewBody).toMatch(/no deductions/);
  });
});
