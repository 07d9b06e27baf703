import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CACHE_RULES, headersFile, IMMUTABLE } from '../src/lib/publish/security.ts';
import { siteSize, uploadSeconds } from '../src/lib/publish/upload-estimate.ts';

/** The literal part of a _headers path pattern, before its splat. */
const stem = (path: string) => path.replace(/\*.*$/, '');

describe('cache lifetimes in _headers', () => {
  it('keeps hashed assets and the search index chunks for a year, in their own rules', () => {
    const file = headersFile();
    for (const path of ['/_astro/*', '/pagefind/fragment/*', '/pagefind/index/*', '/pagefind/site/fragment/*']) {
      expect(file).toContain(`${path}\n  Cache-Control: ${IMMUTABLE}\n`);
    }
  });

  it('never lets two Cache-Control rules match one path (hosts join the values of every matching rule)', () => {
    for (const a of CACHE_RULES) {
      for (const b of CACHE_RULES) {
        if (a === b) continue;
        expect(stem(a.path).startsWith(stem(b.path)), `${a.path} and ${b.path}`).toBe(false);
      }
    }
    // The rule for every path sets no Cache-Control.
    const everyPath = headersFile()
      .split('\n\n')
      .find((block) => block.startsWith('/*\n'))!;
    expect(everyPath).not.toMatch(/Cache-Control/);
  });

  it('gives no long lifetime to files whose names stay the same across builds', () => {
    for (const path of ['/pagefind/*', '/pagefind/pagefind-entry.json', '/names/*', '/servers/*'])
      expect(headersFile()).not.toContain(`${path}\n  Cache-Control`);
  });
});

describe('the upload estimate', () => {
  it('counts three files a tool and twenty a server, and grows with the catalogue', () => {
    const small = siteSize(1_000, 10);
    const large = siteSize(2_000, 10);
    expect(large.files - small.files).toBe(3_000 + 4);
    expect(siteSize(1_000, 11).files - small.files).toBe(20);
    expect(large.bytes).toBeGreaterThan(small.bytes);
    expect(siteSize(250_000, 10_000).bytes).toBeGreaterThan(4e9);
  });

  it('is limited by the requests when files are many and small, by the link when they are few and large', () => {
    const many = { files: 800_000, bytes: 5e9 };
    expect(uploadSeconds(many, { megabitsPerSecond: 100, parallel: 16, perFileMs: 60 })).toBe(3_000);
    expect(uploadSeconds({ files: 10, bytes: 1e9 }, { megabitsPerSecond: 100, parallel: 16, perFileMs: 60 })).toBe(80);
  });
});

describe('the README', () => {
  it('has a Deploy section that points at /docs/deploy/ and says how to set SITE_URL', () => {
    const readme = readFileSync('README.md', 'utf8');
    const section = /## Deploy\n([\s\S]*?)\n## /.exec(readme)?.[1] ?? '';
    expect(section).toContain('/docs/deploy/');
    expect(section).toContain('SITE_URL');
    for (const host of ['Cloudflare Pages', 'Netlify', 'GitHub Pages', 'object store']) expect(section).toContain(host);
  });
});
