/** Edit distance counting a swap of two neighbours as one edit (optimal string alignment): "Raed" is one typo from "Read". */
function editDistance(a: string, b: string): number {
  if (a === b) return 0;
  const rows = a.length + 1;
  const cols = b.length + 1;
  const d: number[] = new Array(rows * cols).fill(0);
  for (let i = 0; i < rows; i++) d[i * cols] = i;
  for (let j = 0; j < cols; j++) d[j] = j;
  for (let i = 1; i < rows; i++) {
    for (let j = 1; j < cols; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(d[(i - 1) * cols + j]! + 1, d[i * cols + j - 1]! + 1, d[(i - 1) * cols + j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        best = Math.min(best, d[(i - 2) * cols + j - 2]! + 1);
      d[i * cols + j] = best;
    }
  }
  return d[rows * cols - 1]!;
}

/** The closest candidate, if it is close enough to be a plausible typo (case is ignored). */
export function didYouMean(input: string, candidates: readonly string[]): string | undefined {
  const needle = input.toLowerCase();
  let best: string | undefined;
  let bestDistance = Infinity;
  for (const candidate of candidates) {
    const distance = editDistance(needle, candidate.toLowerCase());
    if (distance < bestDistance) {
      best = candidate;
      bestDistance = distance;
    }
  }
  if (best === undefined) return undefined;
  const allowed = Math.max(1, Math.floor(Math.max(needle.length, best.length) / 3));
  return bestDistance <= allowed ? best : undefined;
}

/**
 * Up to `max` candidates close enough to `input` to be what was meant, closest
 * first (case is ignored; each is offered once). Multi-word input is also tried
 * with "_" between its words, the way tool names are written.
 */
export function closeNames(input: string, candidates: readonly string[], max = 3): string[] {
  const needles = [...new Set([input.trim().toLowerCase(), input.trim().toLowerCase().split(/\s+/).join('_')])].filter(
    Boolean,
  );
  const scored = new Map<string, { candidate: string; distance: number }>();
  for (const candidate of candidates) {
    const lower = candidate.toLowerCase();
    if (scored.has(lower)) continue;
    let best = Infinity;
    for (const needle of needles) {
      const distance = editDistance(needle, lower);
      const allowed = Math.max(1, Math.floor(Math.max(needle.length, lower.length) / 3));
      if (distance <= allowed && distance > 0) best = Math.min(best, distance);
    }
    if (best < Infinity) scored.set(lower, { candidate, distance: best });
  }
  return [...scored.values()]
    .sort((a, b) => a.distance - b.distance || (a.candidate < b.candidate ? -1 : 1))
    .slice(0, max)
    .map((s) => s.candidate);
}
