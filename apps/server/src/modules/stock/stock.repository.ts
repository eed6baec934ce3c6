import { type Insertable, type Kysely, sql, type Transaction } from "kysely";
import type { DB, StockMovementsTable } from "../../db/schema.ts";

type Db = Kysely<DB> | Transaction<DB>;
export type NewMovement = Insertable<StockMovementsTable>;
/** Whose reservation a movement of online stock is: a purchase's or an exchange's (its return). */
export type OnlineReservationOwner =
  | { reason: "purchase_reserved"; id: number }
  | { reason: "return_reserved"; id: number };

/** One size at one location: a store, or the online store (null). */
export interface Cell {
  size: string;
  storeId: number | null;
}

export const cellKey = ({ size, storeId }: Cell) => `${size}@${storeId ?? "online"}`;

/** A fixed order of row locks, so two changes of the same cells never wait on each other. */
function lockOrder(a: Cell, b: Cell) {
  if (a.size !== b.size) return a.size < b.size ? -1 : 1;
  return (a.storeId ?? 0) - (b.storeId ?? 0);
}

/**
 * SQL of the stock ledger. Balances (`stock`) are never written here: inserting a movement
 * updates its balance in the same statement (trigger of migration 013).
 */
export const stockRepository = {
  product: async (db: Db, id: number) =>
    db
      .selectFrom("products as p")
      .select([
        "p.id",
        "p.ref",
        "p.title",
        "p.active",
        sql<
          string[]
        >`ARRAY(SELECT s.size FROM product_sizes s WHERE s.product_id = p.id ORDER BY s.position, s.size)`.as(
          "sizes",
        ),
      ])
      .where("p.id", "=", id)
      .executeTakeFirst(),

  stores: (db: Db) =>
    db.selectFrom("stores").select(["id", "name"]).orderBy("ordering").orderBy("id").execute(),

  balances: (db: Db, productId: number) =>
    db
      .selectFrom("stock")
      .select(["size", "store_id", "quantity"])
      .where("product_id", "=", productId)
      .execute(),

  /**
   * Locks the balances of `cells` until the transaction ends (a row at 0 is made for a cell that
   * had none, so that there is a row to lock) and answers them by `cellKey`.
   */
  async lockCells(db: Transaction<DB>, productId: number, cells: Cell[]) {
    const sorted = [...cells].sort(lockOrder);
    await db
      .insertInto("stock")
      .values(
        sorted.map((c) => ({
          product_id: productId,
          size: c.size,
          store_id: c.storeId,
          quantity: 0,
        })),
      )
      .onConflict((oc) => oc.doNothing())
      .execute();
    const rows = await db
      .selectFrom("stock")
      .select(["size", "store_id", "quantity"])
      .where("product_id", "=", productId)
      .where((eb) =>
        eb.or(
          sorted.map((c) =>
            eb.and([
              eb("size", "=", c.size),
              c.storeId === null ? eb("store_id", "is", null) : eb("store_id", "=", c.storeId),
            ]),
          ),
        ),
      )
      .orderBy(sql`size COLLATE "C"`)
      .orderBy(sql`coalesce(store_id, 0)`)
      .forUpdate()
      .execute();
    return new Map(
      rows.map((row) => [cellKey({ size: row.size, storeId: row.store_id }), row.quantity]),
    );
  },

  /** Writes movements (and so their balances); answers the balance each one left. */
  insertMovements: (db: Db, movements: NewMovement[]) =>
    db.insertInto("stock_movements").values(movements).returning(["id", "balance"]).execute(),

  /**
   * Takes units of online stock for a purchase (`purchase_reserved`) or an exchange
   * (`return_reserved`); false when there are not enough. The balance is
   * locked and read again before the movement is written, so two buyers never both take the last.
   */
  async reserveOnline(
    db: Db,
    owner: OnlineReservationOwner,
    line: { productId: number; size: string; quantity: number },
  ) {
    const column = owner.reason === "purchase_reserved" ? "purchase_id" : "return_id";
    const reserved = await db
      .insertInto("stock_movements")
      .columns(["product_id", "size", "store_id", "quantity", "reason", column])
      .expression(
        db
          .selectFrom("stock")
          .select([
            "product_id",
            "size",
            "store_id",
            sql<number>`${-line.quantity}::integer`.as("quantity"),
            sql<OnlineReservationOwner["reason"]>`${sql.lit(owner.reason)}`.as("reason"),
            sql<number>`${owner.id}::integer`.as(column),
          ])
          .where("product_id", "=", line.productId)
          .where("size", "=", line.size)
          .where("store_id", "is", null)
          .where("quantity", ">=", line.quantity)
          .forUpdate(),
      )
      .returning("id")
      .executeTakeFirst();
    return reserved !== undefined;
  },

  /**
   * Gives a purchase's units back online, in the name of the staff member who cancelled it (none
   * when the customer or the shop itself did). The balances are locked first, in the
   * reservation's order, so the movements' ids follow the order in which they reach their balances.
   */
  async releasePurchase(db: Db, purchaseId: number, staffId: number | null) {
    await sql`
      SELECT 1 FROM stock s
      JOIN purchase_lines l ON s.product_id = l.product_id AND s.size = l.size
      WHERE l.purchase_id = ${purchaseId} AND s.store_id IS NULL
      ORDER BY s.product_id, s.size
      FOR UPDATE OF s`.execute(db);
    await sql`
      INSERT INTO stock_movements (product_id, size, store_id, quantity, reason, purchase_id, staff_id)
      SELECT l.product_id, l.size, NULL, l.quantity, 'purchase_released', l.purchase_id, ${staffId}::integer
      FROM purchase_lines l
      JOIN product_sizes s ON s.product_id = l.product_id AND s.size = l.size
      WHERE l.purchase_id = ${purchaseId}
      ORDER BY l.product_id, l.size`.execute(db);
  },

  /**
   * A pickup handed over in its store: a line per size (no units: they left the online stock when
   * the purchase reserved them), by the staff member who handed it over.
   */
  async recordPickupCollected(db: Db, purchaseId: number, staffId: number, note: string) {
    await sql`
      INSERT INTO stock_movements (product_id, size, store_id, quantity, reason, purchase_id, staff_id, note)
      SELECT l.product_id, l.size, NULL, 0, 'pickup_collected', l.purchase_id, ${staffId}::integer,
        ${note.slice(0, 500)}
      FROM purchase_lines l
      JOIN product_sizes s ON s.product_id = l.product_id AND s.size = l.size
      WHERE l.purchase_id = ${purchaseId}
      ORDER BY l.product_id, l.size`.execute(db);
  },

  /**
   * One page of a product's movements (of every location, or of one store's), newest first,
   * with who, which purchase, which transfer.
   */
  async history(
    db: Db,
    productId: number,
    filter: {
      page: number;
      pageSize: number;
      size?: string | undefined;
      location: "all" | number;
    },
  ) {
    let query = db.selectFrom("stock_movements as m").where("m.product_id", "=", productId);
    if (filter.size !== undefined) query = query.where("m.size", "=", filter.size);
    if (filter.location !== "all") query = query.where("m.store_id", "=", filter.location);
    const [rows, total] = await Promise.all([
      query
        .leftJoin("staff as st", "st.id", "m.staff_id")
        .leftJoin("purchases as p", "p.id", "m.purchase_id")
        .leftJoin("purchase_returns as r", "r.id", "m.return_id")
        .leftJoin("purchases as rp", "rp.id", "r.purchase_id")
        .leftJoin("stock_movements as c", (join) =>
          join.onRef("c.transfer_id", "=", "m.transfer_id").onRef("c.id", "<>", "m.id"),
        )
        .select([
          "m.id",
          "m.created_at",
          "m.size",
          "m.store_id",
          "m.quantity",
          "m.balance",
          "m.reason",
          "m.note",
          "st.id as staff_id",
          "st.name as staff_name",
          "p.id_short",
          "p.pickup_store_name",
          "rp.id_short as return_id_short",
          "c.id as counterpart_id",
          "c.store_id as counterpart_store_id",
        ])
        .orderBy("m.id", "desc")
        .limit(filter.pageSize)
        .offset((filter.page - 1) * filter.pageSize)
        .execute(),
      query.select((eb) => eb.fn.countAll<string>().as("n")).executeTakeFirstOrThrow(),
    ]);
    return { rows, total: Number(total.n) };
  },

  /**
   * Products whose ref, title, brand, category, colour or tags have a word starting with the
   * search (any case or accent), an exact ref first; the newest when there is no search.
   */
  searchProducts(db: Db, search: string, limit: number) {
    let query = db.selectFrom("products as p").select(["p.id", "p.ref", "p.title", "p.active"]);
    if (search !== "") {
      query = query
        .where(sql<boolean>`p.search_text LIKE '% ' || shop_normalize(${search}) || '%'`)
        .orderBy(sql`lower(p.ref) = lower(${search})`, "desc");
    }
    return query.orderBy("p.id", "desc").limit(limit).execute();
  },
};
