/** Buyers waiting for a purchase's state to change, woken by the database's notifications. */
export function purchaseEvents() {
  const waiting = new Map<string, Set<() => void>>();

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

    /** Lets every waiting buyer go (the server is stopping). */
    releaseAll(): void {
      for (const idShort of [...waiting.keys()]) wake(idShort);
    },
  };
}

export type PurchaseEvents = ReturnType<typeof purchaseEvents>;
