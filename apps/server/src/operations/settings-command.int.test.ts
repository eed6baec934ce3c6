import { statSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { TestApp } from "../../test/app.ts";
import { startEmbeddedShop } from "../../test/embedded-shop.ts";
import { insertContentFixture } from "../../test/fixtures.ts";
import { runSettings } from "./settings-command.ts";

let shop: TestApp;
let closed = false;

beforeAll(async () => {
  shop = await startEmbeddedShop(insertContentFixture);
});
afterAll(() => (closed ? undefined : shop?.close()));

const persistentSettings = async () =>
  (await shop.app.inject({ url: "/api/public/persistent" })).json().data.settings;

describe("npm run settings while the shop runs on the embedded database", () => {
  it("changes the settings through the running shop, which shows them at once", async () => {
    await persistentSettings();
    const settings = await runSettings(shop.config, ["website_online=false", "vat_percent=6"]);
    expect(settings).toMatchObject({ website_online: false, vat_percent: 6 });
    await vi.waitFor(
      async () => expect(await persistentSettings()).toMatchObject({ website_online: false }),
      { timeout: 5000, interval: 50 },
    );
  });

  it("listens on a socket only the shop's own user can open", () => {
    expect(statSync(shop.config.controlSocket).mode & 0o777).toBe(0o600);
  });

  it("reports a wrong value as the command's error", async () => {
    await expect(runSettings(shop.config, ["vat_percent=abc"])).rejects.toThrow(/vat_percent/);
  });

  it("opens the database itself when no shop runs", async () => {
    await shop.close();
    closed = true;
    const settings = await runSettings(shop.config, ["store_online=false"]);
    expect(settings).toMatchObject({ website_online: false, vat_percent: 6, store_online: false });
  });
});

describe("npm run settings for VAT by destination", () => {
  let offline: TestApp;
  beforeAll(async () => {
    offline = await startEmbeddedShop(insertContentFixture);
    await offline.close();
  });

  it("sets the regions' rates and an EU country's own rate, and clears it", async () => {
    const set = await runSettings(offline.config, [
      "vat_percent_madeira=22",
      "vat_percent_azores=16",
      "vat_percent.FI=25.5",
    ]);
    expect(set).toMatchObject({
      vat_percent_madeira: 22,
      vat_percent_azores: 16,
      vat_percent_by_country: "FI 25.5",
    });
    const cleared = await runSettings(offline.config, ["vat_percent.FI="]);
    expect(cleared).toMatchObject({ vat_percent_by_country: "" });
  });

  it("refuses a rate for Portugal, a country outside the EU or out of range", async () => {
    await expect(runSettings(offline.config, ["vat_percent.BR=10"])).rejects.toThrow(/UE/);
    await expect(runSettings(offline.config, ["vat_percent.PT=10"])).rejects.toThrow(/UE/);
    await expect(runSettings(offline.config, ["vat_percent.FI=120"])).rejects.toThrow(/FI/);
    await expect(runSettings(offline.config, ["vat_percent_azores=-1"])).rejects.toThrow(
      /vat_percent_azores/,
    );
  });
});
