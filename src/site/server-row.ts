import type { ServerRow } from '../lib/search/browse.ts';
import type { ServerView } from './catalogue-views.ts';

/**
 * A server as the server lists show and filter it (src/lib/search/browse.ts), from its catalogue view. A field
 * another record gains (who publishes it, how its tools were obtained) is read here, once, for every list.
 */
export function serverRow(server: ServerView): ServerRow {
  const { record } = server;
  return {
    slug: server.slug,
    name: record.name,
    url: server.url,
    grade: server.grade.grade,
    score: server.grade.score,
    tools: server.tools.length,
    mix: server.mix,
    auth: record.auth.kind,
    publisher: server.identity.state,
    // Every record says how its tools were obtained; one written before that field existed and not yet filled
    // (scripts/fill-obtained.ts) is read from its package provenance: a sandbox run, else a file.
    obtained: record.obtained?.how ?? (record.package?.sandbox ? 'sandbox' : 'file'),
  };
}

const rows = new WeakMap<readonly ServerView[], ServerRow[]>();
/** Every server's row, made once a build. */
export function serverRows(servers: readonly ServerView[]): ServerRow[] {
  let made = rows.get(servers);
  if (!made) rows.set(servers, (made = servers.map(serverRow)));
  return made;
}
