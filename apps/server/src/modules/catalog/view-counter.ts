const FLUSH_EVERY_MS = 5000;

/**
 * Product views counted in memory and written together every few seconds, so that a page view is
 * not a write of its own (the embedded database does one thing at a time). A failed write keeps
 * its counts for the next one; at most the last few seconds are lost if the process dies.
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
        const views = pending;
        pending = new Map();
        try {
          await write(views);
        } catch (error) {
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
