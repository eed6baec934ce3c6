import { formatIban, formatShopDateTime } from "@shop/shared";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { as, linkMailed, registered } from "../../../test/accounts.ts";
import { createTestApp, type TestApp } from "../../../test/app.ts";
import { databaseKind } from "../../../test/database.ts";
import { insertCatalogueFixture } from "../../../test/fixtures.ts";
import { paidByCard, paidByMultibanco } from "../../../test/orders.ts";
import { mailsOfKind, post, purchaseBody, setOnlineStock } from "../../../test/purchases.ts";
import { endIbanHolds } from "../../../test/refund-holds.ts";
import { deliveredPurchase } from "../../../test/returns.ts";
import { staffSession } from "../../../test/staff.ts";
import { transferMade } from "../../../test/transfers.ts";

const IBAN = "PT50000201231234567890154";
const OTHER_IBAN = "DE89370400440532013000";
const TOKEN = /\/encomenda\/([A-Za-z0-9_-]{43})/;
const DAY_MS = 24 * 60 * 60 * 1000;

let shop: TestApp;
let owner: Awaited<ReturnType<typeof staffSession>>;
let manager: Awaited<ReturnType<typeof staffSession>>;

beforeAll(async () => {
  shop = await createTestApp({ prepare: insertCatalogueFixture });
  owner = await staffSession(shop, "owner");
  manager = await staffSession(shop, "manager");
});
afterAll(() => shop?.close());
beforeEach(async () => {
  for (const size of ["36", "38"]) await setOnlineStock(shop.database, 1, size, 20);
});

const guest = (...call: Parameters<ReturnType<typeof as>>) => as(shop, null)(...call);

/** The notices of a refund IBAN queued to `email`, oldest first. */
const notices = async (email: string) =>
  (await mailsOfKind(shop.database, "REFUND_IBAN_GIVEN")).filter(
    (mail) => mail.recipient === email,
  );

/** A notice names the order and the IBAN's last four characters, never the whole IBAN. */
function expectNotice(
  mail: { subject: string; text: string; html: string } | undefined,
  idShort: string,
  iban: string,
) {
  expect(mail?.subject).toBe(`IBAN para o reembolso da encomenda ${idShort}`);
  expect(mail?.text).toContain(`IBAN terminado em ${iban.slice(-4)}`);
  expect(mail?.text).toContain("responda a este email");
  for (const whole of [iban, formatIban(iban), iban.slice(0, -4)]) {
    expect(mail?.text).not.toContain(whole);
    expect(mail?.html).not.toContain(whole);
  }
}

const orderOf = async (idShort: string) =>
  (await manager.call("GET", `/orders/${idShort}`)).json().data;
const returnsOf = async (idShort: string) =>
  (await manager.call("GET", `/orders/${idShort}/returns`)).json().data;
const refundDue = async (idShort: string) =>
  (await manager.call("GET", "/dashboard"))
    .json()
    .data.refundsDue.items.find((item: { idShort: string }) => item.idShort === idShort);
const heldUntilOf = (givenAt: string) => new Date(Date.parse(givenAt) + DAY_MS).toISOString();

/** A delivered purchase paid by MULTIBANCO, and the link of its order page. */
async function deliveredWithLink() {
  const purchase = await deliveredPurchase(shop, manager.call, { method: "MULTIBANCO" });
  const email = purchase.customer.user.email;
  const token = await linkMailed(shop, email, "PURCHASE_PAID", TOKEN);
  return { ...purchase, email, token };
}

const returnBody = (iban?: string) => ({
  kind: "RETURN",
  reason: "TOO_BIG",
  note: "",
  lines: [{ productId: 1, size: "38", quantity: 1, exchangeSize: null }],
  ...(iban ? { iban } : {}),
});

/** Received and accepted by the staff, ready for its refund. */
async function accepted(returnId: number) {
  expect((await manager.call("POST", `/returns/${returnId}/receive`, {})).statusCode).toBe(200);
  const acceptedReturn = await manager.call("POST", `/returns/${returnId}/accept`, {
    restock: [],
  });
  expect(acceptedReturn.statusCode).toBe(200);
}

describe(`a refund IBAN given by order link is told to the buyer and held (${databaseKind})`, () => {
  it("a cancel: the contact email is told at once, the transfer waits 24 h, the back office shows it", async () => {
    const order = await paidByMultibanco(shop);
    const token = await linkMailed(shop, order.email, "PURCHASE_PAID", TOKEN);
    const cancel = await guest("POST", `/public/orders/${token}/cancel`, { iban: IBAN });
    expect(cancel.statusCode).toBe(200);

    const [notice, ...more] = await notices(order.email);
    expect(more).toEqual([]);
    expectNotice(notice, order.idShort, IBAN);
    expect(notice?.reply_to).toBeTruthy();

    const { refund } = await orderOf(order.idShort);
    expect(refund).toMatchObject({ status: "PENDING", ibanGivenAt: expect.any(String) });
    expect(refund.heldUntil).toBe(heldUntilOf(refund.ibanGivenAt));
    expect(notice?.text).toContain(
      `retemos o reembolso até ${formatShopDateTime(refund.heldUntil)}`,
    );
    // The legal limit still counts from the cancellation.
    expect(await refundDue(order.idShort)).toMatchObject({
      reason: "CANCELLED",
      method: "BANK_TRANSFER",
      ibanGivenAt: refund.ibanGivenAt,
      heldUntil: refund.heldUntil,
      dueAt: new Date(Date.parse(refund.requestedAt) + 14 * DAY_MS).toISOString(),
      overdue: false,
    });

    // Not even the owner records the transfer before the hold ends.
    const early = await owner.call(
      "POST",
      `/orders/${order.idShort}/refund/transfer`,
      transferMade(),
    );
    expect(early.statusCode).toBe(409);
    expect(early.json().error.message).toContain(
      `Reembolso retido até ${formatShopDateTime(refund.heldUntil)}`,
    );
    expect((await orderOf(order.idShort)).refund.status).toBe("PENDING");

    await endIbanHolds(shop.database, order.id);
    expect((await orderOf(order.idShort)).refund).toMatchObject({
      heldUntil: null,
      ibanGivenAt: expect.any(String),
    });
    expect(await refundDue(order.idShort)).toMatchObject({ heldUntil: null });
    const recorded = await owner.call(
      "POST",
      `/orders/${order.idShort}/refund/transfer`,
      transferMade(),
    );
    expect(recorded.statusCode).toBe(200);
    expect((await orderOf(order.idShort)).refund.status).toBe("DONE");
  });

  it("a return: the contact email is told at once, its transfer waits 24 h, its page and the dashboard show it", async () => {
    const purchase = await deliveredWithLink();
    const asked = await guest("POST", `/public/orders/${purchase.token}/returns`, returnBody(IBAN));
    expect(asked.statusCode).toBe(200);
    const returnId = asked.json().data.id;
    const [notice] = await notices(purchase.email);
    expectNotice(notice, purchase.idShort, IBAN);
    expect(notice?.text).toContain(`devolução n.º ${returnId}`);

    await accepted(returnId);
    // The IBAN the customer gave: refunding to it tells nobody again.
    const refunded = await owner.call("POST", `/returns/${returnId}/refund`, {});
    expect(refunded.json().data).toEqual({ done: false, method: "BANK_TRANSFER" });
    expect(await notices(purchase.email)).toHaveLength(1);

    const [ret] = await returnsOf(purchase.idShort);
    expect(ret).toMatchObject({ iban: IBAN, ibanGivenAt: expect.any(String) });
    expect(ret.heldUntil).toBe(heldUntilOf(ret.ibanGivenAt));
    expect(await refundDue(purchase.idShort)).toMatchObject({
      reason: "RETURN",
      ibanGivenAt: ret.ibanGivenAt,
      heldUntil: ret.heldUntil,
    });

    const early = await owner.call("POST", `/returns/${returnId}/refund/transfer`, transferMade());
    expect(early.statusCode).toBe(409);
    expect(early.json().error.message).toContain(
      `Reembolso retido até ${formatShopDateTime(ret.heldUntil)}`,
    );

    await endIbanHolds(shop.database, purchase.id);
    expect((await returnsOf(purchase.idShort))[0]).toMatchObject({ heldUntil: null });
    expect(
      (await owner.call("POST", `/returns/${returnId}/refund/transfer`, transferMade())).statusCode,
    ).toBe(200);
  });

  it("changing the IBAN restarts the hold and tells the contact email again", async () => {
    const purchase = await deliveredWithLink();
    const asked = await purchase.customer.call(
      "POST",
      `/users/client/purchase/${purchase.id}/returns`,
      returnBody(IBAN),
    );
    const returnId = asked.json().data.id;
    await endIbanHolds(shop.database, purchase.id);
    await accepted(returnId);

    // The staff type another IBAN on the customer's word: a new notice, a new hold.
    const refunded = await owner.call("POST", `/returns/${returnId}/refund`, { iban: OTHER_IBAN });
    expect(refunded.statusCode).toBe(200);
    const [first, second] = await notices(purchase.email);
    expectNotice(first, purchase.idShort, IBAN);
    expectNotice(second, purchase.idShort, OTHER_IBAN);
    const [ret] = await returnsOf(purchase.idShort);
    expect(ret.iban).toBe(OTHER_IBAN);
    expect(Date.parse(ret.heldUntil)).toBeGreaterThan(Date.now() + DAY_MS - 60_000);
    expect(
      (await owner.call("POST", `/returns/${returnId}/refund/transfer`, transferMade())).statusCode,
    ).toBe(409);

    await endIbanHolds(shop.database, purchase.id);
    expect(
      (await owner.call("POST", `/returns/${returnId}/refund/transfer`, transferMade())).statusCode,
    ).toBe(200);
  });
});

describe(`every other way an IBAN is given is told too (${databaseKind})`, () => {
  it("the account's cancel and the staff's cancel tell the purchase's contact email", async () => {
    const customer = await registered(shop);
    const body = { ...purchaseBody({ paymentMethod: "MULTIBANCO" }), clientId: customer.user.id };
    const generated = (await customer.call("POST", "/public/purchase/generate", body)).json().data;
    await post(shop, "/dev/payments/multibanco/pay", {
      entity: generated.paymentEntity,
      reference: generated.paymentReference,
      value: generated.paymentValue,
    });
    const own = await customer.call("POST", `/users/client/purchase/${generated.id}/cancel`, {
      iban: IBAN,
    });
    expect(own.statusCode).toBe(200);
    // A signed-in customer's purchase has the account's email as its contact.
    expectNotice((await notices(customer.user.email))[0], generated.idShort, IBAN);

    const order = await paidByMultibanco(shop);
    const byStaff = await owner.call("POST", `/orders/${order.idShort}/cancel`, {
      iban: OTHER_IBAN,
    });
    expect(byStaff.statusCode).toBe(200);
    expectNotice((await notices(order.email))[0], order.idShort, OTHER_IBAN);
    expect((await orderOf(order.idShort)).refund.heldUntil).toEqual(expect.any(String));
  });

  it("a refund to the card names no IBAN: no notice, no hold", async () => {
    const order = await paidByCard(shop);
    const token = await linkMailed(shop, order.email, "PURCHASE_PAID", TOKEN);
    await guest("POST", `/public/orders/${token}/cancel`, {});
    expect(await notices(order.email)).toEqual([]);
    expect((await orderOf(order.idShort)).refund).toMatchObject({
      ibanGivenAt: null,
      heldUntil: null,
    });
  });
});
