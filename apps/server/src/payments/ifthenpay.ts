import { timingSafeEqual } from "node:crypto";
import { centsToEuros, lisbonDayStart } from "@shop/shared";
import type { IfthenpayRefundLedger } from "./ifthenpay-refunds.ts";
import {
  MBWAY_WINDOW_MS,
  type MbwayProvider,
  MbwayRejectedError,
  type MbwayStatus,
} from "./mbway-provider.ts";
import type { ReferenceProvider } from "./reference-provider.ts";
import { RefundSettledElsewhereError } from "./refund-through.ts";

export interface IfthenpayConfig {
  mbKey: string;
  mbExpiryDays: number;
  mbwayKey: string;
  backofficeKey: string;
  apiUrl: string;
  timeoutMs: number;
}

/** ifthenpay answered with an HTTP error status. */
class IfthenpayHttpError extends Error {
  constructor(
    readonly status: number,
    path: string,
  ) {
    super(`ifthenpay answered ${status} to ${path}`);
  }
}

/**
 * Whether a failed call surely did nothing at ifthenpay: refused as a bad request, unavailable,
 * or never connected. A timeout or a server error may come after the work was done.
 */
function surelyNotTaken(error: unknown): boolean {
  if (error instanceof IfthenpayHttpError) return error.status < 500 || error.status === 503;
  const code = (error as { cause?: { code?: string } } | null)?.cause?.code;
  return code === "ECONNREFUSED" || code === "ENOTFOUND";
}

/** Calls ifthenpay's API: its JSON answer; throws when it does not answer in time or fails. */
async function callIfthenpay(
  config: IfthenpayConfig,
  path: string,
  init: RequestInit = {},
): Promise<Record<string, unknown>> {
  const response = await fetch(`${config.apiUrl}${path}`, {
    ...init,
    headers: { "content-type": "application/json", accept: "application/json" },
    signal: AbortSignal.timeout(config.timeoutMs),
  });
  if (!response.ok) throw new IfthenpayHttpError(response.status, path);
  return (await response.json()) as Record<string, unknown>;
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

/** What the staff read on a refund ifthenpay may or may not have made. */
const UNCONFIRMED_REFUND =
  "O ifthenpay não confirmou este reembolso: veja no backoffice do ifthenpay se foi feito e diga-o na encomenda.";

/** ifthenpay's MB WAY API: push a request, ask its status, refund it (once per key: its ledger). */
export function ifthenpayMbway(
  config: IfthenpayConfig,
  ledger: IfthenpayRefundLedger,
): MbwayProvider {
  const call = (path: string, init?: RequestInit) => callIfthenpay(config, path, init);

  /** Asks ifthenpay for a refund this caller claimed, and writes down what came of it. */
  async function askRefund(key: string, requestId: string, amountCents: number) {
    let reply: Record<string, unknown>;
    try {
      reply = await call("/v2/payments/refund", {
        method: "POST",
        body: JSON.stringify({
          backofficekey: config.backofficeKey,
          requestId,
          amount: amountText(amountCents),
        }),
      });
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      if (surelyNotTaken(error)) {
        await ledger.settle(key, "NOT_TAKEN", message);
        throw error;
      }
      await ledger.settle(key, "UNCONFIRMED", message);
      throw new Error(UNCONFIRMED_REFUND, { cause: error });
    }
    if (String(reply.Code) !== "1") {
      const message = `ifthenpay refused the refund: ${String(reply.Message)}`;
      await ledger.settle(key, "NOT_TAKEN", message);
      throw new Error(message);
    }
    await ledger.settle(key, "DONE");
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

    // ifthenpay's refund call takes no key of ours: the ledger asks once per key.
    async refund(requestId, amountCents, key) {
      const ledgerKey = key ?? `refund-${requestId}`;
      const claim = await ledger.claim(ledgerKey, requestId, amountCents);
      if (claim === "ASKING")
        throw new RefundSettledElsewhereError(`the refund ${ledgerKey} is being asked`);
      if (claim === "UNCONFIRMED") throw new RefundSettledElsewhereError(UNCONFIRMED_REFUND);
      if (claim === "CLAIMED") await askRefund(ledgerKey, requestId, amountCents);
      return { id: key ? `refund-${key}` : `refund-${requestId}` };
    },
  };
}

/** Where ifthenpay's MULTIBANCO payments are recorded (notifications, incidents, its references). */
export const IFTHENPAY_MULTIBANCO = "ifthenpay-multibanco";

/**
 * ifthenpay's deadline of a dynamic reference, "dd-mm-yyyy": payable until the end of that day in
 * Lisbon; null when it is not such a date.
 */
export function ifthenpayExpiry(date: string): Date | null {
  const match = /^(\d{2})-(\d{2})-(\d{4})$/.exec(date.trim());
  if (!match) return null;
  const [, day, month, year] = match;
  const end = lisbonDayStart(`${year}-${month}-${day}`, true);
  return Number.isNaN(end.getTime()) ? null : end;
}

/**
 * ifthenpay's dynamic MULTIBANCO references (a contract with an MB Key): each asked from its API
 * for one purchase and amount, with the deadline it answers; paid through its callback.
 */
export function ifthenpayReferences(config: IfthenpayConfig): ReferenceProvider {
  return {
    name: IFTHENPAY_MULTIBANCO,

    async issueReference({ amountCents, idShort }) {
      const reply = await callIfthenpay(config, "/multibanco/reference/init", {
        method: "POST",
        body: JSON.stringify({
          mbKey: config.mbKey,
          orderId: idShort,
          amount: amountText(amountCents),
          description: `Encomenda ${idShort}`,
          expiryDays: config.mbExpiryDays,
        }),
      });
      const expiresAt = ifthenpayExpiry(String(reply.ExpiryDate ?? ""));
      const entity = String(reply.Entity ?? "");
      const reference = String(reply.Reference ?? "").replace(/\s/g, "");
      if (String(reply.Status) !== "0" || !/^\d{5}$/.test(entity) || !/^\d{9}$/.test(reference))
        throw new Error(`ifthenpay issued no reference: ${String(reply.Message)}`);
      if (!expiresAt) throw new Error(`ifthenpay gave no deadline: ${String(reply.ExpiryDate)}`);
      const requestId = typeof reply.RequestId === "string" ? reply.RequestId : null;
      return { intentId: null, requestId, entity, reference, expiresAt };
    },
  };
}
