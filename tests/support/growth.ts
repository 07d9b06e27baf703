/**
 * How a cost grows with input size, measured as a ratio rather than against a
 * clock: a loaded machine slows both runs alike, so the ratio holds where a
 * fixed limit in milliseconds would fail. Each size runs a few times and the
 * fastest run counts (the least disturbed by other work).
 */
export function fastest(run: () => void, repeats = 3): number {
  let best = Infinity;
  for (let i = 0; i < repeats; i++) {
    const started = performance.now();
    run();
    best = Math.min(best, performance.now() - started);
  }
  return best;
}

/** Time for the large input over time for the small one. */
export function growth(small: () => void, large: () => void, repeats = 3): number {
  // One warm-up of each, so the first run's compilation is not counted against the small input.
  small();
  large();
  return fastest(large, repeats) / Math.max(fastest(small, repeats), 0.05);
}
