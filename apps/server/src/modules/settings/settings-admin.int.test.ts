import { settingsMessages } from "@shop/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/app.ts";
import { databaseKind } from "../../../test/database.ts";
import {
  auditOf,
  expectFailure,
  insertShopDataFixture,
  storefrontShows,
} from "../../../test/shop-data.ts";
import { staffSession } from "../../../test/staff.ts";
import { applySettingAssignments } from "../../cli/settings-store.ts";

let shop: TestApp;
let owner: Awaited<ReturnType<typeof staffSession>>;
let manager: Awaited<ReturnType<typeof staffSession>>;

beforeAll(async () => {
  shop = await createTestApp({ prepare: insertShopDataFixture });
  owner = await staffSession(shop, "owner");
  manager = await staffSession(shop, "manager");
});
afterAll(() => shop?.close());

describe(`the shop's settings in the back office (${databaseKind})`, () => {
  it("shows every setting of npm run settings and the EU countries' own VAT rates", async () => {
    const view = (await owner.call("GET", "/settings")).json().data;
    expect(view.settings).toEqual({
      website_online: true,
      store_online: true,
      vat_percent: 23,
      vat_percent_madeira: 22,
      vat_percent_azores: 16,
      contact_name: "Sapataria Lisboa, Lda.",
      contact_address: "",
      contact_nif: "",
      contact_phone: "213000000",
      contact_email: "loja@example.pt",
      banner_shoes_women: "",
      banner_shoes_men: "",
      banner_accessories_women: "",
      banner_accessories_men: "",
      banner_bottom_homepage: "",
      banner_shoes_women_link: "/products?isWomen=1&forShoe=1",
      banner_shoes_men_link: "/products?isMen=1&forShoe=1",
      banner_accessories_women_link: "/products?isWomen=1&forAccessories=1",
      banner_accessories_men_link: "/products?isMen=1&forAccessories=1",
      banner_bottom_homepage_link: "",
      multibanco_entity: "11202",
      multibanco_subentity: "123",
    });
    expect(view.countryVatRates).toEqual([
      { code: "ES", name: "Espanha", vatPercent: null },
      { code: "FI", name: "Finlândia", vatPercent: null },
    ]);
  });

  it("is the owner's: a manager may neither read nor change them", async () => {
    expectFailure(await manager.call("GET", "/settings"), 403, { code: "FORBIDDEN" });
    expectFailure(await manager.call("PATCH", "/settings", { store_online: false }), 403, {
      code: "FORBIDDEN",
    });
  });

  it("switches the online shop off: the storefront knows at once, and the log says who", async () => {
    const saved = await owner.call("PATCH", "/settings", {
      store_online: false,
      contact_nif: " 514827360 ",
      vat_percent_azores: 18,
      countryVatRates: { FI: 25.5 },
    });
    expect(saved.json()).toMatchObject({
      valid: true,
      message: "Definições guardadas.",
      data: {
        settings: { store_online: false, contact_nif: "514827360", vat_percent_azores: 18 },
        countryVatRates: [
          { code: "ES", vatPercent: null },
          { code: "FI", vatPercent: 25.5 },
        ],
      },
    });
    await storefrontShows(shop, (data) => {
      expect(data.settings).toMatchObject({ store_online: false, IVAAzores: 0.18 });
      expect(data.countries.find((c) => c.code === "FI")?.IVA).toBe(0.255);
    });
    expect((await auditOf(shop, "settings"))[0]).toMatchObject({
      staff_id: owner.id,
      action: "settings.update",
      before: { store_online: true, contact_nif: "", vat_percent_azores: 16 },
      after: {
        store_online: false,
        contact_nif: "514827360",
        vat_percent_azores: 18,
        countryVatRates: { FI: 25.5 },
      },
    });
  });

  it("checks each value with the command's rules, naming the field", async () => {
    const response = await owner.call("PATCH", "/settings", {
      vat_percent: 101,
      contact_nif: "12",
      contact_email: "loja",
      multibanco_entity: "1234",
      website_online: "no",
      countryVatRates: { BR: 10, FI: 120 },
    });
    expectFailure(response, 400, {
      code: "VALIDATION",
      fields: {
        vat_percent: "Indique uma percentagem inteira entre 0 e 100.",
        contact_nif: "O NIF tem 9 algarismos.",
        contact_email: "Introduza um email válido.",
        multibanco_entity: "A entidade MULTIBANCO tem 5 algarismos.",
        website_online: "Escolha sim ou não.",
        "countryVatRates.FI": "Indique uma taxa entre 0 e 99, com até duas casas decimais.",
      },
    });
    expectFailure(await owner.call("PATCH", "/settings", { countryVatRates: { PT: 10 } }), 400, {
      code: "VALIDATION",
      fields: { "countryVatRates.PT": expect.stringContaining("Portugal não") },
    });
    expectFailure(await owner.call("PATCH", "/settings", { countryVatRates: { DE: 19 } }), 400, {
      code: "VALIDATION",
      fields: { "countryVatRates.DE": "Este país não está na lista de países da loja." },
    });
    expectFailure(await owner.call("PATCH", "/settings", { shop_colour: "azul" }), 400, {
      code: "VALIDATION",
    });
    const view = (await owner.call("GET", "/settings")).json().data;
    expect(view.settings.vat_percent).toBe(23);
  });

  it("points the section banners at the shop's own paths only, shown by the storefront", async () => {
    const shopPath = settingsMessages.bannerLink;
    expectFailure(
      await owner.call("PATCH", "/settings", {
        banner_shoes_men_link: "https://example.pt",
        banner_bottom_homepage_link: "//evil.example",
      }),
      400,
      {
        code: "VALIDATION",
        fields: { banner_shoes_men_link: shopPath, banner_bottom_homepage_link: shopPath },
      },
    );
    const saved = await owner.call("PATCH", "/settings", {
      banner_shoes_men_link: "/products?search=botas",
      banner_bottom_homepage_link: "/products/12",
    });
    expect(saved.statusCode).toBe(200);
    await storefrontShows(shop, (data) => {
      expect(data.settings).toMatchObject({
        bannerShoesManLink: "/products?search=botas",
        bannerBottomHomepageLink: "/products/12",
        bannerShoesWomenLink: "/products?isWomen=1&forShoe=1",
      });
    });
  });

  it("writes npm run settings' changes to the audit log too, without a staff member", async () => {
    await applySettingAssignments(shop.database.db, ["store_online=true"]);
    expect((await auditOf(shop, "settings"))[0]).toMatchObject({
      staff_id: null,
      after: { store_online: true },
    });
    await storefrontShows(shop, (data) => expect(data.settings.store_online).toBe(true));
  });
});
