/**
 * node scripts/main-thread.ts [--dist dist] [--port 4812] [--runs 5] --path <url path> [--path ...]
 *
 * What a page load costs the browser's main thread, read from a Chromium trace rather than from
 * Lighthouse's score, which moves with the machine's load: the page is loaded at Lighthouse's mobile
 * size (412 × 823) without throttling, and every top-level task of the renderer's main thread is
 * counted by its thread (CPU) time. "TBT-like" is what Lighthouse's 4× CPU slowdown would make of
 * them: the sum over tasks of max(0, 4 × CPU − 50 ms). Prints, per page, the median of the runs and
 * the longest tasks of the median run with what filled them; the last line is one JSON object.
 */
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { preview } from 'astro';
import { chromium } from 'playwright-core';
import { findChromium, NO_CHROMIUM } from '../bench/chromium.ts';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '5' },
    dist: { type: 'string', default: 'dist' },
    path: { type: 'string', multiple: true },
    port: { type: 'string', default: '4812' },
    wait: { type: 'string', default: '3000' },
    profile: { type: 'boolean', default: false },
  },
  strict: true,
});
const dist = resolve(values.dist);
if (!existsSync(join(dist, 'index.html'))) {
  console.error(`${dist} has no index.html: run \`npm run build\` first.`);
  process.exit(2);
}
const paths = values.path?.length ? values.path : ['/'];
const chromePath = findChromium();
if (!chromePath) {
  console.error(NO_CHROMIUM);
  process.exit(2);
}

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
  args?: { name?: string };
}
interface Load {
  cpu: number;
  tbtLike: number;
  longest: Array<{ cpu: number; parts: string }>;
}

/** Top-level tasks of the page's renderer main thread, each with its CPU time and the events that filled it. */
function analyse(events: TraceEvent[], url: string): Load {
  // The renderer main thread that parsed the page (not another tab's, nor the browser's).
  const parsed = events.find(
    (e) => e.name === 'ParseHTML' && (e.args as { beginData?: { url?: string } } | undefined)?.beginData?.url === url,
  );
  const mains = events.filter(
    (e) =>
      e.name === 'thread_name' &&
      e.args?.name === 'CrRendererMain' &&
      (!parsed || (e.pid === parsed.pid && e.tid === parsed.tid)),
  );
  let best: Load | undefined;
  for (const main of mains) {
    const own = events.filter((e) => e.pid === main.pid && e.tid === main.tid && e.ph === 'X');
    const tasks = own.filter((e) => e.name === 'RunTask' && (e.tdur ?? 0) > 0);
    const cpu = tasks.reduce((sum, t) => sum + t.tdur! / 1000, 0);
    if (best && best.cpu >= cpu) continue;
    const tbtLike = tasks.reduce((sum, t) => sum + Math.max(0, (4 * t.tdur!) / 1000 - 50), 0);
    const longest = [...tasks]
      .sort((a, b) => b.tdur! - a.tdur!)
      .slice(0, 4)
      .map((task) => {
        const inside = own.filter(
          (e) => e !== task && e.ts >= task.ts && e.ts + (e.dur ?? 0) <= task.ts + task.dur! && e.name !== 'RunTask',
        );
        const byName = new Map<string, number>();
        for (const e of inside) byName.set(e.name, (byName.get(e.name) ?? 0) + (e.tdur ?? e.dur ?? 0) / 1000);
        const parts = [...byName]
          .sort((a, b) => b[1] - a[1])
          .slice(0, 14)
          .map(([n, ms]) => `${n} ${ms.toFixed(1)}`)
          .join(', ');
        return { cpu: task.tdur! / 1000, parts };
      });
    best = { cpu, tbtLike, longest };
  }
  return best ?? { cpu: 0, tbtLike: 0, longest: [] };
}

interface CpuProfile {
  nodes: Array<{ id: number; callFrame: { functionName: string; url: string; lineNumber: number } }>;
  samples: number[];
  timeDeltas: number[];
}
/** The functions that took the most self time in a V8 CPU profile (--profile, first run of each page). */
function printProfile(profile: CpuProfile) {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const self = new Map<string, number>();
  profile.samples.forEach((id, i) => {
    const frame = byId.get(id)!.callFrame;
    const key = `${frame.functionName || '(anonymous)'} ${frame.url.replace(/^.*\//, '')}:${frame.lineNumber}`;
    self.set(key, (self.get(key) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000);
  });
  for (const [key, ms] of [...self].sort((a, b) => b[1] - a[1]).slice(0, 12))
    console.log(`  self ${ms.toFixed(1)} ms ${key}`);
}

const server = await preview({
  root: process.cwd(),
  outDir: dist,
  logLevel: 'error',
  server: { host: '127.0.0.1', port: Number(values.port) },
});
const base = `http://127.0.0.1:${server.port ?? values.port}`;
const browser = await chromium.launch({ executablePath: chromePath, args: ['--no-sandbox', '--disable-gpu'] });
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const summary: Record<string, { cpu: number; tbtLike: number; runs: number[] }> = {};
try {
  for (const path of paths) {
    const loads: Load[] = [];
    for (let run = 0; run < Number(values.runs); run++) {
      const context = await browser.newContext({
        viewport: { width: 412, height: 823 },
        deviceScaleFactor: 1.75,
        isMobile: true,
        hasTouch: true,
      });
      const page = await context.newPage();
      const cdp = values.profile ? await context.newCDPSession(page) : undefined;
      if (cdp) {
        await cdp.send('Profiler.enable');
        await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
        await cdp.send('Profiler.start');
      }
      await browser.startTracing(page, {
        categories: ['toplevel', 'devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8', 'blink'],
      });
      await page.goto(`${base}${path}`, { waitUntil: 'load' });
      await page.waitForTimeout(Number(values.wait));
      const trace = JSON.parse((await browser.stopTracing()).toString('utf8')) as { traceEvents: TraceEvent[] };
      if (!trace.traceEvents.some((e) => e.name === 'ParseHTML')) console.warn('  (no ParseHTML event in the trace)');
      loads.push(analyse(trace.traceEvents, `${base}${path}`));
      if (cdp && run === 0) printProfile((await cdp.send('Profiler.stop')).profile as CpuProfile);
      await context.close();
    }
    const byTbt = [...loads].sort((a, b) => a.tbtLike - b.tbtLike);
    const mid = byTbt[Math.floor(byTbt.length / 2)]!;
    summary[path] = {
      cpu: Math.round(median(loads.map((l) => l.cpu))),
      tbtLike: Math.round(median(loads.map((l) => l.tbtLike))),
      runs: loads.map((l) => Math.round(l.tbtLike)),
    };
    console.log(
      `${path}: CPU ${summary[path].cpu} ms, TBT-like ${summary[path].tbtLike} ms (runs ${summary[path].runs.join(', ')})`,
    );
    for (const task of mid.longest) console.log(`  task ${task.cpu.toFixed(1)} ms: ${task.parts}`);
  }
} finally {
  await browser.close();
  await server.stop();
}
console.log(JSON.stringify(summary));
