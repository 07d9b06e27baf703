/**
 * Publisher identity on the built server pages: the vendors' own servers the review of the site found called "Not
 * the vendor" are shown as their vendor's, with the evidence; no page accuses a publisher, and the grade deducts for
 * a publisher only when its package name can pass for a vendor's own.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { builtCatalogue } from './support/catalogue.ts';
import { siteDir } from './support/site-dir.ts';

const catalogue = builtCatalogue();
const page = (slug: string) => readFileSync(join(siteDir(), 'servers', slug, 'index.html'), 'utf8');

describe('publisher identity on the server pages', () => {
  it.each([
    ['azure-mcp', 'Microsoft'],
    ['react-aria-mcp', 'Adobe'],
    ['shopify-dev-mcp', 'Shopify'],
    ['hostinger-api-mcp', 'Hostinger'],
    ['pinecone-database-mcp', 'Pinecone'],
    ['xeroapi-xero-mcp-server', 'Xero'],
    ['coinbase-cds-mcp-server', 'Coinbase'],
    ['chrome-devtools-mcp', 'Google'],
    ['upstash-context7-mcp', 'Upstash'],
    ['notionhq-notion-mcp-server', 'Notion'],
  ])("shows %s as %s's own, with sourced evidence", (slug, vendor) => {
    const html = page(slug);
    expect(html).toContain('<span class="badge identity-vendor">Vendor&#39;s own</span>');
    expect(html).toContain(`${vendor}&#39;s own server`);
    // Each fact links to where it is stated.
    expect(
      html.match(/<ul class="identity-evidence">[\s\S]*?<\/ul>/)?.[0].match(/<a href="https:/g)?.length,
    ).toBeGreaterThan(1);
  });

  it('accuses no publisher, and deducts only for a name that passes for a vendor own package', () => {
    let deductions = 0;
    for (const server of catalogue.servers) {
      const html = page(server.slug);
      expect(html, server.slug).not.toMatch(/Not the vendor|not the vendor of the product/);
      if (html.includes('can pass for')) deductions++;
    }
    expect(deductions).toBeGreaterThan(0);
    expect(page('notion-mcp-server')).toMatch(/can pass for Notion&#39;s own @notionhq\/notion-mcp-server/);
  });
});
