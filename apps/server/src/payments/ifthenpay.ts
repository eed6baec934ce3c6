import { timingSafeEqual } from "node:crypto";
import { centsToEuros } from "@shop/shared";
import {
  MBWAY_WINDOW_MS,
  type MbwayProvider,
  MbwayRejectedError,
  type MbwayStatus,
} from "./mbway-provider.ts";

export interface IfthenpayConfig {
  mbwayKey: string;
  backofficeKey: string;
  apiUrl: string;
  timeoutMs: number;
}

/** Whether a callback's key is the shop's anti-phishing key, compared in constant time. */
export function isIfthenpayKey(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return expected.length > 0 && a.length === b.length && timingSafeEqual(a, b);
}

/** "12.34" (ifthenpay writes amounts in euros with a point) → 1234; null when it is not one. */
export function ifthenpayCents(amount: string): number | null {
  if (!/^\d{1,7}([.,]\d{1,2})?$/.test(amount.trim())) return null;
  return Math.round(Number(amount.trim().replace(",", ".")) * 100);
}

const amountText = (cents: number) => centsToEuros(cents).toFixed(2);

/** ifthenpay's MB WAY status codes: 000 paid, 020 refused, 101 expired; others still wait. */
const STATUSES: Record<string, MbwayStatus> = { "000": "PAID", "020": "REFUSED", "101": "EXPIRED" };

/** ifthenpay's MB WAY API: push a request, ask its status, refund it. */
export function ifthenpayMbway(config: IfthenpayConfig): MbwayProvider {
  async function call(path: string, init: RequestInit = {}): Promise<Record<string, unknown>> {
    const response = await fetch(`${config.apiUrl}${path}`, {
      ...init,
      headers: { "content-type": "application/json", accept: "application/json" },
      signal: AbortSignal.timeout(config.timeoutMs),
    });
    if (!response.ok) throw new Error(`ifthenpay answered ${response.status} to ${path}`);
    return (await response.json()) as Record<string, unknown>;
  }

  return {
    name: "mbway-ifthenpay",

    async request({ orderId, amountCents, phone, description }) {
      const reply = await call("/spg/payment/mbway", {
        method: "POST",
        body: JSON.stringify({
          mbWayKey: config.mbwayKey,
          orderId,
          amount: amountText(amountCents),
          mobileNumber: `351#${phone}`,
          description,
        }),
      });
      if (reply.Status !== "000" || typeof reply.RequestId !== "string")
        throw new MbwayRejectedError(`ifthenpay refused the request: ${String(reply.Message)}`);
      return { requestId: reply.RequestId, expiresAt: new Date(Date.now() + MBWAY_WINDOW_MS) };
    },

    async status(requestId) {
      const query = new URLSearchParams({ mbWayKey: config.mbwayKey, requestId });
      const reply = await call(`/spg/payment/mbway/status?${query}`);
      return STATUSES[String(reply.Status)] ?? "PENDING";
    },

    // ifthenpay's refund call takes no key of ours: the shop asks once per refund it records.
    async refund(requestId, amountCents, key) {
      const reply = await call("/v2/payments/refund", {
        method: "POST",
        body: JSON.stringify({
          backofficekey: config.backofficeKey,
          requestId,
          amount: amountText(amountCents),
        }),
      });
      if (String(reply.Code) !== "1")
        throw new Error(`ifthenpay refused the refund: ${String(reply.Message)}`);
      return { id: key ? `refund-${key}` : `refund-${requestId}` };
    },
  };
}
