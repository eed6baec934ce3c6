import { cpSync, mkdtempSync, readdirSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/app.ts";
import { createTestDatabase, databaseKind } from "../../../test/database.ts";
import { insertCatalogueFixture } from "../../../test/fixtures.ts";
import { generate, post, purchaseBody } from "../../../test/purchases.ts";
import { staffSession } from "../../../test/staff.ts";
import { MIGRATIONS_DIR, migrate } from "../../db/migrate.ts";

let shop: TestApp;
let manager: Awaited<ReturnType<typeof staffSession>>;

beforeAll(async () => {
  shop = await createTestApp({ prepare: insertCatalogueFixture });
  manager = await staffSession(shop, "manager");
});
afterAll(() => shop.close());

const run = (statement: string) => sql.raw(statement).execute(shop.database.db);

async function movementsOf(productId: number) {
  const response = await manager.call("GET", `/stock/products/${productId}/movements`);
  return response.json().data.items as {
    size: string;
    quantity: number;
    reason: string;
    purchase: { idShort: string } | null;
    staff: unknown;
  }[];
}

describe(`the stock ledger (${databaseKind})`, () => {
  it("refuses every change of a balance that is not a movement, and every edit of a movement", async () => {
    const balances = [
      "UPDATE stock SET quantity = 5 WHERE product_id = 1",
      "INSERT INTO stock (product_id, size, store_id, quantity) VALUES (2, '37', 1, 4)",
      "DELETE FROM stock WHERE product_id = 1 AND quantity > 0",
    ];
    for (const statement of balances) {
      await expect(run(statement), statement).rejects.toThrow(
        "stock balances change only through stock_movements",
      );
    }
    for (const statement of [
      "UPDATE stock_movements SET quantity = 9",
      "DELETE FROM stock_movements",
    ]) {
      await expect(run(statement), statement).rejects.toThrow(
        "stock movements are never changed nor deleted",
      );
    }
    // An empty balance may be made (a new size's row) without a movement: it holds nothing.
    await run("INSERT INTO stock (product_id, size, store_id, quantity) VALUES (2, '37', 2, 0)");
  });

  it("writes a purchase's reservation and its release as movements naming the purchase", async () => {
    const idempotencyKey = `stock-ledger-${Date.now()}`;
    const generated = await generate(shop, { ...purchaseBody(), idempotencyKey });
    expect(generated.statusCode).toBe(200);
    const { idShort } = generated.json().data;
    const reserved = (await movementsOf(1)).slice(0, 2);
    expect(reserved).toEqual(
      ["38", "36"].map((size) =>
        expect.objectContaining({
          size,
          quantity: -1,
          reason: "purchase_reserved",
          purchase: { idShort, pickupStore: null },
          staff: null,
        }),
      ),
    );
    const canceled = await post(shop, "/public/purchase/cancel", { idShort, idempotencyKey });
    expect(canceled.statusCode).toBe(200);
    const released = (await movementsOf(1)).slice(0, 2);
    expect(released).toEqual(
      ["38", "36"].map((size) =>
        expect.objectContaining({
          size,
          quantity: 1,
          reason: "purchase_released",
          purchase: { idShort, pickupStore: null },
        }),
      ),
    );
  });

  it("lets a size go with its balance and its movements", async () => {
    await manager.call("POST", "/stock/products/5/movements", {
      movements: [{ size: "95", storeId: 1, reason: "received", quantity: 2 }],
    });
    await run("DELETE FROM product_sizes WHERE product_id = 5 AND size = '95'");
    expect(await movementsOf(5)).toEqual([]);
  });

  it("keeps every balance equal to the sum of its movements", async () => {
    const { rows } = await sql<{ n: number }>`
      SELECT count(*)::int AS n FROM stock s
      WHERE s.quantity <> (SELECT coalesce(sum(m.quantity), 0) FROM stock_movements m
        WHERE m.product_id = s.product_id AND m.size = s.size
          AND m.store_id IS NOT DISTINCT FROM s.store_id)`.execute(shop.database.db);
    expect(rows[0]?.n).toBe(0);
  });
});

describe(`the ledger's start (${databaseKind})`, () => {
  it("turns every balance there was into an opening movement", async () => {
    const earlier = mkdtempSync(join(tmpdir(), "shop-migrations-"));
    for (const file of readdirSync(MIGRATIONS_DIR).filter((name) => name < "013")) {
      cpSync(join(MIGRATIONS_DIR, file), join(earlier, file));
    }
    const database = await createTestDatabase({ migrationsDir: earlier });
    try {
      const exec = (statement: string) => sql.raw(statement).execute(database.db);
      await exec(
        "INSERT INTO stores (id, name, address, phone) VALUES (1, 'Chiado', 'R. Garrett', '1')",
      );
      await exec("INSERT INTO products (id, ref, price_cents) VALUES (1, 'SL-1', 1000)");
      await exec("INSERT INTO product_sizes (product_id, size) VALUES (1, '37'), (1, '38')");
      await exec(`INSERT INTO stock (product_id, size, store_id, quantity)
        VALUES (1, '37', NULL, 4), (1, '37', 1, 2), (1, '38', NULL, 0)`);
      await migrate(database);
      const movements = await database.db
        .selectFrom("stock_movements")
        .select(["size", "store_id", "quantity", "balance", "reason", "note"])
        .orderBy("id")
        .execute();
      expect(movements).toEqual([
        {
          size: "37",
          store_id: null,
          quantity: 4,
          balance: 4,
          reason: "opening",
          note: "Saldo inicial",
        },
        {
          size: "37",
          store_id: 1,
          quantity: 2,
          balance: 2,
          reason: "opening",
          note: "Saldo inicial",
        },
        {
          size: "38",
          store_id: null,
          quantity: 0,
          balance: 0,
          reason: "opening",
          note: "Saldo inicial",
        },
      ]);
      const stock = await database.db
        .selectFrom("stock")
        .select("quantity")
        .orderBy("id")
        .execute();
      expect(stock.map((row) => row.quantity)).toEqual([4, 2, 0]);
    } finally {
      await database.close();
    }
  });
});
