import { SEARCH_MAX_RESULTS } from "@shop/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/app.ts";
import { databaseKind } from "../../../test/database.ts";
import { seedDemoCatalogue } from "../../db/seed/demo-catalogue.ts";
import { type ProductFacts, readProductFacts } from "./search-relevance/facts.ts";

// The English search (issue 40) on the demo catalogue, translated: the same rules as the
// Portuguese search, over the English titles and names. The facts are the catalogue's Portuguese.

let shop: TestApp;
let facts: Map<number, ProductFacts>;

beforeAll(async () => {
  shop = await createTestApp({
    prepare: async (database) => void (await seedDemoCatalogue(database)),
  });
  facts = new Map((await readProductFacts(shop.database.db)).map((fact) => [fact.id, fact]));
});
afterAll(() => shop?.close());

const ENGLISH = { "accept-language": "en" };

/** Every product found for `query` in a language, best first. */
async function found(query: string, headers: Record<string, string> = ENGLISH) {
  const ids: number[] = [];
  for (let offset = 0; ; offset += SEARCH_MAX_RESULTS) {
    const response = await shop.app.inject({
      method: "POST",
      url: "/api/public/products/search",
      headers,
      payload: { search: query, results: SEARCH_MAX_RESULTS, offset },
    });
    expect(response.statusCode, query).toBe(200);
    const page: { id: number; title: string }[] = response.json().data;
    ids.push(...page.map((product) => product.id));
    if (page.length < SEARCH_MAX_RESULTS) return ids.map((id) => facts.get(id) as ProductFacts);
  }
}

/** How the search read `query` (the listing's «understood»). */
async function understood(query: string, headers: Record<string, string> = ENGLISH) {
  const response = await shop.app.inject({
    method: "POST",
    url: "/api/public/products/facets",
    headers,
    payload: { search: query },
  });
  expect(response.statusCode, query).toBe(200);
  return response.json().data.understood;
}

const labels = async (query: string) =>
  (await understood(query)).parts.map((part: { label: string }) => part.label);

const isBlack = (product: ProductFacts) =>
  product.colour === "Preto" || /preto/i.test(product.colourManual ?? "");

describe(`the search in English (${databaseKind})`, () => {
  it("«black boots» finds the black boots, read as the category and the colour", async () => {
    const products = await found("black boots");
    expect(products.length).toBeGreaterThan(0);
    // The category «Boots», and ankle boots whose title says boots («Leather Chelsea boots»), as
    // the Portuguese search finds a facet's words in titles too.
    for (const product of products) {
      expect(["Botas", "Botins"]).toContain(product.category);
      expect(isBlack(product)).toBe(true);
    }
    const blackBoots = [...facts.values()].filter(
      (product) => product.active && product.category === "Botas" && isBlack(product),
    );
    expect(blackBoots.length).toBeGreaterThan(0);
    expect(products).toEqual(expect.arrayContaining(blackBoots));
    expect(await labels("black boots")).toEqual(["Black", "Boots"]);
  });

  it("«men's sneakers» finds men's sneakers only, the possessive and the plural understood", async () => {
    const products = await found("men's sneakers");
    expect(products.length).toBeGreaterThan(0);
    for (const product of products) {
      expect(product.category).toBe("Sapatilhas");
      expect(product.groups).toContain("shoesMen");
    }
    expect(await labels("men's sneakers")).toEqual(["Men", "Sneakers"]);
    // Without the apostrophe, in the singular, and in another order: the same products.
    const ids = products.map((product) => product.id).sort();
    for (const query of ["mens sneakers", "man sneaker", "sneakers for men"]) {
      expect((await found(query)).map((product) => product.id).sort(), query).toEqual(ids);
    }
  });

  it("reads a two-word category and a group: «women's ankle boots»", async () => {
    const products = await found("women's ankle boots");
    expect(products.length).toBeGreaterThan(0);
    for (const product of products) {
      expect(product.category).toBe("Botins");
      expect(product.groups).toContain("shoesWomen");
    }
  });

  it("finds words of the English titles, whole or as their start", async () => {
    const riding = await found("riding");
    expect(riding.length).toBeGreaterThan(0);
    for (const product of riding) expect(product.title).toBe("Botas de montar");
    const tassel = await found("tass");
    expect(tassel.length).toBeGreaterThan(0);
    for (const product of tassel) expect(product.title).toMatch(/borla/);
  });

  it("corrects a typo, and says so in English", async () => {
    const products = await found("sneekers");
    expect(products.length).toBeGreaterThan(0);
    for (const product of products) expect(product.category).toBe("Sapatilhas");
    expect((await understood("sneekers")).corrected).toBe("sneakers");
  });

  it("reads a tag, a colour of two words and a size, labelled in English", async () => {
    expect(await labels("navy blue suede loafers")).toEqual(["Navy blue", "Suede", "Loafers"]);
    const sized = await understood("pumps 38");
    expect(sized.parts.map((part: { label: string }) => part.label)).toEqual(["Pumps", "Size 38"]);
  });

  it("knows the English synonyms: «trainers» are sneakers, «gray» is grey", async () => {
    const sneakers = (await found("sneakers")).map((product) => product.id).sort();
    expect((await found("trainers")).map((product) => product.id).sort()).toEqual(sneakers);
    expect((await found("gray")).length).toBeGreaterThan(0);
    for (const product of await found("gray")) {
      expect(`${product.colour} ${product.colourManual}`).toMatch(/Cinzento/);
    }
  });

  it("suggests English names while a word is typed", async () => {
    const response = await shop.app.inject({
      method: "GET",
      url: "/api/public/products/suggestions?q=snea",
      headers: ENGLISH,
    });
    const { categories, products } = response.json().data;
    expect(categories.map((category: { name: string }) => category.name)).toContain("Sneakers");
    expect(products[0].title).toMatch(/sneakers/i);
    expect(response.headers.vary).toMatch(/accept-language/);
  });

  it("leaves the Portuguese search as it was", async () => {
    const portuguese = (await found("botas pretas", {})).map((product) => product.id);
    expect(portuguese.length).toBeGreaterThan(0);
    expect(
      (await found("botas pretas", { "accept-language": "pt-PT" })).map((product) => product.id),
    ).toEqual(portuguese);
    const parts = (await understood("botas pretas", {})).parts;
    expect(parts.map((part: { label: string }) => part.label)).toEqual(["Botas", "Preto"]);
    // An English word is nothing the Portuguese search knows as a facet.
    expect((await understood("black boots", {})).parts[0].kind).toBe("text");
  });
});
