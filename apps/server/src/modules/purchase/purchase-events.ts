/** Buyers waiting for a purchase's state to change, woken by the database's notifications. */
export function purchaseEvents() {
  const waiting = new Map<string, Set<() => void>>();
  /** The server is stopping: a wait that reaches here after the release ends at once. */
  let released = false;

  function wake(idShort: string): void {
    const wakers = waiting.get(idShort);
    waiting.delete(idShort);
    for (const resolve of wakers ?? []) resolve();
  }

  return {
    /** Called for each NOTIFY purchase_state (its payload is the purchase's idShort). */
    notify: wake,

    /** Resolves when the purchase changes state, or after `timeoutMs`. */
    waitForChange(idShort: string, timeoutMs: number, signal?: AbortSignal): Promise<void> {
      if (released) return Promise.resolve();
      return new Promise((resolve) => {
        const done = () => {
          clearTimeout(timer);
          waiting.get(idShort)?.delete(done);
          resolve();
        };
        const timer = setTimeout(done, timeoutMs);
        signal?.addEventListener("abort", done, { once: true });
        const wakers = waiting.get(idShort) ?? new Set();
        wakers.add(done);
        waiting.set(idShort, wakers);
      });
    },

    /**
     * Lets every waiting buyer go, and any that starts waiting after (the server is stopping: a
     * wait call still reading its purchase when the stop began would otherwise hold it open).
     */
    releaseAll(): void {
      released = true;
      for (const idShort of [...waiting.keys()]) wake(idShort);
    },
  };
}

export type PurchaseEvents = ReturnType<typeof purchaseEvents>;
