/**
 * Work over many items without a long task: a slice runs items until its time
 * budget is spent, then the next slice waits for the scheduler (the browser's
 * idle time). flush() does what is left at once, for when the user needs it all
 * now. No DOM here: tests/slices.test.ts drives it with a fake clock.
 */
export interface SliceOptions {
  /** Milliseconds one slice may run (it stops after the item that crosses it). */
  budgetMs: number;
  now: () => number;
  /** Calls `next` later, once. */
  schedule: (next: () => void) => void;
  /** Called once, after the last item. */
  done?: () => void;
}

export interface Slices {
  /** Runs every item not yet run, now. */
  flush(): void;
  readonly finished: boolean;
}

export function inSlices<T>(items: readonly T[], work: (item: T) => void, options: SliceOptions): Slices {
  let next = 0;
  let finished = false;
  const finish = () => {
    if (finished) return;
    finished = true;
    options.done?.();
  };
  const runUntil = (stop: () => boolean) => {
    while (next < items.length && !stop()) work(items[next++]!);
    if (next >= items.length) finish();
  };
  const slice = () => {
    if (finished) return;
    const start = options.now();
    runUntil(() => options.now() - start >= options.budgetMs);
    if (!finished) options.schedule(slice);
  };
  slice();
  return {
    flush: () => runUntil(() => false),
    get finished() {
      return finished;
    },
  };
}

/** The browser's idle time where it has one, else the next task. */
export const whenIdle = (next: () => void): void => {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(() => next(), { timeout: 1000 });
  else setTimeout(next, 16);
};
