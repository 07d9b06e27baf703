/**
 * A stack in a URL: /stack/?servers=a,b,c&set=a/tool:deny,b/other:require-approval
 * The servers in the order they were added, and the verdicts the user changed.
 * Bookmarkable and shareable; parse(serialise(x)) returns x.
 */
import { SLUG_PATTERN, TOOL_NAME_PATTERN } from '../../schema/enums.ts';
import { OVERRIDE_VERDICTS, toolKey, type OverrideVerdict } from './analyse.ts';

export const STACK_PATH = '/stack/';
/** At most this many servers in one stack: a URL stays short and the page light. */
export const MAX_STACK_SERVERS = 30;

export interface StackState {
  servers: string[];
  overrides: Map<string, OverrideVerdict>;
}

export interface ParsedStack extends StackState {
  /** Parts of the URL that were ignored, in words, so the page can say so. */
  ignored: string[];
}

const isVerdict = (value: string): value is OverrideVerdict => (OVERRIDE_VERDICTS as readonly string[]).includes(value);

export function parseStack(search: string | URLSearchParams): ParsedStack {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const ignored: string[] = [];
  const servers: string[] = [];
  const lists = [...params.getAll('servers'), ...params.getAll('add')];
  for (const slug of lists
    .flatMap((value) => value.split(','))
    .map((s) => s.trim())
    .filter(Boolean)) {
    if (!SLUG_PATTERN.test(slug)) ignored.push(`"${slug}" is not a server name`);
    else if (servers.length >= MAX_STACK_SERVERS && !servers.includes(slug))
      ignored.push(`${slug}: a stack holds at most ${MAX_STACK_SERVERS} servers`);
    else if (!servers.includes(slug)) servers.push(slug);
  }
  const overrides = new Map<string, OverrideVerdict>();
  for (const item of params
    .getAll('set')
    .flatMap((value) => value.split(','))
    .filter(Boolean)) {
    const match = /^([^/]+)\/(.+):([a-z-]+)$/.exec(item);
    if (!match || !SLUG_PATTERN.test(match[1]!) || !TOOL_NAME_PATTERN.test(match[2]!) || !isVerdict(match[3]!)) {
      ignored.push(`"${item}" is not a change of verdict (server/tool:verdict)`);
      continue;
    }
    if (!servers.includes(match[1]!)) {
      ignored.push(`"${item}" names a server that is not in the stack`);
      continue;
    }
    overrides.set(toolKey(match[1]!, match[2]!), match[3]);
  }
  return { servers, overrides, ignored };
}

/** The query string of a stack ("" for an empty one), in a stable order. */
export function serialiseStack(state: StackState): string {
  const params = new URLSearchParams();
  if (state.servers.length > 0) params.set('servers', state.servers.join(','));
  const sets = [...state.overrides]
    .filter(([key]) => state.servers.includes(key.slice(0, key.indexOf('/'))))
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([key, verdict]) => `${key}:${verdict}`);
  if (sets.length > 0) params.set('set', sets.join(','));
  const text = params.toString().replace(/%2C/g, ',').replace(/%2F/g, '/').replace(/%3A/g, ':');
  return text ? `?${text}` : '';
}

/** The link a server page offers: adds the server to the stack the reader is building. */
export const addToStackUrl = (slug: string) => `${STACK_PATH}?add=${slug}`;
