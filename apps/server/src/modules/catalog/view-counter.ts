const FLUSH_EVERY_MS = 5000;
/**
 * Products per statement: one `UPDATE` of the 10,000 products a busy five seconds can view held
 * the embedded database, which runs on the event loop, for half a second (every request waited).
 */
const PRODUCTS_PER_WRITE = 500;

/** The counts in maps of at most `size` products each. */
function batches(counts: Map<number, number>, size: number): Array<Map<number, number>> {
  const entries = [...counts];
  const result: Array<Map<number, number>> = [];
  for (let start = 0; start < entries.length; start += size)
    result.push(new Map(entries.slice(start, start + size)));
  return result;
}

/**
 * Product views counted in memory and written together every few seconds, so that a page view is
 * not a write of its own (the embedded database does one thing at a time), a few hundred products
 * a statement so that requests are answered between them. A failed write keeps its counts (and
 * those not yet written) for the next one; at most the last few seconds are lost if the process
 * dies.
 */
export function viewCounter(
  write: (views: Map<number, number>) => Promise<void>,
  onTimedWriteFailed: (error: unknown) => void,
) {
  let pending = new Map<number, number>();
  let writing: Promise<void> = Promise.resolve();

  function flush(): Promise<void> {
    // One write at a time, each after the last one settled, whether it worked or not.
    writing = writing
      .catch(() => undefined)
      .then(async () => {
        if (pending.size === 0) return;
        const unwritten = batches(pending, PRODUCTS_PER_WRITE);
        pending = new Map();
        try {
          while (unwritten.length > 0) {
            await write(unwritten[0] as Map<number, number>);
            unwritten.shift();
            // The requests that arrived meanwhile go first (the write resolves as a microtask).
            await new Promise((resolve) => setImmediate(resolve));
          }
        } catch (error) {
          for (const views of unwritten)
            for (const [id, n] of views) pending.set(id, (pending.get(id) ?? 0) + n);
          throw error;
        }
      });
    return writing;
  }

  const timer = setInterval(() => void flush().catch(onTimedWriteFailed), FLUSH_EVERY_MS);
  timer.unref();

  return {
    count(id: number): void {
      pending.set(id, (pending.get(id) ?? 0) + 1);
    },
    /** Writes what was counted so far. */
    flush,
    /** Writes what was counted and stops the timer. */
    async stop(): Promise<void> {
      clearInterval(timer);
      await flush();
    },
  };
}
