/**
 * How much work a run does, counted rather than timed: the number of array and string elements the code walks.
 * A count does not depend on the machine's speed or load, so a test can compare two input sizes exactly.
 *
 * While `run` runs, every step of an array (or typed array) iterator counts one (for…of, spread, Array.from,
 * destructuring), and each call of an array method that walks its elements (some, find, indexOf, map, …) or of a
 * string search counts the length it walks (indexOf and includes from their starting position to the match). Searching a list or a text again for
 * each of n items (the usual quadratic mistake, in our code or in a library it calls) counts n² steps. Plain
 * indexed loops and Map or Set look-ups are not counted.
 */

type Method = (this: unknown, ...args: unknown[]) => unknown;

/** Array methods that may walk every element: each call counts the array's length. */
const ARRAY_WALKS = [
  'every',
  'filter',
  'find',
  'findIndex',
  'findLast',
  'findLastIndex',
  'flatMap',
  'forEach',
  'includes',
  'indexOf',
  'join',
  'lastIndexOf',
  'map',
  'reduce',
  'reduceRight',
  'slice',
  'some',
] as const;
/** String methods that walk the whole text: each call counts its length. */
const STRING_WALKS = ['match', 'matchAll', 'replace', 'replaceAll', 'search', 'split'] as const;

/** Runs `run` (synchronous) and returns how many elements it walked, as counted above. */
export function countWork(run: () => void): number {
  let steps = 0;
  const restore: Array<() => void> = [];
  const wrap = (
    owner: object,
    name: PropertyKey,
    count: (self: unknown, args: unknown[], result: unknown) => number,
  ) => {
    const original = Reflect.get(owner, name) as Method;
    const counted = function (this: unknown, ...args: unknown[]) {
      const result = original.apply(this, args);
      steps += count(this, args, result);
      return result;
    };
    Object.defineProperty(owner, name, { value: counted, configurable: true, writable: true });
    restore.push(() => Object.defineProperty(owner, name, { value: original, configurable: true, writable: true }));
  };
  const lengthOf = (self: unknown) => (self as { length?: number } | null)?.length ?? 0;
  const stringIndexOf = String.prototype.indexOf;
  // A text searched from a position walks from there to the match (or the end): a scan that goes on from the last
  // match counts the text once, a scan that starts again at the top for each item counts it each time.
  const forward = (self: unknown, args: unknown[], found: number) => {
    const text = String(self);
    const from = Math.min(Math.max(Number(args[1] ?? 0) || 0, 0), text.length);
    return (found < 0 ? text.length : found + String(args[0]).length) - from;
  };
  try {
    wrap(Object.getPrototypeOf([][Symbol.iterator]()) as object, 'next', () => 1);
    for (const name of ARRAY_WALKS) wrap(Array.prototype, name, lengthOf);
    for (const name of STRING_WALKS) wrap(String.prototype, name, (self) => String(self).length);
    wrap(String.prototype, 'indexOf', (self, args, result) => forward(self, args, result as number));
    wrap(String.prototype, 'includes', (self, args) =>
      forward(self, args, stringIndexOf.call(String(self), String(args[0]), Number(args[1] ?? 0) || 0)),
    );
    wrap(String.prototype, 'lastIndexOf', (self, args, result) => {
      const text = String(self);
      const from = args[1] === undefined ? text.length : Math.min(Math.max(Number(args[1]) || 0, 0), text.length);
      return from - Math.max(result as number, 0);
    });
    run();
  } finally {
    for (const undo of restore.reverse()) undo();
  }
  return steps;
}

/** Work for the large input over work for the small one. */
export function workGrowth(small: () => void, large: () => void): number {
  return countWork(large) / Math.max(countWork(small), 1);
}
