import { describe, expect, it } from 'vitest';
import { inSlices } from '../src/client/slices.ts';

/** A fake clock where each item of work takes `cost` ms, and a scheduler that queues slices until run. */
function harness(cost: number) {
  let time = 0;
  const queued: Array<() => void> = [];
  const slicesRun: number[][] = [];
  let currentSlice: number[] | undefined;
  const work = (item: number) => {
    currentSlice!.push(item);
    time += cost;
  };
  const schedule = (next: () => void) => queued.push(next);
  const runNext = () => {
    currentSlice = [];
    slicesRun.push(currentSlice);
    queued.shift()!();
  };
  return { now: () => time, work, schedule, queued, slicesRun, runNext, startSlice: () => { currentSlice = []; slicesRun.push(currentSlice); } };
}

describe('inSlices', () => {
  it('stops each slice once its budget is spent, and runs every item once, in order', () => {
    const h = harness(2);
    const items = Array.from({ length: 25 }, (_, i) => i);
    let done = 0;
    h.startSlice();
    const slices = inSlices(items, h.work, { budgetMs: 6, now: h.now, schedule: h.schedule, done: () => done++ });
    expect(h.slicesRun[0]).toEqual([0, 1, 2]);
    expect(slices.finished).toBe(false);
    while (h.queued.length > 0) h.runNext();
    expect(h.slicesRun.flat()).toEqual(items);
    expect(h.slicesRun.every((slice) => slice.length <= 3)).toBe(true);
    expect(done).toBe(1);
    expect(slices.finished).toBe(true);
  });

  it('flush runs what is left at once, and a slice scheduled before it then does nothing', () => {
    const h = harness(5);
    const items = Array.from({ length: 10 }, (_, i) => i);
    let done = 0;
    h.startSlice();
    const slices = inSlices(items, h.work, { budgetMs: 5, now: h.now, schedule: h.schedule, done: () => done++ });
    expect(h.slicesRun[0]).toEqual([0]);
    slices.flush();
    expect(h.slicesRun.flat()).toEqual(items);
    expect(done).toBe(1);
    while (h.queued.length > 0) h.runNext();
    expect(h.slicesRun.flat()).toEqual(items);
    expect(done).toBe(1);
  });

  it('a list that fits one slice finishes at once, with nothing scheduled', () => {
    const h = harness(1);
    let done = 0;
    h.startSlice();
    inSlices([1, 2, 3], h.work, { budgetMs: 6, now: h.now, schedule: h.schedule, done: () => done++ });
    expect(h.slicesRun).toEqual([[1, 2, 3]]);
    expect(h.queued).toHaveLength(0);
    expect(done).toBe(1);
  });
});
