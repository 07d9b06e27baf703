import { parse } from 'parse5';
import { describe, expect, it } from 'vitest';
import { catalogueRoot } from '../src/lib/catalogue/reader.ts';
import { validateCatalogue } from '../src/lib/validate/runner.ts';
import { linkCatalogue } from './support/catalogue-sample.ts';
import {
  META_DESCRIPTION,
  META_SERVER_NAME,
  META_TOOLS,
  serverSearchSource,
  toolSearchSource,
  withoutHosts,
} from '../src/lib/search/sources.ts';

// Only the servers these tests read (a catalogue of links to them): the whole catalogue grows with every harvest.
const catalogue = validateCatalogue(linkCatalogue(['cloudron', 'mcp-server-commands'], catalogueRoot()));
const server = catalogue.servers.find((s) => s.slug === 'cloudron')!;
const tool = catalogue.tools.find((t) => t.server === 'cloudron')!;

type HtmlNode = {
  nodeName: string;
  value?: string;
  attrs?: Array<{ name: string; value: string }>;
  childNodes?: HtmlNode[];
};

/** Text and attributes as Pagefind would read them. */
function read(html: string) {
  const text: string[] = [];
  const filters: Record<string, string> = {};
  const meta: Record<string, string> = {};
  let title = '';
  let body = 0;
  const walk = (node: HtmlNode) => {
    const attrs: Record<string, string> = Object.fromEntries((node.attrs ?? []).map((a) => [a.name, a.value]));
    if ('data-pagefind-body' in attrs) body++;
    const own = (node.childNodes ?? [])
      .filter((c) => c.nodeName === '#text')
      .map((c) => c.value)
      .join('');
    if (attrs['data-pagefind-meta'] === 'title') title = own;
    const filter = attrs['data-pagefind-filter'];
    // "name:value" sets the value in the attribute; otherwise the element's text is the value.
    if (filter) filters[filter.split(':')[0]!] = filter.includes(':') ? filter.slice(filter.indexOf(':') + 1) : own;
    const metaName = attrs['data-pagefind-meta'];
    if (metaName && metaName !== 'title') {
      if (metaName.includes(':')) meta[metaName.split(':')[0]!] = metaName.slice(metaName.indexOf(':') + 1);
      else meta[metaName] = own;
    }
    if (node.nodeName === '#text') text.push(node.value ?? '');
    for (const child of node.childNodes ?? []) walk(child);
  };
  walk(parse(html) as unknown as HtmlNode);
  return { text: text.join(' '), filters, meta, title, body };
}

describe('search sources', () => {
  it('a tool source carries its name as title, the words of its name, its description and the four filters', () => {
    const source = read(toolSearchSource({ server: tool.server, serverName: server.record.name, record: tool.record }));
    expect(source.body).toBe(1);
    expect(source.title).toBe(tool.record.name);
    expect(source.text).toContain(tool.record.description.slice(0, 40));
    // The server filter is the slug (a display name can be imitated); the name is shown from the meta.
    expect(source.filters).toEqual({
      kind: 'tool',
      server: tool.server,
      category: tool.record.category,
      risk: tool.record.risk,
      verdict: expect.any(String),
    });
    expect(source.meta[META_SERVER_NAME]).toBe(server.record.name);
    // The search page shows the description as the excerpt, not the index's name terms.
    expect(source.meta[META_DESCRIPTION]).toBe(tool.record.description);
  });

  it('a server source carries its name, description, publisher and auth, filtered by server', () => {
    const source = read(
      serverSearchSource({ slug: server.slug, record: { ...server.record, identity: 'A third party publishes it.' } }),
    );
    expect(source.body).toBe(1);
    expect(source.title).toBe(server.record.name);
    for (const part of [
      server.record.description,
      server.record.publisher.name,
      'A third party publishes it.',
      server.record.auth.needs,
    ])
      expect(source.text).toContain(part);
    expect(source.filters).toEqual({ kind: 'server', server: server.slug });
    expect(source.meta[META_DESCRIPTION]).toBe(server.record.description);
  });

  it("a tool source carries its server's name words and the synonyms of its words, which the excerpt never shows", () => {
    const runCommand = catalogue.tools.find(
      (t) => t.server === 'mcp-server-commands' && t.record.name === 'run_command',
    )!;
    const source = read(
      toolSearchSource({ server: runCommand.server, serverName: 'Commands Runner', record: runCommand.record }),
    );
    expect(source.text).toMatch(/\bshell\b/);
    expect(source.text).toMatch(/\bterminal\b/);
    expect(source.text).toMatch(/\brunner\b/);
    expect(source.meta[META_DESCRIPTION]).not.toMatch(/\bshell\b/);
  });

  it('a server source names its repository by owner and project, not by host, and carries its tool count', () => {
    const github = catalogue.servers.find((s) => s.record.repository.startsWith('https://github.com/'))!;
    const source = read(
      serverSearchSource({
        slug: github.slug,
        record: { ...github.record, identity: 'GitHub publishes it.' },
        tools: 12,
      }),
    );
    expect(source.text).not.toMatch(/github\.com/i);
    expect(source.text).toContain(github.record.repository.replace('https://github.com/', ''));
    expect(source.meta[META_TOOLS]).toBe('12');
    const fromSource = read(
      serverSearchSource({
        slug: 'aks',
        record: {
          ...github.record,
          identity: 'Published from the repository owner Azure.',
          description: 'Read from the source of github.com/Azure/aks-mcp at commit 8d28bec.',
        },
      }),
    );
    expect(fromSource.text).not.toMatch(/github/i);
    // Pagefind searches meta values too: the excerpt's copy has no host either.
    expect(fromSource.meta[META_DESCRIPTION]).toBe('Read from the source of Azure/aks-mcp at commit 8d28bec.');
    expect(withoutHosts('see https://github.com/a/b and gitlab.com/c/d, or GitHub itself')).toBe(
      'see a/b and c/d, or GitHub itself',
    );
  });

  it('author text cannot become markup: tags and quotes arrive as text', () => {
    const hostile = {
      ...tool.record,
      name: 'x',
      title: '<img src=x onerror=alert(1)>',
      description: '"><script>alert(1)</script>',
    };
    const html = toolSearchSource({ server: 's', serverName: '<b>S</b>', record: hostile });
    expect(html).not.toMatch(/<script|<img|<b>/);
    const source = read(html);
    expect(source.text).toContain('<script>alert(1)</script>');
    expect(source.meta[META_SERVER_NAME]).toBe('<b>S</b>');
    expect(source.filters.server).toBe('s');
    const serverHtml = serverSearchSource({
      slug: 'n',
      record: { ...server.record, name: '<i>n</i>', description: '</main><script>', identity: '<b>x</b>' },
    });
    expect(serverHtml).not.toMatch(/<script|<i>/);
    expect(read(serverHtml).title).toBe('<i>n</i>');
  });
});
