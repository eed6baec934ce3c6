import type { CustomerSort, SortOrder } from "@shop/shared";
import { type Kysely, sql, type Transaction } from "kysely";
import type { DB } from "../../db/schema.ts";
import {
  type AccountReach,
  mailReachedBy,
  messagesReachedBy,
  provenEmail,
  purchasesReachedBy,
} from "../privacy/account-reach.ts";

type Db = Kysely<DB> | Transaction<DB>;

/**
 * What a search looks for, already normalised (see customerSearchTerms): words to find anywhere in
 * the name, email or phone, through the trigram index; or, shorter than a trigram, the start of
 * the name or email.
 */
export type CustomerSearchTerms =
  | {
      kind: "words";
      /** Each must appear in `search_text`; LIKE's wildcards escaped. */
      words: string[];
      /** A number that may also be (part of) an address's NIF. */
      nif: string | null;
    }
  | { kind: "start"; name: string; email: string };

export interface CustomerListFilter {
  terms: CustomerSearchTerms | null;
  sort: CustomerSort;
  order: SortOrder;
  limit: number;
  offset: number;
}

/** Trigram indexes look up fragments of at least this many characters. */
export const TRIGRAM = 3;
const contains = (fragment: string) => `%${fragment}%`;
// A "C" collation matches the btree indexes of migration 019, whatever the database's own is.
const textInC = sql<string>`search_text collate "C"`;
const emailInC = sql<string>`lower(email) collate "C"`;

/** A row of the list: an account, or a guest (purchases without an account, by email). */
export type CustomerKind = "account" | "guest";

/** The accounts a search finds; each kind of match uses its own index (migration 019). */
function accountsFound(db: Db, terms: CustomerSearchTerms | null) {
  const users = db
    .selectFrom("users")
    .select([
      sql<CustomerKind>`'account'`.as("kind"),
      "id",
      "name",
      "email",
      "phone",
      "email_confirmed",
      "created_at",
      sql<string>`search_text`.as("sort_name"),
      sql<number | null>`null::integer`.as("guest_purchases"),
    ]);
  if (!terms) return users;
  if (terms.kind === "start") {
    return users.where((eb) => {
      const either = [eb(emailInC, "like", `${terms.email}%`)];
      if (terms.name !== "") either.push(eb(textInC, "like", `${terms.name}%`));
      return eb.or(either);
    });
  }
  const byText = users.where((eb) =>
    eb.and(
      // Words shorter than a trigram only check the rows the longer ones found.
      terms.words.map((word) =>
        word.length >= TRIGRAM
          ? eb("search_text", "like", contains(word))
          : eb(eb.fn("strpos", ["search_text", eb.val(word)]), ">", 0),
      ),
    ),
  );
  if (!terms.nif) return byText;
  const { nif } = terms;
  return byText.union(
    users.where("id", "in", (eb) =>
      eb.selectFrom("addresses").select("user_id").where("nif", "like", contains(nif)),
    ),
  );
}

/** A guest purchase's email, as guests are grouped by it. */
const guestEmail = sql<string>`lower(p.contact_email)`;

/**
 * Guest buyers: the purchases made without signing in, one row per email, named and reached by
 * their newest purchase. An email that is also an account's is that account's row (one customer
 * per email). Erased purchases (their email cleared) no longer make a guest. A search looks in the
 * names, emails, phones and NIFs of all the guest's purchases.
 */
function guestsFound(db: Db, terms: CustomerSearchTerms | null) {
  const groups = db
    .selectFrom("purchases as p")
    .where("p.user_id", "is", null)
    .where("p.contact_email", "<>", "")
    .where((eb) =>
      eb.not(
        eb.exists(
          eb.selectFrom("users as u").select("u.id").where(sql`lower(u.email)`, "=", guestEmail),
        ),
      ),
    )
    .groupBy(guestEmail)
    .select([
      guestEmail.as("email"),
      sql<number>`min(p.id)`.as("first_id"),
      sql<number>`max(p.id)`.as("last_id"),
      sql<Date>`min(p.created_at)`.as("since"),
      sql<number>`count(*)::integer`.as("purchases"),
      sql<string>`string_agg(shop_normalize(p.delivery_name) || ' ' || lower(p.contact_email) || ' ' || p.contact_phone || ' ' || coalesce(p.invoice_nif, ''), ' ')`.as(
        "search_text",
      ),
    ]);
  const guests = db
    .selectFrom(groups.as("g"))
    .innerJoin("purchases as l", "l.id", "g.last_id")
    .select([
      sql<CustomerKind>`'guest'`.as("kind"),
      "g.first_id as id",
      "l.delivery_name as name",
      "g.email as email",
      sql<string | null>`nullif(l.contact_phone, '')`.as("phone"),
      sql<boolean>`false`.as("email_confirmed"),
      "g.since as created_at",
      sql<string>`shop_normalize(l.delivery_name)`.as("sort_name"),
      sql<number | null>`g.purchases`.as("guest_purchases"),
    ]);
  if (!terms) return guests;
  if (terms.kind === "start") {
    return guests.where((eb) => {
      const either = [eb("g.email", "like", `${terms.email}%`)];
      if (terms.name !== "")
        either.push(eb(sql`shop_normalize(l.delivery_name)`, "like", `${terms.name}%`));
      return eb.or(either);
    });
  }
  return guests.where((eb) =>
    eb.and(terms.words.map((word) => eb("g.search_text", "like", contains(word)))),
  );
}

/** The customers a search finds: accounts and guests together. */
const found = (db: Db, terms: CustomerSearchTerms | null) =>
  accountsFound(db, terms).unionAll(guestsFound(db, terms));

const SORT_COLUMNS = {
  createdAt: sql`created_at`,
  name: sql`sort_name collate "C"`,
  email: sql`lower(email) collate "C"`,
} as const;

/** SQL of the back office's customers: the list, a profile, a data export, and erasure's lock. */
export const customersAdminRepository = {
  /**
   * One page of the customers a search finds, and how many it finds. A search's matches are
   * gathered first (a materialised CTE), then sorted: a page sorted by name would otherwise walk
   * the name index testing every row it passes. The whole list stays a walk of the sort's index.
   */
  async list(db: Db, filter: CustomerListFilter) {
    // Accounts and guests are paged together: one sort, one count.
    const { terms } = filter;
    const scope = db
      .with(
        (cte) => (terms ? cte("found").materialized() : cte("found")),
        () => found(db, terms),
      )
      .selectFrom("found");
    const [rows, total] = await Promise.all([
      scope
        .select([
          "kind",
          "id",
          "name",
          "email",
          "phone",
          "email_confirmed",
          "created_at",
          "guest_purchases",
        ])
        .orderBy(SORT_COLUMNS[filter.sort], filter.order)
        .orderBy("kind", filter.order)
        .orderBy("id", filter.order)
        .limit(filter.limit)
        .offset(filter.offset)
        .execute(),
      scope.select((eb) => eb.fn.countAll<string>().as("n")).executeTakeFirstOrThrow(),
    ]);
    return { rows, total: Number(total.n) };
  },

  /**
   * How many purchases each customer of a page made: signed in, or as a guest with its proven
   * email.
   */
  async purchaseCounts(db: Db, users: (AccountReach & { id: number })[]) {
    const counts = new Map<number, number>();
    if (users.length === 0) return counts;
    const byEmail = new Map<string, number>();
    for (const user of users) {
      const email = provenEmail(user);
      if (email !== null) byEmail.set(email, user.id);
    }
    const email = sql<string>`lower(contact_email)`;
    const rows = await db
      .selectFrom("purchases")
      .select(["user_id", email.as("email"), (eb) => eb.fn.countAll<string>().as("n")])
      .where((eb) =>
        eb.or([
          eb(
            "user_id",
            "in",
            users.map((user) => user.id),
          ),
          ...(byEmail.size === 0
            ? []
            : [eb.and([eb("user_id", "is", null), eb(email, "in", [...byEmail.keys()])])]),
        ]),
      )
      .groupBy(["user_id", email])
      .execute();
    for (const row of rows) {
      const id = row.user_id ?? byEmail.get(row.email);
      if (id !== undefined) counts.set(id, (counts.get(id) ?? 0) + Number(row.n));
    }
    return counts;
  },

  /**
   * The guest one of its purchases belongs to: the purchase's email, when it was made without an
   * account and not erased; with the account of that email, if there is one.
   */
  guestOf: (db: Db, purchaseId: number) =>
    db
      .selectFrom("purchases as p")
      .leftJoin("users as u", (join) => join.on(sql`lower(u.email)`, "=", guestEmail))
      .select([guestEmail.as("email"), "u.id as account_id", "u.email_confirmed"])
      .where("p.id", "=", purchaseId)
      .where("p.user_id", "is", null)
      .where("p.contact_email", "<>", "")
      .executeTakeFirst(),

  /** The first guest purchase of an email (the guest's key in the back office), if any. */
  guestKeyOf: async (db: Db, email: string) =>
    (
      await db
        .selectFrom("purchases")
        .select((eb) => eb.fn.min("id").as("id"))
        .where("user_id", "is", null)
        .where(sql`lower(contact_email)`, "=", email.toLowerCase())
        .executeTakeFirst()
    )?.id ?? null,

  /** The account, locked until the transaction ends when `lock` (erasure). */
  user: (db: Db, id: number, lock = false) => {
    const query = db
      .selectFrom("users")
      .select([
        "id",
        "name",
        "email",
        "phone",
        "email_confirmed",
        "cart",
        "created_at",
        "updated_at",
      ])
      .where("id", "=", id);
    return (lock ? query.forUpdate() : query).executeTakeFirst();
  },

  lastSeenAt: async (db: Db, userId: number) =>
    (
      await db
        .selectFrom("sessions")
        .select((eb) => eb.fn.max("last_seen_at").as("at"))
        .where("user_id", "=", userId)
        .executeTakeFirst()
    )?.at ?? null,

  sessions: (db: Db, userId: number) =>
    db
      .selectFrom("sessions")
      .select(["created_at", "last_seen_at", "expires_at"])
      .where("user_id", "=", userId)
      .orderBy("created_at")
      .execute(),

  addresses: (db: Db, userId: number) =>
    db
      .selectFrom("addresses as a")
      .leftJoin("countries as c", "c.id", "a.country_id")
      .select([
        "a.for_invoice",
        "a.name",
        "a.nif",
        "c.name as country",
        "a.street",
        "a.city",
        "a.postal_code",
      ])
      .where("a.user_id", "=", userId)
      .orderBy("a.for_invoice")
      .execute(),

  /** The account's purchases and the guest purchases of its proven email, newest first. */
  purchasesOf(db: Db, user: AccountReach, limit?: number) {
    const query = db
      .selectFrom("purchases")
      .selectAll()
      .where(purchasesReachedBy(user))
      .orderBy("created_at", "desc")
      .orderBy("id", "desc");
    return (limit === undefined ? query : query.limit(limit)).execute();
  },

  firstPurchaseAt: async (db: Db, user: AccountReach) =>
    (
      await db
        .selectFrom("purchases")
        .select((eb) => eb.fn.min("created_at").as("at"))
        .where(purchasesReachedBy(user))
        .executeTakeFirst()
    )?.at ?? null,

  countPurchasesOf: async (db: Db, user: AccountReach) =>
    Number(
      (
        await db
          .selectFrom("purchases")
          .select((eb) => eb.fn.countAll<string>().as("n"))
          .where(purchasesReachedBy(user))
          .executeTakeFirstOrThrow()
      ).n,
    ),

  purchaseLines: (db: Db, purchaseIds: number[]) =>
    purchaseIds.length === 0
      ? Promise.resolve([])
      : db
          .selectFrom("purchase_lines as l")
          .leftJoin("products as p", "p.id", "l.product_id")
          .select([
            "l.purchase_id",
            "l.product_id",
            "p.ref",
            "p.title",
            "l.size",
            "l.quantity",
            "l.unit_price_cents",
            "l.discount",
            "l.sale_cents",
          ])
          .where("l.purchase_id", "in", purchaseIds)
          .orderBy("l.purchase_id")
          .orderBy("l.product_id")
          .orderBy("l.size")
          .execute(),

  wishlistCount: async (db: Db, userId: number) =>
    Number(
      (
        await db
          .selectFrom("wishlist_items")
          .select((eb) => eb.fn.countAll<string>().as("n"))
          .where("user_id", "=", userId)
          .executeTakeFirstOrThrow()
      ).n,
    ),

  wishlist: (db: Db, userId: number) =>
    db
      .selectFrom("wishlist_items as w")
      .innerJoin("products as p", "p.id", "w.product_id")
      .select(["w.product_id", "p.ref", "p.title", "w.created_at"])
      .where("w.user_id", "=", userId)
      .orderBy("w.created_at")
      .execute(),

  /** The contact messages sent with the account's proven email. */
  contactMessages: (db: Db, user: AccountReach) =>
    db
      .selectFrom("contact_messages")
      .select(["name", "surname", "email", "message", "client_address", "created_at"])
      .where(messagesReachedBy(user))
      .orderBy("created_at")
      .execute(),

  /** The account's emails (see mailReachedBy), without their bodies (they may hold live links). */
  emails: (db: Db, user: AccountReach) =>
    db
      .selectFrom("email_outbox")
      .select(["kind", "recipient", "subject", "status", "created_at", "sent_at"])
      .where(mailReachedBy(user))
      .orderBy("created_at")
      .execute(),
};
