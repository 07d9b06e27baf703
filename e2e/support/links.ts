import { existsSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { parse } from 'parse5';
import { htmlFiles } from './scan.ts';

type Node = { tagName?: string; attrs?: Array<{ name: string; value: string }>; childNodes?: Node[]; content?: Node };

export interface LinkReport {
  checked: number;
  broken: string[];
}

/** The file a static host serves for a site path, or undefined. */
function servedFile(root: string, path: string): string | undefined {
  const decoded = decodeURIComponent(path);
  const direct = join(root, decoded);
  if (decoded.endsWith('/')) return existsSync(join(direct, 'index.html')) ? join(direct, 'index.html') : undefined;
  if (existsSync(direct) && statSync(direct).isFile()) return direct;
  return existsSync(join(direct, 'index.html')) ? join(direct, 'index.html') : undefined;
}

/** A parsed page's tree, as parse5 gives it. */
export type HtmlNode = Node;

/**
 * Every internal href and src of every built page (or of `files`) must reach a file, and every
 * #fragment must name an id on the page it points to. Each page is parsed once;
 * `onPage` sees every parsed page, so other whole-site checks can share the pass.
 */
export function checkInternalLinks(
  root: string,
  onPage?: (file: string, tree: HtmlNode) => void,
  files: readonly string[] = htmlFiles(root),
): LinkReport {
  const ids = new Map<string, Set<string>>();
  const collectIds = (tree: Node) => {
    const set = new Set<string>();
    const walk = (node: Node) => {
      for (const attr of node.attrs ?? []) if (attr.name === 'id') set.add(attr.value);
      for (const child of node.childNodes ?? []) walk(child);
      if (node.content) walk(node.content);
    };
    walk(tree);
    return set;
  };
  const idsOf = (file: string) => {
    let set = ids.get(file);
    if (!set) {
      set = collectIds(parse(readFileSync(file, 'utf8')) as unknown as Node);
      ids.set(file, set);
    }
    return set;
  };
  const pages: Array<{ page: string; links: string[] }> = [];
  for (const file of files) {
    const page = `/${relative(root, file)}`.replace(/index\.html$/, '');
    const links: string[] = [];
    const walk = (node: Node) => {
      for (const attr of node.attrs ?? []) if (attr.name === 'href' || attr.name === 'src') links.push(attr.value);
      for (const child of node.childNodes ?? []) walk(child);
      if (node.content) walk(node.content);
    };
    const tree = parse(readFileSync(file, 'utf8')) as unknown as Node;
    walk(tree);
    ids.set(file, collectIds(tree));
    onPage?.(file, tree);
    pages.push({ page, links });
  }
  const broken: string[] = [];
  let checked = 0;
  for (const { page, links } of pages) {
    for (const link of links) {
      if (/^[a-z][a-z0-9+.-]*:/i.test(link) || link.startsWith('//')) continue;
      checked++;
      const url = new URL(link, `http://site${page}`);
      const target = servedFile(root, url.pathname);
      if (!target) {
        broken.push(`${page} → ${link}`);
        continue;
      }
      const fragment = decodeURIComponent(url.hash.slice(1));
      if (fragment && target.endsWith('.html') && !idsOf(target).has(fragment))
        broken.push(`${page} → ${link} (no id "${fragment}")`);
    }
  }
  return { checked, broken };
}
