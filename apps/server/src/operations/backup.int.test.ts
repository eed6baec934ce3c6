import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import * as tar from "tar";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { registered } from "../../test/accounts.ts";
import type { TestApp } from "../../test/app.ts";
import { startEmbeddedShop } from "../../test/embedded-shop.ts";
import { insertCatalogueFixture } from "../../test/fixtures.ts";
import { generate, purchaseBody } from "../../test/purchases.ts";
import { testConfig } from "../config/env.ts";
import { openDatabase } from "../db/database.ts";
import { restoreBackup, writeBackup } from "./backup.ts";

let shop: TestApp;
let email: string;
let purchaseId: string;
const backups = mkdtempSync(join(tmpdir(), "shop-backups-"));
const backupFile = join(backups, "nested", "shop.tar");
const restoredConfig = testConfig({ DATA_DIR: mkdtempSync(join(tmpdir(), "shop-restored-")) });

beforeAll(async () => {
  shop = await startEmbeddedShop(insertCatalogueFixture);
  email = (await registered(shop)).body.email;
  const purchase = await generate(shop, purchaseBody({ contacts: { email, phone: "912345678" } }));
  expect(purchase.statusCode).toBe(200);
  purchaseId = purchase.json().data.idShort;
  mkdirSync(join(shop.config.mediaDir, "products"), { recursive: true });
  writeFileSync(join(shop.config.mediaDir, "products", "1-640.webp"), "a picture");
  mkdirSync(shop.config.invoicesDir, { recursive: true });
  writeFileSync(join(shop.config.invoicesDir, "FT-2026-1.pdf"), "an invoice");
});
afterAll(() => shop?.close());

describe("backups of the embedded database", () => {
  it("writes a backup while the shop runs, and restore refuses while it runs", async () => {
    await writeBackup(shop.config, backupFile);
    await expect(restoreBackup(shop.config, backupFile)).rejects.toThrow(/already running/);
  });

  it("restores the accounts, purchases, media and invoices into another DATA_DIR", async () => {
    const config = restoredConfig;
    mkdirSync(config.mediaDir);
    writeFileSync(join(config.mediaDir, "old.webp"), "the old picture");

    const restored = await restoreBackup(config, backupFile);
    expect(restored).toMatchObject({ accounts: 1, purchases: 1 });
    expect(restored.keptAside).toEqual([expect.stringMatching(/media\.before-restore-/)]);
    expect(readFileSync(join(restored.keptAside[0] as string, "old.webp"), "utf8")).toBe(
      "the old picture",
    );
    expect(readFileSync(join(config.mediaDir, "products", "1-640.webp"), "utf8")).toBe("a picture");
    expect(readFileSync(join(config.invoicesDir, "FT-2026-1.pdf"), "utf8")).toBe("an invoice");

    const database = await openDatabase({ pgliteDir: config.pgliteDir });
    try {
      const user = await database.db
        .selectFrom("users")
        .select("email")
        .where("email", "=", email)
        .executeTakeFirst();
      expect(user).toEqual({ email });
      const purchase = await database.db
        .selectFrom("purchases")
        .select("contact_email")
        .where("id_short", "=", purchaseId)
        .executeTakeFirst();
      expect(purchase).toEqual({ contact_email: email });
    } finally {
      await database.close();
    }
  });

  it("writes a backup itself when no shop runs, and none where there is no database", async () => {
    const file = join(backups, "stopped.tar");
    await writeBackup(restoredConfig, file);
    const entries: string[] = [];
    await tar.t({ file, onReadEntry: (entry) => void entries.push(entry.path) });
    expect(entries).toEqual(
      expect.arrayContaining([
        "database.tar.gz",
        "media/products/1-640.webp",
        "invoices/FT-2026-1.pdf",
      ]),
    );
    const empty = testConfig({ DATA_DIR: mkdtempSync(join(tmpdir(), "shop-empty-")) });
    await expect(writeBackup(empty, file)).rejects.toThrow(/No database to back up/);
  });
});
