import { DAY_MS, lisbonDayAndTime } from "@shop/shared";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { as } from "../../../test/accounts.ts";
import type { TestApp } from "../../../test/app.ts";
import { databaseKind } from "../../../test/database.ts";
import { mailHtml } from "../../../test/mail-html.ts";
import { nextAddress } from "../../../test/purchases.ts";
import {
  BAIXA,
  CANCEL,
  CHIADO,
  newEmail,
  type ReservationShop,
  reservationBody,
  reservationShop,
} from "../../../test/reservations.ts";
import { staffSession } from "../../../test/staff.ts";
import { expireReservations } from "./reservation-expiry-job.ts";
import { reservationsRepository } from "./reservations.repository.ts";

let t: ReservationShop;
let shop: TestApp;
let smtp: ReservationShop["smtp"];
let manager: Awaited<ReturnType<typeof staffSession>>;
const db = () => t.db;

beforeAll(async () => {
  t = await reservationShop();
  ({ shop, smtp } = t);
  manager = await staffSession(shop, "manager");
});
afterAll(async () => {
  await t?.close();
});

describe(`Reserve in a store (${databaseKind})`, () => {
  it("holds one unit at the store, answers the reservation and emails the store's details", async () => {
    await t.setStoreStock(2, "38", CHIADO, 2);
    const payload = reservationBody({ email: ` ${newEmail().toUpperCase()} ` });
    const email = payload.email.trim().toLowerCase();
    const response = await t.reserve(payload);
    expect(response.statusCode, response.body).toBe(200);
    const answer = response.json();
    expect(answer.message).toBe(`Reserva feita. Enviámos um email para ${email}.`);
    expect(answer.data).toMatchObject({
      productId: 2,
      title: "Botas altas de camurça",
      size: "38",
      priceCents: 12990,
      state: "RESERVED",
      email,
      store: { id: CHIADO, name: "Chiado", address: "Rua Garrett 10, Lisboa" },
    });
    const heldFor = Date.parse(answer.data.heldUntil) - Date.now();
    expect(heldFor).toBeGreaterThan(47 * 3_600_000);
    expect(heldFor).toBeLessThanOrEqual(48 * 3_600_000);
    expect(await t.storeStock(2, "38", CHIADO)).toBe(1);

    const [mailed] = await smtp.waitFor(email, CANCEL);
    const mail = smtp.received.find((m) => m.to.includes(email));
    for (const text of [
      "A sua reserva está feita",
      "Botas altas de camurça em tamanho 38",
      "Chiado",
      "Rua Garrett 10, Lisboa",
      "213000002",
      "Segunda a domingo",
      "00:00–24:00",
      "48 horas",
      "Paga na loja",
      "129,90",
    ])
      expect(mail?.text).toContain(text);
    expect(mailed).toMatch(CANCEL);
    expect(mailHtml(mail?.text ?? "").itemPictures).toEqual([
      { alt: "Botas altas de camurça", src: "http://shop.test/media/products/sl-0002-1.svg" },
    ]);
    const row = await db()
      .selectFrom("store_reservations")
      .selectAll()
      .where("email", "=", email)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ name: "Ana Marques", phone: "912345678", state: "RESERVED" });
    expect(await t.ledgerOf(row.id)).toEqual([
      { reason: "reservation_held", quantity: -1, store_id: CHIADO, balance: 1 },
    ]);
  });

  it("refuses what cannot be reserved, with a message of the shop's", async () => {
    await t.setStoreStock(2, "37", CHIADO, 0);
    const cases: Array<[Record<string, unknown>, number, string]> = [
      [{ productId: 999 }, 404, "Este produto já não está à venda."],
      [{ productId: 6, size: "37" }, 404, "Este produto já não está à venda."],
      [{ size: "45" }, 400, "Este tamanho não existe neste produto."],
      [{ storeId: 99 }, 400, "Esta loja não existe."],
      [
        { size: "37" },
        409,
        "Já não há este tamanho nesta loja. Escolha outra loja ou outro tamanho.",
      ],
      [{ storeId: BAIXA, size: "38" }, 400, "A loja já fechou hoje. Escolha amanhã."],
      [{ pickupDay: "ontem" }, 400, "Escolha o dia: hoje ou amanhã."],
      [{ name: " " }, 400, "Indique: nome de quem levanta."],
      [{ email: "ana@" }, 400, "Introduza um email válido."],
      [{ phone: "12" }, 400, "Introduza um número de telefone válido"],
    ];
    for (const [overrides, status, message] of cases) {
      const response = await t.reserve(reservationBody(overrides));
      expect(response.statusCode, JSON.stringify(overrides)).toBe(status);
      expect(response.json().valid).toBe(false);
      const { error } = response.json();
      expect([error.message, ...Object.values(error.fields ?? {})]).toContain(message);
    }
  });

  it("takes tomorrow at a store whose hours are unknown, and never holds what it refused", async () => {
    await t.setStoreStock(2, "37", BAIXA, 1);
    const { id } = await t.reserved(
      reservationBody({ storeId: BAIXA, size: "37", pickupDay: "tomorrow" }),
    );
    expect(await t.storeStock(2, "37", BAIXA)).toBe(0);
    const row = await db()
      .selectFrom("store_reservations")
      .select("pickup_day")
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
    expect(row.pickup_day).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it("lets exactly one of several reservations at once have the last pair", async () => {
    await t.setStoreStock(2, "37", CHIADO, 1);
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => t.reserve(reservationBody({ size: "37" }))),
    );
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([200, 409, 409, 409, 409, 409]);
    for (const answer of answers.filter((a) => a.statusCode === 409))
      expect(answer.json().error.message).toBe(
        "Já não há este tamanho nesta loja. Escolha outra loja ou outro tamanho.",
      );
    expect(await t.storeStock(2, "37", CHIADO)).toBe(0);
    const held = await db()
      .selectFrom("store_reservations")
      .select("id")
      .where("product_id", "=", 2)
      .where("size", "=", "37")
      .where("store_id", "=", CHIADO)
      .where("state", "=", "RESERVED")
      .execute();
    expect(held).toHaveLength(1);
  });

  it("limits reservations per client address and per email", async () => {
    await t.setStoreStock(4, "U", CHIADO, 20);
    const address = nextAddress();
    const fromOne = [];
    for (let i = 0; i < 6; i += 1)
      fromOne.push(
        (await t.reserve(reservationBody({ productId: 4, size: "U" }), address)).statusCode,
      );
    expect(fromOne).toEqual([200, 200, 200, 200, 200, 429]);
    const email = newEmail();
    const forOne = [];
    for (let i = 0; i < 6; i += 1)
      forOne.push(
        (await t.reserve(reservationBody({ productId: 4, size: "U", email }))).statusCode,
      );
    expect(forOne).toEqual([200, 200, 200, 200, 200, 429]);
  });

  it("the emailed link shows the reservation and cancels it once, freeing the unit", async () => {
    await t.setStoreStock(5, "90", CHIADO, 1);
    const { code, id } = await t.reserved(reservationBody({ productId: 5, size: "90" }));
    expect(await t.storeStock(5, "90", CHIADO)).toBe(0);
    const read = await as(shop, null)("GET", `/public/reservations/${code}`);
    expect(read.json().data).toMatchObject({ title: "Cinto de pele", state: "RESERVED" });
    for (let i = 0; i < 2; i += 1) {
      const cancelled = await as(shop, null)("POST", `/public/reservations/${code}/cancel`);
      expect(cancelled.statusCode, cancelled.body).toBe(200);
      expect(cancelled.json().data.state).toBe("CANCELLED");
    }
    expect(await t.storeStock(5, "90", CHIADO)).toBe(1);
    expect((await t.ledgerOf(id)).map((m) => m.reason)).toEqual([
      "reservation_held",
      "reservation_released",
    ]);
    const unknown = await as(shop, null)("POST", `/public/reservations/${"x".repeat(43)}/cancel`);
    expect(unknown.statusCode).toBe(404);
  });

  it("expires a reservation held for 48 hours and gives its unit back, once", async () => {
    await t.setStoreStock(1, "36", CHIADO, 1);
    const { id } = await t.reserved(reservationBody({ productId: 1, size: "36" }));
    expect(await expireReservations(db(), t.payments(), new Date(Date.now() + DAY_MS))).toBe(0);
    expect(await t.storeStock(1, "36", CHIADO)).toBe(0);
    const later = new Date(Date.now() + 2 * DAY_MS + 60_000);
    expect(await expireReservations(db(), t.payments(), later)).toBeGreaterThanOrEqual(1);
    expect(await expireReservations(db(), t.payments(), later)).toBe(0);
    expect(await t.storeStock(1, "36", CHIADO)).toBe(1);
    const row = await db()
      .selectFrom("store_reservations")
      .select("state")
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
    expect(row.state).toBe("EXPIRED");

    // The daily purge forgets an ended reservation's contacts; its row stays for the ledger.
    await reservationsRepository.forgetContacts(db(), -3);
    const forgotten = await db()
      .selectFrom("store_reservations")
      .select(["name", "email", "phone"])
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
    expect(forgotten).toEqual({ name: "—", email: "", phone: "" });
    expect(await t.ledgerOf(id)).toHaveLength(2);
  });
});

describe(`Reserving a product in a sale (${databaseKind})`, () => {
  it("holds the sale price, and keeps it for the reservation when the sale ends before pickup", async () => {
    await t.setStoreStock(2, "38", CHIADO, 1);
    const hour = (hours: number) => lisbonDayAndTime(new Date(Date.now() + hours * 3_600_000));
    const [start, end] = [hour(-1), hour(5)];
    const created = await manager.call("POST", "/sales", {
      name: "Botas a 99,90",
      kind: "price",
      price: "99,90",
      scope: "products",
      productIds: [2],
      startDay: start.day,
      startTime: start.time,
      endDay: end.day,
      endTime: end.time,
    });
    expect(created.statusCode, created.body).toBe(200);
    const sale = (created.json().data as Array<{ id: number; name: string }>).find(
      (item) => item.name === "Botas a 99,90",
    );

    // The price reserved is the one the product page shows: the sale's, not the list price.
    const { response, code, id, email } = await t.reserved(reservationBody());
    expect(response.json().data.priceCents).toBe(9990);
    const mailed = smtp.received.find((m) => m.to.includes(email));
    expect(mailed?.text).toContain("99,90");

    // The sale ends before the customer comes: the product costs 129,90 € again…
    const stopped = await manager.call("POST", `/sales/${sale?.id}/stop`);
    expect(stopped.statusCode, stopped.body).toBe(200);
    await vi.waitFor(async () => {
      const product = await as(shop, null)("GET", "/public/products/product/2");
      expect(product.json().data).toMatchObject({ price: 129.9, salePrice: null });
    });

    // …but the reservation keeps the price it was made at, for the customer and the counter.
    const link = await as(shop, null)("GET", `/public/reservations/${code}`);
    expect(link.json().data).toMatchObject({ priceCents: 9990, state: "RESERVED" });
    const listed = (await manager.call("GET", `/reservations?storeId=${CHIADO}`)).json().data
      .items as Array<{ id: number; priceCents: number }>;
    expect(listed.find((item) => item.id === id)?.priceCents).toBe(9990);
    await manager.call("POST", `/reservations/${id}/ready`);
    await smtp.waitFor(email, /A sua reserva está pronta/);
    const readyMail = smtp.received.find(
      (m) => m.to.includes(email) && m.text.includes("A sua reserva está pronta"),
    );
    expect(readyMail?.text).toContain("99,90");
    const collected = await manager.call("POST", `/reservations/${id}/collected`);
    expect(collected.json().data).toMatchObject({ state: "COLLECTED", priceCents: 9990 });
  });
});

describe(`«Reservas» in the back office (${databaseKind})`, () => {
  it("lists newest first; staff mark it ready (emailed), then collected, and repeats are refused", async () => {
    await t.setStoreStock(1, "38", CHIADO, 3);
    const { id, email } = await t.reserved(reservationBody({ productId: 1, size: "38" }));
    const list = await manager.call("GET", `/reservations?storeId=${CHIADO}&state=RESERVED`);
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().data.items[0]).toMatchObject({
      id,
      state: "RESERVED",
      title: "Sandálias de pele entrançada",
      size: "38",
      store: "Chiado",
      name: "Ana Marques",
      email,
      phone: "912345678",
    });

    const ready = await manager.call("POST", `/reservations/${id}/ready`);
    expect(ready.statusCode, ready.body).toBe(200);
    expect(ready.json().data.state).toBe("READY");
    await smtp.waitFor(email, /A sua reserva está pronta/);
    expect((await manager.call("POST", `/reservations/${id}/ready`)).statusCode).toBe(409);

    const collected = await manager.call("POST", `/reservations/${id}/collected`);
    expect(collected.json().data).toMatchObject({
      state: "COLLECTED",
      changedBy: expect.any(String),
    });
    const again = await manager.call("POST", `/reservations/${id}/not-collected`);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe("Esta reserva já mudou de estado. Atualize a lista.");
    expect(await t.storeStock(1, "38", CHIADO)).toBe(2);
    expect((await t.ledgerOf(id)).map((m) => [m.reason, m.quantity])).toEqual([
      ["reservation_held", -1],
      ["reservation_collected", 0],
    ]);
    // The product's stock history in the back office shows both lines with their reasons.
    const history = await manager.call("GET", "/stock/products/1/movements");
    expect(history.statusCode, history.body).toBe(200);
    const reasons = history.json().data.items.map((m: { reason: string }) => m.reason);
    expect(reasons).toEqual(expect.arrayContaining(["reservation_held", "reservation_collected"]));
    const audit = await db()
      .selectFrom("audit_log")
      .select("action")
      .where("entity", "=", "store_reservation")
      .where("entity_id", "=", String(id))
      .orderBy("id")
      .execute();
    expect(audit.map((a) => a.action)).toEqual(["reservation.ready", "reservation.collected"]);
  });

  it("«Não levantada» frees the unit once, even when two staff click at the same time", async () => {
    await t.setStoreStock(1, "37.5", CHIADO, 1);
    const { id } = await t.reserved(reservationBody({ productId: 1, size: "37.5" }));
    const clicks = await Promise.all([
      manager.call("POST", `/reservations/${id}/not-collected`),
      manager.call("POST", `/reservations/${id}/not-collected`),
    ]);
    expect(clicks.map((c) => c.statusCode).sort()).toEqual([200, 409]);
    expect(await t.storeStock(1, "37.5", CHIADO)).toBe(1);
    expect((await t.ledgerOf(id)).map((m) => m.reason)).toEqual([
      "reservation_held",
      "reservation_released",
    ]);
  });

  it("a store's staff see and move only their own store's; no permission, no reservations", async () => {
    await t.setStoreStock(4, "U", BAIXA, 2);
    const { id } = await t.reserved(
      reservationBody({ productId: 4, size: "U", storeId: BAIXA, pickupDay: "tomorrow" }),
    );
    const chiado = await staffSession(shop, "store", { storeId: CHIADO });
    const baixa = await staffSession(shop, "store", { storeId: BAIXA });
    const seen = (await chiado.call("GET", "/reservations")).json().data.items;
    expect(seen.length).toBeGreaterThan(0);
    expect(seen.every((r: { storeId: number }) => r.storeId === CHIADO)).toBe(true);
    // Like a pickup's counter, a store's staff see the name and phone, not the email.
    expect(seen.every((r: { email: string | null }) => r.email === null)).toBe(true);
    expect((await chiado.call("POST", `/reservations/${id}/ready`)).statusCode).toBe(404);
    expect((await baixa.call("POST", `/reservations/${id}/ready`)).statusCode).toBe(200);
    expect((await as(shop, null)("GET", "/admin/reservations")).statusCode).toBe(401);
  });
});
