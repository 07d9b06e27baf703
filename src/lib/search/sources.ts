import { VERDICT_LABEL } from '../../schema/enums.ts';
import type { ServerRecord } from '../../schema/server.ts';
import type { ToolRecord } from '../../schema/tool.ts';
import { AUTH_LABEL, TRANSPORT_LABEL } from '../text/labels.ts';
import { revealHidden } from '../text/reveal.ts';
import { nameWords, searchTerms } from './terms.ts';
import { synonymTerms } from './word-match.ts';
import { attributeText } from '../text/html.ts';

/*
 * What full-text search reads for each record page, written from the record
 * itself rather than read back from the rendered page. A rendered tool page is
 * 20 KB of HTML, almost all of it layout and boilerplate search must skip;
 * reading these few hundred bytes instead made indexing about five times faster
 * (docs/benchmarks.md), and because they need only the catalogue, they are
 * indexed while Astro renders the pages. Author text is shown with its hidden
 * characters revealed, as on the page.
 */

const filter = (name: string, value: string) => `<span data-pagefind-filter="${name}">${attributeText(value)}</span>`;
/** A filter whose value sits in the attribute, with no text, so the value is not searched as a word. */
const silentFilter = (name: string, value: string) =>
  `<span data-pagefind-filter="${name}:${attributeText(value)}"></span>`;
/** The kind of record, as a filter with no text (so the word is not searched): the search page groups results by it. */
const kindFilter = (kind: 'tool' | 'server') => `<span data-pagefind-filter="kind:${kind}"></span>`;

/** Meta fields the search page reads to show and match a result: clean text, never the index's name terms. */
export const META_DESCRIPTION = 'description';
export const META_SUBTITLE = 'subtitle';
/** How many tools a server has, shown beside a server result. */
export const META_TOOLS = 'tools';
/** The server's display name, shown beside a tool result; the server filter itself holds the slug. */
export const META_SERVER_NAME = 'server_name';
const page = (title: string, body: string[]) =>
  [
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>',
    attributeText(title),
    '</title></head><body><main data-pagefind-body><h1 data-pagefind-meta="title">',
    attributeText(title),
    '</h1>',
    ...body,
    '</main></body></html>',
  ].join('');

/** What a tool's source is made of: little enough to hand to a worker thread for 250,000 tools. */
export type ToolSearchFields = Pick<ToolRecord, 'name' | 'title' | 'description' | 'category' | 'risk'> & {
  policy: Pick<ToolRecord['policy'], 'verdict'>;
};
export type ServerSearchFields = Pick<
  ServerRecord,
  'name' | 'description' | 'publisher' | 'repository' | 'language' | 'auth' | 'transport'
> & {
  /** The server's publisher identity in one sentence, as its page says it (publisher-identity.ts). */
  identity: string;
};

export const toolSearchFields = ({
  name,
  title,
  description,
  category,
  risk,
  policy,
}: ToolRecord): ToolSearchFields => ({ name, title, description, category, risk, policy: { verdict: policy.verdict } });
export const serverSearchFields = (
  { name, description, publisher, repository, language, auth, transport }: ServerRecord,
  identity: string,
): ServerSearchFields => ({ name, description, publisher, repository, language, auth, transport, identity });

/** Words of the synonyms a text brings in ("shell" for a tool that runs a command), as one paragraph, or nothing. */
const synonymParagraph = (text: string, weight?: number) => {
  const terms = synonymTerms(nameWords(text));
  return terms.length === 0
    ? ''
    : `<p${weight ? ` data-pagefind-weight="${weight}"` : ''}>${attributeText(terms.join(' '))}</p>`;
};

/**
 * A repository or other address as words: the owner and the project, not the host. Nearly every server lives
 * on GitHub; indexed, "github.com" made every server an answer to "github".
 */
export const withoutHosts = (text: string) =>
  text.replace(/\b(?:https?:\/\/)?(?:www\.)?(?:github\.com|gitlab\.com|bitbucket\.org|npmjs\.com)\/?/gi, '');

/**
 * A tool: its name and the words in it, its server's words, its title and author's description, the synonyms of
 * both, and the tool page's filters.
 * The server filter holds the slug, never the display name: a name can be imitated, a slug is the
 * record's identity, so a filtered search can't list one server's look-alike under another.
 */
export function toolSearchSource(tool: { server: string; serverName: string; record: ToolSearchFields }): string {
  const { server, serverName, record } = tool;
  const terms = [...new Set([...searchTerms(record.name, server), ...nameWords(serverName)])];
  return page(record.name, [
    `<p data-pagefind-weight="10">${attributeText(terms.join(' '))}</p>`,
    synonymParagraph(record.name, 5),
    record.title ? `<p data-pagefind-meta="${META_SUBTITLE}">${attributeText(revealHidden(record.title))}</p>` : '',
    `<p data-pagefind-meta="${META_DESCRIPTION}">${attributeText(revealHidden(record.description))}</p>`,
    synonymParagraph(`${record.title ?? ''} ${record.description}`),
    `<span data-pagefind-meta="${META_SERVER_NAME}">${attributeText(serverName)}</span>`,
    kindFilter('tool'),
    silentFilter('server', server),
    filter('category', record.category),
    filter('risk', record.risk),
    filter('verdict', VERDICT_LABEL[record.policy.verdict]),
  ]);
}

/**
 * A server: what its page says about it in words (the tool table and source line are not searched there either),
 * its repository as owner and project (not the host: see withoutHosts), and the synonyms of its words.
 */
export function serverSearchSource(server: { slug: string; record: ServerSearchFields; tools?: number }): string {
  const { slug, record, tools } = server;
  return page(record.name, [
    tools === undefined ? '' : `<span data-pagefind-meta="${META_TOOLS}:${tools}"></span>`,
    // Without hosts: a server read from source says where ("github.com/Azure/aks-mcp"), which is not a mention of
    // GitHub. (Pagefind searches meta values too, so the excerpt's copy is the same text.)
    `<p data-pagefind-meta="${META_DESCRIPTION}">${attributeText(withoutHosts(record.description))}</p>`,
    `<p>Published by ${attributeText(record.publisher.name)}. ${attributeText(withoutHosts(record.identity))}</p>`,
    `<p>${attributeText(withoutHosts(record.repository.replace(/^https:\/\//, '')))}${record.language ? ` · ${attributeText(record.language)}` : ''}</p>`,
    synonymParagraph(`${record.name} ${record.description}`),
    `<p>${attributeText(AUTH_LABEL[record.auth.kind])}</p><p>${attributeText(record.auth.needs)}</p><p>Transport: ${attributeText(TRANSPORT_LABEL[record.transport])}</p>`,
    kindFilter('server'),
    silentFilter('server', slug),
  ]);
}
