import { refundLimits } from "../src/config/limits.ts";
import type { Database } from "../src/db/database.ts";

/**
 * Moves the IBANs of a purchase's refunds (its cancellation's and its returns') back past their
 * hold, as if its hours had gone by.
 */
export async function endIbanHolds({ db }: Database, purchaseId: number) {
  const past = new Date(Date.now() - refundLimits.ibanHoldSeconds * 1000 - 60_000);
  await db
    .updateTable("purchase_refunds")
    .set({ iban_given_at: past })
    .where("purchase_id", "=", purchaseId)
    .where("iban_given_at", "is not", null)
    .execute();
  await db
    .updateTable("purchase_returns")
    .set({ iban_given_at: past })
    .where("purchase_id", "=", purchaseId)
    .where("iban_given_at", "is not", null)
    .execute();
}
