/**
 * Why a harvest's tool count and a server page's can differ, said from the records: the page may come from the
 * server's source rather than from the package, from another version of the package, or leave tools out.
 */
import { readAtLabel } from './provenance.ts';
import { count } from '../text/grammar.ts';

export interface CountedServer {
  record: {
    source: { commit?: string; version?: string };
    package?: { name: string; version: string };
    caveats?: readonly string[];
  };
  tools: { length: number };
}

/** Undefined when the server page lists as many tools as the harvest did; else one sentence saying why it differs. */
export function toolCountNote(
  harvest: { package: string; version: string; tools: number },
  server: CountedServer,
): string | undefined {
  const onPage = server.tools.length;
  if (onPage === harvest.tools) return undefined;
  const listed = `Its page lists ${count(onPage, 'tool')}`;
  const { record } = server;
  if (!record.package || record.package.name !== harvest.package)
    return `${listed}, read from its source at ${readAtLabel(record.source)} rather than from this package: the source defines every tool, including those a server started with its default options does not offer.`;
  if (record.package.version !== harvest.version)
    return `${listed}, read from version ${record.package.version} of the package rather than ${harvest.version}.`;
  return onPage < harvest.tools
    ? `${listed}: the catalogue leaves out ${count(harvest.tools - onPage, 'tool')} its server page names.`
    : `${listed}: tools were added to the record by hand or by another import.`;
}
