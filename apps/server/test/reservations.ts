import { expect } from "vitest";
import { reservationPayments } from "../src/modules/store-reservations/reservation-payments.ts";
import { sandboxProvider } from "../src/payments/sandbox-provider.ts";
import { as } from "./accounts.ts";
import { createTestApp } from "./app.ts";
import { insertCatalogueFixture } from "./fixtures.ts";
import { nextAddress, setStockAt, stockAt } from "./purchases.ts";
import { startSmtpServer } from "./smtp.ts";

/** Chiado (store 1) is open all day, every day; Baixa (store 2) never said its hours. */
export const CHIADO = 1;
export const BAIXA = 2;
export const CANCEL = /http:\/\/shop\.test\/reservas\/([\w-]{43})/;
const OPEN_ALL_DAY = { opens: "00:00", closes: "24:00" };
const EVERY_DAY = Object.fromEntries(
  ["mon", "tue", "wed", "thu", "fri", "sat", "sun"].map((day) => [day, [OPEN_ALL_DAY]]),
);
let emails = 0;
export const newEmail = () => `reserva.${++emails}.${Date.now()}@example.pt`;

/** A reservation's body: Botas altas de camurça (product 2) in 38 at Chiado, today. */
export const reservationBody = (overrides: Record<string, unknown> = {}) => ({
  productId: 2,
  size: "38",
  storeId: CHIADO,
  pickupDay: "today",
  name: "Ana Marques",
  email: newEmail(),
  phone: "912 345 678",
  ...overrides,
});

/** The shop of the reservation tests, with a fake SMTP server and Chiado open all day. */
export async function reservationShop() {
  const smtp = await startSmtpServer();
  const shop = await createTestApp({
    prepare: insertCatalogueFixture,
    config: { SMTP_URL: smtp.url, PUBLIC_URL: "http://shop.test", MAIL_FROM: "Loja <l@x.pt>" },
  });
  const db = shop.database.db;
  await db
    .updateTable("stores")
    .set({ hours: JSON.stringify(EVERY_DAY), address: "Rua Garrett 10, Lisboa" })
    .where("id", "=", CHIADO)
    .execute();

  const setStoreStock = (productId: number, size: string, storeId: number, quantity: number) =>
    setStockAt(shop.database, productId, size, storeId, quantity);
  const storeStock = (productId: number, size: string, storeId: number) =>
    stockAt(shop.database, productId, size, storeId);

  const reserve = (payload: object, address = nextAddress()) =>
    as(shop, null, address)("POST", "/public/reservations", payload);

  const idOf = async (email: string) =>
    (
      await db
        .selectFrom("store_reservations")
        .select("id")
        .where("email", "=", email)
        .orderBy("id", "desc")
        .executeTakeFirstOrThrow()
    ).id;

  /** Reserves, and answers the emailed link's code. */
  async function reserved(payload = reservationBody()) {
    const response = await reserve(payload);
    expect(response.statusCode, response.body).toBe(200);
    const [, code] = await smtp.waitFor(payload.email, CANCEL);
    return { response, code: code as string, id: await idOf(payload.email), email: payload.email };
  }

  const ledgerOf = (reservationId: number) =>
    db
      .selectFrom("stock_movements")
      .select(["reason", "quantity", "store_id", "balance"])
      .where("reservation_id", "=", reservationId)
      .orderBy("id")
      .execute();

  /** The card payments of reservations, as the shop's job works them (the sandbox's cards). */
  const payments = () =>
    reservationPayments({
      db,
      card: sandboxProvider(db),
      shopIdentity: async () => ({
        name: "Sapataria",
        address: "Lisboa",
        email: "loja@example.pt",
        phone: "",
        url: "http://shop.test",
      }),
      onMailQueued: () => undefined,
      now: () => new Date(),
    });

  return {
    shop,
    smtp,
    db,
    setStoreStock,
    storeStock,
    reserve,
    reserved,
    idOf,
    ledgerOf,
    payments,
    async close() {
      await shop.close();
      await smtp.close();
    },
  };
}

export type ReservationShop = Awaited<ReturnType<typeof reservationShop>>;
