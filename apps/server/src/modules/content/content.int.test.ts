import { PersistentSchema } from "@shop/shared";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createTestApp, type TestApp } from "../../../test/app.ts";
import { databaseKind } from "../../../test/database.ts";
import { insertContentFixture } from "../../../test/fixtures.ts";

let shop: TestApp;

beforeAll(async () => {
  shop = await createTestApp({ prepare: insertContentFixture });
});
afterAll(() => shop?.close());

async function getPersistent(headers: Record<string, string> = {}) {
  return shop.app.inject({ method: "GET", url: "/api/public/persistent", headers });
}

describe(`GET /api/public/persistent (${databaseKind})`, () => {
  it("answers the envelope with every part of the persistent data", async () => {
    const response = await getPersistent();
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toContain("application/json");
    const body = response.json();
    expect(body.valid).toBe(true);
    const data = PersistentSchema.parse(body.data);
    expect(data.categoryTree.shoesWomen.map((c) => c.name)).toEqual(["Botas", "Sandálias"]);
    expect(data.categoryTree.shoesMen.map((c) => c.name)).toEqual(["Mocassins"]);
    expect(data.categoryTree.accessoriesWomen.map((c) => c.name)).toEqual(["Malas"]);
    expect(data.categoryTree.accessoriesMen.map((c) => c.name)).toEqual(["Cintos"]);
    expect(data.categoryTree.shoesWomen[1]).toEqual({
      id: 1,
      name: "Sandálias",
      isWoman: true,
      isMan: false,
      forShoe: true,
      forAccessorie: false,
    });
    expect(data.stores.map((s) => s.name)).toEqual(["Baixa", "Chiado"]);
    expect(data.countries.map((c) => c.name)).toEqual([
      "Portugal",
      "Espanha",
      "Portugal - Madeira",
      "Portugal - Açores",
      "Finlândia",
      "Brasil",
    ]);
    expect(data.countryGroups["1"]).toEqual({
      id: 1,
      name: "Portugal Continental",
      price: 4.9,
      // The lead time a group gets unless the owner sets one (migration 037).
      deliveryDays: { min: 2, max: 5 },
      freeFrom: null,
    });
    expect(data.countries[2]).toMatchObject({ code: "PT-30", IVA: null });
    expect(data.settings).toMatchObject({
      IVA: 0.23,
      IVAMadeira: 0.22,
      IVAAzores: 0.16,
      store_online: true,
      website_online: true,
      contact_name: "Sapataria Lisboa, Lda.",
    });
    expect(data.banners[0]).toMatchObject({ image: "banners/home-1.svg", title: "Primavera" });
  });

  it("carries an ETag and answers 304 to a matching If-None-Match", async () => {
    const first = await getPersistent();
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^".+"$/);
    const again = await getPersistent({ "if-none-match": etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe("");
    const weak = await getPersistent({ "if-none-match": `"other", W/${etag}` });
    expect(weak.statusCode).toBe(304);
    const stale = await getPersistent({ "if-none-match": '"something-else"' });
    expect(stale.statusCode).toBe(200);
  });

  it("drops the cached data when the database changes", async () => {
    const before = await getPersistent();
    await shop.database.db
      .updateTable("settings")
      .set({ website_online: false })
      .where("id", "=", 1)
      .execute();
    await vi.waitFor(
      async () => expect((await getPersistent()).json().data.settings.website_online).toBe(false),
      { timeout: 5000, interval: 50 },
    );
    const after = await getPersistent({ "if-none-match": before.headers.etag as string });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    await shop.database.db
      .updateTable("settings")
      .set({ website_online: true })
      .where("id", "=", 1)
      .execute();
  });
});

describe(`public lists (${databaseKind})`, () => {
  it.each([
    ["/api/public/brands", ["Atelier do Chiado", "Fabbrica Verona"]],
    ["/api/public/colors", ["Camel", "Preto"]],
    ["/api/public/tags", ["Pele"]],
    ["/api/public/stores", ["Baixa", "Chiado"]],
    ["/api/public/categories", ["Cintos", "Malas", "Mocassins", "Botas", "Sandálias"]],
  ])("GET %s answers the list from the database", async (url, names) => {
    const response = await shop.app.inject({ method: "GET", url });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.valid).toBe(true);
    expect(body.data.map((item: { name: string }) => item.name)).toEqual(names);
  });

  it("sends stores with their map link and ordering", async () => {
    const body = (await shop.app.inject({ url: "/api/public/stores" })).json();
    expect(body.data[0]).toEqual({
      id: expect.any(Number),
      name: "Baixa",
      address: "Rua Augusta 1",
      phone: "213000001",
      mapLink: "",
      thumbnail: "",
      ordering: 1,
      hours: null,
      pickup: true,
    });
  });
});
