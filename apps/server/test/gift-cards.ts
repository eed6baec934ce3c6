import { lisbonDay } from "@shop/shared";
import { deliverGiftCards } from "../src/modules/gift-cards/gift-card-job.ts";
import { giftCardService } from "../src/modules/gift-cards/gift-cards.service.ts";
import type { TestApp } from "./app.ts";

const SHOP = { name: "Sapataria", address: "Lisboa", email: "loja@example.pt", phone: "", url: "" };
const CODE = /\b([0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4})\b/;
let cards = 0;

/**
 * The code in the last gift card email to `to`, once the delivery job sent what is due. The shop's
 * own job, woken by the payment, may hold the card (SKIP LOCKED) a moment: the email is awaited.
 */
export async function giftCardCodeMailedTo(shop: TestApp, to: string): Promise<string> {
  const { db } = shop.database;
  for (let attempt = 0; attempt < 40; attempt++) {
    await deliverGiftCards(db, SHOP);
    const mail = await db
      .selectFrom("email_outbox")
      .select("text")
      .where("recipient", "=", to)
      .where("kind", "=", "GIFT_CARD")
      .orderBy("id", "desc")
      .executeTakeFirst();
    const code = mail && CODE.exec(mail.text)?.[1];
    if (code) return code;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`no gift card email to ${to}`);
}

/** A card of `valueCents` given by a staff member today, and the code its email carries. */
export async function activeGiftCard(shop: TestApp, valueCents: number) {
  const { db } = shop.database;
  const recipientEmail = `vale.${++cards}.${Date.now()}@example.pt`;
  const staff = await db
    .selectFrom("staff")
    .select(["id", "name", "email"])
    .executeTakeFirstOrThrow();
  const ledger = giftCardService({ db, now: () => new Date() });
  const { id } = await db.transaction().execute((trx) =>
    ledger.issue(
      trx,
      {
        valueCents,
        recipientName: "Rita",
        recipientEmail,
        message: "",
        deliveryDay: lisbonDay(new Date()),
      },
      { staff, reason: "Teste" },
    ),
  );
  return { id, code: await giftCardCodeMailedTo(shop, recipientEmail) };
}

/** A card's balance, and its ledger's movements for a purchase. */
export async function giftCardState(shop: TestApp, id: number) {
  const { db } = shop.database;
  const card = await db
    .selectFrom("gift_cards")
    .select("balance_cents")
    .where("id", "=", id)
    .executeTakeFirstOrThrow();
  const movements = await db
    .selectFrom("gift_card_movements")
    .select(["kind", "amount_cents", "balance_after_cents", "purchase_id"])
    .where("gift_card_id", "=", id)
    .orderBy("id")
    .execute();
  return { balanceCents: card.balance_cents, movements };
}
