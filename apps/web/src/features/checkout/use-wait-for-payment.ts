import { useEffect, useRef, useState } from "react";
import { ApiRequestError } from "../../lib/api-client";
import { waitForPurchase } from "./api";

export type WaitStatus = "waiting" | "retrying" | "expired";

const RETRY_MS = 3000;

function pause(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener("abort", () => {
      clearTimeout(timer);
      resolve();
    });
  });
}

/**
 * Asks the shop, again and again, whether the purchase is paid (each call waits up to 25 s on the
 * server). Stops when paid, when the reference expired, or when the component goes away.
 */
export function useWaitForPayment(idShort: string, onPaid: () => void): WaitStatus {
  const [status, setStatus] = useState<WaitStatus>("waiting");
  const onPaidRef = useRef(onPaid);
  onPaidRef.current = onPaid;

  useEffect(() => {
    const controller = new AbortController();
    const { signal } = controller;
    async function loop() {
      while (!signal.aborted) {
        try {
          const reply = await waitForPurchase(idShort, signal);
          if (signal.aborted) return;
          if (reply.paid) return onPaidRef.current();
          if (reply.state === "CANCELED") return setStatus("expired");
          setStatus("waiting");
        } catch (error) {
          if (signal.aborted) return;
          // An unknown purchase will not appear by asking again.
          if (error instanceof ApiRequestError && error.status === 404) return setStatus("expired");
          setStatus("retrying");
          await pause(RETRY_MS, signal);
        }
      }
    }
    void loop();
    return () => controller.abort();
  }, [idShort]);

  return status;
}
