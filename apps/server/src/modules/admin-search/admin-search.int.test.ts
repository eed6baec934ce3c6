import { lisbonDay, shiftDay } from "@shop/shared";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createTestApp, type TestApp } from "../../../test/app.ts";
import { databaseKind } from "../../../test/database.ts";
import { auditOf, expectFailure, insertShopDataFixture } from "../../../test/shop-data.ts";
import { staffSession } from "../../../test/staff.ts";
import { SEARCH_LOG_KEPT_DAYS, searchLog } from "../catalog/search-log.ts";
import { searchReportRepository } from "./search-report.repository.ts";

let shop: TestApp;
let manager: Awaited<ReturnType<typeof staffSession>>;
let store: Awaited<ReturnType<typeof staffSession>>;

beforeAll(async () => {
  shop = await createTestApp({ prepare: insertShopDataFixture });
  manager = await staffSession(shop, "manager");
  store = await staffSession(shop, "store", { storeId: 1 });
});
afterAll(() => shop?.close());

const quiet = { warn: vi.fn(), error: vi.fn() };
/** Another server's search log on the same database, its clock at `at`. */
const otherServer = (at = new Date()) =>
  searchLog(searchReportRepository(shop.database.db), quiet, () => at);

const storefrontSearch = (body: Record<string, unknown>) =>
  shop.app.inject({ method: "POST", url: "/api/public/products/search", payload: body });

async function report(query = "") {
  const response = await manager.call("GET", `/search/report${query}`);
  expect(response.statusCode).toBe(200);
  return response.json().data;
}

const rowOf = (rows: { query: string }[], query: string) => rows.find((row) => row.query === query);
const DAY_MS = 86_400_000;

describe(`what shoppers search, in the back office (${databaseKind})`, () => {
  it("counts the storefront's searches at their first page, as the report shows them", async () => {
    const today = lisbonDay(new Date());
    for (let i = 0; i < 3; i += 1)
      expect((await storefrontSearch({ search: "  Sandálias " })).statusCode).toBe(200);
    const found = (await storefrontSearch({ search: "sandalias" })).json().data.length;
    expect(found).toBeGreaterThan(0);
    await storefrontSearch({ search: "sandalias", offset: 18 });
    await storefrontSearch({ search: "x" });
    await storefrontSearch({ search: "Zwxqv Kjbné" });
    await shop.app.shop.searches.flush();

    const { days, from, top, empty } = await report();
    expect({ days, from }).toEqual({ days: 30, from: shiftDay(today, -29) });
    expect(rowOf(top, "sandalias")).toEqual({
      query: "sandalias",
      searches: 4,
      results: found,
      lastDay: today,
    });
    expect(rowOf(top, "x")).toBeUndefined();
    expect(rowOf(empty, "sandalias")).toBeUndefined();
    expect(rowOf(empty, "zwxqv kjbne")).toMatchObject({ searches: 1, results: 0 });
  });

  it("adds up what several servers counted; the last search's results stand", async () => {
    const first = otherServer();
    const second = otherServer();
    first.count({ search: "Botas Rasas", offset: 0 }, 0);
    first.count({ search: "botas rasas", offset: 0 }, 0);
    second.count({ search: "BOTAS RÁSAS", offset: 0 }, 0);
    await first.stop();
    await second.stop();
    let row = rowOf((await report()).empty, "botas rasas");
    expect(row).toMatchObject({ searches: 3, results: 0 });

    const third = otherServer();
    third.count({ search: "botas rasas", offset: 0 }, 5);
    await third.stop();
    const after = await report();
    expect(rowOf(after.empty, "botas rasas")).toBeUndefined();
    row = rowOf(after.top, "botas rasas");
    expect(row).toMatchObject({ searches: 4, results: 5 });
  });

  it("looks back the days asked, and forgets what is older than the log keeps", async () => {
    const old = otherServer(new Date(Date.now() - 20 * DAY_MS));
    old.count({ search: "galochas", offset: 0 }, 2);
    await old.stop();
    expect(rowOf((await report("?days=30")).top, "galochas")).toMatchObject({
      searches: 1,
      lastDay: lisbonDay(new Date(Date.now() - 20 * DAY_MS)),
    });
    expect(rowOf((await report("?days=7")).top, "galochas")).toBeUndefined();

    const today = lisbonDay(new Date());
    await shop.database.db
      .insertInto("search_queries")
      .values([
        {
          day: shiftDay(today, -SEARCH_LOG_KEPT_DAYS - 1),
          query: "muito antiga",
          searches: 1,
          results: 0,
        },
        {
          day: shiftDay(today, -SEARCH_LOG_KEPT_DAYS + 1),
          query: "antiga",
          searches: 1,
          results: 0,
        },
      ])
      .execute();
    await otherServer().stop();
    const kept = await shop.database.db
      .selectFrom("search_queries")
      .select("query")
      .where("query", "in", ["muito antiga", "antiga"])
      .execute();
    expect(kept.map((row) => row.query)).toEqual(["antiga"]);
  });

  it("keeps at most a thousand distinct texts a write, cut to 100 characters, and says so once", async () => {
    const warn = vi.fn();
    const flood = searchLog(searchReportRepository(shop.database.db), { warn, error: vi.fn() });
    for (let i = 0; i < 1005; i += 1) flood.count({ search: `flood ${i}`, offset: 0 }, 0);
    flood.count({ search: `comprida ${"a".repeat(300)}`, offset: 0 }, 0);
    await flood.stop();
    const written = await shop.database.db
      .selectFrom("search_queries")
      .select((eb) => eb.fn.countAll<string>().as("n"))
      .where("query", "like", "flood %")
      .executeTakeFirstOrThrow();
    expect(Number(written.n)).toBe(1000);
    expect(warn).toHaveBeenCalledTimes(1);
    const long = await shop.database.db
      .selectFrom("search_queries")
      .select("query")
      .where("query", "like", "comprida%")
      .execute();
    expect(long).toEqual([]);

    const next = otherServer();
    next.count({ search: `comprida ${"a".repeat(300)}`, offset: 0 }, 0);
    await next.stop();
    const [cut] = await shop.database.db
      .selectFrom("search_queries")
      .select("query")
      .where("query", "like", "comprida%")
      .execute();
    expect(cut?.query).toHaveLength(100);
  });

  it("refuses a period that is not 1 to 365 days", async () => {
    for (const days of ["0", "366", "trinta"])
      expectFailure(await manager.call("GET", `/search/report?days=${days}`), 400, {
        code: "VALIDATION",
        fields: { days: "Escolha um período entre 1 e 365 dias." },
      });
  });
});

describe(`the search's synonyms in the back office (${databaseKind})`, () => {
  it("lists the seeded groups", async () => {
    const groups = (await manager.call("GET", "/search/synonyms")).json().data;
    expect(groups).toContainEqual({
      id: expect.any(Number),
      terms: ["sapatilhas", "ténis", "sneakers"],
      updatedAt: expect.any(String),
    });
  });

  it("adds, changes and deletes a group, each audited, each rebuilding every server's index", async () => {
    const changes = vi.fn();
    const stop = await shop.database.listen("catalogue_changed", changes);
    try {
      const created = await manager.call("POST", "/search/synonyms", {
        terms: [" alpercatas ", "espadrilles", "alpargatas   de  corda"],
      });
      expect(created.statusCode).toBe(200);
      const group = created
        .json()
        .data.find((each: { terms: string[] }) => each.terms.includes("alpercatas"));
      expect(group.terms).toEqual(["alpercatas", "espadrilles", "alpargatas de corda"]);
      await vi.waitFor(() => expect(changes).toHaveBeenCalled(), { timeout: 5000 });

      changes.mockClear();
      const changed = await manager.call("PUT", `/search/synonyms/${group.id}`, {
        terms: ["alpercatas", "espadrilhas"],
      });
      expect(changed.statusCode).toBe(200);
      expect(changed.json().data).toContainEqual(
        expect.objectContaining({ id: group.id, terms: ["alpercatas", "espadrilhas"] }),
      );
      await vi.waitFor(() => expect(changes).toHaveBeenCalled(), { timeout: 5000 });

      changes.mockClear();
      const deleted = await manager.call("DELETE", `/search/synonyms/${group.id}`);
      expect(deleted.statusCode).toBe(200);
      expect(deleted.json().data.map((each: { id: number }) => each.id)).not.toContain(group.id);
      await vi.waitFor(() => expect(changes).toHaveBeenCalled(), { timeout: 5000 });

      const entries = await auditOf(shop, "synonym", group.id);
      expect(entries).toMatchObject([
        {
          staff_id: manager.id,
          action: "synonym.delete",
          before: { terms: ["alpercatas", "espadrilhas"] },
        },
        {
          action: "synonym.update",
          before: { terms: ["alpercatas", "espadrilles", "alpargatas de corda"] },
          after: { terms: ["alpercatas", "espadrilhas"] },
        },
        { action: "synonym.create", after: { terms: group.terms } },
      ]);
    } finally {
      await stop();
    }
  });

  it("refuses too few or too many terms, and a term of the wrong length or characters", async () => {
    const terms = "Indique entre 2 e 12 termos.";
    const term =
      "Cada termo tem de 1 a 60 caracteres: letras, algarismos, espaços, hífens, barras ou apóstrofos.";
    const cases: [unknown, Record<string, string>][] = [
      [{ terms: ["sozinho"] }, { terms }],
      [{ terms: Array.from({ length: 13 }, (_, i) => `termo ${i}`) }, { terms }],
      [{}, { terms }],
      [{ terms: ["bota", "  "] }, { "terms.1": term }],
      [{ terms: ["bota", "a".repeat(61)] }, { "terms.1": term }],
      [{ terms: ["<b>bota</b>", "botim"] }, { "terms.0": term }],
      [{ terms: ["--", "botim"] }, { "terms.0": term }],
      [{ terms: ["bota", 7] }, { "terms.1": term }],
    ];
    for (const [body, fields] of cases)
      expectFailure(await manager.call("POST", "/search/synonyms", body), 400, {
        code: "VALIDATION",
        fields,
      });
    // Apostrophes, slashes and hyphens are words' own.
    const saved = await manager.call("POST", "/search/synonyms", {
      terms: ["pé-de-meia", "d'ouro/prata"],
    });
    expect(saved.statusCode).toBe(200);
  });

  it("refuses the same term twice, accents and case aside, in the group or in another", async () => {
    expectFailure(
      await manager.call("POST", "/search/synonyms", { terms: ["Mocas", "mocás"] }),
      400,
      {
        code: "VALIDATION",
        message: "«Mocas» e «mocás» são o mesmo termo (sem acentos nem maiúsculas). Deixe só um.",
        fields: { terms: expect.stringContaining("«mocás»") },
      },
    );
    const taken =
      "O termo «Ténis» já está noutro grupo de sinónimos («sapatilhas», «ténis», «sneakers»). Junte os termos nesse grupo.";
    expectFailure(
      await manager.call("POST", "/search/synonyms", { terms: ["tennis", "Ténis"] }),
      409,
      { code: "CONFLICT", message: taken, fields: { terms: taken } },
    );
    // A group keeps its own terms when it changes.
    const groups = (await manager.call("GET", "/search/synonyms")).json().data;
    const sneakers = groups.find((each: { terms: string[] }) => each.terms.includes("sneakers"));
    const kept = await manager.call("PUT", `/search/synonyms/${sneakers.id}`, {
      terms: ["sapatilhas", "TENIS", "sneakers", "tennis"],
    });
    expect(kept.statusCode).toBe(200);
    expect(await auditOf(shop, "synonym", sneakers.id)).toHaveLength(1);
  });

  it("lets one of two groups sent at once with the same term in, never both", async () => {
    const [first, second] = await Promise.all([
      manager.call("POST", "/search/synonyms", { terms: ["galochas altas", "galocha alta"] }),
      manager.call("POST", "/search/synonyms", { terms: ["Galochas Altas", "botas de água"] }),
    ]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 409]);
    const groups = (await manager.call("GET", "/search/synonyms")).json().data as {
      terms: string[];
    }[];
    const holding = groups.filter((group) =>
      group.terms.some((term) => term.toLowerCase() === "galochas altas"),
    );
    expect(holding).toHaveLength(1);
  });

  it("answers 404 for a group that does not exist, and 403 to a role without the catalogue", async () => {
    const notFound = { code: "NOT_FOUND", message: "Este grupo de sinónimos não existe." };
    expectFailure(
      await manager.call("PUT", "/search/synonyms/999999", { terms: ["um", "dois"] }),
      404,
      notFound,
    );
    expectFailure(await manager.call("DELETE", "/search/synonyms/999999"), 404, notFound);
    expectFailure(await manager.call("DELETE", "/search/synonyms/abc"), 400, {
      code: "VALIDATION",
    });
    expectFailure(await store.call("POST", "/search/synonyms", { terms: ["um", "dois"] }), 403, {
      code: "FORBIDDEN",
    });
  });
});
