import type { ServerRow } from '../lib/search/browse.ts';
import type { ServerView } from './catalogue.ts';

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
    // A package record carries the sandbox run that listed its tools; without one they were read from the source.
    obtained: record.package?.sandbox ? 'sandbox' : 'source',
  };
}

const rows = new WeakMap<readonly ServerView[], ServerRow[]>();
/** Every server's row, made once a build. */
export function serverRows(servers: readonly ServerView[]): ServerRow[] {
  let made = rows.get(servers);
  if (!made) rows.set(servers, (made = servers.map(serverRow)));
  return made;
}
