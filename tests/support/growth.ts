/**
 * How a cost grows with input size, measured as a ratio rather than against a
 * clock: a loaded machine slows both runs alike, so the ratio holds where a
 * fixed limit in milliseconds would fail. Time is the process's CPU time, which
 * does not run while other processes hold the cores (a wall clock on a busy
 * 2-core machine counted their turns too). Each size runs a few times and the
 * fastest run counts (the least disturbed by other work).
 */

/** A timed sample lasts at least this long: a run of well under a millisecond is repeated within the sample, so the clock's granularity and one interruption are a small part of it. */
const MIN_SAMPLE_MS = 20;
/** At most this many runs in one sample. */
const MAX_RUNS_PER_SAMPLE = 1_000;

/** CPU time of this process so far, in milliseconds. */
function cpuMs(): number {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
}

/** Mean CPU time of one run over `runs` runs in a row, in milliseconds. */
function perRun(run: () => void, runs: number): number {
  const started = cpuMs();
  for (let i = 0; i < runs; i++) run();
  return (cpuMs() - started) / runs;
}

/** Samples of a run shorter than MIN_SAMPLE_MS: they are cheap, so more of them, for a better chance of an undisturbed one. */
const SHORT_RUN_SAMPLES = 10;

/**
 * The time of one run: the fastest of `repeats` single runs; or, for a run shorter than MIN_SAMPLE_MS, the
 * fastest of SHORT_RUN_SAMPLES samples of as many runs as make a sample that long.
 */
export function fastest(run: () => void, repeats = 3): number {
  let best = Infinity;
  for (let i = 0; i < repeats; i++) best = Math.min(best, perRun(run, 1));
  if (best >= MIN_SAMPLE_MS) return best;
  const runs = Math.min(MAX_RUNS_PER_SAMPLE, Math.ceil(MIN_SAMPLE_MS / Math.max(best, 0.05)));
  let batched = Infinity;
  for (let i = 0; i < SHORT_RUN_SAMPLES; i++) batched = Math.min(batched, perRun(run, runs));
  return batched;
}

/** Time for the large input over time for the small one. */
export function growth(small: () => void, large: () => void, repeats = 3): number {
  // One warm-up of each, so the first run's compilation is not counted against the small input.
  small();
  large();
  return fastest(large, repeats) / Math.max(fastest(small, repeats), 0.05);
}
