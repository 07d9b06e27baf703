import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { parse } from 'parse5';

export interface Finding {
  file: string;
  what: string;
}

type Node = {
  nodeName: string;
  tagName?: string;
  attrs?: Array<{ name: string; value: string }>;
  childNodes?: Node[];
  content?: Node;
  value?: string;
};

/** Scripts the project itself puts on pages. */
const OWN_SCRIPT = /^\/(_astro\/[\w.-]+\.js|theme\.js)$/;
const URL_ATTRIBUTES = new Set([
  'href',
  'src',
  'action',
  'formaction',
  'cite',
  'poster',
  'srcset',
  'xlink:href',
  'data',
  'background',
  'ping',
]);
const FORBIDDEN_ELEMENTS = new Set([
  'iframe',
  'object',
  'embed',
  'frame',
  'frameset',
  'base',
  'style',
  'applet',
  'portal',
]);

export function htmlFiles(root: string): string[] {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (name.endsWith('.html')) files.push(path);
    }
  };
  walk(root);
  return files;
}

/** A URL the site may carry: a path on this site, a fragment, a query, or https. */
export function isAllowedUrl(value: string): boolean {
  const url = value.trim();
  return /^(\/(?!\/)|#|\?)/.test(url) || /^https:\/\/[^\s]+$/i.test(url) || url === '';
}

/**
 * Every script, event handler, embedded document, inline style and URL in a
 * built page that the project did not put there on purpose.
 */
export function scanHtml(file: string, html: string): Finding[] {
  return scanTree(file, parse(html) as unknown as Node);
}

/** scanHtml on a page parse5 has already parsed. */
export function scanTree(file: string, tree: unknown): Finding[] {
  const findings: Finding[] = [];
  const visit = (node: Node) => {
    const tag = node.tagName;
    if (tag) {
      const attrs = new Map((node.attrs ?? []).map((a) => [a.name.toLowerCase(), a.value]));
      if (FORBIDDEN_ELEMENTS.has(tag)) findings.push({ file, what: `<${tag}> element` });
      if (tag === 'script') {
        const type = attrs.get('type');
        const src = attrs.get('src');
        const text = (node.childNodes ?? []).map((c) => c.value ?? '').join('');
        if (type === 'application/ld+json') {
          try {
            JSON.parse(text);
          } catch {
            findings.push({ file, what: 'JSON-LD block that does not parse (broken out of?)' });
          }
        } else if (!src || !OWN_SCRIPT.test(src) || text.trim() !== '') {
          findings.push({
            file,
            what: `script not put there by the project: src=${src ?? '(inline)'} ${text.slice(0, 60)}`,
          });
        }
      }
      if (tag === 'meta' && (attrs.get('http-equiv') ?? '').toLowerCase() === 'refresh')
        findings.push({ file, what: 'meta refresh' });
      for (const [name, value] of attrs) {
        if (name.startsWith('on'))
          findings.push({ file, what: `event handler ${name}="${value.slice(0, 40)}" on <${tag}>` });
        if (name === 'style') findings.push({ file, what: `style attribute on <${tag}>` });
        if (URL_ATTRIBUTES.has(name) && !isAllowedUrl(value))
          findings.push({ file, what: `${name}="${value.slice(0, 60)}" on <${tag}>` });
      }
    }
    for (const child of node.childNodes ?? []) visit(child);
    if (node.content) visit(node.content);
  };
  visit(tree as Node);
  return findings;
}

export function scanSite(root: string): Finding[] {
  return htmlFiles(root).flatMap((file) => scanHtml(relative(root, file), readFileSync(file, 'utf8')));
}
