import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { builtCatalogue } from './support/catalogue.ts';
import { buildPolicy, policyJson, verdictOf } from '../src/lib/policy/generate.ts';
import { EXPORT_TARGETS, exportServer } from '../src/lib/policy/exports/index.ts';
import { policySchema } from '../src/schema/policy.ts';
import { searchTerms } from '../src/lib/search/terms.ts';
import { CACHE_RULES } from '../src/lib/publish/security.ts';
import { siteSize } from '../src/lib/publish/upload-estimate.ts';
import { siteDir } from './support/site-dir.ts';

const catalogue = builtCatalogue();
const dist = siteDir();

describe('deploying', () => {
  it('keeps for a year only files whose names carry a content hash', () => {
    for (const rule of CACHE_RULES) {
      const dir = join(dist, ...rule.path.replace(/\/\*$/, '').split('/').filter(Boolean));
      if (!existsSync(dir)) continue;
      for (const file of readdirSync(dir))
        expect(file, `${rule.path}: ${file}`).toMatch(/\.[A-Za-z0-9_-]{8}\.(js|css)$|^[a-z]+_[0-9a-f]{6,}\.pf_[a-z]+$/);
    }
    expect(readdirSync(join(dist, '_astro')).length).toBeGreaterThan(0);
  });

  it("estimates this catalogue's site within 15% of the files and bytes it was built into (/docs/deploy/'s upload table)", () => {
    let files = 0;
    let bytes = 0;
    for (const entry of readdirSync(dist, { recursive: true, withFileTypes: true })) {
      if (!entry.isFile()) continue;
      files++;
      bytes += statSync(join(entry.parentPath, entry.name)).size;
    }
    const estimate = siteSize(catalogue.tools.length, catalogue.servers.length);
    expect(Math.abs(estimate.files / files - 1), `${estimate.files} files estimated, ${files} built`).toBeLessThan(
      0.15,
    );
    expect(Math.abs(estimate.bytes / bytes - 1), `${estimate.bytes} bytes estimated, ${bytes} built`).toBeLessThan(
      0.15,
    );
  });

  it('documents every host, the cache rules and SITE_URL at /docs/deploy/', () => {
    const html = readFileSync(join(dist, 'docs', 'deploy', 'index.html'), 'utf8');
    for (const text of [
      'Cloudflare Pages',
      'Netlify',
      'GitHub Pages',
      'object store',
      'SITE_URL',
      '250,000 tools',
      ...CACHE_RULES.map((r) => r.path),
    ])
      expect(html, text).toContain(text);
  });
});

describe('the built site', () => {
  it("holds up a page's first paint with one stylesheet, the same on every page, and no other render-blocking file but theme.js", () => {
    const sheets = new Set<string>();
    let pages = 0;
    for (const file of readdirSync(dist, { recursive: true, encoding: 'utf8' })) {
      if (!file.endsWith('.html')) continue;
      const head = readFileSync(join(dist, file), 'utf8').split('</head>')[0]!;
      const links = [...head.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map((m) => m[1]!);
      expect(links, file).toHaveLength(1);
      sheets.add(links[0]!);
      expect(head, file).not.toMatch(/<style/);
      // Classic scripts in the head block the parser; module scripts do not.
      expect(
        [...head.matchAll(/<script(?![^>]*type="(?:module|application\/ld\+json)")[^>]*>/g)].map((m) => m[0]),
        file,
      ).toEqual(['<script src="/theme.js">']);
      pages++;
    }
    expect(pages).toBeGreaterThan(1000);
    expect([...sheets]).toHaveLength(1);
  });

  it('indexes tool and server pages from their records: the pages carry no search markup, and no hidden name terms for a screen reader to read', () => {
    const firstTools = new Map<string, string>();
    for (const t of catalogue.tools) if (!firstTools.has(t.server)) firstTools.set(t.server, t.record.name);
    for (const server of catalogue.servers) {
      const serverHtml = readFileSync(join(dist, 'servers', server.slug, 'index.html'), 'utf8');
      expect(serverHtml, server.slug).not.toMatch(/data-pagefind-/);
      const name = firstTools.get(server.slug);
      if (!name) continue;
      const toolHtml = readFileSync(join(dist, 'servers', server.slug, encodeURIComponent(name), 'index.html'), 'utf8');
      expect(toolHtml, name).not.toMatch(/data-pagefind-/);
      expect(toolHtml, name).not.toContain(searchTerms(name, server.slug).join(' '));
    }
  });

  it('was built from a valid, non-empty catalogue', () => {
    expect(catalogue.problems).toEqual([]);
    expect(catalogue.tools.length).toBeGreaterThan(0);
  });

  it('has exactly one tool page and one policy.json per tool record, and nothing else', () => {
    const pages: string[] = [];
    const policies: string[] = [];
    for (const server of readdirSync(join(dist, 'servers'), { withFileTypes: true })) {
      if (!server.isDirectory()) continue;
      for (const entry of readdirSync(join(dist, 'servers', server.name), { withFileTypes: true })) {
        if (!entry.isDirectory() || entry.name === 'policy') continue;
        const dir = join(dist, 'servers', server.name, entry.name);
        if (existsSync(join(dir, 'index.html'))) pages.push(`${server.name}/${entry.name}`);
        if (existsSync(join(dir, 'policy.json'))) policies.push(`${server.name}/${entry.name}`);
      }
    }
    const expected = catalogue.tools.map((t) => `${t.server}/${encodeURIComponent(t.record.name)}`).sort();
    expect(pages.sort()).toEqual(expected);
    expect(policies.sort()).toEqual(expected);
  });

  it('serves each policy.json byte for byte as the page shows it, and each validates against policy v1', () => {
    for (const tool of catalogue.tools) {
      const dir = join(dist, 'servers', tool.server, encodeURIComponent(tool.record.name));
      const file = readFileSync(join(dir, 'policy.json'), 'utf8');
      const expected = policyJson(buildPolicy([verdictOf(tool.record)]));
      expect(file).toBe(expected);
      expect(policySchema.safeParse(JSON.parse(file)).success).toBe(true);
      const html = readFileSync(join(dir, 'index.html'), 'utf8');
      const shown = /<code id="tool-policy">([\s\S]*?)<\/code>/.exec(html)?.[1];
      const unescape = (s: string) =>
        s
          .replace(/&quot;/g, '"')
          .replace(/&#39;/g, "'")
          .replace(/&lt;/g, '<')
          .replace(/&gt;/g, '>')
          .replace(/&amp;/g, '&');
      expect(unescape(shown ?? '')).toBe(file);
    }
  });

  it('has a server page and a validating whole-server policy.json per server', () => {
    for (const server of catalogue.servers) {
      expect(existsSync(join(dist, 'servers', server.slug, 'index.html'))).toBe(true);
      expect(existsSync(join(dist, 'servers', server.slug, 'policy', 'index.html'))).toBe(true);
      const policy = JSON.parse(readFileSync(join(dist, 'servers', server.slug, 'policy.json'), 'utf8'));
      expect(policySchema.safeParse(policy).success).toBe(true);
    }
  });

  it("has every export file for every server, byte for byte as its server page shows it, and every tool page links the server's whole files and the tool's policy.json its formats are written from", () => {
    for (const server of catalogue.servers) {
      const tools = catalogue.tools
        .filter((t) => t.server === server.slug)
        .sort((a, b) => a.record.name.localeCompare(b.record.name));
      if (tools.length === 0) continue;
      const input = exportServer(
        server.slug,
        tools.map((t) => verdictOf(t.record)),
      );
      const page = readFileSync(join(dist, 'servers', server.slug, 'index.html'), 'utf8');
      for (const target of EXPORT_TARGETS) {
        const file = readFileSync(join(dist, 'servers', server.slug, 'export', target.file), 'utf8');
        expect(file, `${server.slug}/${target.file}`).toBe(target.render([input]));
        // The server page links each file and shows it only when opened (e2e/exports.test.ts): its text is not in the page.
        expect(page).toMatch(
          new RegExp(
            `<code id="server-export-${target.id}" data-export-text data-src="/servers/${server.slug}/export/${target.file}"></code>`,
          ),
        );
        expect(page).toContain(`href="/servers/${server.slug}/export/${target.file}"`);
      }
      const tool = tools[0]!;
      const toolPage = readFileSync(
        join(dist, 'servers', server.slug, encodeURIComponent(tool.record.name), 'index.html'),
        'utf8',
      );
      // The tool page carries no text: it links the server's whole files (checked above), and the browser writes the
      // tool's rule from its policy.json (e2e/exports.test.ts).
      const rule =
        /<div class="policy-exports" data-exports="tool-export" data-lazy data-rule="([^"]+)" data-slug="([^"]+)">/.exec(
          toolPage,
        );
      expect(rule?.[1]).toBe(`/servers/${server.slug}/${encodeURIComponent(tool.record.name)}/policy.json`);
      expect(rule?.[2]).toBe(server.slug);
      expect(existsSync(join(dist, rule![1]!))).toBe(true);
      expect(toolPage).not.toContain('data-export-text');
      for (const target of EXPORT_TARGETS)
        expect(toolPage).toContain(`href="/servers/${server.slug}/export/${target.file}"`);
    }
  });

  it('publishes the record schemas', () => {
    for (const name of ['tool.json', 'server.json', 'attack.json', 'policy-v1.json']) {
      expect(readFileSync(join(dist, 'schema', name), 'utf8')).toBe(
        readFileSync(join('public', 'schema', name), 'utf8'),
      );
    }
  });

  it('publishes the sitemap index at /sitemap.xml as well as /sitemap-index.xml', () => {
    const index = readFileSync(join(dist, 'sitemap-index.xml'), 'utf8');
    expect(index).toContain('<sitemapindex');
    expect(readFileSync(join(dist, 'sitemap.xml'), 'utf8')).toBe(index);
  });
});
