import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { as } from "../../../test/accounts.ts";
import { databaseKind } from "../../../test/database.ts";
import { nextAddress } from "../../../test/purchases.ts";
import {
  CANCEL,
  CHIADO,
  type ReservationShop,
  reservationBody,
  reservationShop,
} from "../../../test/reservations.ts";
import { staffSession } from "../../../test/staff.ts";
import { expireReservations } from "./reservation-expiry-job.ts";

let t: ReservationShop;
let owner: Awaited<ReturnType<typeof staffSession>>;
let manager: Awaited<ReturnType<typeof staffSession>>;
const GOOD_CARD = "4242 4242 4242 4242";
const HALF_HOUR_AND_A_MINUTE = 31 * 60_000;

beforeAll(async () => {
  t = await reservationShop();
  owner = await staffSession(t.shop, "owner");
  manager = await staffSession(t.shop, "manager");
});
afterAll(async () => {
  await t?.close();
});

const post = (url: string, payload: object) =>
  as(t.shop, null, nextAddress())("POST", url, payload);
const payCard = (clientSecret: string, cardNumber = GOOD_CARD) =>
  post("/dev/payments/card/pay", { clientSecret, cardNumber });
const intentOf = (clientSecret: string) => clientSecret.replace(/_secret_.*$/, "");
const confirm = (intentId: string) => post("/public/reservations/confirm", { intentId });

const setOnlinePayment = (onlinePayment: boolean) =>
  owner.call("PUT", "/reservations/settings", { onlinePayment });

/** A reservation to pay by card: the answer, the intent's key, the row's id. */
async function reservedToPay(overrides: Record<string, unknown> = {}) {
  const payload = reservationBody({ payment: "CARD", ...overrides });
  const response = await t.reserve(payload);
  expect(response.statusCode, response.body).toBe(200);
  const data = response.json().data;
  return {
    response,
    data,
    key: data.paymentKey as string,
    id: await t.idOf(payload.email),
    email: payload.email,
  };
}

const mailsTo = (email: string) => t.smtp.received.filter((mail) => mail.to.includes(email));

const rowOf = (id: number) =>
  t.db
    .selectFrom("store_reservations")
    .select(["state", "paid_at", "refunded_at", "refund_id"])
    .where("id", "=", id)
    .executeTakeFirstOrThrow();

const refundsOf = (id: number) =>
  t.db.selectFrom("sandbox_refunds").selectAll().where("key", "=", `reservation-${id}`).execute();

/** Pays a reservation's card and confirms it as the browser does. */
async function paid(key: string) {
  expect((await payCard(key)).statusCode).toBe(200);
  const confirmed = await confirm(intentOf(key));
  expect(confirmed.json().data).toEqual({ paid: true });
}

describe(`Paying a store reservation online (${databaseKind})`, () => {
  it("is refused while the shop does not offer it; the owner alone turns it on", async () => {
    await setOnlinePayment(false);
    await t.setStoreStock(2, "38", CHIADO, 1);
    const refused = await t.reserve(reservationBody({ payment: "CARD" }));
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.fields).toEqual({
      payment: "Esta loja só aceita o pagamento na loja, quando levantar.",
    });
    expect(await t.storeStock(2, "38", CHIADO)).toBe(1);
    expect(
      (await manager.call("PUT", "/reservations/settings", { onlinePayment: true })).statusCode,
    ).toBe(403);
    const on = await setOnlinePayment(true);
    expect(on.statusCode, on.body).toBe(200);
    expect(on.json()).toMatchObject({
      data: { onlinePayment: true },
      message: "Pagamento das reservas guardado.",
    });
    expect((await owner.call("GET", "/reservations/settings")).json().data).toEqual({
      onlinePayment: true,
    });
    const persistent = await as(t.shop, null)("GET", "/public/persistent");
    expect(persistent.json().data.settings.reservation_online_payment).toBe(true);
  });

  it("holds the pair 30 minutes unpaid, emails once paid, and settles once however often it is told", async () => {
    await setOnlinePayment(true);
    await t.setStoreStock(2, "38", CHIADO, 1);
    const { response, data, key, id, email } = await reservedToPay();
    expect(response.json().message).toBe("Reserva feita. Pague com cartão para a confirmar.");
    expect(data).toMatchObject({ payment: "AWAITING", priceCents: 12990, state: "RESERVED" });
    expect(key).toMatch(/_secret_/);
    const payFor = Date.parse(data.payBy) - Date.now();
    expect(payFor).toBeGreaterThan(29 * 60_000);
    expect(payFor).toBeLessThanOrEqual(30 * 60_000);
    expect(await t.storeStock(2, "38", CHIADO)).toBe(0);
    expect(mailsTo(email)).toHaveLength(0);
    // Not paid yet: the provider is asked, the browser's word is not enough.
    expect((await confirm(intentOf(key))).json().data).toEqual({ paid: false });
    expect((await manager.call("POST", `/reservations/${id}/ready`)).json().error.message).toBe(
      "Esta reserva ainda não foi paga. Espere pelo pagamento ou pela sua expiração.",
    );

    await paid(key);
    // The browser again, the provider's notification, the job: still paid once.
    expect((await confirm(intentOf(key))).json().data).toEqual({ paid: true });
    expect(await t.payments().settle(intentOf(key))).toBe("paid");
    const [, code] = await t.smtp.waitFor(email, CANCEL);
    await t.smtp.waitFor(email, /Já está paga: recebemos 129,90/);
    expect(mailsTo(email)).toHaveLength(1);
    const link = await as(t.shop, null)("GET", `/public/reservations/${code}`);
    expect(link.json().data).toMatchObject({ payment: "PAID", payBy: null, paymentKey: null });
    const list = await manager.call("GET", `/reservations?storeId=${CHIADO}`);
    expect(list.json().data.items.find((item: { id: number }) => item.id === id)).toMatchObject({
      payment: "PAID",
    });
    // Paid, it waits its 48 hours: the half hour no longer ends it.
    await expireReservations(t.db, t.payments(), new Date(Date.now() + HALF_HOUR_AND_A_MINUTE));
    expect((await rowOf(id)).state).toBe("RESERVED");
  });

  it("does not take a payment of another amount than the reservation's price", async () => {
    await t.setStoreStock(2, "38", CHIADO, 1);
    const { key, id } = await reservedToPay();
    await t.db
      .updateTable("store_reservations")
      .set({ price_cents: 100 })
      .where("id", "=", id)
      .execute();
    expect((await payCard(key)).statusCode).toBe(200);
    expect((await confirm(intentOf(key))).json().data).toEqual({ paid: false });
    expect((await rowOf(id)).paid_at).toBeNull();
  });

  it("ends a reservation unpaid after 30 minutes: the pair back, its card payment stopped", async () => {
    await t.setStoreStock(2, "38", CHIADO, 1);
    const { key, id } = await reservedToPay();
    await expireReservations(t.db, t.payments(), new Date(Date.now() + HALF_HOUR_AND_A_MINUTE));
    expect((await rowOf(id)).state).toBe("EXPIRED");
    expect((await t.ledgerOf(id)).map((line) => line.reason)).toEqual([
      "reservation_held",
      "reservation_released",
    ]);
    expect((await payCard(key)).json().error.message).toBe(
      "Este pagamento não existe ou já foi concluído.",
    );
    expect((await confirm(intentOf(key))).json().data).toEqual({ paid: false });
  });

  it("gives the money back once when the staff say nobody came", async () => {
    await t.setStoreStock(2, "38", CHIADO, 1);
    const { key, id, email } = await reservedToPay();
    await paid(key);
    const ended = await manager.call("POST", `/reservations/${id}/not-collected`);
    expect(ended.statusCode, ended.body).toBe(200);
    expect(ended.json()).toMatchObject({
      data: { state: "NOT_COLLECTED", payment: "REFUNDED" },
      message:
        "Reserva marcada como não levantada. O par voltou ao stock da loja e o valor pago é devolvido ao cartão do cliente.",
    });
    expect(await t.storeStock(2, "38", CHIADO)).toBe(1);
    await t.smtp.waitFor(email, /Devolvemos 129,90/);
    await t.payments().refundOwed();
    await expireReservations(t.db, t.payments(), new Date(Date.now() + 3 * 86_400_000));
    expect(await refundsOf(id)).toHaveLength(1);
    expect(mailsTo(email).filter((mail) => mail.text.includes("Devolvemos"))).toHaveLength(1);
  });

  it("gives the money back when the customer cancels with the emailed link", async () => {
    await t.setStoreStock(2, "38", CHIADO, 1);
    const { key, id, email } = await reservedToPay();
    await paid(key);
    const [, code] = await t.smtp.waitFor(email, CANCEL);
    const cancelled = await post(`/public/reservations/${code}/cancel`, {});
    expect(cancelled.json()).toMatchObject({
      data: { state: "CANCELLED", payment: "REFUNDED" },
      message: "Reserva cancelada. O par voltou para a loja e devolvemos o valor ao seu cartão.",
    });
    expect(await refundsOf(id)).toHaveLength(1);
  });

  it("refunds on the job's next round a paid reservation ended without its refund (a crash between)", async () => {
    await t.setStoreStock(2, "38", CHIADO, 1);
    const { key, id } = await reservedToPay();
    await paid(key);
    await t.db
      .updateTable("store_reservations")
      .set({ state: "NOT_COLLECTED", ended_at: new Date() })
      .where("id", "=", id)
      .execute();
    expect((await rowOf(id)).refunded_at).toBeNull();
    await expireReservations(t.db, t.payments());
    const row = await rowOf(id);
    expect(row.refunded_at).not.toBeNull();
    expect(row.refund_id).toMatch(/^re_/);
    expect(await refundsOf(id)).toHaveLength(1);
  });

  it("money that arrives after the reservation ended is given back at once, and only once", async () => {
    await t.setStoreStock(2, "38", CHIADO, 1);
    const { key, id } = await reservedToPay();
    // Ended while the card was still being paid (its intent not yet stopped).
    await t.db
      .updateTable("store_reservations")
      .set({ state: "EXPIRED", ended_at: new Date() })
      .where("id", "=", id)
      .execute();
    expect((await payCard(key)).statusCode).toBe(200);
    expect((await confirm(intentOf(key))).json().data).toEqual({ paid: false });
    expect(await t.payments().settle(intentOf(key))).toBe("late");
    const row = await rowOf(id);
    expect(row.paid_at).not.toBeNull();
    expect(row.refunded_at).not.toBeNull();
    expect(await refundsOf(id)).toHaveLength(1);
  });

  it("a collected reservation paid online keeps its money", async () => {
    await t.setStoreStock(2, "38", CHIADO, 1);
    const { key, id } = await reservedToPay();
    await paid(key);
    expect((await manager.call("POST", `/reservations/${id}/collected`)).json().data.payment).toBe(
      "PAID",
    );
    await expireReservations(t.db, t.payments(), new Date(Date.now() + 3 * 86_400_000));
    expect(await refundsOf(id)).toHaveLength(0);
  });
});
