import { SEARCH_MAX_RESULTS } from "@shop/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/app.ts";
import { databaseKind } from "../../../test/database.ts";
import { seedDemoCatalogue } from "../../db/seed/demo-catalogue.ts";
import { RELEVANCE_CASES } from "./search-relevance/cases.ts";
import { type ProductFacts, readProductFacts } from "./search-relevance/facts.ts";
import {
  CASE_CLASSES,
  expectedIds,
  failures,
  HOLD_THRESHOLD,
  holdingShare,
  measureCases,
  PASS_SHARE,
  summarize,
  summaryTable,
} from "./search-relevance/harness.ts";

let shop: TestApp;
let facts: ProductFacts[];

beforeAll(async () => {
  shop = await createTestApp({
    prepare: async (database) => void (await seedDemoCatalogue(database)),
  });
  facts = await readProductFacts(shop.database.db);
});
afterAll(() => shop?.close());

/** Every product the storefront's search finds for `query`, best first, page after page. */
async function searchAll(query: string): Promise<number[]> {
  const ids: number[] = [];
  for (let offset = 0; ; offset += SEARCH_MAX_RESULTS) {
    const response = await shop.app.inject({
      method: "POST",
      url: "/api/public/products/search",
      payload: { search: query, results: SEARCH_MAX_RESULTS, offset },
    });
    expect(response.statusCode, query).toBe(200);
    const page: Array<{ id: number }> = response.json().data;
    ids.push(...page.map((product) => product.id));
    if (page.length < SEARCH_MAX_RESULTS) return ids;
  }
}

describe(`the search's relevance on the demo catalogue (${databaseKind})`, () => {
  it("covers every kind of query of issue 36 with at least 70 queries", () => {
    expect(RELEVANCE_CASES.length).toBeGreaterThanOrEqual(70);
    for (const name of CASE_CLASSES)
      expect(RELEVANCE_CASES.filter((c) => c.class === name).length, name).toBeGreaterThan(0);
  });

  it("expects products of the catalogue in every case", () => {
    const broken = RELEVANCE_CASES.filter((c) => expectedIds(c, facts).size === 0);
    expect(broken.map((c) => c.query)).toEqual([]);
  });

  it(`holds on at least ${PASS_SHARE * 100}% of the queries (precision and recall ≥ ${HOLD_THRESHOLD * 100}%)`, async () => {
    const results = await measureCases(RELEVANCE_CASES, facts, searchAll);
    console.info(`${summaryTable(summarize(results))}\n\n${failures(results).join("\n")}`);
    expect(holdingShare(results)).toBeGreaterThanOrEqual(PASS_SHARE);
  });
});
