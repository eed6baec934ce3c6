import { cpSync, mkdtempSync, readdirSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { createTestDatabase, databaseKind } from "../../../test/database.ts";
import { MIGRATIONS_DIR, migrate } from "../../db/migrate.ts";

describe(`migration 046 on a shop's products (${databaseKind})`, () => {
  it("titles the products on sale that had none from what is known, then guards the rule", async () => {
    const earlier = mkdtempSync(join(tmpdir(), "shop-migrations-"));
    for (const file of readdirSync(MIGRATIONS_DIR).filter((name) => name < "046")) {
      cpSync(join(MIGRATIONS_DIR, file), join(earlier, file));
    }
    const database = await createTestDatabase({ migrationsDir: earlier });
    try {
      const exec = (statement: string) => sql.raw(statement).execute(database.db);
      await exec(
        "INSERT INTO categories (id, name, for_shoe, is_woman) VALUES (1, 'Botas', true, true)",
      );
      await exec("INSERT INTO brands (id, name) VALUES (1, 'Fly London')");
      await exec("INSERT INTO colors (id, name) VALUES (1, 'Preto')");
      await exec(`INSERT INTO products (id, ref, title, price_cents, category_id, brand_id, color_id,
          color_manual, active) VALUES
        (1, 'SL-1', NULL, 1000, 1, 1, 1, NULL, true),
        (2, 'SL-2', ' ', 1000, 1, NULL, NULL, 'Verde e Azul', true),
        (3, 'SL-3', NULL, 1000, NULL, NULL, NULL, NULL, true),
        (4, 'SL-4', NULL, 1000, 1, 1, 1, NULL, false),
        (5, 'SL-5', 'Botas de chuva', 1000, 1, 1, 1, NULL, true)`);
      await migrate(database);
      const rows = await database.db
        .selectFrom("products")
        .select(["id", "title", "active"])
        .orderBy("id")
        .execute();
      expect(rows).toEqual([
        { id: 1, title: "Botas Fly London preto", active: true },
        { id: 2, title: "Botas verde e azul", active: true },
        { id: 3, title: "Artigo SL-3", active: true },
        // Not on sale: left as it was, for the staff to title before publishing it.
        { id: 4, title: null, active: false },
        { id: 5, title: "Botas de chuva", active: true },
      ]);
      await expect(exec("UPDATE products SET active = true WHERE id = 4")).rejects.toThrow(
        /products_on_sale_titled/,
      );
      await expect(exec("UPDATE products SET title = '' WHERE id = 1")).rejects.toThrow(
        /products_on_sale_titled/,
      );
    } finally {
      await database.close();
    }
    // Every migration runs from the start: slow on a busy machine.
  }, 180_000);
});
