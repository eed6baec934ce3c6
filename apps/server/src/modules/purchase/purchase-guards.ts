import { ErrorCode } from "@shop/shared";
import type { Kysely, Transaction } from "kysely";
import { purchaseLimits as limits } from "../../config/limits.ts";
import type { DB } from "../../db/schema.ts";
import { limitAttempts } from "../../http/account-limit.ts";
import { AppError } from "../../http/app-error.ts";
import { purchaseRepository as repo } from "./purchase.repository.ts";

/** Who asks for a purchase call: the session's user (or null) and the client address. */
export interface Buyer {
  userId: number | null;
  address: string;
}

const messages = {
  tooManyOpen: `Há demasiadas encomendas por pagar em seu nome (no máximo ${limits.openPerEmail.max}). Pague uma delas, ou aguarde que expire, antes de fazer outra.`,
};

/** Counts one generation per client address and per contact email; 429 past either limit. */
export async function limitGeneration(db: Kysely<DB>, email: string, address: string) {
  const { generatePerAddress: perAddress, generatePerEmail: perEmail } = limits;
  await limitAttempts(db, `purchase-address:${address}`, perAddress.max, perAddress.windowSeconds);
  await limitAttempts(
    db,
    `purchase-email:${email.toLowerCase()}`,
    perEmail.max,
    perEmail.windowSeconds,
  );
}

/**
 * Inside the generation's transaction, under the buyer's locks: refuses with 429 a purchase beyond the unpaid ones one email or one address may keep open (each holds stock for 6 hours).
 */
export async function guardOpenPurchases(trx: Transaction<DB>, email: string, address: string) {
  if (
    (await repo.countOpen(trx, { email })) >= limits.openPerEmail.max ||
    (await repo.countOpen(trx, { address })) >= limits.openPerAddress.max
  ) {
    throw new AppError(ErrorCode.TOO_MANY_REQUESTS, messages.tooManyOpen);
  }
}

/** Counts one call of `name` (confirm, cancel) from a client address; 429 past its limit. */
export async function limitCall(
  db: Kysely<DB>,
  name: "confirmPerAddress" | "cancelPerAddress",
  address: string,
) {
  await limitAttempts(db, `${name}:${address}`, limits[name].max, limits[name].windowSeconds);
}
