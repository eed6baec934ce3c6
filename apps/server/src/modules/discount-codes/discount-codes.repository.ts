import { type Insertable, type Kysely, sql, type Transaction, type Updateable } from "kysely";
import type { DB, DiscountCodesTable } from "../../db/schema.ts";

type Db = Kysely<DB> | Transaction<DB>;

/** Who uses a code: the account, and the email and NIF any buyer gives. */
export interface CodeCustomer {
  userId: number | null;
  email: string;
  nif: string | null;
}

export type DiscountCodeRow = Awaited<ReturnType<typeof discountCodeRepository.byId>>;
export type NewDiscountCode = Insertable<DiscountCodesTable>;

const codeColumns = [
  "id",
  "code",
  "single_use",
  "description",
  "kind",
  "value",
  "min_order_cents",
  "group_ids",
  "starts_at",
  "ends_at",
  "usage_limit",
  "per_customer_limit",
  "exclude_sale",
  "active",
] as const;

/** SQL of discount codes, their single-use codes and their uses. */
export const discountCodeRepository = {
  byId: (db: Db, id: number) =>
    db.selectFrom("discount_codes").select(codeColumns).where("id", "=", id).executeTakeFirst(),

  /**
   * The code a customer typed: a typed code, or a generated single-use one (then `single` is it).
   * With `lock`, the code's row stays locked until the transaction ends, so that its uses are
   * counted and reserved by one purchase at a time.
   */
  async find(db: Db, text: string, lock = false) {
    const single = await db
      .selectFrom("discount_code_singles")
      .select("discount_code_id")
      .where("code", "=", text)
      .executeTakeFirst();
    let query = db.selectFrom("discount_codes").select(codeColumns);
    query = single
      ? query.where("id", "=", single.discount_code_id)
      : query.where("code", "=", text).where("single_use", "=", false);
    const row = await (lock ? query.forUpdate() : query).executeTakeFirst();
    return row && { ...row, single: single ? text : null };
  },

  /** Uses not released: of the code, of one of its single-use codes, and of one customer. */
  async uses(db: Db, codeId: number, single: string | null, customer: CodeCustomer | null) {
    const row = await db
      .selectFrom("discount_code_uses")
      .select((eb) => [
        eb.fn.countAll<string>().as("total"),
        eb.fn.count<string>(sql`CASE WHEN code = ${single ?? ""} THEN 1 END`).as("single"),
        eb.fn
          .count<string>(
            customer
              ? sql`CASE WHEN user_id = ${customer.userId ?? -1}
                  OR email = ${customer.email.toLowerCase()}
                  OR (nif IS NOT NULL AND nif = ${customer.nif ?? ""}) THEN 1 END`
              : sql`NULL`,
          )
          .as("customer"),
      ])
      .where("discount_code_id", "=", codeId)
      .where("released_at", "is", null)
      .executeTakeFirstOrThrow();
    return { total: Number(row.total), single: Number(row.single), customer: Number(row.customer) };
  },

  async reserve(
    db: Db,
    use: { purchaseId: number; codeId: number; code: string; customer: CodeCustomer },
  ) {
    await db
      .insertInto("discount_code_uses")
      .values({
        purchase_id: use.purchaseId,
        discount_code_id: use.codeId,
        code: use.code,
        user_id: use.customer.userId,
        email: use.customer.email.toLowerCase(),
        nif: use.customer.nif,
      })
      .execute();
  },

  /** A cancelled or expired purchase gives its code's use back. */
  async release(db: Db, purchaseId: number) {
    await db
      .updateTable("discount_code_uses")
      .set({ released_at: new Date() })
      .where("purchase_id", "=", purchaseId)
      .where("released_at", "is", null)
      .execute();
  },

  /** Every code with its uses, single-use codes left and paid revenue, newest first. */
  list: (db: Db) =>
    db
      .selectFrom("discount_codes as d")
      .select(codeColumns.map((column) => `d.${column}` as const))
      .select((eb) => [
        eb
          .selectFrom("discount_code_uses as u")
          .select(eb.fn.countAll<string>().as("n"))
          .whereRef("u.discount_code_id", "=", "d.id")
          .where("u.released_at", "is", null)
          .as("uses"),
        eb
          .selectFrom("discount_code_singles as s")
          .select(eb.fn.countAll<string>().as("n"))
          .whereRef("s.discount_code_id", "=", "d.id")
          .as("singles"),
        eb
          .selectFrom("purchases as p")
          .select(sql<string>`coalesce(sum(p.price_total_cents), 0)`.as("n"))
          .whereRef("p.discount_code_id", "=", "d.id")
          .where("p.paid_at", "is not", null)
          .where("p.state", "!=", "CANCELED")
          .as("revenue"),
      ])
      .orderBy("d.id", "desc")
      .execute(),

  async insert(db: Db, code: NewDiscountCode): Promise<number> {
    const { id } = await db
      .insertInto("discount_codes")
      .values(code)
      .returning("id")
      .executeTakeFirstOrThrow();
    return id;
  },

  async update(db: Db, id: number, code: Updateable<DiscountCodesTable>) {
    await db
      .updateTable("discount_codes")
      .set({ ...code, updated_at: new Date() })
      .where("id", "=", id)
      .execute();
  },

  lock: (db: Db, id: number) =>
    db
      .selectFrom("discount_codes")
      .select(codeColumns)
      .where("id", "=", id)
      .forUpdate()
      .executeTakeFirst(),

  /** Whether a text is already a code customers may type (typed or generated). */
  async taken(db: Db, text: string): Promise<boolean> {
    const typed = await db
      .selectFrom("discount_codes")
      .select("id")
      .where("code", "=", text)
      .where("single_use", "=", false)
      .executeTakeFirst();
    if (typed) return true;
    const single = await db
      .selectFrom("discount_code_singles")
      .select("code")
      .where("code", "=", text)
      .executeTakeFirst();
    return single !== undefined;
  },

  /** Adds single-use codes; answers those a code already had (to draw again). */
  async insertSingles(db: Db, codeId: number, codes: string[]): Promise<number> {
    const inserted = await db
      .insertInto("discount_code_singles")
      .values(codes.map((code) => ({ code, discount_code_id: codeId })))
      .onConflict((oc) => oc.doNothing())
      .returning("code")
      .execute();
    return inserted.length;
  },

  /** The single-use codes of a code with the order that used each, for the CSV. */
  singles: (db: Db, codeId: number) =>
    db
      .selectFrom("discount_code_singles as s")
      .leftJoin("discount_code_uses as u", (join) =>
        join.onRef("u.code", "=", "s.code").on("u.released_at", "is", null),
      )
      .leftJoin("purchases as p", "p.id", "u.purchase_id")
      .select(["s.code", "p.id_short", "u.created_at"])
      .where("s.discount_code_id", "=", codeId)
      .orderBy("s.code")
      .execute(),

  /** Paid revenue by code between two instants, for the dashboard. */
  revenueByCode: (db: Db, from: Date, to: Date) =>
    db
      .selectFrom("purchases as p")
      .innerJoin("discount_codes as d", "d.id", "p.discount_code_id")
      .select([
        "d.id",
        "d.code",
        (eb) => eb.fn.countAll<string>().as("orders"),
        (eb) => eb.fn.sum<string>("p.price_total_cents").as("revenue"),
        (eb) => eb.fn.sum<string>("p.discount_cents").as("discount"),
      ])
      .where("p.paid_at", ">=", from)
      .where("p.paid_at", "<", to)
      .where("p.state", "!=", "CANCELED")
      .groupBy(["d.id", "d.code"])
      .orderBy("revenue", "desc")
      .execute(),
};
