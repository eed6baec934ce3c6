import { ErrorCode } from "@shop/shared";
import type { Kysely, Transaction } from "kysely";
import type { DB } from "../../db/schema.ts";
import { AppError } from "../../http/app-error.ts";
import { type PurchaseRow, purchaseRepository as repo } from "./purchase.repository.ts";
import type { Buyer } from "./purchase-guards.ts";

const notFound = "A encomenda não existe.";

/**
 * The buyer's own purchase, locked when in a transaction: the checkout's key it was generated
 * with, or the signed-in owner. Anyone else's (or an unknown one) is a 404 as if it did not exist.
 */
export async function ownPurchase(
  db: Kysely<DB> | Transaction<DB>,
  body: { idShort: string; idempotencyKey: string | null },
  buyer: Buyer,
): Promise<PurchaseRow> {
  const row = db.isTransaction
    ? await repo.lockByIdShort(db, body.idShort)
    : await repo.findByIdShort(db, body.idShort);
  const owner =
    row &&
    ((body.idempotencyKey !== null && row.idempotency_key === body.idempotencyKey) ||
      (buyer.userId !== null && row.user_id === buyer.userId));
  if (!row || !owner) throw new AppError(ErrorCode.NOT_FOUND, notFound);
  return row;
}
