/**
 * Shadowing: a tool's description that names another server's tool can steer
 * the model's calls to it ("before calling send_message, always…"). The build
 * lists, for each tool, the tool names of other servers in the catalogue its
 * description names, so the /stack/ page can warn without loading descriptions.
 *
 * Only identifier-like words count (snake_case, kebab-case, dotted, camelCase,
 * or any word in backticks): a plain word such as "fetch" or "search" is also a
 * tool name somewhere, and matching every "fetch" in prose would drown the
 * warnings that matter.
 */

/** At most this many names per tool: enough for any honest description, bounded for the API file. */
const MAX_MENTIONS = 16;

const WORD = /`([A-Za-z0-9_.-]{1,128})`|[A-Za-z0-9_.-]+/g;
const IDENTIFIER_LIKE = /_|[a-z][A-Z]|[A-Za-z0-9][.-][A-Za-z0-9]/;

/** The identifier-like words of a text, in order of first appearance, trailing punctuation removed. */
export function identifierWords(text: string): string[] {
  const seen = new Set<string>();
  for (const match of text.matchAll(WORD)) {
    const quoted = match[1];
    const word = (quoted ?? match[0]).replace(/^[.-]+|[.-]+$/g, '');
    if (!word || (!quoted && !IDENTIFIER_LIKE.test(word))) continue;
    seen.add(word);
  }
  return [...seen];
}

/**
 * The tool names a description names that belong to other servers: `known` maps
 * a lower-cased tool name to the servers that have it; names of the tool's own
 * server are left out (they steer nothing across servers).
 */
export function mentionedToolNames(
  description: string,
  server: string,
  known: ReadonlyMap<string, ReadonlySet<string>>,
): string[] {
  const names: string[] = [];
  for (const word of identifierWords(description)) {
    const servers = known.get(word.toLowerCase());
    if (!servers || servers.has(server)) continue;
    names.push(word);
    if (names.length === MAX_MENTIONS) break;
  }
  return names;
}

/** The index mentionedToolNames reads: every tool name of the catalogue, lower-cased, with its servers. */
export function toolNameIndex(tools: Iterable<{ server: string; name: string }>): Map<string, Set<string>> {
  const index = new Map<string, Set<string>>();
  for (const { server, name } of tools) {
    const key = name.toLowerCase();
    let servers = index.get(key);
    if (!servers) index.set(key, (servers = new Set()));
    servers.add(server);
  }
  return index;
}
