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
