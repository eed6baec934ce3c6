import {
  ADMIN_PAGE_SIZE,
  type CustomerErase,
  type CustomerListQuery,
  type CustomerProfile,
  customerMessages,
  ErrorCode,
  type GuestProfile,
  PROFILE_PURCHASES,
} from "@shop/shared";
import type { Kysely } from "kysely";
import type { DB } from "../../db/schema.ts";
import { AppError, notFound } from "../../http/app-error.ts";
import { eraseAccount } from "../account/account.service.ts";
import type { AccountRecovery } from "../account/account-recovery.ts";
import { normalizeSearchText } from "../catalog/search-words.ts";
import { guestReach } from "../privacy/account-reach.ts";
import { eraseTracesOf } from "../privacy/privacy.service.ts";
import { recordAudit, type StaffActor } from "../staff/audit.ts";
import { collectCustomerData, collectGuestData } from "./customer-export.ts";
import {
  purchaseAddresses,
  toCustomerAddress,
  toCustomerPurchase,
  toCustomerRow,
} from "./customer-mapping.ts";
import {
  type CustomerSearchTerms,
  customersAdminRepository as repo,
  TRIGRAM,
} from "./customers-admin.repository.ts";

type Db = Kysely<DB>;

const PORTUGAL_PREFIX = /^(?:00)?351(\d{9})$/;
const A_NUMBER = /^[\d\s()+.-]+$/;
const MAX_WORDS = 8;
const escapeLike = (text: string) => text.replace(/[\\%_]/g, "\\$&");
const withoutAccents = (text: string) => text.normalize("NFD").replace(/\p{M}+/gu, "");

/** A word of a search as `search_text` holds it: a piece of an email as typed, else a name's. */
function wordsOf(token: string): string[] {
  return /[@.]/.test(token)
    ? [escapeLike(withoutAccents(token.toLowerCase()))]
    : normalizeSearchText(token).split(" ");
}

/**
 * What the list's `q` looks for: each word in the name (accents and case aside), the email or the
 * phone; a number (spaces, `+`, brackets allowed) as a phone or an address's NIF. A search without
 * a word of three characters looks for the start of the name or email.
 */
export function customerSearchTerms(q: string): CustomerSearchTerms | null {
  const text = q.trim();
  if (text === "") return null;
  const digits = A_NUMBER.test(text) ? text.replace(/\D/g, "") : "";
  if (digits.length >= TRIGRAM) {
    const number = digits.match(PORTUGAL_PREFIX)?.[1] ?? digits;
    return { kind: "words", words: [number], nif: number };
  }
  const words = [...new Set(text.split(/\s+/).flatMap(wordsOf))].filter(Boolean);
  if (!words.some((word) => word.length >= TRIGRAM))
    return {
      kind: "start",
      name: normalizeSearchText(text),
      email: escapeLike(text.toLowerCase()),
    };
  return { kind: "words", words: words.slice(0, MAX_WORDS), nif: null };
}

async function customerOrFail(db: Db, id: number, lock = false) {
  const user = await repo.user(db, id, lock);
  if (!user) throw notFound(customerMessages.notFound);
  return user;
}

const audited = (id: number, action: string, after?: unknown) => ({
  action: `customer.${action}`,
  entity: "customer",
  entityId: id,
  after,
});

/** A guest's entries name the guest by its key (a purchase id), never by its email. */
const auditedGuest = (id: number, action: string, after?: unknown) => ({
  action: `customer.guest-${action}`,
  entity: "guest",
  entityId: id,
  after,
});

/**
 * The email of the guest a key names; 404 when the purchase is no guest's, was erased, or its
 * email is a confirmed account's (whose page shows those purchases).
 */
async function guestOrFail(db: Db, id: number) {
  const guest = await repo.guestOf(db, id);
  if (!guest || guest.email_confirmed === true) throw notFound(customerMessages.guestNotFound);
  return { email: guest.email, accountId: guest.account_id };
}

function checkTypedEmail(email: string, body: CustomerErase) {
  if (email.toLowerCase() !== body.email)
    throw new AppError(ErrorCode.VALIDATION, customerMessages.eraseEmail, {
      email: customerMessages.eraseEmail,
    });
}

/**
 * The back office's customers. Personal data never goes into the audit log: its entries name the
 * customer by id and say what was done.
 */
export function customersAdmin({ db, recovery }: { db: Db; recovery: AccountRecovery }) {
  return {
    async list(query: CustomerListQuery) {
      const { rows, total } = await repo.list(db, {
        terms: customerSearchTerms(query.q),
        sort: query.sort,
        order: query.order,
        limit: ADMIN_PAGE_SIZE,
        offset: (query.page - 1) * ADMIN_PAGE_SIZE,
      });
      const accounts = rows.filter((row) => row.kind === "account");
      const counts = await repo.purchaseCounts(db, accounts);
      return {
        items: rows.map((row) =>
          toCustomerRow(row, row.guest_purchases ?? counts.get(row.id) ?? 0),
        ),
        total,
        page: query.page,
        pageSize: ADMIN_PAGE_SIZE,
      };
    },

    async profile(id: number): Promise<CustomerProfile> {
      const user = await customerOrFail(db, id);
      const [addresses, purchases, purchaseCount, wishlistCount, lastSeenAt, guestKey] =
        await Promise.all([
          repo.addresses(db, id),
          repo.purchasesOf(db, user, PROFILE_PURCHASES),
          repo.countPurchasesOf(db, user),
          repo.wishlistCount(db, id),
          repo.lastSeenAt(db, id),
          user.email_confirmed ? null : repo.guestKeyOf(db, user.email),
        ]);
      const address = (forInvoice: boolean) => {
        const row = addresses.find((candidate) => candidate.for_invoice === forInvoice);
        return row ? toCustomerAddress(row) : null;
      };
      return {
        id: user.id,
        name: user.name,
        email: user.email,
        phone: user.phone,
        emailConfirmed: user.email_confirmed,
        createdAt: user.created_at.toISOString(),
        lastSeenAt: lastSeenAt ? new Date(lastSeenAt).toISOString() : null,
        addresses: { delivery: address(false), invoice: address(true) },
        purchases: purchases.map(toCustomerPurchase),
        purchaseCount,
        wishlistCount,
        unprovenGuest: guestKey,
      };
    },

    /** A buyer without an account: their purchases by email, named by the newest. */
    async guest(id: number): Promise<GuestProfile> {
      const { email, accountId } = await guestOrFail(db, id);
      const reach = guestReach(email);
      const [purchases, purchaseCount, since] = await Promise.all([
        repo.purchasesOf(db, reach, PROFILE_PURCHASES),
        repo.countPurchasesOf(db, reach),
        repo.firstPurchaseAt(db, reach),
      ]);
      const newest = purchases[0];
      if (!newest || !since) throw notFound(customerMessages.guestNotFound);
      return {
        id,
        name: newest.delivery_name,
        email,
        phone: newest.contact_phone || null,
        firstPurchaseAt: new Date(since).toISOString(),
        addresses: purchaseAddresses(newest),
        purchases: purchases.map(toCustomerPurchase),
        purchaseCount,
        accountId,
      };
    },

    /** Everything held under a guest's email, read in one snapshot; the reading is audited. */
    exportGuest: (actor: StaffActor, id: number) =>
      db
        .transaction()
        .setIsolationLevel("repeatable read")
        .execute(async (trx) => {
          const { email } = await guestOrFail(trx, id);
          const data = await collectGuestData(trx, email);
          await recordAudit(trx, actor, auditedGuest(id, "export"));
          return data;
        }),

    /**
     * Erases a guest's data on their request, through the account erasure's own path: the ended
     * purchases keep only what invoicing law needs, the open ones lose the rest when they end,
     * and the messages, emails and alerts of the email go. The staff type the email to confirm.
     */
    eraseGuest: (actor: StaffActor, id: number, body: CustomerErase) =>
      db.transaction().execute(async (trx) => {
        const { email } = await guestOrFail(trx, id);
        checkTypedEmail(email, body);
        const reach = guestReach(email);
        const purchasesKept = await repo.countPurchasesOf(trx, reach);
        await eraseTracesOf(trx, reach);
        await recordAudit(trx, actor, auditedGuest(id, "erase", { erased: true, purchasesKept }));
        return { purchasesKept };
      }),

    /** The email a customer gets from "forgot my password", under its limit per account. */
    async sendRecovery(actor: StaffActor, id: number) {
      const user = await customerOrFail(db, id);
      try {
        await recovery.sendRecoveryTo(user, (trx) =>
          recordAudit(trx, actor, audited(id, "recovery-email")),
        );
      } catch (error) {
        if (error instanceof AppError && error.code === ErrorCode.TOO_MANY_REQUESTS)
          throw new AppError(error.code, customerMessages.recoveryLimit);
        throw error;
      }
    },

    /** Everything held about the customer, read in one snapshot; the reading is audited. */
    exportData: (actor: StaffActor, id: number) =>
      db
        .transaction()
        .setIsolationLevel("repeatable read")
        .execute(async (trx) => {
          const data = await collectCustomerData(trx, await customerOrFail(trx, id));
          await recordAudit(trx, actor, audited(id, "export"));
          return data;
        }),

    /**
     * Erases the account on the customer's request, through the same path as the customer's own
     * deletion; the staff member types the customer's email to confirm. The row is locked, so
     * of two staff erasing at once the second finds nothing (404).
     */
    erase: (actor: StaffActor, id: number, body: CustomerErase) =>
      db.transaction().execute(async (trx) => {
        const user = await customerOrFail(trx, id, true);
        checkTypedEmail(user.email, body);
        const purchasesKept = await repo.countPurchasesOf(trx, user);
        await eraseAccount(trx, user);
        await recordAudit(trx, actor, audited(id, "erase", { erased: true, purchasesKept }));
        return { purchasesKept };
      }),
  };
}

export type CustomersAdmin = ReturnType<typeof customersAdmin>;
