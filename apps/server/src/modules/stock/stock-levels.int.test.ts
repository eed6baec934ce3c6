import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/app.ts";
import { databaseKind } from "../../../test/database.ts";
import { insertCatalogueFixture } from "../../../test/fixtures.ts";
import { staffSession } from "../../../test/staff.ts";
import { queueLowStockMail } from "./low-stock-job.ts";

// The fixture: stores Baixa (id 2, shown first) and Chiado (id 1); product 1 (SL-0001, category 1,
// brand 1) has sizes 36, 37, 37.5 and 38 with 2 units of 36, 0 of 37 and 1 of 38 online and 3 of
// 37 at Chiado; product 2 (SL-0002, category 2, brand 2: sizes 37 and 38) has no stock. 53 product
// sizes in all (40 sneakers of one size each among them).
const CHIADO = 1;
const BAIXA = 2;
const SIZES = 53;

let shop: TestApp;
type Session = Awaited<ReturnType<typeof staffSession>>;
let owner: Session;
let manager: Session;
let chiado: Session;

beforeAll(async () => {
  shop = await createTestApp({ prepare: insertCatalogueFixture });
  owner = await staffSession(shop, "owner");
  manager = await staffSession(shop, "manager");
  chiado = await staffSession(shop, "store", { storeId: CHIADO });
});
afterAll(() => shop.close());

const data = async (response: Awaited<ReturnType<Session["call"]>>) => {
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
};
const levels = async (query = "") => data(await manager.call("GET", `/stock/levels${query}`));
/** The rows as `ref size: [units at each location shown]`. */
const table = (answer: { items: { ref: string; size: string; quantities: number[] }[] }) =>
  Object.fromEntries(answer.items.map((row) => [`${row.ref} ${row.size}`, row.quantities]));
async function balance(productId: number, size: string, storeId: number | null) {
  const row = await shop.database.db
    .selectFrom("stock")
    .select("quantity")
    .where("product_id", "=", productId)
    .where("size", "=", size)
    .where("store_id", storeId === null ? "is" : "=", storeId)
    .executeTakeFirst();
  return row?.quantity ?? 0;
}
/** Sets balances by counting them (as staff would), for the tests that need a known stock. */
async function setStock(
  lines: { productId: number; size: string; storeId: number | null; count: number }[],
) {
  await data(await manager.call("POST", "/stock/counts", { lines, note: "" }));
}

describe(`the stock across products (${databaseKind})`, () => {
  beforeEach(async () => {
    await shop.database.db.updateTable("products").set({ low_stock_threshold: null }).execute();
    await shop.database.db.updateTable("categories").set({ low_stock_threshold: null }).execute();
    await setStock([
      { productId: 1, size: "36", storeId: null, count: 2 },
      { productId: 1, size: "37", storeId: null, count: 0 },
      { productId: 1, size: "38", storeId: null, count: 1 },
      { productId: 1, size: "37", storeId: CHIADO, count: 3 },
    ]);
  });

  it("pages every product size truly, with a column per location, from a bare call", async () => {
    const first = await levels();
    expect(first.total).toBe(SIZES);
    expect(first.pageSize).toBe(20);
    expect(first.items).toHaveLength(20);
    expect(first.locations.map((l: { name: string }) => l.name)).toEqual([
      "Loja online",
      "Baixa",
      "Chiado",
    ]);
    expect(table(first)).toMatchObject({
      "SL-0001 36": [2, 0, 0],
      "SL-0001 37": [0, 0, 3],
      "SL-0001 37.5": [0, 0, 0],
      "SL-0001 38": [1, 0, 0],
    });
    const last = await levels("?page=3");
    expect(last.items).toHaveLength(SIZES - 40);
    const seen = new Set<string>();
    for (const page of [1, 2, 3])
      for (const row of (await levels(`?page=${page}`)).items) seen.add(`${row.ref} ${row.size}`);
    expect(seen.size).toBe(SIZES);
  });

  it("filters by words, category, brand and location, and refuses a bad filter", async () => {
    expect(Object.keys(table(await levels("?q=botas")))).toEqual(["SL-0002 37", "SL-0002 38"]);
    expect((await levels("?categoryId=2")).total).toBe(2);
    const brand2 = await levels("?brandId=2");
    expect(new Set(brand2.items.map((r: { ref: string }) => r.ref))).toEqual(
      new Set(["SL-0002", "SL-0004"]),
    );
    const atChiado = await levels(`?q=SL-0001&location=${CHIADO}`);
    expect(atChiado.locations).toEqual([{ storeId: CHIADO, name: "Chiado", editable: true }]);
    expect(table(atChiado)).toEqual({
      "SL-0001 36": [0],
      "SL-0001 37": [3],
      "SL-0001 37.5": [0],
      "SL-0001 38": [0],
    });
    expect(table(await levels("?q=SL-0001&location=online"))["SL-0001 36"]).toEqual([2]);
    for (const query of [
      "?location=999",
      "?location=lisboa",
      "?categoryId=x",
      "?low=talvez",
      "?page=0",
    ]) {
      const response = await manager.call("GET", `/stock/levels${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().error.message).toBeTruthy();
    }
  });

  it("marks low the sizes at or under the product's threshold, else its category's, else the shop's", async () => {
    // Shop default 2: online 36 (2) and 38 (1) are low; units of the product came in at Chiado,
    // so its empty sizes are low too; none ever came in at Baixa, so nothing there is.
    const row = (answer: { items: { size: string; low: boolean[] }[] }, size: string) =>
      answer.items.find((r) => r.size === size)?.low;
    // A count of none at Baixa leaves a balance of 0 there, but no unit ever came in: not kept.
    await setStock([{ productId: 1, size: "36", storeId: BAIXA, count: 0 }]);
    let answer = await levels("?q=SL-0001");
    expect(row(answer, "36")).toEqual([true, false, true]);
    expect(row(answer, "37")).toEqual([true, false, false]);
    expect(answer.items[0].threshold).toBe(2);

    const category = await owner.call("PUT", "/stock/thresholds/categories/1", { threshold: 0 });
    expect(category.statusCode).toBe(200);
    expect(category.json().message).toBe("Limite de stock baixo guardado.");
    answer = await levels("?q=SL-0001");
    expect(row(answer, "36")).toEqual([false, false, true]);
    expect(answer.items[0].threshold).toBe(0);

    const product = await owner.call("PUT", "/stock/products/1/threshold", { threshold: 3 });
    expect(product.statusCode).toBe(200);
    expect(product.json().data.lowStock).toEqual({ own: 3, category: 0, applied: 3 });
    answer = await levels("?q=SL-0001");
    expect(row(answer, "37")).toEqual([true, false, true]);
    // Only the sizes low somewhere shown: at Chiado, 37 has 3 (at the threshold), so it counts.
    const lowAtBaixa = await levels(`?q=SL-0001&low=true&location=${BAIXA}`);
    expect(lowAtBaixa.total).toBe(0);
    await owner.call("PUT", "/stock/products/1/threshold", { threshold: 2 });
    const lowAtChiado = await levels(`?q=SL-0001&low=true&location=${CHIADO}`);
    expect(Object.keys(table(lowAtChiado))).toEqual(["SL-0001 36", "SL-0001 37.5", "SL-0001 38"]);

    const audit = await shop.database.db
      .selectFrom("audit_log")
      .select(["action", "entity", "after"])
      .where("action", "=", "stock.threshold")
      .orderBy("id")
      .execute();
    expect(audit[0]).toMatchObject({
      entity: "stock",
      after: { category: expect.any(String), lowStockThreshold: 0 },
    });
    expect(audit[1]).toMatchObject({ entity: "product", after: { lowStockThreshold: 3 } });
  });

  it("keeps thresholds to the shop's managers and refuses a bad one", async () => {
    const store = await chiado.call("PUT", "/stock/products/1/threshold", { threshold: 1 });
    expect(store.statusCode).toBe(403);
    for (const threshold of [-1, 1.5, "dois", 10_001]) {
      const bad = await owner.call("PUT", "/stock/products/1/threshold", { threshold });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().error.fields.threshold).toBe(
        "Indique um número de unidades entre 0 e 10000, ou deixe vazio.",
      );
    }
    expect(
      (await owner.call("PUT", "/stock/products/999/threshold", { threshold: 1 })).statusCode,
    ).toBe(404);
    expect(
      (await owner.call("PUT", "/stock/thresholds/categories/999", { threshold: 1 })).statusCode,
    ).toBe(404);
    const cleared = await owner.call("PUT", "/stock/products/1/threshold", { threshold: null });
    expect(cleared.json().data.lowStock.own).toBeNull();
    const thresholds = await data(await chiado.call("GET", "/stock/thresholds"));
    expect(thresholds.default).toBe(2);
    expect(thresholds.categories.length).toBeGreaterThan(0);
    expect(thresholds.categories.find((c: { id: number }) => c.id === 1)).toMatchObject({
      group: expect.stringMatching(/^(Sapatos|Acessórios) /),
      threshold: null,
    });
  });

  it("lists «Stock baixo» a row per size and location", async () => {
    await owner.call("PUT", "/stock/thresholds/categories/1", { threshold: 0 });
    const low = await data(await manager.call("GET", "/stock/low"));
    const ours = low.items.filter((item: { ref: string }) => item.ref === "SL-0001");
    expect(ours).toEqual([
      expect.objectContaining({
        size: "36",
        location: { storeId: CHIADO, name: "Chiado" },
        quantity: 0,
        threshold: 0,
      }),
      expect.objectContaining({
        size: "37",
        location: { storeId: null, name: "Loja online" },
        quantity: 0,
      }),
      expect.objectContaining({ size: "37.5", location: { storeId: null, name: "Loja online" } }),
      expect.objectContaining({ size: "37.5", location: { storeId: CHIADO, name: "Chiado" } }),
      expect.objectContaining({ size: "38", location: { storeId: CHIADO, name: "Chiado" } }),
    ]);
    // The hidden product (SL-0006) is never low.
    expect(low.items.some((item: { ref: string }) => item.ref === "SL-0006")).toBe(false);
    expect(low.total).toBeGreaterThanOrEqual(ours.length);
    const found = await data(await manager.call("GET", "/stock/low?q=SL-0001"));
    expect(found.total).toBe(ours.length);
  });
});

describe(`counts and transfers of several lines (${databaseKind})`, () => {
  beforeEach(async () => {
    await setStock([
      { productId: 1, size: "36", storeId: null, count: 2 },
      { productId: 1, size: "37", storeId: CHIADO, count: 3 },
      { productId: 2, size: "38", storeId: null, count: 4 },
    ]);
  });

  it("counts sizes of two products at once, each line a recount in the ledger", async () => {
    const response = await manager.call("POST", "/stock/counts", {
      lines: [
        { productId: 2, size: "38", storeId: null, count: 6, expected: 4 },
        { productId: 1, size: "36", storeId: null, count: 1, expected: 2 },
        { productId: 1, size: "37", storeId: CHIADO, count: 3 },
      ],
      note: "Inventário de novembro",
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().message).toBe("Stock atualizado.");
    expect(await balance(2, "38", null)).toBe(6);
    expect(await balance(1, "36", null)).toBe(1);
    const history = await data(await manager.call("GET", "/stock/products/1/movements"));
    expect(history.items[0]).toMatchObject({ reason: "recount", note: "Inventário de novembro" });
  });

  it("refuses the whole list with every bad line named, and changes nothing", async () => {
    const response = await manager.call("POST", "/stock/counts", {
      lines: [
        { productId: 1, size: "36", storeId: null, count: 9 },
        { productId: 1, size: "44", storeId: null, count: 1 },
        { productId: 999, size: "36", storeId: null, count: 1 },
        { productId: 2, size: "38", storeId: 77, count: 1 },
      ],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({
      "lines.1.size": "Este tamanho não existe neste produto.",
      "lines.2.productId": "Este produto não existe.",
      "lines.3.storeId": "Esta loja não existe.",
    });
    expect(await balance(1, "36", null)).toBe(2);
    const bad = await manager.call("POST", "/stock/counts", {
      lines: [{ productId: 1, size: "36", storeId: null, count: -1 }],
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields["lines.0.count"]).toBe(
      "Indique quantas unidades contou (0 a 10000).",
    );
    const none = await manager.call("POST", "/stock/counts", { lines: [] });
    expect(none.json().error.fields.lines).toBe("Indique entre 1 e 200 linhas.");
  });

  it("refuses a count of a stock that moved since it was seen, naming it", async () => {
    const stale = await manager.call("POST", "/stock/counts", {
      lines: [
        { productId: 2, size: "38", storeId: null, count: 5, expected: 4 },
        { productId: 1, size: "36", storeId: null, count: 5, expected: 1 },
      ],
    });
    expect(stale.statusCode).toBe(409);
    const message =
      "Loja online, tamanho 36: o stock mudou entretanto (agora 2). Veja o valor atual e conte de novo.";
    expect(stale.json().error.message).toBe(message);
    expect(stale.json().error.fields).toEqual({ "lines.1.count": message });
    expect(await balance(2, "38", null)).toBe(4);
  });

  it("lets one of two counts of the same cell seen at once win; the other is told", async () => {
    const count = (n: number) =>
      manager.call("POST", "/stock/counts", {
        lines: [{ productId: 1, size: "36", storeId: null, count: n, expected: 2 }],
      });
    const answers = await Promise.all([count(7), count(8)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const won = answers[0]?.statusCode === 200 ? 7 : 8;
    expect(await balance(1, "36", null)).toBe(won);
  });

  it("keeps a store's staff to their own store", async () => {
    const own = await chiado.call("POST", "/stock/counts", {
      lines: [{ productId: 1, size: "37", storeId: CHIADO, count: 2 }],
    });
    expect(own.statusCode).toBe(200);
    const other = await chiado.call("POST", "/stock/counts", {
      lines: [
        { productId: 1, size: "37", storeId: CHIADO, count: 1 },
        { productId: 1, size: "36", storeId: null, count: 0 },
      ],
    });
    expect(other.statusCode).toBe(403);
    expect(await balance(1, "37", CHIADO)).toBe(2);
    const transfer = await chiado.call("POST", "/stock/transfers", {
      lines: [{ productId: 1, size: "37", fromStoreId: CHIADO, toStoreId: BAIXA, quantity: 1 }],
    });
    expect(transfer.statusCode).toBe(403);
  });

  it("transfers sizes of two products at once, or none when a line lacks units", async () => {
    const short = await manager.call("POST", "/stock/transfers", {
      lines: [
        { productId: 2, size: "38", fromStoreId: null, toStoreId: BAIXA, quantity: 3 },
        { productId: 1, size: "36", fromStoreId: null, toStoreId: CHIADO, quantity: 1 },
        { productId: 1, size: "36", fromStoreId: null, toStoreId: BAIXA, quantity: 2 },
      ],
      note: "",
    });
    expect(short.statusCode).toBe(409);
    expect(short.json().error.fields).toEqual({
      "lines.2.quantity": "Loja online, tamanho 36: só resta 1 unidade.",
    });
    expect(await balance(2, "38", null)).toBe(4);
    expect(await balance(1, "36", null)).toBe(2);

    const same = await manager.call("POST", "/stock/transfers", {
      lines: [{ productId: 1, size: "36", fromStoreId: null, toStoreId: null, quantity: 1 }],
    });
    expect(same.statusCode).toBe(400);
    expect(same.json().error.fields["lines.0.toStoreId"]).toBe(
      "Escolha um destino diferente da origem.",
    );

    const moved = await manager.call("POST", "/stock/transfers", {
      lines: [
        { productId: 2, size: "38", fromStoreId: null, toStoreId: BAIXA, quantity: 3 },
        { productId: 1, size: "36", fromStoreId: null, toStoreId: CHIADO, quantity: 1 },
        { productId: 1, size: "36", fromStoreId: null, toStoreId: BAIXA, quantity: 1 },
      ],
      note: "Reposição de sábado",
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(await balance(2, "38", null)).toBe(1);
    expect(await balance(2, "38", BAIXA)).toBe(3);
    expect(await balance(1, "36", null)).toBe(0);
    expect(await balance(1, "36", CHIADO)).toBe(1);
    expect(await balance(1, "36", BAIXA)).toBe(1);
    const history = await data(await manager.call("GET", "/stock/products/1/movements?size=36"));
    expect(history.items.slice(0, 4).map((m: { reason: string }) => m.reason)).toEqual([
      "transfer",
      "transfer",
      "transfer",
      "transfer",
    ]);
    expect(history.items[0].counterpart).not.toBeNull();
  });
});

describe(`the daily low-stock email (${databaseKind})`, () => {
  const shopIdentity = {
    name: "Sapataria",
    address: "Rua Garrett 10",
    email: "loja@sapatarialisboa.pt",
    phone: "213 000 000",
    url: "https://sapatarialisboa.pt",
  };
  const mails = () =>
    shop.database.db
      .selectFrom("email_outbox")
      .select(["recipient", "subject", "text"])
      .where("kind", "=", "STOCK_LOW_DAILY")
      .orderBy("id")
      .execute();

  it("is queued once a day from 08:00 Lisbon to every owner, whatever the servers or restarts", async () => {
    const early = new Date("2026-12-01T07:30:00Z");
    expect(await queueLowStockMail(shop.database.db, shopIdentity, early)).toBe(false);
    expect(await mails()).toEqual([]);

    const morning = new Date("2026-12-01T08:05:00Z");
    // Two servers at once, then a restarted one later that day.
    const runs = await Promise.all([
      queueLowStockMail(shop.database.db, shopIdentity, morning),
      queueLowStockMail(shop.database.db, shopIdentity, morning),
    ]);
    expect(runs.filter(Boolean)).toHaveLength(1);
    expect(
      await queueLowStockMail(shop.database.db, shopIdentity, new Date("2026-12-01T19:00:00Z")),
    ).toBe(false);
    const owners = await shop.database.db
      .selectFrom("staff")
      .select("email")
      .where("role", "=", "owner")
      .where("active", "=", true)
      .execute();
    const sent = await mails();
    expect(sent.map((m) => m.recipient).sort()).toEqual(owners.map((o) => o.email).sort());
    expect(sent[0]?.subject).toMatch(/^Stock baixo: \d+ tamanhos$/);
    expect(sent[0]?.text).toContain("Sandálias de pele entrançada (SL-0001), tamanho 37");
    expect(sent[0]?.text).toContain("https://sapatarialisboa.pt/admin/stock/stock-baixo");
    const day = await shop.database.db.selectFrom("stock_low_digests").selectAll().execute();
    expect(day).toHaveLength(1);

    // The next day, once more.
    expect(
      await queueLowStockMail(shop.database.db, shopIdentity, new Date("2026-12-02T09:00:00Z")),
    ).toBe(true);
  });
});
