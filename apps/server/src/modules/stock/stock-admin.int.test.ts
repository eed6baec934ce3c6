import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/app.ts";
import { databaseKind } from "../../../test/database.ts";
import { insertCatalogueFixture } from "../../../test/fixtures.ts";
import { staffSession } from "../../../test/staff.ts";

// The fixture: stores Baixa (id 2, shown first) and Chiado (id 1); product 1 has sizes 36, 37,
// 37.5 and 38 with 2 units of 36, 0 of 37 and 1 of 38 online and 3 of 37 at Chiado; product 2
// (sizes 37 and 38) has no stock at all.
const CHIADO = 1;
const BAIXA = 2;

let shop: TestApp;
let manager: Awaited<ReturnType<typeof staffSession>>;
let chiado: Awaited<ReturnType<typeof staffSession>>;

beforeAll(async () => {
  shop = await createTestApp({ prepare: insertCatalogueFixture });
  manager = await staffSession(shop, "manager");
  chiado = await staffSession(shop, "store", { storeId: CHIADO });
});
afterAll(() => shop.close());

/** The grid as rows of `size: [online, Baixa, Chiado]`. */
function table(grid: { sizes: { size: string; quantities: number[] }[] }) {
  return Object.fromEntries(grid.sizes.map((row) => [row.size, row.quantities]));
}

async function gridOf(productId: number) {
  const response = await manager.call("GET", `/stock/products/${productId}`);
  expect(response.statusCode).toBe(200);
  return response.json().data;
}

async function historyOf(productId: number, query = "") {
  const response = await manager.call("GET", `/stock/products/${productId}/movements${query}`);
  expect(response.statusCode).toBe(200);
  return response.json().data;
}

describe(`a product's stock grid (${databaseKind})`, () => {
  it("shows every size by location, online first, and what the caller may change", async () => {
    const grid = await gridOf(1);
    expect(grid.product).toEqual({
      id: 1,
      ref: "SL-0001",
      title: "Sandálias de pele entrançada",
      active: true,
    });
    expect(grid.locations).toEqual([
      { storeId: null, name: "Loja online", editable: true },
      { storeId: BAIXA, name: "Baixa", editable: true },
      { storeId: CHIADO, name: "Chiado", editable: true },
    ]);
    expect(table(grid)).toEqual({
      "36": [2, 0, 0],
      "37": [0, 0, 3],
      "37.5": [0, 0, 0],
      "38": [1, 0, 0],
    });
    const asStore = (await chiado.call("GET", "/stock/products/1")).json().data;
    expect(asStore.locations.map((l: { editable: boolean }) => l.editable)).toEqual([
      false,
      false,
      true,
    ]);
  });

  it("answers 404 for a product that does not exist", async () => {
    for (const url of ["/stock/products/999", "/stock/products/999/movements"]) {
      const response = await manager.call("GET", url);
      expect(response.statusCode).toBe(404);
      expect(response.json().error.message).toBe("Este produto não existe.");
    }
  });

  it("finds products by ref or by a word of the title, accents aside", async () => {
    const byRef = (await manager.call("GET", "/stock/products?q=SL-0002")).json().data;
    expect(byRef[0]).toEqual({
      id: 2,
      ref: "SL-0002",
      title: "Botas altas de camurça",
      active: true,
    });
    const byWord = (await manager.call("GET", "/stock/products?q=camurca")).json().data;
    expect(byWord.map((p: { id: number }) => p.id)).toContain(2);
    const none = (await manager.call("GET", "/stock/products?q=inexistente")).json().data;
    expect(none).toEqual([]);
  });
});

describe(`recording movements (${databaseKind})`, () => {
  it("adds received units in two locations, with who, why and the balance in the history", async () => {
    const response = await manager.call("POST", "/stock/products/2/movements", {
      movements: [
        { size: "38", storeId: null, reason: "received", quantity: 5 },
        { size: "38", storeId: CHIADO, reason: "received", quantity: 5 },
      ],
      note: "Guia 2026/118",
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe("Stock atualizado.");
    expect(table(response.json().data)["38"]).toEqual([5, 0, 5]);

    const history = await historyOf(2);
    expect(history.total).toBe(2);
    expect(history.items[0]).toMatchObject({
      size: "38",
      location: { storeId: CHIADO, name: "Chiado" },
      quantity: 5,
      balance: 5,
      reason: "received",
      note: "Guia 2026/118",
      staff: { id: manager.id, name: expect.any(String) },
      purchase: null,
      counterpart: null,
    });
    expect(history.items[1]).toMatchObject({ location: { storeId: null, name: "Loja online" } });
  });

  it("takes units out for a sale in a store and damage, and writes the audit log", async () => {
    await manager.call("POST", "/stock/products/2/movements", {
      movements: [{ size: "37", storeId: BAIXA, reason: "received", quantity: 4 }],
    });
    const response = await manager.call("POST", "/stock/products/2/movements", {
      movements: [
        { size: "37", storeId: BAIXA, reason: "sold_in_store", quantity: 1 },
        { size: "37", storeId: BAIXA, reason: "damaged", quantity: 2 },
      ],
      note: "Sola descolada",
    });
    expect(table(response.json().data)["37"]).toEqual([0, 1, 0]);
    const owner = await staffSession(shop, "owner");
    const audit = await owner.call("GET", "/audit?entity=stock&entityId=2");
    const latest = audit.json().data.items[0];
    expect(latest).toMatchObject({
      action: "stock.move",
      entity: "stock",
      entityId: "2",
      staff: { id: manager.id },
    });
    expect(latest.before).toEqual({ balances: [{ size: "37", storeId: BAIXA, quantity: 4 }] });
    expect(latest.after).toEqual({
      balances: [{ size: "37", storeId: BAIXA, quantity: 1 }],
      movements: [
        { size: "37", storeId: BAIXA, reason: "sold_in_store", quantity: -1 },
        { size: "37", storeId: BAIXA, reason: "damaged", quantity: -2 },
      ],
      note: "Sola descolada",
    });
  });

  it("never goes below zero: 409 naming the size and the location, and nothing is written", async () => {
    const before = await gridOf(1);
    const response = await manager.call("POST", "/stock/products/1/movements", {
      movements: [
        { size: "36", storeId: null, reason: "received", quantity: 1 },
        { size: "37", storeId: CHIADO, reason: "damaged", quantity: 4 },
      ],
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toEqual({
      code: "OUT_OF_STOCK",
      message: "Chiado, tamanho 37: só restam 3 unidades.",
      fields: {
        "movements.1.quantity": "Chiado, tamanho 37: só restam 3 unidades.",
      },
    });
    expect(await gridOf(1)).toEqual(before);
  });

  it("refuses unknown sizes and stores, a sale online and bad quantities, naming the field", async () => {
    const cases = [
      [
        { size: "44", storeId: null, reason: "received", quantity: 1 },
        "movements.0.size",
        "Este tamanho não existe neste produto.",
      ],
      [
        { size: "37", storeId: 99, reason: "received", quantity: 1 },
        "movements.0.storeId",
        "Esta loja não existe.",
      ],
      [
        { size: "37", storeId: null, reason: "sold_in_store", quantity: 1 },
        "movements.0.storeId",
        "A venda em loja regista-se numa loja física.",
      ],
      [
        { size: "37", storeId: null, reason: "received", quantity: 0 },
        "movements.0.quantity",
        "Indique um número de unidades entre 1 e 10000.",
      ],
      [
        { size: "37", storeId: null, reason: "purchase_released", quantity: 1 },
        "movements.0.reason",
        "Escolha o motivo.",
      ],
    ] as const;
    for (const [movement, field, message] of cases) {
      const response = await manager.call("POST", "/stock/products/1/movements", {
        movements: [movement],
      });
      expect(response.statusCode, field).toBe(400);
      expect(response.json().error.fields).toEqual({ [field]: message });
    }
    const empty = await manager.call("POST", "/stock/products/1/movements", { movements: [] });
    expect(empty.json().error.fields).toEqual({ movements: "Indique entre 1 e 200 alterações." });
    const missing = await manager.call("POST", "/stock/products/999/movements", {
      movements: [{ size: "37", storeId: null, reason: "received", quantity: 1 }],
    });
    expect(missing.statusCode).toBe(404);
  });
});

describe(`recounts and transfers (${databaseKind})`, () => {
  it("sets a counted balance and records the difference, even none", async () => {
    const response = await manager.call("POST", "/stock/products/1/recount", {
      counts: [
        { size: "37", storeId: CHIADO, count: 1 },
        { size: "37.5", storeId: BAIXA, count: 6 },
        { size: "38", storeId: null, count: 1 },
      ],
      note: "Inventário de novembro",
    });
    expect(response.statusCode).toBe(200);
    const grid = table(response.json().data);
    expect(grid["37"]?.[2]).toBe(1);
    expect(grid["37.5"]).toEqual([0, 6, 0]);
    const recounts = (await historyOf(1)).items.slice(0, 3);
    expect(
      recounts.map((m: { quantity: number; balance: number }) => [m.quantity, m.balance]),
    ).toEqual([
      [0, 1],
      [6, 6],
      [-2, 1],
    ]);
    expect(recounts.every((m: { reason: string }) => m.reason === "recount")).toBe(true);
  });

  it("refuses the same cell counted twice", async () => {
    const response = await manager.call("POST", "/stock/products/1/recount", {
      counts: [
        { size: "36", storeId: null, count: 1 },
        { size: "36", storeId: null, count: 2 },
      ],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({
      "counts.1.size": "Este tamanho e local aparecem mais do que uma vez.",
    });
  });

  it("refuses a count of a stock that moved since the form showed it", async () => {
    const before = table(await gridOf(1))["36"]?.[0] ?? 0;
    const response = await manager.call("POST", "/stock/products/1/recount", {
      counts: [{ size: "36", storeId: null, count: 9, expected: before + 1 }],
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().error.fields["counts.0.count"]).toBe(
      `Loja online, tamanho 36: o stock mudou entretanto (agora ${before}). Veja o valor atual e conte de novo.`,
    );
    expect(table(await gridOf(1))["36"]?.[0]).toBe(before);
  });

  it("moves units between two locations at once, each half naming the other", async () => {
    await manager.call("POST", "/stock/products/3/movements", {
      movements: [{ size: "41", storeId: null, reason: "received", quantity: 3 }],
    });
    const response = await manager.call("POST", "/stock/products/3/transfer", {
      size: "41",
      fromStoreId: null,
      toStoreId: CHIADO,
      quantity: 2,
      note: "Montra do Chiado",
    });
    expect(response.statusCode).toBe(200);
    expect(table(response.json().data)["41"]).toEqual([1, 0, 2]);
    const [incoming, outgoing] = (await historyOf(3)).items;
    expect(incoming).toMatchObject({
      reason: "transfer",
      quantity: 2,
      location: { name: "Chiado" },
      counterpart: { storeId: null, name: "Loja online" },
    });
    expect(outgoing).toMatchObject({
      reason: "transfer",
      quantity: -2,
      location: { name: "Loja online" },
      counterpart: { storeId: CHIADO, name: "Chiado" },
    });
  });

  it("refuses a transfer of more than the origin has, and to the same place", async () => {
    const short = await manager.call("POST", "/stock/products/3/transfer", {
      size: "42",
      fromStoreId: BAIXA,
      toStoreId: null,
      quantity: 1,
    });
    expect(short.statusCode).toBe(409);
    expect(short.json().error.message).toBe("Baixa, tamanho 42: não há unidades.");
    const same = await manager.call("POST", "/stock/products/3/transfer", {
      size: "42",
      fromStoreId: BAIXA,
      toStoreId: BAIXA,
      quantity: 1,
    });
    expect(same.statusCode).toBe(400);
    expect(same.json().error.fields).toEqual({
      toStoreId: "Escolha um destino diferente da origem.",
    });
  });
});

describe(`a store's staff (${databaseKind})`, () => {
  it("changes their own store's stock", async () => {
    const response = await chiado.call("POST", "/stock/products/4/movements", {
      movements: [{ size: "U", storeId: CHIADO, reason: "received", quantity: 2 }],
    });
    expect(response.statusCode).toBe(200);
  });

  it("may not change another location: 403, and nothing is written", async () => {
    const before = await gridOf(1);
    const attempts = [
      [
        "/movements",
        { movements: [{ size: "36", storeId: null, reason: "received", quantity: 1 }] },
      ],
      [
        "/movements",
        { movements: [{ size: "36", storeId: BAIXA, reason: "received", quantity: 1 }] },
      ],
      ["/recount", { counts: [{ size: "36", storeId: null, count: 9 }] }],
      ["/transfer", { size: "37", fromStoreId: CHIADO, toStoreId: null, quantity: 1 }],
    ] as const;
    for (const [path, body] of attempts) {
      const response = await chiado.call("POST", `/stock/products/1${path}`, body);
      expect(response.statusCode, path).toBe(403);
      expect(response.json().error).toEqual({
        code: "FORBIDDEN",
        message: "Só pode alterar o stock da sua loja.",
      });
    }
    expect(await gridOf(1)).toEqual(before);
  });
});

describe(`two staff at once (${databaseKind})`, () => {
  it("lose neither change: every unit added counts", async () => {
    const add = (who: typeof manager, storeId: number | null) =>
      who.call("POST", "/stock/products/2/movements", {
        movements: [{ size: "37", storeId, reason: "received", quantity: 1 }],
      });
    const before = table(await gridOf(2))["37"] as number[];
    const responses = await Promise.all(
      Array.from({ length: 10 }, (_, i) => (i % 2 ? add(chiado, CHIADO) : add(manager, CHIADO))),
    );
    expect(responses.map((r) => r.statusCode)).toEqual(Array(10).fill(200));
    expect(table(await gridOf(2))["37"]).toEqual([before[0], before[1], (before[2] ?? 0) + 10]);
  });

  it("take the last units once: as many succeed as there were units", async () => {
    await manager.call("POST", "/stock/products/2/recount", {
      counts: [{ size: "38", storeId: BAIXA, count: 3 }],
    });
    const responses = await Promise.all(
      Array.from({ length: 8 }, () =>
        manager.call("POST", "/stock/products/2/movements", {
          movements: [{ size: "38", storeId: BAIXA, reason: "sold_in_store", quantity: 1 }],
        }),
      ),
    );
    const statuses = responses.map((r) => r.statusCode).sort();
    expect(statuses).toEqual([200, 200, 200, 409, 409, 409, 409, 409]);
    expect(table(await gridOf(2))["38"]?.[1]).toBe(0);
  });

  it("a recount and additions at once: the additions after the count still count", async () => {
    await manager.call("POST", "/stock/products/3/recount", {
      counts: [{ size: "42", storeId: CHIADO, count: 0 }],
    });
    await Promise.all([
      manager.call("POST", "/stock/products/3/recount", {
        counts: [{ size: "42", storeId: CHIADO, count: 5 }],
      }),
      ...Array.from({ length: 4 }, () =>
        chiado.call("POST", "/stock/products/3/movements", {
          movements: [{ size: "42", storeId: CHIADO, reason: "received", quantity: 1 }],
        }),
      ),
    ]);
    // Each movement was applied to the balance its predecessor left: the ledger adds up.
    const { items } = await historyOf(3, "?size=42");
    const chronological = [...items].reverse();
    let balance = 0;
    for (const movement of chronological) {
      balance += movement.quantity;
      expect(movement.balance).toBe(balance);
    }
    expect(table(await gridOf(3))["42"]?.[2]).toBe(balance);
  });
});

describe(`the history (${databaseKind})`, () => {
  it("shows a store's staff their own store's movements only, no purchase of the shop's", async () => {
    await manager.call("POST", "/stock/products/4/movements", {
      movements: [
        { size: "U", storeId: null, reason: "received", quantity: 2 },
        { size: "U", storeId: CHIADO, reason: "received", quantity: 3 },
        { size: "U", storeId: BAIXA, reason: "received", quantity: 4 },
      ],
    });
    const storesOf = (items: Array<{ location: { storeId: number | null } }>) =>
      new Set(items.map((item) => item.location.storeId));
    expect(storesOf((await historyOf(4)).items)).toEqual(new Set([null, CHIADO, BAIXA]));
    const response = await chiado.call("GET", "/stock/products/4/movements");
    expect(response.statusCode).toBe(200);
    const own = response.json().data;
    expect(storesOf(own.items)).toEqual(new Set([CHIADO]));
    expect(own.items[0]).toMatchObject({ quantity: 3, purchase: null });
  });

  it("is paged, 20 a page, and filtered by size", async () => {
    for (let i = 0; i < 3; i++) {
      await manager.call("POST", "/stock/products/7/movements", {
        movements: Array.from({ length: 8 }, () => ({
          size: "U",
          storeId: null,
          reason: "received",
          quantity: 1,
        })),
      });
    }
    const first = await historyOf(7);
    expect(first).toMatchObject({ total: 24, page: 1, pageSize: 20 });
    expect(first.items).toHaveLength(20);
    expect(first.items[0].balance).toBe(24);
    const second = await historyOf(7, "?page=2");
    expect(second.items.map((m: { balance: number }) => m.balance)).toEqual([4, 3, 2, 1]);
    expect((await historyOf(7, "?size=36")).total).toBe(0);
    const bad = await manager.call("GET", "/stock/products/7/movements?page=0");
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toEqual({ page: "Página inválida." });
  });
});
