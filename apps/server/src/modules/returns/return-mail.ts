import { mainPicture, productTitle } from "@shop/shared";
import type { Kysely, Transaction } from "kysely";
import type { DB } from "../../db/schema.ts";
import { enqueueMail } from "../../mail/outbox.ts";
import type { ShopIdentity } from "../../mail/templates/layout.ts";
import { type ReturnMailKind, returnMail } from "../../mail/templates/return-emails.ts";
import type { PurchaseRow } from "../purchase/purchase.repository.ts";
import { recordPurchaseEvent } from "../purchase/purchase-timeline.ts";
import { type ReturnRow, returnsRepository as repo } from "./returns.repository.ts";

/** The shop's address and its physical stores: where a return may be sent or brought. */
export async function returnPlaces(db: Kysely<DB> | Transaction<DB>) {
  const [settings, stores] = await Promise.all([
    db
      .selectFrom("settings")
      .select("contact_address")
      .where("id", "=", 1)
      .executeTakeFirstOrThrow(),
    db.selectFrom("stores").select(["name", "address"]).orderBy("ordering").orderBy("id").execute(),
  ]);
  return { shopAddress: settings.contact_address, stores };
}

/**
 * Queues the customer's email about a step of a return, in the caller's transaction, and notes
 * it in the purchase's timeline.
 */
export async function queueReturnMail(
  trx: Transaction<DB>,
  kind: ReturnMailKind,
  ret: ReturnRow,
  purchase: PurchaseRow,
  shop: ShopIdentity,
  exchangeIdShort: string | null = null,
): Promise<void> {
  const [lines, places] = await Promise.all([
    repo.lines(trx, [ret.id], purchase.language),
    returnPlaces(trx),
  ]);
  const mail = returnMail(
    kind,
    {
      returnId: ret.id,
      idShort: purchase.id_short,
      language: purchase.language,
      kind: ret.kind,
      lines: lines.map((line) => ({
        title: productTitle(line),
        size: line.size,
        quantity: line.quantity,
        exchangeSize: line.exchange_size,
        picture: mainPicture(line.pictures),
      })),
      ...places,
      refuseReason: ret.refuse_reason,
      refund:
        ret.refund_cents && ret.refund_method
          ? { method: ret.refund_method, amountCents: ret.refund_cents, iban: ret.iban }
          : null,
      exchangeIdShort,
      orderPath:
        purchase.user_id === null ? null : `/account/purchases?encomenda=${purchase.id_short}`,
    },
    shop,
  );
  await enqueueMail(trx, kind, { to: purchase.contact_email, ...mail });
  await recordPurchaseEvent(trx, purchase.id, "EMAIL", {
    details: { mail: kind, subject: mail.subject },
  });
}
