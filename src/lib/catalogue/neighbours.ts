/**
 * Up to `count` items around `items[at]`, without it: as many before as after
 * where the list allows, the rest from the other side. A tool page lists its
 * server's tools around it, so reading a server tool by tool always has a next
 * step, while the page stays small for servers with hundreds of tools (the
 * server page lists them all).
 */
export function neighbours<T>(items: readonly T[], at: number, count: number): T[] {
  if (at < 0 || at >= items.length) throw new RangeError(`index ${at} is outside a list of ${items.length}`);
  const take = Math.min(count, items.length - 1);
  const start = Math.max(0, Math.min(at - Math.floor(take / 2), items.length - 1 - take));
  const around = items.slice(start, start + take + 1);
  return around.filter((_, i) => start + i !== at);
}
