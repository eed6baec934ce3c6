import type { Language } from "@shop/shared";
import { type Kysely, sql, type Transaction } from "kysely";
import type { DB } from "../../db/schema.ts";

type Db = Kysely<DB> | Transaction<DB>;
type TokenPurpose = "EMAIL_CONFIRMATION" | "PASSWORD_RECOVERY";

const userColumns = [
  "id",
  "name",
  "email",
  "phone",
  "cart",
  "email_confirmed",
  "password_hash",
  "language",
] as const;

/** SQL of accounts: users, email tokens, wishlist, addresses, purchase history. */
export const accountRepository = {
  userById: (db: Db, id: number) =>
    db.selectFrom("users").select(userColumns).where("id", "=", id).executeTakeFirst(),

  userByEmail: (db: Db, email: string) =>
    db
      .selectFrom("users")
      .select(userColumns)
      .where(sql`lower(email)`, "=", email.toLowerCase())
      .executeTakeFirst(),

  async insertUser(
    db: Db,
    user: {
      name: string;
      email: string;
      phone: string | null;
      password_hash: string;
      language: Language;
    },
  ) {
    const row = await db
      .insertInto("users")
      .values(user)
      .onConflict((oc) => oc.expression(sql`lower(email)`).doNothing())
      .returning("id")
      .executeTakeFirst();
    return row?.id ?? null;
  },
  async setLanguage(db: Db, userId: number, language: Language) {
    await db.updateTable("users").set({ language }).where("id", "=", userId).execute();
  },

  updateUser: (
    db: Db,
    id: number,
    changes: Partial<{
      name: string;
      email: string;
      phone: string | null;
      password_hash: string;
      email_confirmed: boolean;
      cart: string;
    }>,
  ) =>
    db
      .updateTable("users")
      .set({ ...changes, updated_at: new Date() })
      .where("id", "=", id)
      .execute(),

  cart: async (db: Db, id: number) =>
    (await db.selectFrom("users").select("cart").where("id", "=", id).executeTakeFirstOrThrow())
      .cart,

  /** Writes the cart if it is still `expected` (nobody changed it meanwhile); false otherwise. */
  replaceCart: async (db: Db, id: number, expected: unknown, cart: unknown) => {
    const result = await db
      .updateTable("users")
      .set({ cart: JSON.stringify(cart), updated_at: new Date() })
      .where("id", "=", id)
      .where("cart", "=", sql<never>`${JSON.stringify(expected)}::jsonb`)
      .executeTakeFirst();
    return result.numUpdatedRows > 0n;
  },

  deleteUser: (db: Db, id: number) => db.deleteFrom("users").where("id", "=", id).execute(),

  wishlist: async (db: Db, userId: number) =>
    (
      await db
        .selectFrom("wishlist_items")
        .select("product_id")
        .where("user_id", "=", userId)
        .orderBy("created_at")
        .orderBy("product_id")
        .execute()
    ).map((row) => row.product_id),

  /** Adds the product to the wishlist, or takes it out when it is there. */
  async toggleWishlist(db: Db, userId: number, productId: number) {
    const removed = await db
      .deleteFrom("wishlist_items")
      .where("user_id", "=", userId)
      .where("product_id", "=", productId)
      .executeTakeFirst();
    if (removed.numDeletedRows === 0n) {
      await db
        .insertInto("wishlist_items")
        .values({ user_id: userId, product_id: productId })
        .execute();
    }
  },

  productIsActive: async (db: Db, productId: number) =>
    (await db
      .selectFrom("products")
      .select("id")
      .where("id", "=", productId)
      .where("active", "=", true)
      .executeTakeFirst()) !== undefined,

  async insertEmailToken(
    db: Db,
    token: { userId: number; purpose: TokenPurpose; hash: string; email: string; hours: number },
  ) {
    await db
      .insertInto("email_tokens")
      .values({
        user_id: token.userId,
        purpose: token.purpose,
        token_hash: token.hash,
        email: token.email,
        expires_at: new Date(Date.now() + token.hours * 3_600_000),
      })
      .execute();
  },

  /** An unused, unexpired token of this purpose, locked when asked inside a transaction. */
  liveEmailToken: (db: Db, purpose: TokenPurpose, hash: string) =>
    db
      .selectFrom("email_tokens")
      .select(["id", "user_id", "email", "used_at", "expires_at"])
      .where("purpose", "=", purpose)
      .where("token_hash", "=", hash)
      .forUpdate()
      .executeTakeFirst(),

  useEmailToken: (db: Db, id: number) =>
    db.updateTable("email_tokens").set({ used_at: new Date() }).where("id", "=", id).execute(),

  /** Every recovery link of the account still out stops working. */
  endRecoveryLinks: (db: Db, userId: number) =>
    db
      .updateTable("email_tokens")
      .set({ used_at: new Date() })
      .where("user_id", "=", userId)
      .where("purpose", "=", "PASSWORD_RECOVERY")
      .where("used_at", "is", null)
      .execute(),

  addresses: (db: Db, userId: number) =>
    db.selectFrom("addresses").selectAll().where("user_id", "=", userId).execute(),

  addressById: (db: Db, id: number) =>
    db.selectFrom("addresses").selectAll().where("id", "=", id).executeTakeFirst(),

  async saveAddress(
    db: Db,
    userId: number,
    address: {
      for_invoice: boolean;
      name: string;
      nif: string | null;
      country_id: number | null;
      street: string;
      city: string;
      postal_code: string;
    },
  ) {
    return db
      .insertInto("addresses")
      .values({ ...address, user_id: userId })
      .onConflict((oc) => oc.columns(["user_id", "for_invoice"]).doUpdateSet(address))
      .returningAll()
      .executeTakeFirstOrThrow();
  },

  country: (db: Db, id: number) =>
    db.selectFrom("countries").select(["id", "code"]).where("id", "=", id).executeTakeFirst(),

  /**
   * Gives the account the purchases made without one under its email (not erased ones, whose email
   * is blank): called once the email is proven, so the account sees and manages them as its own.
   */
  claimGuestPurchases: (db: Db, userId: number, email: string) =>
    db
      .updateTable("purchases")
      .set({ user_id: userId })
      .where("user_id", "is", null)
      .where(sql`lower(contact_email)`, "=", email.toLowerCase())
      .execute(),

  /** The customer's purchases, newest first, each with its refund's method and status if any. */
  purchases: (db: Db, userId: number) =>
    db
      .selectFrom("purchases as p")
      .leftJoin("purchase_refunds as r", "r.purchase_id", "p.id")
      .leftJoin("invoices as i", (join) =>
        join
          .onRef("i.purchase_id", "=", "p.id")
          .on("i.kind", "=", "INVOICE")
          .on("i.state", "=", "ISSUED"),
      )
      .selectAll("p")
      .select(["r.method as refund_method", "r.status as refund_status", "i.number as invoice"])
      .where("p.user_id", "=", userId)
      .orderBy("p.created_at", "desc")
      .orderBy("p.id", "desc")
      .execute(),

  /** The issued credit notes of the customer's purchases, oldest first. */
  creditNotes: (db: Db, userId: number) =>
    db
      .selectFrom("invoices as i")
      .innerJoin("purchases as p", "p.id", "i.purchase_id")
      .select(["i.purchase_id", "i.number", "i.access_token"])
      .where("p.user_id", "=", userId)
      .where("i.kind", "=", "CREDIT_NOTE")
      .where("i.state", "=", "ISSUED")
      .orderBy("i.id")
      .execute(),

  purchaseOf: (db: Db, userId: number, purchaseId: number) =>
    db
      .selectFrom("purchases")
      .select(["id"])
      .where("id", "=", purchaseId)
      .where("user_id", "=", userId)
      .executeTakeFirst(),

  purchaseLines: (db: Db, purchaseId: number) =>
    db.selectFrom("purchase_lines").selectAll().where("purchase_id", "=", purchaseId).execute(),
};
