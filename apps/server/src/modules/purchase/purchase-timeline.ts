import type { PurchaseEventDetails, PurchaseEventKind } from "@shop/shared";
import type { Kysely, Transaction } from "kysely";
import type { DB } from "../../db/schema.ts";

type Db = Kysely<DB> | Transaction<DB>;

/**
 * Adds one event to a purchase's timeline. Call it in the transaction of what it tells, so the
 * timeline never shows a change that was rolled back. `staffId` when a staff member acted.
 */
export async function recordPurchaseEvent(
  db: Db,
  purchaseId: number,
  kind: PurchaseEventKind,
  options: { staffId?: number | null; details?: PurchaseEventDetails } = {},
): Promise<void> {
  await db
    .insertInto("purchase_events")
    .values({
      purchase_id: purchaseId,
      kind,
      staff_id: options.staffId ?? null,
      details: JSON.stringify(options.details ?? {}),
    })
    .execute();
}

/** A purchase's timeline, oldest first, with the name of the staff member who acted. */
export const purchaseTimeline = (db: Db, purchaseId: number) =>
  db
    .selectFrom("purchase_events as e")
    .leftJoin("staff as s", "s.id", "e.staff_id")
    .select(["e.id", "e.at", "e.kind", "e.details", "s.id as staff_id", "s.name as staff_name"])
    .where("e.purchase_id", "=", purchaseId)
    .orderBy("e.id")
    .execute();
