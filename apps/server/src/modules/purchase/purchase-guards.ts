import { ErrorCode, type Language } from "@shop/shared";
import type { Kysely, Transaction } from "kysely";
import type { PurchaseLimits } from "../../config/limits.ts";
import type { DB } from "../../db/schema.ts";
import { emailKey, limitAttempts } from "../../http/account-limit.ts";
import { AppError } from "../../http/app-error.ts";
import { purchaseRepository as repo } from "./purchase.repository.ts";

/** Who asks for a purchase call: the session's user (or null) and the client address. */
export interface Buyer {
  userId: number | null;
  address: string;
  /** The page's language, kept on the purchase for its emails ('pt' when not said). */
  language?: Language;
}

export const purchaseGuardMessages = {
  tooManyOpen: (max: number) =>
    `Há demasiadas encomendas por pagar em seu nome (no máximo ${max}). Pague uma delas, ou aguarde que expire, antes de fazer outra.`,
};

/** The abuse limits of purchase calls (purchaseLimits, maybe raised by configuration). */
export function purchaseGuards(db: Kysely<DB>, limits: PurchaseLimits) {
  const count = (key: string, { max, windowSeconds }: { max: number; windowSeconds: number }) =>
    limitAttempts(db, key, max, windowSeconds);

  return {
    /** Counts one generation per client address and per contact email; 429 past either. */
    async limitGeneration(email: string, address: string) {
      await count(`purchase-address:${address}`, limits.generatePerAddress);
      await count(`purchase-email:${emailKey(email)}`, limits.generatePerEmail);
    },

    /**
     * Inside the generation's transaction, under the buyer's locks: refuses with 429 a purchase
     * beyond the unpaid ones one email or one address may keep open (each holds stock 6 hours).
     */
    async guardOpenPurchases(trx: Transaction<DB>, email: string, address: string) {
      const { openPerEmail, openPerAddress } = limits;
      if (
        (await repo.countOpen(trx, { email })) >= openPerEmail.max ||
        (await repo.countOpen(trx, { address })) >= openPerAddress.max
      ) {
        throw new AppError(
          ErrorCode.TOO_MANY_REQUESTS,
          purchaseGuardMessages.tooManyOpen(openPerEmail.max),
        );
      }
    },

    /** Counts one call from a client address; 429 past its limit. */
    limitCall: (
      name:
        | "confirmPerAddress"
        | "cancelPerAddress"
        | "mbwayPerAddress"
        | "mbwayStatusPerAddress"
        | "switchPerAddress",
      address: string,
    ) => count(`${name}:${address}`, limits[name]),

    /**
     * Counts one MB WAY request about to be pushed to `phone` (its 9 digits); 429 past the limit.
     * Only the buyer's own requests come here, so a stranger cannot use up someone's number.
     */
    limitMbwayPhone: (phone: string) => count(`mbway-phone:${phone}`, limits.mbwayPerPhone),
  };
}

export type PurchaseGuards = ReturnType<typeof purchaseGuards>;
