import { giftCardMessages, lisbonDay, orderMessages, shiftDay } from "@shop/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/app.ts";
import { databaseKind } from "../../../test/database.ts";
import { insertCatalogueFixture } from "../../../test/fixtures.ts";
import { activeGiftCard, giftCardCodeMailedTo, giftCardState } from "../../../test/gift-cards.ts";
import {
  expireNow,
  generate,
  mailsOfKind,
  post,
  purchaseBody,
  setOnlineStock,
} from "../../../test/purchases.ts";
import { deliveredPurchase } from "../../../test/returns.ts";
import { staffSession } from "../../../test/staff.ts";

let shop: TestApp;
let owner: Awaited<ReturnType<typeof staffSession>>;
const db = () => shop.database.db;
/** One pair of the fixture's sandals (47,92 € after their discount) delivered in Portugal (4,90 €). */
const sandals = { "1": { id: 1, quantities: { "36": 1 } } };
const SANDALS_TOTAL = 5282;

beforeAll(async () => {
  shop = await createTestApp({ prepare: insertCatalogueFixture });
  owner = await staffSession(shop, "owner");
  await setOnlineStock(shop.database, 1, "36", 100);
});
afterAll(async () => {
  await shop?.close();
});

const purchaseRow = (id: number) =>
  db().selectFrom("purchases").selectAll().where("id", "=", id).executeTakeFirstOrThrow();

const buy = (overrides: Record<string, unknown>) =>
  generate(shop, purchaseBody({ cart: sandals, ...overrides }));

const giftFor = (email: string, overrides: Record<string, unknown> = {}) => ({
  valueCents: 2500,
  recipientName: "Rita Lopes",
  recipientEmail: email,
  message: "Parabéns!",
  deliveryDay: lisbonDay(new Date()),
  ...overrides,
});

describe(`paying with gift cards (${databaseKind})`, () => {
  it("takes part from a card and asks the method for the rest; a second purchase spends the rest", async () => {
    const card = await activeGiftCard(shop, 5000);
    const first = await buy({ giftCardCodes: [card.code.toLowerCase()] });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data).toMatchObject({ paymentMethod: "MULTIBANCO", paymentValue: 2.82 });
    const row = await purchaseRow(first.json().data.id);
    expect(row).toMatchObject({ price_total_cents: SANDALS_TOTAL, gift_card_cents: 5000 });
    // VAT on what the card pays for: the card is a means of payment, not a discount.
    const plain = await purchaseRow((await buy({})).json().data.id);
    expect(row.price_tax_cents).toBe(plain.price_tax_cents);
    expect(row.price_base_cents).toBe(plain.price_base_cents);
    expect((await giftCardState(shop, card.id)).balanceCents).toBe(0);
    const again = await buy({ giftCardCodes: [card.code] });
    expect(again.statusCode).toBe(400);
    expect(again.json().error.fields["giftCardCodes.0"]).toBe(giftCardMessages.usedUp);
  });

  it("pays a purchase whole with two cards, at once and with no other method", async () => {
    const one = await activeGiftCard(shop, 5000);
    const two = await activeGiftCard(shop, 2500);
    const response = await buy({ giftCardCodes: [one.code, two.code] });
    expect(response.statusCode, response.body).toBe(200);
    const reply = response.json().data;
    expect(reply).toMatchObject({
      paymentMethod: "GIFT_CARD",
      paymentValue: 0,
      paymentReference: null,
    });
    expect(await purchaseRow(reply.id)).toMatchObject({
      state: "PAYED",
      gift_card_cents: SANDALS_TOTAL,
    });
    expect((await giftCardState(shop, one.id)).balanceCents).toBe(0);
    expect((await giftCardState(shop, two.id)).balanceCents).toBe(2500 - (SANDALS_TOTAL - 5000));
    // The email and the order page show the cards as the means of payment.
    const mail = (await mailsOfKind(shop.database, "PURCHASE_PAID")).at(-1)?.text ?? "";
    expect(mail).toContain(reply.idShort);
    expect(mail).toContain(`Cartão-presente ••••-••••-••••-${one.code.slice(-4)}`);
    expect(mail).toContain(`Cartão-presente ••••-••••-••••-${two.code.slice(-4)}`);
    const token = mail.match(/\/encomenda\/([\w-]{20,})/)?.[1];
    const page = (await shop.app.inject({ url: `/api/public/orders/${token}` })).json().data;
    expect(page.giftCardsUsed).toEqual([
      { last4: one.code.slice(-4), amount: 50 },
      { last4: two.code.slice(-4), amount: 2.82 },
    ]);
    expect(page.paymentMethod).toBe("GIFT_CARD");
  });

  it("refuses an unknown code, an expired card and a card without balance, naming the field", async () => {
    const unknown = await buy({ giftCardCodes: ["2222-3333-4444-5555"] });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.fields["giftCardCodes.0"]).toBe(giftCardMessages.unknown);
    const old = await activeGiftCard(shop, 2000);
    const yesterday = shiftDay(lisbonDay(new Date()), -1);
    await db()
      .updateTable("gift_cards")
      .set({ expires_on: yesterday, expires_at: new Date(Date.now() - 1000) })
      .where("id", "=", old.id)
      .execute();
    const live = await activeGiftCard(shop, 2000);
    const expired = await buy({ giftCardCodes: [live.code, old.code] });
    expect(expired.statusCode).toBe(400);
    expect(expired.json().error.fields["giftCardCodes.1"]).toBe(
      giftCardMessages.expired(yesterday),
    );
    // Nothing was taken from the good card: the purchase was never written.
    expect((await giftCardState(shop, live.id)).balanceCents).toBe(2000);
  });

  it("refuses a gift card paying for a gift card, and a discount code on gift cards", async () => {
    const card = await activeGiftCard(shop, 5000);
    const onlyGift = { cart: {}, giftCards: [giftFor("rui@example.pt")] };
    const byCard = await buy({ ...onlyGift, giftCardCodes: [card.code] });
    expect(byCard.statusCode).toBe(400);
    expect(byCard.json().error.fields.giftCardCodes).toBe(giftCardMessages.buysGiftCard);
    const byCode = await buy({ ...onlyGift, discountCode: "VERAO10" });
    expect(byCode.statusCode).toBe(400);
    expect(byCode.json().error.fields.discountCode).toBe(giftCardMessages.codeOnGiftCard);
    // Alongside shoes, the card pays only the shoes: the gift card is left for the method.
    const mixed = await buy({ giftCards: [giftFor("rui@example.pt")], giftCardCodes: [card.code] });
    expect(mixed.statusCode, mixed.body).toBe(200);
    expect(mixed.json().data).toMatchObject({ paymentMethod: "MULTIBANCO", paymentValue: 27.82 });
    expect((await giftCardState(shop, card.id)).balanceCents).toBe(0);
  });

  it("gives a cancelled purchase's and an expired payment's card amounts back to the cards", async () => {
    const card = await activeGiftCard(shop, 3000);
    const expiring = (await buy({ giftCardCodes: [card.code] })).json().data;
    await expireNow(shop.database, expiring.id);
    await shop.app.shop.purchases.expireDue();
    const afterExpiry = await giftCardState(shop, card.id);
    expect(afterExpiry.balanceCents).toBe(3000);
    expect(afterExpiry.movements.at(-1)).toMatchObject({
      kind: "refunded",
      amount_cents: 3000,
      purchase_id: expiring.id,
    });
    const canceled = (
      await buy({ giftCardCodes: [card.code], idempotencyKey: "gift-card-cancel-key-1" })
    ).json().data;
    expect((await giftCardState(shop, card.id)).balanceCents).toBe(0);
    const cancel = await post(shop, "/public/purchase/cancel", {
      idShort: canceled.idShort,
      idempotencyKey: "gift-card-cancel-key-1",
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect((await giftCardState(shop, card.id)).balanceCents).toBe(3000);
  });

  it("never spends more than a card's balance when checkouts spend it at once", async () => {
    const card = await activeGiftCard(shop, 10_000);
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => buy({ giftCardCodes: [card.code] })),
    );
    for (const answer of answers) expect([200, 400]).toContain(answer.statusCode);
    const { balanceCents, movements } = await giftCardState(shop, card.id);
    const spent = -movements
      .filter((m) => m.kind === "redeemed")
      .reduce((sum, m) => sum + m.amount_cents, 0);
    expect(spent).toBe(10_000);
    expect(balanceCents).toBe(0);
    const paidByCard = await db()
      .selectFrom("purchases")
      .select((eb) => eb.fn.sum<string>("gift_card_cents").as("n"))
      .where(
        "id",
        "in",
        answers.filter((a) => a.statusCode === 200).map((a) => a.json().data.id),
      )
      .executeTakeFirstOrThrow();
    expect(Number(paidByCard.n)).toBe(10_000);
  });
});

describe(`selling gift cards (${databaseKind})`, () => {
  it("sells a card without VAT nor delivery and makes it only once the purchase is paid", async () => {
    const to = `ines.${Date.now()}@example.pt`;
    const response = await buy({ cart: {}, giftCards: [giftFor(to, { valueCents: 4000 })] });
    expect(response.statusCode, response.body).toBe(200);
    const generated = response.json().data;
    expect(generated.paymentValue).toBe(40);
    expect(await purchaseRow(generated.id)).toMatchObject({
      price_total_cents: 4000,
      price_base_cents: 0,
      price_tax_cents: 0,
      price_delivery_cents: 0,
      sold_gift_cards_cents: 4000,
    });
    const made = () =>
      db().selectFrom("gift_cards").select("id").where("purchase_id", "=", generated.id).execute();
    expect(await made()).toHaveLength(0);
    const paid = await post(shop, "/dev/payments/multibanco/pay", {
      entity: generated.paymentEntity,
      reference: generated.paymentReference,
      value: generated.paymentValue,
    });
    expect(paid.statusCode, paid.body).toBe(200);
    expect(await made()).toHaveLength(1);
    const mail = (await mailsOfKind(shop.database, "PURCHASE_PAID")).at(-1)?.text ?? "";
    expect(mail).toContain("Cartão-presente para Rita Lopes");
    expect(mail).toContain("Cartões-presente (sem IVA)");
    const code = await giftCardCodeMailedTo(shop, to);
    const balance = await post(shop, "/public/gift-cards/balance", { code });
    expect(balance.json().data).toMatchObject({ valueCents: 4000, balanceCents: 4000 });
  });

  it("sells cards alone without an address (only the buyer's name), and still asks one with shoes", async () => {
    const noAddress = { addressDelivery: null, buyerName: "Joana Reis" };
    const cardsAlone = await buy({
      cart: {},
      giftCards: [giftFor("rui@example.pt")],
      ...noAddress,
    });
    expect(cardsAlone.statusCode, cardsAlone.body).toBe(200);
    expect(await purchaseRow(cardsAlone.json().data.id)).toMatchObject({
      delivery_name: "Joana Reis",
      delivery_country_id: null,
      delivery_street: "",
      pickup_store_id: null,
      carrier: null,
      price_delivery_cents: 0,
      price_total_cents: 2500,
    });
    const nameless = await buy({
      cart: {},
      giftCards: [giftFor("rui@example.pt")],
      addressDelivery: null,
    });
    expect(nameless.statusCode).toBe(400);
    expect(nameless.json().error.fields.buyerName).toBe("Indique o seu nome.");
    const withShoes = await buy({ giftCards: [giftFor("rui@example.pt")], ...noAddress });
    expect(withShoes.statusCode).toBe(400);
    expect(withShoes.json().error.fields.addressDelivery).toBe("Indique a morada de entrega.");
  });

  it("keeps a paid purchase of cards alone out of dispatch, slips and «Por preparar»", async () => {
    const cardsAlone = await buy({
      cart: {},
      giftCards: [giftFor(`alice.${Date.now()}@example.pt`)],
      addressDelivery: null,
      buyerName: "Alice Matos",
    });
    expect(cardsAlone.statusCode, cardsAlone.body).toBe(200);
    const generated = cardsAlone.json().data;
    const toPrepare = async () => (await owner.call("GET", "/dashboard")).json().data.toPrepare;
    const waitingBefore = (await toPrepare()).total;
    await post(shop, "/dev/payments/multibanco/pay", {
      entity: generated.paymentEntity,
      reference: generated.paymentReference,
      value: generated.paymentValue,
    });
    const { id_short: idShort, state } = await purchaseRow(generated.id);
    expect(state).toBe("PAYED");
    const nothingToSend = orderMessages.wrongFulfilment.email;
    for (const [method, path, body] of [
      ["POST", `/orders/${idShort}/dispatch-request`, {}],
      ["POST", `/orders/${idShort}/ready-for-pickup`, {}],
      ["GET", `/orders/${idShort}/packing-slip`, undefined],
    ] as const) {
      const refused = await owner.call(method, path, body);
      expect(refused.statusCode, path).toBe(409);
      expect(refused.json().error.message, path).toBe(nothingToSend);
    }
    const bulk = await owner.call("POST", "/orders/dispatch-requests", { orders: [idShort] });
    expect(bulk.json().data.refused).toEqual([{ idShort, reason: nothingToSend }]);
    expect((await purchaseRow(generated.id)).state).toBe("PAYED");
    // Paid, it is not one more purchase to prepare.
    expect((await toPrepare()).total).toBe(waitingBefore);
  });

  it("makes no card for a purchase whose payment expired", async () => {
    const generated = (await buy({ giftCards: [giftFor(`nuno.${Date.now()}@example.pt`)] })).json()
      .data;
    expect(generated.paymentValue).toBe(77.82);
    await expireNow(shop.database, generated.id);
    await shop.app.shop.purchases.expireDue();
    expect((await purchaseRow(generated.id)).state).toBe("CANCELED");
    const made = await db()
      .selectFrom("gift_cards")
      .select("id")
      .where("purchase_id", "=", generated.id)
      .execute();
    expect(made).toHaveLength(0);
  });
});

describe(`returns of a purchase gift cards paid (${databaseKind})`, () => {
  /** A return of one size of the purchase, received, accepted and refunded by the staff. */
  async function refundedReturn(
    purchase: Awaited<ReturnType<typeof deliveredPurchase>>,
    size: string,
  ) {
    const asked = await purchase.customer.call(
      "POST",
      `/users/client/purchase/${purchase.id}/returns`,
      {
        kind: "RETURN",
        reason: "TOO_BIG",
        note: "",
        lines: [{ productId: 1, size, quantity: 1, exchangeSize: null }],
      },
    );
    expect(asked.statusCode, asked.body).toBe(200);
    const id = asked.json().data.id;
    for (const [step, body] of [
      ["receive", {}],
      ["accept", { restock: [] }],
      ["refund", {}],
    ] as const) {
      const moved = await owner.call("POST", `/returns/${id}/${step}`, body);
      expect(moved.statusCode, moved.body).toBe(200);
    }
    return db()
      .selectFrom("purchase_returns")
      .selectAll()
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
  }

  it("gives back to the card first what it paid, then the rest by the purchase's method", async () => {
    const card = await activeGiftCard(shop, 5000);
    const purchase = await deliveredPurchase(shop, owner.call, { giftCardCodes: [card.code] });
    const paidByCard = await purchaseRow(purchase.id);
    expect(paidByCard.gift_card_cents).toBe(5000);
    // One pair of 47,92 €: the card paid more than that, so it all goes back to the card.
    const first = await refundedReturn(purchase, "38");
    expect(first).toMatchObject({
      refund_method: "GIFT_CARD",
      refund_cents: 0,
      refund_gift_card_cents: 4792,
    });
    expect((await giftCardState(shop, card.id)).balanceCents).toBe(4792);
    // The other pair, the last (its delivery too): the card's last 2,08 €, the rest to the bank card.
    const second = await refundedReturn(purchase, "36");
    expect(second).toMatchObject({
      refund_method: "CARD",
      refund_cents: 5074,
      refund_gift_card_cents: 208,
    });
    const { balanceCents, movements } = await giftCardState(shop, card.id);
    expect(balanceCents).toBe(5000);
    expect(movements.filter((m) => m.kind === "refunded").map((m) => m.amount_cents)).toEqual([
      4792, 208,
    ]);
  });
});
