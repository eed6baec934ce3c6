import { customerCancelMessages, giftCardMessages, lisbonDay, shiftDay } from "@shop/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { registered } from "../../../test/accounts.ts";
import { createTestApp, type TestApp } from "../../../test/app.ts";
import { databaseKind } from "../../../test/database.ts";
import { insertCatalogueFixture } from "../../../test/fixtures.ts";
import { giftCardCodeMailedTo, giftCardState } from "../../../test/gift-cards.ts";
import { generate, post, purchaseBody, setOnlineStock } from "../../../test/purchases.ts";
import { staffSession } from "../../../test/staff.ts";
import { SANDBOX_CARDS } from "../../payments/sandbox-provider.ts";

let shop: TestApp;
let owner: Awaited<ReturnType<typeof staffSession>>;
const db = () => shop.database.db;
/** One pair of the fixture's sandals delivered in Portugal: 52,82 €. */
const sandals = { "1": { id: 1, quantities: { "36": 1 } } };
const SANDALS_TOTAL = 5282;
let recipients = 0;

beforeAll(async () => {
  shop = await createTestApp({ prepare: insertCatalogueFixture });
  owner = await staffSession(shop, "owner");
  await setOnlineStock(shop.database, 1, "36", 100);
});
afterAll(async () => {
  await shop?.close();
});

const gift = (valueCents: number, deliveryDay = lisbonDay(new Date())) => ({
  valueCents,
  recipientName: "Rita Lopes",
  recipientEmail: `cancelado.${++recipients}.${Date.now()}@example.pt`,
  message: "",
  deliveryDay,
});

/** A purchase of gift cards alone, paid by MULTIBANCO or by card (from `call`'s account). */
async function paidCards(
  cards: ReturnType<typeof gift>[],
  method: "MULTIBANCO" | "CREDIT",
  call?: Awaited<ReturnType<typeof registered>>["call"],
) {
  const body = purchaseBody({ cart: {}, giftCards: cards, paymentMethod: method });
  const generated = call
    ? await call("POST", "/public/purchase/generate", body)
    : await generate(shop, body);
  expect(generated.statusCode, generated.body).toBe(200);
  const data = generated.json().data;
  const paid =
    method === "CREDIT"
      ? await post(shop, "/dev/payments/card/pay", {
          clientSecret: data.paymentKey,
          cardNumber: SANDBOX_CARDS.success,
        })
      : await post(shop, "/dev/payments/multibanco/pay", {
          entity: data.paymentEntity,
          reference: data.paymentReference,
          value: data.paymentValue,
        });
  expect(paid.statusCode, paid.body).toBe(200);
  const made = await db()
    .selectFrom("purchase_gift_cards")
    .select("gift_card_id")
    .where("purchase_id", "=", data.id)
    .orderBy("id")
    .execute();
  return {
    id: data.id as number,
    idShort: data.idShort as string,
    cardIds: made.map((m) => m.gift_card_id ?? 0),
  };
}

const cardRow = (id: number) =>
  db()
    .selectFrom("gift_cards")
    .select(["state", "balance_cents", "code_hash"])
    .where("id", "=", id)
    .executeTakeFirstOrThrow();

const refundOf = (purchaseId: number) =>
  db().selectFrom("purchase_refunds").selectAll().where("purchase_id", "=", purchaseId).execute();

const creditNotesOf = (purchaseId: number) =>
  db()
    .selectFrom("invoices")
    .select("amount_cents")
    .where("purchase_id", "=", purchaseId)
    .where("kind", "=", "CREDIT_NOTE")
    .execute();

describe(`cancelling a paid purchase that bought gift cards (${databaseKind})`, () => {
  it("staff cancel: voids the cards, sent or not, and refunds their whole value", async () => {
    const today = gift(4000);
    const later = gift(2500, shiftDay(lisbonDay(new Date()), 7));
    const purchase = await paidCards([today, later], "MULTIBANCO");
    const code = await giftCardCodeMailedTo(shop, today.recipientEmail);
    const canceled = await owner.call("POST", `/orders/${purchase.idShort}/cancel`, {
      iban: "PT50000201231234567890154",
    });
    expect(canceled.statusCode, canceled.body).toBe(200);
    expect(canceled.json().data).toEqual({ refund: "transfer-pending" });
    expect(await refundOf(purchase.id)).toMatchObject([
      { method: "BANK_TRANSFER", amount_cents: 6500 },
    ]);
    expect(await creditNotesOf(purchase.id)).toEqual([{ amount_cents: 6500 }]);
    const [sent, scheduled] = purchase.cardIds;
    expect(await cardRow(sent ?? 0)).toMatchObject({ state: "CANCELED", balance_cents: 0 });
    expect(await cardRow(scheduled ?? 0)).toMatchObject({
      state: "CANCELED",
      balance_cents: 0,
      code_hash: null,
    });
    expect((await giftCardState(shop, sent ?? 0)).movements.at(-1)).toMatchObject({
      kind: "canceled",
      amount_cents: -4000,
      purchase_id: purchase.id,
    });
    // The holder's page says it was cancelled; the checkout no longer takes it.
    const holder = await post(shop, "/public/gift-cards/balance", { code });
    expect(holder.json().data).toMatchObject({ state: "CANCELED", balanceCents: 0 });
    expect(holder.json().data.movements.at(-1)).toMatchObject({
      kind: "canceled",
      amountCents: -4000,
    });
    const spend = await generate(shop, purchaseBody({ cart: sandals, giftCardCodes: [code] }));
    expect(spend.statusCode).toBe(400);
    expect(spend.json().error.fields["giftCardCodes.0"]).toBe(giftCardMessages.canceled);
  });

  it("customer cancel: a card partly spent is voided and only its unspent balance refunded", async () => {
    const customer = await registered(shop);
    const card = gift(10_000);
    const purchase = await paidCards([card], "CREDIT", customer.call);
    const code = await giftCardCodeMailedTo(shop, card.recipientEmail);
    const spent = await generate(shop, purchaseBody({ cart: sandals, giftCardCodes: [code] }));
    expect(spent.statusCode, spent.body).toBe(200);
    const canceled = await customer.call(
      "POST",
      `/users/client/purchase/${purchase.id}/cancel`,
      {},
    );
    expect(canceled.statusCode, canceled.body).toBe(200);
    expect(canceled.json().data).toEqual({ refund: "card-done" });
    const unspent = 10_000 - SANDALS_TOTAL;
    expect(await refundOf(purchase.id)).toMatchObject([
      { method: "CARD", status: "DONE", amount_cents: unspent },
    ]);
    expect(await creditNotesOf(purchase.id)).toEqual([{ amount_cents: unspent }]);
    const [cardId] = purchase.cardIds;
    expect(await cardRow(cardId ?? 0)).toMatchObject({ state: "CANCELED", balance_cents: 0 });
    expect((await giftCardState(shop, cardId ?? 0)).movements.at(-1)).toMatchObject({
      kind: "canceled",
      amount_cents: -unspent,
    });
  });

  it("a card spent whole stays as it is, and nothing of its value is refunded", async () => {
    const card = gift(5000);
    const purchase = await paidCards([card], "MULTIBANCO");
    const code = await giftCardCodeMailedTo(shop, card.recipientEmail);
    const spent = await generate(shop, purchaseBody({ cart: sandals, giftCardCodes: [code] }));
    expect(spent.statusCode, spent.body).toBe(200);
    const canceled = await owner.call("POST", `/orders/${purchase.idShort}/cancel`, {
      iban: "PT50000201231234567890154",
    });
    expect(canceled.json().data).toEqual({ refund: "none" });
    expect(await refundOf(purchase.id)).toEqual([]);
    const mail = await db()
      .selectFrom("email_outbox")
      .select("text")
      .where("kind", "=", "PURCHASE_CANCELED")
      .orderBy("id", "desc")
      .executeTakeFirstOrThrow();
    expect(mail.text).toContain(
      "Os cartões-presente que comprou já tinham sido usados: o valor gasto não é devolvido.",
    );
    expect(await cardRow(purchase.cardIds[0] ?? 0)).toMatchObject({
      state: "ACTIVE",
      balance_cents: 0,
    });
  });

  it("refuses the buyer's cancel 14 days after the payment; the staff may still cancel", async () => {
    const customer = await registered(shop);
    const purchase = await paidCards([gift(3000)], "CREDIT", customer.call);
    await db()
      .updateTable("purchases")
      .set({ paid_at: new Date(Date.now() - 15 * 86_400_000) })
      .where("id", "=", purchase.id)
      .execute();
    const late = await customer.call("POST", `/users/client/purchase/${purchase.id}/cancel`, {});
    expect(late.statusCode).toBe(409);
    expect(late.json().error.message).toBe(customerCancelMessages.giftCardsTooLate);
    const byStaff = await owner.call("POST", `/orders/${purchase.idShort}/cancel`, {});
    expect(byStaff.statusCode, byStaff.body).toBe(200);
    expect(await cardRow(purchase.cardIds[0] ?? 0)).toMatchObject({ state: "CANCELED" });
  });
});
