import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { toolPolicyJson, type ToolVerdict } from '../lib/policy/generate.ts';
import { checkedPolicyJson } from '../lib/policy/checked-json.ts';
import { runInBackground } from '../site/background.ts';
import { loadValidatedCatalogue, validatedCatalogue } from '../site/catalogue-data.ts';
import { serverUrl, toolUrl, verdictOf } from '../site/catalogue-views.ts';
import { EXPORT_TARGETS, exportServer, type ExportServer } from '../lib/policy/exports/index.ts';
import { SERVER_EXPORT_DIR } from '../lib/catalogue/urls.ts';

/** Writes every tool's policy.json under `outDir`, in the background (src/site/background.ts). */
async function writeToolPolicies(outDir: string): Promise<{ files: number; seconds: number }> {
  const { tools } = await loadValidatedCatalogue();
  const folderOf = (url: string) =>
    join(
      outDir,
      ...url
        .split('/')
        .filter(Boolean)
        .map((part) => decodeURIComponent(part)),
    );
  const verdictsOf = new Map<string, ToolVerdict[]>();
  const files = tools.map(({ server, record }): [string, ToolVerdict, string] => {
    const url = toolUrl(server, record.name);
    const verdict = verdictOf(record);
    const list = verdictsOf.get(server);
    if (list) list.push(verdict);
    else verdictsOf.set(server, [verdict]);
    return [join(folderOf(url), 'policy.json'), verdict, url];
  });
  // Tools in the order the server page lists them (by name), so a file and the page show the same bytes.
  const exports = [...verdictsOf].map(([slug, verdicts]): [string, ExportServer] => [
    join(folderOf(serverUrl(slug)), SERVER_EXPORT_DIR),
    exportServer(
      slug,
      verdicts.sort((a, b) => a.name.localeCompare(b.name)),
    ),
  ]);
  return runInBackground({ kind: 'policies', files, exports });
}

/**
 * Writes /servers/<server>/<tool>/policy.json for every tool, and every
 * server's exports, /servers/<server>/export/<file> (src/lib/policy/exports/).
 *
 * These files were an Astro endpoint route. A route per tool doubled the
 * routes Astro renders, and at 250,000 tools Astro's fixed cost per route
 * (request, response, folder, file, log line) was the largest part of the
 * build (docs/benchmarks.md). The same bytes are written directly instead, in
 * the background while the pages render (src/site/background.ts): they need
 * only the catalogue, so writing starts once Astro has emptied the output
 * folder (astro:build:setup), and the build waits for it only if it is not done
 * when the pages are. Every file is checked
 * against policy v1 before it is written, and the dev server answers the same
 * URLs from the same function.
 */
export function toolPolicyFiles(): AstroIntegration {
  let outDir = '';
  let writing: Promise<{ files: number; seconds: number }> | undefined;
  return {
    name: 'mcp-catalogue-tool-policies',
    hooks: {
      'astro:config:done': ({ config }) => {
        outDir = fileURLToPath(config.outDir);
      },
      'astro:server:setup': ({ server }) => {
        server.middlewares.use((req, res, next) => {
          const exportMatch = /^\/servers\/([^/]+)\/export\/([^/]+)$/.exec(req.url?.split('?')[0] ?? '');
          const target = exportMatch && EXPORT_TARGETS.find((t) => t.file === exportMatch[2]);
          if (exportMatch && target) {
            const verdicts = validatedCatalogue()
              .tools.filter((t) => t.server === exportMatch[1])
              .map((t) => verdictOf(t.record));
            if (verdicts.length === 0) return next();
            res.setHeader('Content-Type', target.mediaType);
            res.end(
              target.render([
                exportServer(
                  exportMatch[1]!,
                  verdicts.sort((a, b) => a.name.localeCompare(b.name)),
                ),
              ]),
            );
            return;
          }
          const match = /^\/servers\/([^/]+)\/([^/]+)\/policy\.json$/.exec(req.url?.split('?')[0] ?? '');
          if (!match) return next();
          const [server, name] = [match[1]!, decodeURIComponent(match[2]!)];
          const tool = validatedCatalogue().tools.find((t) => t.server === server && t.record.name === name);
          if (!tool) return next();
          res.setHeader('Content-Type', 'application/json');
          res.end(checkedPolicyJson(toolPolicyJson(verdictOf(tool.record)), toolUrl(server, name)));
        });
      },
      'astro:build:setup': ({ target }) => {
        // Called after Astro empties the output folder, before it bundles and renders.
        if (target !== 'server' || writing) return;
        writing = writeToolPolicies(outDir);
        writing.catch(() => {});
      },
      'astro:build:done': async ({ dir, logger }) => {
        const waited = performance.now();
        const { files, seconds } = await (writing ?? writeToolPolicies(fileURLToPath(dir)));
        logger.info(
          `wrote ${files} tool policy.json and server export files in ${seconds.toFixed(1)} s (${((performance.now() - waited) / 1000).toFixed(1)} s of it after the pages were written)`,
        );
      },
    },
  };
}
