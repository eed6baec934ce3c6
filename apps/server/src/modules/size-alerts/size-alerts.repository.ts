import type { Language } from "@shop/shared";
import { type Kysely, sql, type Transaction } from "kysely";
import type { DB, SizeAlertState } from "../../db/schema.ts";
import { titleIn, titleInLanguageOf } from "../catalog/product-english.ts";
import { type AccountReach, provenEmail } from "../privacy/account-reach.ts";

type Db = Kysely<DB> | Transaction<DB>;

/** States of an alert that still waits (the unique index of 021 holds one per email and size). */
const OPEN: SizeAlertState[] = ["PENDING", "ACTIVE", "DUE"];

export interface NewAlert {
  productId: number;
  size: string;
  email: string;
  userId: number | null;
  confirmHash: string | null;
  unsubscribeHash: string;
  /** The language of the page it was asked on: its emails speak it (the latest ask's). */
  language: Language;
}

/** SQL of "Avisem-me"; alerts fall DUE through the trigger of migration 021, never here. */
export const sizeAlertsRepository = {
  /**
   * An active product, or undefined; `size` is the asked size when the product has it, else null
   * (one query tells a product not on sale from a size it lacks). Its title in `language`, the
   * confirmation email's.
   */
  activeProductWithSize: (db: Db, productId: number, size: string, language: Language = "pt") =>
    db
      .selectFrom("products as p")
      .leftJoin("product_sizes as s", (join) =>
        join.onRef("s.product_id", "=", "p.id").on("s.size", "=", size),
      )
      .select(["p.id", titleIn(language), "p.ref", "p.pictures", "s.size"])
      .where("p.id", "=", productId)
      .where("p.active", "=", true)
      .executeTakeFirst(),

  user: (db: Db, id: number) =>
    db.selectFrom("users").select(["id", "email"]).where("id", "=", id).executeTakeFirst(),

  openAlertsOf: async (db: Db, email: string) => {
    const row = await db
      .selectFrom("size_alerts")
      .select((eb) => eb.fn.countAll<string>().as("n"))
      .where("email", "=", email)
      .where("state", "in", OPEN)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  },

  /**
   * The open alert of this email and size, made or taken over: a guest's asking again gets new
   * link codes (the new email's); a customer's makes a pending one active and the alert theirs.
   * Answers its id and state, and whether it was new.
   */
  async upsert(db: Db, alert: NewAlert) {
    const state = alert.confirmHash === null ? "ACTIVE" : "PENDING";
    const { rows } = await sql<{ id: number; state: SizeAlertState; created: boolean }>`
      INSERT INTO size_alerts AS a
        (product_id, size, email, user_id, state, confirm_hash, unsubscribe_hash, confirmed_at,
          language)
      VALUES (${alert.productId}, ${alert.size}, ${alert.email}, ${alert.userId}, ${state},
        ${alert.confirmHash}, ${alert.unsubscribeHash}, ${state === "ACTIVE" ? sql`now()` : null},
        ${alert.language})
      ON CONFLICT (product_id, size, email) WHERE state IN ('PENDING', 'ACTIVE', 'DUE') DO UPDATE SET
        user_id = coalesce(EXCLUDED.user_id, a.user_id),
        language = EXCLUDED.language,
        state = CASE WHEN a.state = 'PENDING' THEN EXCLUDED.state ELSE a.state END,
        confirmed_at = coalesce(a.confirmed_at, EXCLUDED.confirmed_at),
        confirm_hash = CASE WHEN a.state = 'PENDING' THEN EXCLUDED.confirm_hash ELSE a.confirm_hash END,
        unsubscribe_hash = CASE WHEN a.state = 'PENDING' THEN EXCLUDED.unsubscribe_hash
          ELSE a.unsubscribe_hash END
      RETURNING a.id, a.state, (xmax = 0) AS created`.execute(db);
    const row = rows[0];
    if (!row) throw new Error("size alert not written");
    return row;
  },

  /**
   * Locks the size's online balance until the transaction ends (a row at 0 made when there is
   * none) and answers its units: a movement of that size waits for an alert being activated, so
   * its trigger sees the alert, or the alert sees its units.
   */
  async lockOnlineUnits(db: Transaction<DB>, productId: number, size: string) {
    await db
      .insertInto("stock")
      .values({ product_id: productId, size, store_id: null, quantity: 0 })
      .onConflict((oc) => oc.doNothing())
      .execute();
    const row = await db
      .selectFrom("stock")
      .select("quantity")
      .where("product_id", "=", productId)
      .where("size", "=", size)
      .where("store_id", "is", null)
      .forShare()
      .executeTakeFirstOrThrow();
    return row.quantity;
  },

  /** A pending alert confirmed: waiting, or due at once when the size is already back. */
  confirm: (db: Db, id: number, state: "ACTIVE" | "DUE") =>
    db
      .updateTable("size_alerts")
      .set({ state, confirmed_at: new Date() })
      .where("id", "=", id)
      .execute(),

  /** An alert that ends: its email queued (with the link code it carries), or cancelled. */
  end: (db: Db, id: number, state: "NOTIFIED" | "CANCELED", unsubscribeHash?: string) =>
    db
      .updateTable("size_alerts")
      .set({
        state,
        ended_at: new Date(),
        ...(unsubscribeHash === undefined ? {} : { unsubscribe_hash: unsubscribeHash }),
      })
      .where("id", "=", id)
      .execute(),

  /** The alert a link's hash names, locked, with its product's name in the alert's language. */
  byHash: (db: Transaction<DB>, column: "confirm_hash" | "unsubscribe_hash", hash: string) =>
    db
      .selectFrom("size_alerts as a")
      .innerJoin("products as p", "p.id", "a.product_id")
      .select([
        "a.id",
        "a.state",
        "a.created_at",
        "a.product_id",
        "a.size",
        titleInLanguageOf("a.language"),
        "p.ref",
      ])
      .where(`a.${column}`, "=", hash)
      .forUpdate("a")
      .executeTakeFirst(),

  /** Sizes of a product with an open alert for the customer (theirs, or their email's). */
  openSizesOf: (db: Db, productId: number, user: { id: number; email: string }) =>
    db
      .selectFrom("size_alerts")
      .select("size")
      .distinct()
      .where("product_id", "=", productId)
      .where("state", "in", ["ACTIVE", "DUE"])
      .where((eb) => eb.or([eb("user_id", "=", user.id), eb("email", "=", user.email)]))
      .execute(),

  /**
   * Due alerts taken for this transaction (SKIP LOCKED: another server takes others), with what
   * their email needs (the product named in the alert's language); a customer's goes to the
   * account's email as it is now.
   */
  takeDue: (db: Transaction<DB>, limit: number) =>
    db
      .selectFrom("size_alerts as a")
      .innerJoin("products as p", "p.id", "a.product_id")
      .leftJoin("users as u", "u.id", "a.user_id")
      .select([
        "a.id",
        "a.product_id",
        "a.size",
        titleInLanguageOf("a.language"),
        "p.ref",
        "p.pictures",
        "p.active",
        "a.language",
        sql<string>`coalesce(u.email, a.email)`.as("email"),
      ])
      .where("a.state", "=", "DUE")
      .orderBy("a.id")
      .limit(limit)
      .forUpdate("a")
      .skipLocked()
      .execute(),

  /** The alerts of an account or of its proven email (its data export), oldest first. */
  ofCustomer(db: Db, account: AccountReach) {
    const email = provenEmail(account);
    return db
      .selectFrom("size_alerts as a")
      .innerJoin("products as p", "p.id", "a.product_id")
      .select([
        "a.product_id",
        "p.ref",
        "p.title",
        "a.size",
        "a.email",
        "a.state",
        "a.created_at",
        "a.confirmed_at",
        "a.ended_at",
      ])
      .where((eb) =>
        eb.or([
          ...(account.id === null ? [] : [eb("a.user_id", "=", account.id)]),
          ...(email === null ? [] : [eb("a.email", "=", email)]),
        ]),
      )
      .orderBy("a.id")
      .execute();
  },

  /**
   * A deleted account's alerts and its proven email's (the account's own go with it by cascade
   * too).
   */
  eraseOf(db: Db, account: AccountReach) {
    const email = provenEmail(account);
    return db
      .deleteFrom("size_alerts")
      .where((eb) =>
        eb.or([
          ...(account.id === null ? [] : [eb("user_id", "=", account.id)]),
          ...(email === null ? [] : [eb("email", "=", email)]),
        ]),
      )
      .execute();
  },

  /** The daily purge: alerts never confirmed within `pendingDays`, ended ones after `endedDays`. */
  purge: (db: Db, pendingDays: number, endedDays: number) =>
    db
      .deleteFrom("size_alerts")
      .where((eb) =>
        eb.or([
          eb.and([
            eb("state", "=", "PENDING"),
            eb("created_at", "<", sql<Date>`now() - make_interval(days => ${pendingDays})`),
          ]),
          eb("ended_at", "<", sql<Date>`now() - make_interval(days => ${endedDays})`),
        ]),
      )
      .execute(),
};
