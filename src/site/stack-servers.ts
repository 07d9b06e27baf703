/**
 * The build's side of the stack: the tool-name index shadowing mentions are
 * matched against (built once), and a server as /stack/ sees it, made through
 * the same API file the page loads.
 */
import { apiServerFile } from '../lib/publish/api-files.ts';
import { stackServerFromApi } from '../lib/stack/server-from-api.ts';
import { toolNameIndex } from '../lib/stack/mentions.ts';
import type { StackServer } from '../lib/stack/analyse.ts';
import { siteCatalogue, type ServerView } from './catalogue-views.ts';

let names: Promise<Map<string, Set<string>>> | undefined;
export const catalogueToolNames = () =>
  (names ??= siteCatalogue().then((site) =>
    toolNameIndex(site.tools.map((t) => ({ server: t.server, name: t.record.name }))),
  ));

export async function stackServerOf(server: ServerView, origin: URL | string): Promise<StackServer> {
  return stackServerFromApi(apiServerFile(server, origin, await catalogueToolNames()));
}
