// `npm run bench:search`: the shop's search engine next to in-process libraries (MiniSearch, Orama,
// FlexSearch), on the demo catalogue and on the demo plus generated products (10,000 in all), each
// in an in-memory PGlite: relevance on the test set (search-relevance/), latency per query in
// process (p50/p99 of the first page), heap after building, and build time. Prints Markdown
// (recorded in docs/search-engines.md). `BENCH_SEARCH_SIZES=200` runs the demo catalogue only.
import { loadavg } from "node:os";
import { performance } from "node:perf_hooks";
import { SEARCH_MAX_RESULTS, SEARCH_PAGE_SIZE, SearchBodySchema } from "@shop/shared";
import { type Database, openDatabase } from "../src/db/database.ts";
import { migrate } from "../src/db/migrate.ts";
import { seedBenchmarkProducts, seedDemoCatalogue } from "../src/db/seed/demo-catalogue.ts";
import {
  type CatalogRepository,
  catalogRepository,
} from "../src/modules/catalog/catalog.repository.ts";
import { catalogService } from "../src/modules/catalog/catalog.service.ts";
import { RELEVANCE_CASES } from "../src/modules/catalog/search-relevance/cases.ts";
import {
  type ProductFacts,
  readProductFacts,
} from "../src/modules/catalog/search-relevance/facts.ts";
import {
  type CaseResult,
  failures,
  holdingShare,
  measureCases,
  summarize,
} from "../src/modules/catalog/search-relevance/harness.ts";
import { engineDocument, LIBRARIES } from "./search-libraries.ts";

const DEMO_PRODUCTS = 200;
const SIZES = (process.env.BENCH_SEARCH_SIZES ?? "200,10000").split(",").map(Number);
/** Calls of each query of the test set for the latency (after one round to warm up). */
const ROUNDS = Number(process.env.BENCH_SEARCH_ROUNDS ?? 10);
const BUILDS = 3;
const QUERIES = RELEVANCE_CASES.map((c) => c.query);

interface Searcher {
  /** One storefront page (18 products), as the search call answers it. */
  page(query: string): unknown;
  /** Every product found, best first. */
  all(query: string): Promise<number[]>;
}

interface Measured {
  engine: string;
  settings: string;
  products: number;
  results: CaseResult[];
  p50: number;
  p99: number;
  heapMb: number | null;
  buildMs: number;
}

const gc = (globalThis as { gc?: () => void }).gc;
function heapUsed(): number | null {
  if (!gc) return null;
  gc();
  gc();
  return process.memoryUsage().heapUsed;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1] ?? 0;
const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;

/**
 * p50 and p99 of the first page of every query, ROUNDS times after a warm-up round; `fresh` before
 * each round (the shop's engine keeps what it found per text: dropping its index makes every query
 * a first ask again).
 */
async function latency(
  searcher: Searcher,
  fresh?: () => Promise<void>,
): Promise<{ p50: number; p99: number }> {
  for (const query of QUERIES) await searcher.page(query);
  const times: number[] = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    await fresh?.();
    for (const query of QUERIES) {
      const start = performance.now();
      await searcher.page(query);
      times.push(performance.now() - start);
    }
  }
  times.sort((a, b) => a - b);
  return { p50: quantile(times, 0.5), p99: quantile(times, 0.99) };
}

const body = (search: string, offset = 0, results = SEARCH_PAGE_SIZE) =>
  SearchBodySchema.parse({ search, offset, results });

/**
 * The repository, adding to `spent.ms` the wall time during which any of its calls was pending
 * (calls made together overlap: counted once).
 */
function timedRepository(repository: CatalogRepository, spent: { ms: number }): CatalogRepository {
  let pending = 0;
  let since = 0;
  return new Proxy(repository, {
    get(target, name, receiver) {
      const value = Reflect.get(target, name, receiver);
      if (typeof value !== "function") return value;
      return async (...args: unknown[]) => {
        if (pending++ === 0) since = performance.now();
        try {
          return await value.apply(target, args);
        } finally {
          if (--pending === 0) spent.ms += performance.now() - since;
        }
      };
    },
  });
}

/** The shop's engine through catalogService, as the search call uses it. */
async function measureShop(database: Database, facts: ProductFacts[]): Promise<Measured> {
  const before = heapUsed();
  const reading = { ms: 0 };
  const service = catalogService(timedRepository(catalogRepository(database.db), reading), console);
  let start = performance.now();
  await service.search(body("a"));
  const firstBuild = performance.now() - start;
  const after = heapUsed();
  // Build time: the first search after a catalogue change (the database read included).
  const builds = [firstBuild];
  const reads: number[] = [];
  for (let i = 1; i < BUILDS; i += 1) {
    service.invalidate();
    reading.ms = 0;
    start = performance.now();
    await service.search(body("a"));
    builds.push(performance.now() - start);
    reads.push(reading.ms);
  }
  const searcher: Searcher = {
    page: (query) => service.search(body(query)),
    async all(query) {
      const ids: number[] = [];
      for (let offset = 0; ; offset += SEARCH_MAX_RESULTS) {
        const page = await service.search(body(query, offset, SEARCH_MAX_RESULTS));
        ids.push(...page.map((product) => product.id));
        if (page.length < SEARCH_MAX_RESULTS) return ids;
      }
    },
  };
  const results = await measureCases(RELEVANCE_CASES, facts, searcher.all);
  const firstAsks = await latency(searcher, async () => {
    service.invalidate();
    await service.search(body("a"));
  });
  const repeated = await latency(searcher);
  service.stop();
  return {
    engine: "the shop's engine",
    settings:
      `catalogService(...).search, in memory per server; latency of each query's first ask since the index was built ` +
      `(asked again: p50 ${ms(repeated.p50)} ms, p99 ${ms(repeated.p99)} ms, answered from what it found per text); ` +
      `build: reading the database ${ms(median(reads))} ms of it`,
    products: facts.length,
    results,
    ...firstAsks,
    heapMb: before === null || after === null ? null : (after - before) / 2 ** 20,
    buildMs: median(builds),
  };
}

async function measureLibraries(facts: ProductFacts[]): Promise<Measured[]> {
  const documents = facts.filter((product) => product.active).map(engineDocument);
  const measured: Measured[] = [];
  for (const library of LIBRARIES) {
    const builds: number[] = [];
    let heapMb: number | null = null;
    let index = null;
    for (let i = 0; i < BUILDS; i += 1) {
      index = null;
      const before = heapUsed();
      const start = performance.now();
      index = await library.build(documents);
      builds.push(performance.now() - start);
      const after = heapUsed();
      // The first build only: a previous build's index stays referenced until the next await.
      if (i === 0 && before !== null && after !== null) heapMb = (after - before) / 2 ** 20;
    }
    const built = index as NonNullable<typeof index>;
    const searcher: Searcher = {
      page: async (query) => (await built.search(query)).slice(0, SEARCH_PAGE_SIZE),
      all: async (query) => built.search(query),
    };
    measured.push({
      engine: library.name,
      settings: library.settings,
      products: facts.length,
      results: await measureCases(RELEVANCE_CASES, facts, searcher.all),
      ...(await latency(searcher)),
      heapMb,
      buildMs: median(builds),
    });
  }
  return measured;
}

async function catalogue(total: number): Promise<Database> {
  const database = await openDatabase({});
  await migrate(database);
  await seedDemoCatalogue(database);
  if (total > DEMO_PRODUCTS) await seedBenchmarkProducts(database, total - DEMO_PRODUCTS);
  await database.maintain();
  return database;
}

const ms = (value: number) => (value < 10 ? value.toFixed(2) : String(Math.round(value)));
const percent = (ratio: number) => `${Math.round(ratio * 100)}%`;

/** Queries holding per class, one column per engine (the runs of one catalogue). */
function classTable(runs: Measured[]): string[] {
  const columns = runs.map((m) => summarize(m.results));
  return [
    `Queries holding per class, ${runs[0]?.products.toLocaleString("en")} products:`,
    "",
    `| class | queries | ${runs.map((m) => m.engine).join(" | ")} |`,
    `| --- | --- | ${runs.map(() => "---").join(" | ")} |`,
    ...(columns[0] ?? []).map(
      (row, index) =>
        `| ${row.class} | ${row.queries} | ${columns.map((c) => c[index]?.holding).join(" | ")} |`,
    ),
  ];
}

function tables(all: Measured[]): string[] {
  const lines = [
    "| engine | products | queries holding | mean precision | mean recall | p50 ms | p99 ms | heap after build MB | build ms |",
    "| --- | --- | --- | --- | --- | --- | --- | --- | --- |",
  ];
  for (const m of all) {
    const total = summarize(m.results).at(-1);
    lines.push(
      `| ${m.engine} | ${m.products.toLocaleString("en")} | ${percent(holdingShare(m.results))} | ${percent(total?.precision ?? 0)} | ${percent(total?.recall ?? 0)} | ${ms(m.p50)} | ${ms(m.p99)} | ${m.heapMb === null ? "–" : m.heapMb.toFixed(1)} | ${ms(m.buildMs)} |`,
    );
  }
  for (const products of new Set(all.map((m) => m.products)))
    lines.push("", ...classTable(all.filter((m) => m.products === products)));
  lines.push(
    "",
    "Settings:",
    ...all.map((m) => `- ${m.engine}, ${m.products.toLocaleString("en")}: ${m.settings}`),
  );
  for (const m of all)
    lines.push(
      "",
      `Failing with ${m.engine}, ${m.products} products:`,
      ...failures(m.results).map((f) => `- ${f}`),
    );
  return lines;
}

async function main() {
  if (!gc) console.error("Run with node --expose-gc for the heap column.");
  const all: Measured[] = [];
  const reads: string[] = [];
  for (const size of SIZES) {
    console.error(`Preparing ${size} products...`);
    const database = await catalogue(size);
    const factsStart = performance.now();
    const facts = await readProductFacts(database.db);
    reads.push(`${Math.round(performance.now() - factsStart)} ms at ${size.toLocaleString("en")}`);
    console.error("  the shop's engine...");
    all.push(await measureShop(database, facts));
    console.error("  libraries...");
    all.push(...(await measureLibraries(facts)));
    await database.close();
  }
  console.log(
    [
      `Node ${process.version}; latency: ${ROUNDS} rounds of the ${QUERIES.length} queries one after the other, the first page of each; build: median of ${BUILDS}. ` +
        `The libraries' build is indexing documents already in memory; reading them from the database took ${reads.join(", ")}. ` +
        `Load average at the end: ${loadavg()[0]?.toFixed(1)} (2 cores).`,
      "",
      ...tables(all),
    ].join("\n"),
  );
}

await main();
