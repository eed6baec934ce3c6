import type { Kysely, Transaction } from "kysely";
import type { DB } from "../../db/schema.ts";
import { hashToken, newToken } from "../../http/session.ts";
import { invoiceRepository } from "../invoices/invoice.repository.ts";

type Db = Kysely<DB> | Transaction<DB>;

/** The storefront's path of an order page; its token follows. */
export const ORDER_PAGE_PATH = "/encomenda/";

/**
 * SQL of the links to order pages: a new one for every purchase email, found by their token's
 * hash (the token itself is never stored), all of a purchase's revoked at once. The links to its
 * invoice and credit notes, sent with them, end with them.
 */
export const orderLinksRepository = {
  /** A new link to a purchase's page; answers its path, the only time its token is known. */
  async create(db: Db, purchaseId: number): Promise<string> {
    const token = newToken();
    await db
      .insertInto("order_links")
      .values({ purchase_id: purchaseId, token_hash: hashToken(token) })
      .execute();
    return `${ORDER_PAGE_PATH}${token}`;
  },

  /** The purchase of a link not revoked; undefined for an unknown or revoked token. */
  async purchaseOf(db: Db, token: string): Promise<number | undefined> {
    const row = await db
      .selectFrom("order_links")
      .select("purchase_id")
      .where("token_hash", "=", hashToken(token))
      .where("revoked_at", "is", null)
      .executeTakeFirst();
    return row?.purchase_id;
  },

  /** Ends every live link of a purchase, and its documents' links. */
  async revokeAll(db: Db, purchaseId: number) {
    await db
      .updateTable("order_links")
      .set({ revoked_at: new Date() })
      .where("purchase_id", "=", purchaseId)
      .where("revoked_at", "is", null)
      .execute();
    await invoiceRepository.renewAccessTokens(db, [purchaseId]);
  },

  /** Deletes every link of these purchases (their contacts erased), and ends their documents'. */
  async deleteOf(db: Db, purchaseIds: number[]) {
    await db.deleteFrom("order_links").where("purchase_id", "in", purchaseIds).execute();
    await invoiceRepository.renewAccessTokens(db, purchaseIds);
  },
};
