import { type Language, RETURN_HOLDING_STATES, type ReturnState } from "@shop/shared";
import { type Kysely, sql, type Transaction, type Updateable } from "kysely";
import type { DB, PurchaseReturnsTable } from "../../db/schema.ts";
import { titleIn } from "../catalog/product-english.ts";

type Db = Kysely<DB> | Transaction<DB>;

export interface NewReturnLine {
  product_id: number;
  size: string;
  quantity: number;
  exchange_size: string | null;
}

const returnColumns = [
  "r.id",
  "r.purchase_id",
  "r.kind",
  "r.state",
  "r.reason",
  "r.note",
  "r.iban",
  "r.iban_given_at",
  "r.refuse_reason",
  "r.refund_cents",
  "r.refund_method",
  "r.refund_status",
  "r.refund_last_error",
  "r.exchange_purchase_id",
  "r.created_at",
  "r.received_at",
  "r.decided_at",
  "r.ended_at",
  "r.transfer_date",
  "r.transfer_reference",
  "r.received_store_id",
] as const;

/** SQL of returns and exchanges: their records, the units they hold, their stock movements. */
export const returnsRepository = {
  /** A purchase, locked until the transaction ends: its returns and refunds are made one at a time. */
  lockPurchase: (trx: Transaction<DB>, purchaseId: number) =>
    trx
      .selectFrom("purchases")
      .selectAll()
      .where("id", "=", purchaseId)
      .forUpdate()
      .executeTakeFirst(),

  /** The reference of a purchase (an exchange's new one). */
  idShortOf: async (db: Db, purchaseId: number | null) =>
    purchaseId === null
      ? null
      : ((
          await db
            .selectFrom("purchases")
            .select("id_short")
            .where("id", "=", purchaseId)
            .executeTakeFirst()
        )?.id_short ?? null),

  /** When the purchase was delivered (its latest DELIVERED event). */
  async deliveredAt(db: Db, purchaseId: number): Promise<Date | null> {
    const row = await db
      .selectFrom("purchase_events")
      .select((eb) => eb.fn.max("at").as("at"))
      .where("purchase_id", "=", purchaseId)
      .where("kind", "=", "DELIVERED")
      .executeTakeFirst();
    return row?.at ? new Date(row.at) : null;
  },

  /** A purchase's lines with the product's title (in `language`) and sizes (for an exchange). */
  purchaseLines: (db: Db, purchaseId: number, language: Language = "pt") =>
    db
      .selectFrom("purchase_lines as l")
      .innerJoin("products as p", "p.id", "l.product_id")
      .select([
        "l.product_id",
        "l.size",
        "l.quantity",
        "l.unit_price_cents",
        "l.discount",
        "l.sale_cents",
        "l.code_discount_cents",
        "p.ref",
        titleIn(language),
        sql<
          string[]
        >`ARRAY(SELECT s.size FROM product_sizes s WHERE s.product_id = p.id ORDER BY s.position, s.size)`.as(
          "sizes",
        ),
      ])
      .where("l.purchase_id", "=", purchaseId)
      .orderBy("l.product_id")
      .orderBy("l.size")
      .execute(),

  /** Units of each line already in returns that hold them (not refused, not cancelled). */
  heldUnits: (db: Db, purchaseId: number) =>
    db
      .selectFrom("purchase_return_lines as l")
      .innerJoin("purchase_returns as r", "r.id", "l.return_id")
      .select(["l.product_id", "l.size", (eb) => eb.fn.sum<number>("l.quantity").as("quantity")])
      .where("r.purchase_id", "=", purchaseId)
      .where("r.state", "in", RETURN_HOLDING_STATES)
      .groupBy(["l.product_id", "l.size"])
      .execute(),

  /** Units of each line sent back for the money and refunded already. */
  refundedUnits: (db: Db, purchaseId: number) =>
    db
      .selectFrom("purchase_return_lines as l")
      .innerJoin("purchase_returns as r", "r.id", "l.return_id")
      .select(["l.product_id", "l.size", (eb) => eb.fn.sum<number>("l.quantity").as("quantity")])
      .where("r.purchase_id", "=", purchaseId)
      .where("r.kind", "=", "RETURN")
      .where("r.state", "=", "REFUNDED")
      .groupBy(["l.product_id", "l.size"])
      .execute(),

  async insert(
    trx: Transaction<DB>,
    values: Pick<PurchaseReturnsTable, "purchase_id" | "kind" | "reason" | "iban"> & {
      note: string;
    },
    lines: NewReturnLine[],
  ): Promise<number> {
    const { id } = await trx
      .insertInto("purchase_returns")
      .values(values)
      .returning("id")
      .executeTakeFirstOrThrow();
    await trx
      .insertInto("purchase_return_lines")
      .values(lines.map((line) => ({ ...line, return_id: id })))
      .execute();
    return id;
  },

  find: (db: Db, id: number) =>
    db
      .selectFrom("purchase_returns as r")
      .select(returnColumns)
      .where("r.id", "=", id)
      .executeTakeFirst(),

  /** When a return's IBAN was given: its transfer is held from then. */
  ibanGiven: (trx: Transaction<DB>, id: number, at: Date) =>
    trx.updateTable("purchase_returns").set({ iban_given_at: at }).where("id", "=", id).execute(),

  /** A return, locked until the transaction ends. */
  lock: (trx: Transaction<DB>, id: number) =>
    trx
      .selectFrom("purchase_returns as r")
      .select(returnColumns)
      .where("r.id", "=", id)
      .forUpdate()
      .executeTakeFirst(),

  ofPurchase: (db: Db, purchaseId: number) =>
    db
      .selectFrom("purchase_returns as r")
      .select(returnColumns)
      .where("r.purchase_id", "=", purchaseId)
      .orderBy("r.id")
      .execute(),

  /**
   * The lines of some returns, with the product's title (in `language`, Portuguese unless said),
   * pictures and what was paid for them.
   */
  lines: (db: Db, returnIds: number[], language: Language = "pt") =>
    returnIds.length === 0
      ? Promise.resolve([])
      : db
          .selectFrom("purchase_return_lines as l")
          .innerJoin("purchase_returns as r", "r.id", "l.return_id")
          .innerJoin("purchase_lines as pl", (join) =>
            join
              .onRef("pl.purchase_id", "=", "r.purchase_id")
              .onRef("pl.product_id", "=", "l.product_id")
              .onRef("pl.size", "=", "l.size"),
          )
          .innerJoin("products as p", "p.id", "l.product_id")
          .select([
            "l.return_id",
            "l.product_id",
            "l.size",
            "l.quantity",
            "l.exchange_size",
            "l.restocked",
            "pl.unit_price_cents",
            "pl.discount",
            "pl.sale_cents",
            "pl.code_discount_cents",
            "pl.quantity as bought",
            "p.ref",
            titleIn(language),
            "p.pictures",
          ])
          .where("l.return_id", "in", returnIds)
          .orderBy("l.product_id")
          .orderBy("l.size")
          .execute(),

  /** Moves a return from `from` to `to` with `changes`; false when it was no longer in `from`. */
  async move(
    trx: Transaction<DB>,
    id: number,
    from: ReturnState,
    to: ReturnState,
    changes: Updateable<PurchaseReturnsTable> = {},
  ): Promise<boolean> {
    const result = await trx
      .updateTable("purchase_returns")
      .set({ ...changes, state: to })
      .where("id", "=", id)
      .where("state", "=", from)
      .executeTakeFirst();
    return result.numUpdatedRows === 1n;
  },

  setRestocked: (
    trx: Transaction<DB>,
    id: number,
    productId: number,
    size: string,
    value: boolean,
  ) =>
    trx
      .updateTable("purchase_return_lines")
      .set({ restocked: value })
      .where("return_id", "=", id)
      .where("product_id", "=", productId)
      .where("size", "=", size)
      .execute(),

  /** Gives an exchange's reserved units back online (refused, cancelled, or sent as a purchase). */
  async release(trx: Transaction<DB>, returnId: number, staffId: number | null) {
    await sql`
      SELECT 1 FROM stock s
      JOIN purchase_return_lines l ON s.product_id = l.product_id AND s.size = l.exchange_size
      WHERE l.return_id = ${returnId} AND s.store_id IS NULL
      ORDER BY s.product_id, s.size
      FOR UPDATE OF s`.execute(trx);
    await sql`
      INSERT INTO stock_movements (product_id, size, store_id, quantity, reason, return_id, staff_id)
      SELECT l.product_id, l.exchange_size, NULL, l.quantity, 'return_released', l.return_id, ${staffId}::integer
      FROM purchase_return_lines l
      JOIN product_sizes s ON s.product_id = l.product_id AND s.size = l.exchange_size
      WHERE l.return_id = ${returnId}
      ORDER BY l.product_id, l.exchange_size`.execute(trx);
  },

  /**
   * An exchange sent: its reserved units pass from the return to the purchase that sends them, by
   * the staff member who sent it (a line in and a line out of online stock, each naming both).
   * Answers how many lines passed (fewer than the exchange's when a size no longer exists).
   */
  async handOverExchange(
    trx: Transaction<DB>,
    returnId: number,
    purchaseId: number,
    staffId: number,
    note: string,
  ): Promise<number> {
    await sql`
      SELECT 1 FROM stock s
      JOIN purchase_return_lines l ON s.product_id = l.product_id AND s.size = l.exchange_size
      WHERE l.return_id = ${returnId} AND s.store_id IS NULL
      ORDER BY s.product_id, s.size
      FOR UPDATE OF s`.execute(trx);
    const passed = { count: 0 };
    for (const sign of [1, -1]) {
      const result = await sql`
        INSERT INTO stock_movements
          (product_id, size, store_id, quantity, reason, return_id, purchase_id, staff_id, note)
        SELECT l.product_id, l.exchange_size, NULL, ${sign}::integer * l.quantity, 'exchange_sent',
          l.return_id, ${purchaseId}::integer, ${staffId}::integer, ${note}
        FROM purchase_return_lines l
        JOIN product_sizes s ON s.product_id = l.product_id AND s.size = l.exchange_size
        WHERE l.return_id = ${returnId}
        ORDER BY l.product_id, l.exchange_size`.execute(trx);
      passed.count = Number(result.numAffectedRows ?? 0n);
    }
    return passed.count;
  },

  /** Returned units the staff found sellable, back where the return was received (a store or online). */
  restock: (
    trx: Transaction<DB>,
    returnId: number,
    line: { productId: number; size: string; quantity: number; storeId: number | null },
    staffId: number,
  ) =>
    trx
      .insertInto("stock_movements")
      .values({
        product_id: line.productId,
        size: line.size,
        store_id: line.storeId,
        quantity: line.quantity,
        reason: "returned",
        return_id: returnId,
        staff_id: staffId,
      })
      .execute(),

  /** What has gone back of a purchase's payment: its cancellation's refund and its returns'. */
  async refundedCents(db: Db, purchaseId: number): Promise<number> {
    const { rows } = await sql<{ cents: number }>`
      SELECT (coalesce((SELECT sum(refund_cents + refund_gift_card_cents) FROM purchase_returns
          WHERE purchase_id = ${purchaseId} AND refund_cents IS NOT NULL), 0)
        + coalesce((SELECT amount_cents FROM purchase_refunds WHERE purchase_id = ${purchaseId}), 0))::integer AS cents`.execute(
      db,
    );
    return Number(rows[0]?.cents ?? 0);
  },

  /** Card and MB WAY refunds of returns the provider has not confirmed yet, oldest first. */
  pendingByProvider: (db: Db, limit: number) =>
    db
      .selectFrom("purchase_returns")
      .select("id")
      .where("refund_status", "=", "PENDING")
      .where("refund_method", "in", ["CARD", "MBWAY"])
      .orderBy("id")
      .limit(limit)
      .execute(),

  /** A page of returns for the back office, newest first, with their customer and units. */
  async page(
    db: Db,
    filter: { state?: ReturnState | undefined; q: string },
    page: number,
    size: number,
  ) {
    let query = db
      .selectFrom("purchase_returns as r")
      .innerJoin("purchases as p", "p.id", "r.purchase_id");
    if (filter.state) query = query.where("r.state", "=", filter.state);
    if (filter.q) query = query.where("p.id_short", "=", filter.q.toUpperCase());
    const [rows, count] = await Promise.all([
      query
        .select([
          "r.id",
          "r.kind",
          "r.state",
          "r.created_at",
          "r.refund_method",
          "r.refund_status",
          "p.id_short",
          "p.delivery_name",
          "p.contact_email",
          sql<number>`(SELECT sum(l.quantity) FROM purchase_return_lines l WHERE l.return_id = r.id)::integer`.as(
            "units",
          ),
          sql<boolean>`EXISTS (SELECT 1 FROM withdrawals w WHERE w.return_id = r.id)`.as(
            "withdrawal",
          ),
        ])
        .orderBy("r.created_at", "desc")
        .orderBy("r.id", "desc")
        .limit(size)
        .offset((page - 1) * size)
        .execute(),
      query.select((eb) => eb.fn.countAll<string>().as("n")).executeTakeFirstOrThrow(),
    ]);
    return { rows, total: Number(count.n) };
  },
};

export type ReturnRow = NonNullable<Awaited<ReturnType<typeof returnsRepository.find>>>;
export type ReturnLineRow = Awaited<ReturnType<typeof returnsRepository.lines>>[number];
