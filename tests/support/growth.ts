/**
 * How a cost grows with input size, measured as a ratio rather than against a
 * clock: a loaded machine slows both runs alike, so the ratio holds where a
 * fixed limit in milliseconds would fail. Each size runs a few times and the
 * fastest run counts (the least disturbed by other work).
 */

/** A timed sample lasts at least this long: a run of well under a millisecond is repeated within the sample, so one context switch or timer tick (other test files run on the other cores) cannot make it look many times slower. */
const MIN_SAMPLE_MS = 20;
/** At most this many runs in one sample. */
const MAX_RUNS_PER_SAMPLE = 1_000;

/** Mean time of one run over `runs` runs in a row. */
function perRun(run: () => void, runs: number): number {
  const started = performance.now();
  for (let i = 0; i < runs; i++) run();
  return (performance.now() - started) / runs;
}

/** Samples of a run shorter than MIN_SAMPLE_MS: they are cheap, so more of them, for a better chance of an undisturbed one. */
const SHORT_RUN_SAMPLES = 10;

/**
 * The time of one run: the fastest of `repeats` single runs, and, when that is shorter than MIN_SAMPLE_MS,
 * of SHORT_RUN_SAMPLES more samples of as many runs as make a sample that long.
 */
export function fastest(run: () => void, repeats = 3): number {
  let best = Infinity;
  for (let i = 0; i < repeats; i++) best = Math.min(best, perRun(run, 1));
  if (best >= MIN_SAMPLE_MS) return best;
  const runs = Math.min(MAX_RUNS_PER_SAMPLE, Math.ceil(MIN_SAMPLE_MS / Math.max(best, 0.001)));
  for (let i = 0; i < SHORT_RUN_SAMPLES; i++) best = Math.min(best, perRun(run, runs));
  return best;
}

/** Time for the large input over time for the small one. */
export function growth(small: () => void, large: () => void, repeats = 3): number {
  // One warm-up of each, so the first run's compilation is not counted against the small input.
  small();
  large();
  return fastest(large, repeats) / Math.max(fastest(small, repeats), 0.05);
}
