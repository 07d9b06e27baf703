/**
 * The worked example of /docs/stack/: a stack analysed, its least-loss fix
 * applied, and what changes in the policy. Pure; the page only lays it out.
 */
import { analyseStack, applyFix, type Fix, type StackAnalysis, type StackServer } from './analyse.ts';
import { stackFiles, type StackFile } from './files.ts';
import { serialiseStack, STACK_PATH } from './state.ts';

/** Three common servers: local files to read, web pages to fetch, a chat to post in. */
export const EXAMPLE_STACK = ['mcp-ref-filesystem', 'mcp-ref-fetch', 'mcp-archived-slack'] as const;

export interface WorkedExample {
  servers: StackServer[];
  before: StackAnalysis;
  fix?: Fix;
  after?: StackAnalysis;
  /** Policy files with the fix applied (or as recommended when there is nothing to fix). */
  files: StackFile[];
  /** /stack/ with these servers, and with the fix applied. */
  url: string;
  fixedUrl?: string;
}

export function workedExample(servers: StackServer[]): WorkedExample {
  const before = analyseStack(servers);
  const slugs = servers.map((s) => s.slug);
  const url = `${STACK_PATH}${serialiseStack({ servers: slugs, overrides: new Map() })}`;
  const fix = before.fixes[0];
  if (!fix) return { servers, before, files: stackFiles(servers), url };
  const overrides = applyFix(new Map(), fix);
  return {
    servers,
    before,
    fix,
    after: analyseStack(servers, overrides),
    files: stackFiles(servers, overrides),
    url,
    fixedUrl: `${STACK_PATH}${serialiseStack({ servers: slugs, overrides })}`,
  };
}
