import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { buildPolicy, policyJson } from '../lib/policy.ts';
import { checkedPolicyJson } from '../lib/policy-check.ts';
import { loadValidatedCatalogue, validatedCatalogue } from '../site/catalogue-data.ts';
import { toolUrl, verdictOf } from '../site/catalogue.ts';

/** The exact bytes of a tool's policy.json: the same functions give the text its page shows (ToolView.policyJson). */
export const toolPolicyText = (record: Parameters<typeof verdictOf>[0]) => policyJson(buildPolicy([verdictOf(record)]));

/** Writes every tool's policy.json under `outDir`, a few dozen at a time: each file is tiny, and on a slow disk the time goes to waiting. */
async function writeToolPolicies(outDir: string): Promise<{ files: number; seconds: number }> {
  const started = performance.now();
  const { tools } = await loadValidatedCatalogue();
  let next = 0;
  const worker = async () => {
    while (next < tools.length) {
      const { server, record } = tools[next++]!;
      const url = toolUrl(server, record.name);
      const folder = join(outDir, ...url.split('/').filter(Boolean).map((part) => decodeURIComponent(part)));
      const text = checkedPolicyJson(toolPolicyText(record), url);
      try {
        await writeFile(join(folder, 'policy.json'), text);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
        await mkdir(folder, { recursive: true });
        await writeFile(join(folder, 'policy.json'), text);
      }
    }
  };
  await Promise.all(Array.from({ length: 32 }, worker));
  return { files: tools.length, seconds: (performance.now() - started) / 1000 };
}

/**
 * Writes /servers/<server>/<tool>/policy.json for every tool.
 *
 * These files were an Astro endpoint route. A route per tool doubled the
 * routes Astro renders, and at 250,000 tools Astro's fixed cost per route
 * (request, response, folder, file, log line) was the largest part of the
 * build (docs/benchmarks.md). The same bytes are written directly instead, and
 * while the pages render: they need only the catalogue, so writing starts once
 * Astro has emptied the output folder (astro:build:setup) and the build waits
 * for it only if it is not done when the pages are. Every file is checked
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
          const match = /^\/servers\/([^/]+)\/([^/]+)\/policy\.json$/.exec(req.url?.split('?')[0] ?? '');
          if (!match) return next();
          const [server, name] = [match[1]!, decodeURIComponent(match[2]!)];
          const tool = validatedCatalogue().tools.find((t) => t.server === server && t.record.name === name);
          if (!tool) return next();
          res.setHeader('Content-Type', 'application/json');
          res.end(checkedPolicyJson(toolPolicyText(tool.record), toolUrl(server, name)));
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
        logger.info(`wrote ${files} tool policy.json files in ${seconds.toFixed(1)} s (${((performance.now() - waited) / 1000).toFixed(1)} s of it after the pages were written)`);
      },
    },
  };
}
