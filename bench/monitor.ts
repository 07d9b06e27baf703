/**
 * Watches a process tree through /proc: the largest resident set of any one
 * process, the largest total of the tree, and the CPU time its processes used.
 * Polling misses the last interval of a short-lived child; at 200 ms that is
 * noise next to a build of minutes.
 */
import { readFileSync, readdirSync } from 'node:fs';

export interface TreeSample {
  peakRssMB: number;
  peakTreeRssMB: number;
  /** user + system seconds of every process seen in the tree (last sample of each). */
  cpuSeconds: number;
  /** The command of the process that reached peakRssMB. */
  peakProcess: string;
}

const PAGE_SIZE = 4096;
const TICKS = 100;

interface ProcStat {
  pid: number;
  ppid: number;
  rssBytes: number;
  cpuTicks: number;
  comm: string;
}

function readStat(pid: number): ProcStat | undefined {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // comm may hold spaces and parentheses: fields resume after the last ")".
    const close = text.lastIndexOf(')');
    const comm = text.slice(text.indexOf('(') + 1, close);
    const fields = text.slice(close + 2).split(' ');
    // fields[0] is field 3 (state): ppid is field 4, utime 14, stime 15, rss 24.
    return {
      pid,
      ppid: Number(fields[1]),
      cpuTicks: Number(fields[11]) + Number(fields[12]),
      rssBytes: Number(fields[21]) * PAGE_SIZE,
      comm,
    };
  } catch {
    return undefined;
  }
}

export function watchTree(rootPid: number, intervalMs = 200): { stop(): TreeSample } {
  const cpu = new Map<number, number>();
  let peakRss = 0;
  let peakTree = 0;
  let peakProcess = '';
  const sample = () => {
    const stats: ProcStat[] = [];
    for (const entry of readdirSync('/proc')) {
      if (!/^\d+$/.test(entry)) continue;
      const stat = readStat(Number(entry));
      if (stat) stats.push(stat);
    }
    const children = new Map<number, ProcStat[]>();
    for (const stat of stats) {
      const list = children.get(stat.ppid);
      if (list) list.push(stat);
      else children.set(stat.ppid, [stat]);
    }
    const root = stats.find((s) => s.pid === rootPid);
    if (!root) return;
    let tree = 0;
    const queue = [root];
    while (queue.length > 0) {
      const stat = queue.pop()!;
      tree += stat.rssBytes;
      cpu.set(stat.pid, stat.cpuTicks);
      if (stat.rssBytes > peakRss) {
        peakRss = stat.rssBytes;
        peakProcess = stat.comm;
      }
      queue.push(...(children.get(stat.pid) ?? []));
    }
    peakTree = Math.max(peakTree, tree);
  };
  sample();
  const timer = setInterval(sample, intervalMs);
  return {
    stop() {
      clearInterval(timer);
      sample();
      let ticks = 0;
      for (const value of cpu.values()) ticks += value;
      return {
        peakRssMB: peakRss / 2 ** 20,
        peakTreeRssMB: peakTree / 2 ** 20,
        cpuSeconds: ticks / TICKS,
        peakProcess,
      };
    },
  };
}
