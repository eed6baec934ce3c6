/**
 * Settles in a new task of the page, so that a phone can answer a tap before what follows. A
 * message to itself rather than a timer: chained timers wait at least 4 ms each from the fifth on.
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}

/** When the browser never says it is idle (Safari), `whenIdle` calls back after this long. */
const IDLE_FALLBACK_MS = 2000;

/** Calls back once the page has nothing else to do; returns what cancels it. */
export function whenIdle(callback: () => void, fallbackMs = IDLE_FALLBACK_MS): () => void {
  if (typeof requestIdleCallback === "function") {
    const handle = requestIdleCallback(callback, { timeout: fallbackMs });
    return () => cancelIdleCallback(handle);
  }
  const timer = window.setTimeout(callback, fallbackMs);
  return () => window.clearTimeout(timer);
}
