import { describe, expect, it } from "vitest";
import { purchaseEvents } from "./purchase-events.ts";

const LONG_MS = 60_000;

describe("purchaseEvents", () => {
  it("wakes the buyers waiting for a purchase when it changes", async () => {
    const events = purchaseEvents();
    let woken = false;
    const waiting = events.waitForChange("ABC123", LONG_MS).then(() => {
      woken = true;
    });
    events.notify("OTHER1");
    await Promise.resolve();
    expect(woken).toBe(false);
    events.notify("ABC123");
    await waiting;
    expect(woken).toBe(true);
  });

  it("lets every buyer go when the server stops, and any who starts waiting after", async () => {
    const events = purchaseEvents();
    const before = events.waitForChange("ABC123", LONG_MS);
    events.releaseAll();
    await before;
    // A wait call still reading its purchase when the stop began: it must not hold the stop.
    await events.waitForChange("ABC123", LONG_MS);
  });

  it("ends a wait whose caller has gone", async () => {
    const events = purchaseEvents();
    const gone = new AbortController();
    const waiting = events.waitForChange("ABC123", LONG_MS, gone.signal);
    gone.abort();
    await waiting;
  });
});
