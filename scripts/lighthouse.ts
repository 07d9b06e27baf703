/**
 * npm run lighthouse [-- --runs <n>] [--dist <dir>] [--path <url path> ...] [--no-control]
 *
 * Serves the built site (dist/, or --dist) with `astro preview` and runs
 * Lighthouse with its default mobile preset in the system Chromium against the
 * home page, a server page and a tool page (or the --path pages given). Prints
 * each page's four category scores, the audits that lost points, and as its
 * last line one JSON object. Scores are the median of --runs runs (default 3),
 * with the range of the performance score and of TBT beside them.
 *
 * The performance score moves with the machine's load, so the runs are
 * interleaved (run 1 of every page, then run 2 of every page…) and, unless
 * --no-control, every round also scores a control page: a near-empty page with
 * the site's stylesheet, written into the served folder for the run and
 * removed after. A page that scores like the control is at this machine's
 * floor; only the difference says something about the page.
 */
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { preview } from 'astro';
import lighthouse, { type RunnerResult } from 'lighthouse';
import { chromium } from 'playwright-core';
import { findChromium, NO_CHROMIUM } from '../bench/chromium.ts';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    dist: { type: 'string', default: 'dist' },
    path: { type: 'string', multiple: true },
    port: { type: 'string', default: '4398' },
    out: { type: 'string', default: 'bench/out/lighthouse' },
    'no-control': { type: 'boolean', default: false },
  },
  strict: true,
});

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const chromePath = findChromium();
if (!chromePath) {
  console.error(NO_CHROMIUM);
  process.exit(2);
}
const dist = resolve(values.dist);
if (!existsSync(join(dist, 'index.html'))) {
  console.error(`${dist} has no index.html: run \`npm run build\` first.`);
  process.exit(2);
}

/** A server page and one of its tool pages from the built site: the first server folder that has a tool. */
function defaultPaths(): string[] {
  for (const server of readdirSync(join(dist, 'servers'), { withFileTypes: true }).sort((a, b) =>
    a.name.localeCompare(b.name),
  )) {
    if (!server.isDirectory()) continue;
    const tool = readdirSync(join(dist, 'servers', server.name), { withFileTypes: true }).find(
      (e) => e.isDirectory() && e.name !== 'policy',
    );
    if (tool) return ['/', `/servers/${server.name}/`, `/servers/${server.name}/${tool.name}/`];
  }
  return ['/'];
}
const paths = values.path?.length ? values.path : (process.env.LIGHTHOUSE_PATHS?.split(',') ?? defaultPaths());
const runs = Math.max(1, Number(values.runs));

const server = await preview({
  root: process.cwd(),
  outDir: dist,
  logLevel: 'error',
  server: { host: '127.0.0.1', port: Number(values.port) },
});
const base = `http://127.0.0.1:${server.port ?? values.port}`;
// The system Chromium, driven by Lighthouse over the DevTools port (playwright-core only starts it).
const debuggingPort = Number(values.port) + 1;
const chrome = await chromium.launch({
  executablePath: chromePath,
  headless: true,
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--no-first-run',
    '--disable-sync',
    `--remote-debugging-port=${debuggingPort}`,
  ],
});

interface PageScores {
  path: string;
  scores: Record<(typeof CATEGORIES)[number], number>;
  /** Audits that scored below 1 in the median run, with what they found. */
  issues: Array<{ id: string; category: string; score: number | null; title: string; displayValue?: string }>;
  metrics: Record<string, number | undefined>;
  /** Lowest and highest performance score and TBT over the runs. */
  range: { performance: [number, number]; tbtMs: [number, number] };
  /** Lighthouse's measure of the host's CPU (the median over the runs); its default 4× slowdown assumes about 1,500. */
  benchmarkIndex: number;
}

/** The middle value (the upper of the two middle ones for an even count). */
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const results: PageScores[] = [];

/** The control page: the site's stylesheet, a heading and a paragraph. What any page scores on this machine. */
const withControl = !values['no-control'];
const CONTROL_PATH = `/__lighthouse-control-${process.pid}/`;
const controlDir = join(dist, CONTROL_PATH);
const removeControl = () => rmSync(controlDir, { recursive: true, force: true });
// Never leave the control page in a folder that may be deployed, even when the run is stopped.
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
  process.once(signal, () => {
    removeControl();
    process.exit(130);
  });
}
const audited = withControl ? [...paths, CONTROL_PATH] : paths;

try {
  mkdirSync(values.out, { recursive: true });
  if (withControl) {
    const stylesheet = readFileSync(join(dist, 'index.html'), 'utf8').match(
      /<link rel="stylesheet" href="([^"]+)"/,
    )?.[1];
    if (!stylesheet)
      throw new Error(
        `${join(dist, 'index.html')} links no stylesheet, so the control page would not be comparable: run with --no-control.`,
      );
    mkdirSync(controlDir, { recursive: true });
    writeFileSync(
      join(controlDir, 'index.html'),
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Control page</title><meta name="description" content="A near-empty page for comparing Lighthouse runs."><link rel="icon" href="/favicon.svg" type="image/svg+xml"><link rel="stylesheet" href="${stylesheet}"></head><body><main><h1>Control page</h1><p>A heading and a paragraph with the site's stylesheet: what any page scores on this machine.</p></main></body></html>`,
    );
  }
  // Interleaved, and each round starts one page later: a drift in the machine's load reaches every page alike,
  // and no page is always the one audited first or last.
  const reports = new Map<string, Array<RunnerResult['lhr']>>(audited.map((path) => [path, []]));
  for (let run = 0; run < runs; run++) {
    for (let i = 0; i < audited.length; i++) {
      const path = audited[(i + run) % audited.length]!;
      const result = await lighthouse(`${base}${path}`, {
        port: debuggingPort,
        output: 'json',
        logLevel: 'error',
        onlyCategories: [...CATEGORIES],
      });
      if (!result) throw new Error(`Lighthouse returned nothing for ${path}`);
      if (result.lhr.runtimeError)
        throw new Error(
          `Lighthouse could not audit ${path}: ${result.lhr.runtimeError.code} ${result.lhr.runtimeError.message}`,
        );
      reports.get(path)!.push(result.lhr);
    }
  }
  for (const path of audited) {
    const lhrs = reports.get(path)!;
    const perf = lhrs.map((r) => r.categories.performance?.score ?? 0);
    const chosen = lhrs[perf.indexOf(median(perf))]!;
    const file = path === CONTROL_PATH ? 'control' : path.replace(/[^a-z0-9]+/gi, '_').replace(/^_|_$/g, '') || 'home';
    writeFileSync(join(values.out, `${file}.json`), JSON.stringify(chosen, null, 1));
    const scores = Object.fromEntries(
      CATEGORIES.map((c) => [c, Math.round(median(lhrs.map((r) => r.categories[c]?.score ?? 0)) * 100)]),
    ) as PageScores['scores'];
    const issues: PageScores['issues'] = [];
    for (const category of CATEGORIES) {
      for (const ref of chosen.categories[category]?.auditRefs ?? []) {
        const audit = chosen.audits[ref.id];
        if (!audit || ref.weight === 0 || audit.score === null || audit.score >= 1) continue;
        issues.push({ id: ref.id, category, score: audit.score, title: audit.title, displayValue: audit.displayValue });
      }
    }
    const metric = (id: string) => chosen.audits[id]?.numericValue;
    const tbts = lhrs.map((r) => r.audits['total-blocking-time']?.numericValue ?? 0);
    results.push({
      path,
      scores,
      issues,
      metrics: {
        fcpMs: metric('first-contentful-paint'),
        lcpMs: metric('largest-contentful-paint'),
        tbtMs: metric('total-blocking-time'),
        cls: metric('cumulative-layout-shift'),
        speedIndexMs: metric('speed-index'),
      },
      range: {
        performance: [Math.round(Math.min(...perf) * 100), Math.round(Math.max(...perf) * 100)],
        tbtMs: [Math.round(Math.min(...tbts)), Math.round(Math.max(...tbts))],
      },
      benchmarkIndex: median(lhrs.map((r) => r.environment.benchmarkIndex)),
    });
  }
} finally {
  removeControl();
  await chrome.close();
  await server.stop();
}

console.log(`Lighthouse ${runs > 1 ? `(median of ${runs} interleaved runs) ` : ''}mobile preset, ${chromePath}`);
console.log(
  `CPU benchmark index ${Math.round(median(results.map((page) => page.benchmarkIndex)))} (Lighthouse's 4× CPU slowdown is meant for about 1,500)`,
);
for (const page of results) {
  console.log(`\n${page.path === CONTROL_PATH ? `${page.path} (control: a heading and a paragraph)` : page.path}`);
  console.log(
    `  ${CATEGORIES.map((c) => `${c} ${page.scores[c]}`).join(' · ')}${runs > 1 ? `  (performance ${page.range.performance.join('–')})` : ''}`,
  );
  console.log(
    `  FCP ${Math.round(page.metrics.fcpMs ?? 0)} ms · LCP ${Math.round(page.metrics.lcpMs ?? 0)} ms · TBT ${Math.round(page.metrics.tbtMs ?? 0)} ms${runs > 1 ? ` (${page.range.tbtMs.join('–')})` : ''} · CLS ${page.metrics.cls?.toFixed(3)}`,
  );
  for (const issue of page.issues)
    console.log(
      `  - [${issue.category}] ${issue.id} (${issue.score}): ${issue.title}${issue.displayValue ? ` — ${issue.displayValue}` : ''}`,
    );
}
console.log(
  JSON.stringify({
    runs,
    pages: results.map(({ path, scores, metrics, issues, range, benchmarkIndex }) => ({
      path,
      control: path === CONTROL_PATH,
      ...scores,
      ...metrics,
      range,
      benchmarkIndex,
      issues: issues.map((i) => i.id),
    })),
  }),
);
