/**
 * The search page's handle on Pagefind, which runs in a worker (src/client/pagefind-worker.ts): the same
 * search(term, { filters }) → { results: [{ data() }] } the page used when Pagefind ran on its thread,
 * with each call a message. A result's data is read only when the page asks for it, as before.
 */
import type { PagefindRequest } from './pagefind-worker.ts';

export interface WorkerResult<T> {
  data(): Promise<T>;
}
export interface SearchIndex<T> {
  search(
    term: string | null,
    options: { filters: Record<string, string> },
  ): Promise<{ results: WorkerResult<T>[] } | null>;
}

type Request = PagefindRequest extends infer R ? (R extends { id: number } ? Omit<R, 'id'> : never) : never;

export function pagefindInWorker<T>(): SearchIndex<T> {
  const worker = new Worker(new URL('./pagefind-worker.ts', import.meta.url), { type: 'module' });
  const waiting = new Map<number, { resolve(value: unknown): void; reject(error: Error): void }>();
  let next = 0;
  worker.addEventListener('message', ({ data }: MessageEvent<{ id: number; value?: unknown; error?: string }>) => {
    const call = waiting.get(data.id);
    if (!call) return;
    waiting.delete(data.id);
    if (data.error !== undefined) call.reject(new Error(data.error));
    else call.resolve(data.value);
  });
  worker.postMessage({
    op: 'language',
    language: document.documentElement.lang || 'unknown',
  } satisfies PagefindRequest);
  const ask = <V>(request: Request, id = ++next) =>
    new Promise<V>((resolve, reject) => {
      waiting.set(id, { resolve: resolve as (value: unknown) => void, reject });
      worker.postMessage({ ...request, id });
    });

  return {
    async search(term, { filters }) {
      const search = ++next;
      const found = await ask<{ count: number } | null>({ op: 'search', term, filters }, search);
      if (!found) return null;
      // The worker keeps the results of the last few searches (pagefind-worker.ts), the current query's among them.
      return {
        results: Array.from({ length: found.count }, (_, index) => ({
          data: () => ask<T>({ op: 'data', search, index }),
        })),
      };
    },
  };
}
