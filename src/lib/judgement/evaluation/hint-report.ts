/**
 * The report of the agreement with declared hints, as `npm run eval:classifier` prints it: the figures, the naive
 * baselines beside them, the verbs authors declare both ways, and every miss with what settled it.
 */
import {
  BASELINE_DELETE_VERBS,
  BASELINE_READ_VERBS,
  percent,
  reviewSplit,
  type Evaluation,
  type Miss,
} from './hint-agreement.ts';

/**
 * The misses counted by their kind: which way they go, which rule settled the judged value, and whether the
 * server's hint is blanket. Lets a reader tell the catalogue's deliberate readings (an update is destructive
 * under the specification) from the engine's gaps (no rule found what the author declares).
 */
export function missTally(misses: Miss[], blanketServers: string[]): Array<[string, number]> {
  const tally = new Map<string, number>();
  for (const miss of misses) {
    const way = `declared ${miss.declared}, judged ${miss.judged}`;
    const by = miss.rule ?? 'no rule';
    const key = blanketServers.includes(miss.server) ? `${way} (blanket-hint server)` : `${way} — ${by}`;
    tally.set(key, (tally.get(key) ?? 0) + 1);
  }
  return [...tally].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
}

/**
 * The report the script prints. With `listed`, only the misses of servers it accepts are named one by one (the
 * development set); the others are counted and said to be withheld, so nobody tunes a rule on a frozen test-set
 * server's names by reading this list.
 */
export function formatEvaluation(
  evaluation: Evaluation,
  options: { listed?: (server: string) => boolean; withheld?: string } = {},
): string {
  const lines: string[] = [];
  lines.push(`Judged ${evaluation.tools} tools of ${evaluation.servers} servers with ignoreAnnotations: true.`);
  lines.push('');
  lines.push('Agreement with declared annotations');
  lines.push(
    `  readOnly     heuristic ${percent(evaluation.readOnly)}   naive first word ${percent(evaluation.baseline.readOnly)}   first listed verb anywhere ${percent(evaluation.baselineAnywhere.readOnly)}`,
  );
  lines.push(
    `  destructive  heuristic ${percent(evaluation.destructive)}   naive first word ${percent(evaluation.baseline.destructive)}   first listed verb anywhere ${percent(evaluation.baselineAnywhere.destructive)}`,
  );
  if (evaluation.blanketServers.length > 0) {
    lines.push(`  destructive, servers whose hint varies per tool: ${percent(evaluation.destructivePerTool)}`);
    lines.push(
      `  (${evaluation.blanketServers.join(', ')} give${evaluation.blanketServers.length === 1 ? 's' : ''} every writing tool the same destructiveHint, so it says nothing about any one tool; their misses are still listed below)`,
    );
  }
  const marked = evaluation.misses.some((miss) => miss.review !== undefined);
  if (marked) {
    lines.push("  misses split by the reviewed record (a reviewer who read the server's code):");
    for (const dimension of ['readOnly', 'destructive'] as const) {
      const split = reviewSplit(evaluation.misses.filter((miss) => miss.dimension === dimension));
      lines.push(
        `    ${dimension.padEnd(12)} reviewer sides with the engine ${split.engine}, with the author ${split.author} (genuine engine misses), not reviewed ${split.unreviewed}`,
      );
    }
  }
  lines.push('');
  lines.push('  readOnly denominator: tools with a boolean readOnlyHint.');
  lines.push(
    '  destructive denominator: tools with a boolean destructiveHint whose readOnlyHint is not true; a tool judged read-only counts as judged non-destructive.',
  );
  lines.push(
    `  baseline read verbs: ${BASELINE_READ_VERBS.join(', ')}; delete verbs: ${BASELINE_DELETE_VERBS.join(', ')}.`,
  );
  lines.push('');
  if (evaluation.splits.length > 0) {
    const unavoidable = evaluation.splits.reduce((sum, split) => sum + split.unavoidable, 0);
    lines.push(
      `Where authors disagree with each other (servers whose hint varies per tool): ${evaluation.splits.length} verbs are declared destructive for some tools and additive for others.`,
    );
    lines.push(
      `Any one reading of each verb contradicts at least ${unavoidable} of these declarations (the smaller side of each verb); only what the rest of the definition says can tell such tools apart:`,
    );
    for (const split of evaluation.splits.slice(0, 12)) {
      const servers = (list: string[]) => `${list.length} server${list.length === 1 ? '' : 's'}`;
      lines.push(
        `  ${split.lemma.padEnd(12)} destructive ${String(split.destructive.tools).padStart(3)} (${servers(split.destructive.servers)})   additive ${String(split.additive.tools).padStart(3)} (${servers(split.additive.servers)})`,
      );
    }
    if (evaluation.splits.length > 12) lines.push(`  … and ${evaluation.splits.length - 12} more verbs`);
    lines.push('');
  }
  const groups: Array<['readOnly' | 'destructive', string]> = [
    ['readOnly', 'readOnly misses'],
    ['destructive', 'destructive misses'],
  ];
  for (const [dimension, title] of groups) {
    const misses = evaluation.misses.filter((miss) => miss.dimension === dimension);
    lines.push(`${title} (${misses.length}), by what settled the judged value:`);
    for (const [key, count] of missTally(misses, evaluation.blanketServers))
      lines.push(`  ${String(count).padStart(4)}  ${key}`);
    const split = reviewSplit(misses);
    if (split.engine + split.author > 0) {
      lines.push(
        `  by what the reviewed record says: reviewer sides with the engine (the author's hint is contradicted by the reviewer who read the code) ${split.engine}; reviewer sides with the author (a genuine engine miss) ${split.author}; no reviewed record ${split.unreviewed}`,
      );
    }
    lines.push('');
    const { listed } = options;
    const shown = listed ? misses.filter((miss) => listed(miss.server)) : misses;
    if (shown.length < misses.length)
      lines.push(`  ${misses.length - shown.length} not listed: ${options.withheld ?? 'withheld'}`);
    for (const miss of shown) {
      const marker =
        miss.review === undefined
          ? ''
          : miss.review === 'engine'
            ? ' [reviewer sides with the engine]'
            : ' [reviewer sides with the author]';
      lines.push(
        `  ${miss.server}/${miss.tool}: declared ${miss.declared}, judged ${miss.judged} — ${miss.reason}${marker}`,
      );
    }
    lines.push('');
  }
  return lines.join('\n');
}
