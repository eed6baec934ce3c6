// `npm run bench [-- storefront purchases back-office]` (all three without a name): the shop's
// main calls under load (wrk when installed, else autocannon; 10 connections) — the storefront on
// the embedded database with 1,000 and 10,000 products next to a bare node:http server answering as
// many bytes as the persistent data sent to a browser (storefront calls carry a phone browser's
// Accept-Encoding; the "sent as" column says what came back), purchase generation on PostgreSQL, and the back office's lists
// and order page with 10,000 products and 100,000 purchases on both engines. Prints Markdown
// tables (recorded in docs/benchmarks.md).
import { rmSync } from "node:fs";
import {
  BACK_OFFICE_PRODUCTS,
  BACK_OFFICE_PURCHASES,
  type BackOfficeRun,
  benchBackOfficeEmbedded,
  benchBackOfficePostgres,
} from "./back-office-bench.ts";
import { type LoadCall, type LoadResult, loadAlongside, loadTool, median } from "./load.ts";
import { benchPurchases } from "./purchase-bench.ts";
import { PRODUCT_SEARCHES, SUGGESTION_PREFIXES } from "./searches.ts";
import { embeddedCatalogue, startBaseline, startShop } from "./shop-process.ts";

const SECONDS = Number(process.env.BENCH_SECONDS ?? 6);
const POSTGRES_ADMIN_URL =
  process.env.BENCH_POSTGRES_URL ?? "postgres://postgres@127.0.0.1:5432/test";
/** `BENCH_SIZES=1000` and `BENCH_CALLS=persistent,product detail` run only those storefront rows. */
const SIZES = (process.env.BENCH_SIZES ?? "1000,10000").split(",").map(Number);
const CALLS = process.env.BENCH_CALLS?.split(",");
const PARTS = ["storefront", "purchases", "back-office"] as const;
/** The back office's target: p99 under this many milliseconds at 10 connections. */
const BACK_OFFICE_P99_MS = 100;

/** What a phone's browser sends: its API calls and pages come compressed. */
const BROWSER_API = { "accept-encoding": "gzip, deflate, br, zstd" };
const BROWSER_PAGE = {
  ...BROWSER_API,
  accept: "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8",
};
const POPULAR_PRODUCTS = 50;
const productId = (i: number, productCount: number) => 1 + ((i * 7919) % productCount);
/**
 * Products enough for the first visits' row: its warm-up and three rounds each ask a quarter of
 * them, none twice (a page asked again within a minute would come from the page cache).
 */
const FIRST_VISIT_PRODUCTS = 10_000;

function calls(productCount: number): LoadCall[] {
  const firstVisits: LoadCall[] =
    productCount < FIRST_VISIT_PRODUCTS
      ? []
      : [
          {
            name: "product page (HTML), each a first visit",
            next: (i) => ({
              path: `/product/${productId(i, productCount)}`,
              headers: BROWSER_PAGE,
            }),
            distinct: productCount,
          },
        ];
  return [
    { name: "persistent", next: () => ({ path: "/api/public/persistent", headers: BROWSER_API }) },
    {
      name: "product detail (JSON)",
      next: (i) => ({
        path: `/api/public/products/product/${productId(i, productCount)}`,
        headers: BROWSER_API,
      }),
    },
    ...firstVisits,
    {
      // The pages people are looking at: rendered in the warm-up, then sent from the page cache.
      name: "product page (HTML), 50 popular",
      next: (i) => ({
        path: `/product/${productId(i % POPULAR_PRODUCTS, productCount)}`,
        headers: BROWSER_PAGE,
      }),
    },
    {
      name: "search with text",
      method: "POST",
      next: (i) => ({
        path: "/api/public/products/search",
        body: { search: PRODUCT_SEARCHES[i % PRODUCT_SEARCHES.length] },
        headers: BROWSER_API,
      }),
    },
    {
      // What the search box asks as a shopper types (no answer kept: each a new prefix's work).
      name: "suggestions",
      next: (i) => ({
        path: `/api/public/products/suggestions?q=${encodeURIComponent(
          SUGGESTION_PREFIXES[i % SUGGESTION_PREFIXES.length] as string,
        )}`,
        headers: BROWSER_API,
      }),
    },
    {
      // Every request a search not made before (another page or page size): none is kept yet.
      name: "search with text, each new",
      method: "POST",
      next: (i) => ({
        path: "/api/public/products/search",
        body: {
          search: PRODUCT_SEARCHES[i % PRODUCT_SEARCHES.length],
          results: 1 + (i % 100),
          offset: Math.floor(i / 700) % 30,
        },
        headers: BROWSER_API,
      }),
    },
    {
      name: "search with filters only",
      method: "POST",
      next: (i) => ({
        path: "/api/public/products/search",
        body: { isWomen: 1, forShoe: 1, offset: (i % 10) * 18 },
        headers: BROWSER_API,
      }),
    },
    {
      name: "listing: size, price and sort",
      method: "POST",
      next: (i) => ({
        path: "/api/public/products/search",
        body: { isWomen: 1, sizes: [String(36 + (i % 6))], priceMax: 150, sort: "priceAsc" },
        headers: BROWSER_API,
      }),
    },
    {
      name: "listing facets with text",
      method: "POST",
      next: (i) => ({
        path: "/api/public/products/facets",
        body: { search: PRODUCT_SEARCHES[i % PRODUCT_SEARCHES.length], sizes: ["38"] },
        headers: BROWSER_API,
      }),
    },
  ];
}

/** How the shop encodes a call's answer (its first request, sent once), and the bytes sent. */
async function sentAs(baseUrl: string, call: LoadCall): Promise<string> {
  const { path, body, headers = {} } = call.next(0);
  const response = await fetch(`${baseUrl}${path}`, {
    method: call.method ?? "GET",
    headers: { ...headers, ...(body === undefined ? {} : { "content-type": "application/json" }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  await response.arrayBuffer();
  const encoding = response.headers.get("content-encoding") ?? "identity";
  const length = response.headers.get("content-length");
  return length ? `${encoding}, ${length} B` : encoding;
}

/** Milliseconds to a tenth below 10, whole above. */
const ms = (value: number) => (value < 10 ? value.toFixed(1) : String(Math.round(value)));

const percent = (ratio: number) => `${Math.round(ratio * 100)}%`;

/** CPU milliseconds to two decimals. */
const cpu = (value: number | undefined) => (value === undefined ? "–" : value.toFixed(2));

function row(result: LoadResult, products: string, ofBare: string, sent = "–"): string {
  const name = result.repeated
    ? `${result.name} (${result.repeated} of ${result.requests} asked twice)`
    : result.name;
  return `| ${name} | ${products} | ${sent} | ${Math.round(result.requestsPerSecond)} | ${ms(result.p50)} | ${ms(result.p99)} | ${cpu(result.cpuMsPerRequest)} | ${ofBare} | ${result.errors} | ${result.loadAverage.toFixed(1)} |`;
}

/** The storefront's calls at 1,000 and 10,000 products; answers the bare server's median req/s. */
async function storefront(lines: string[]): Promise<number> {
  const bareRates: number[] = [];
  const rows: string[] = [];
  let bareBytes = 0;
  for (const size of SIZES) {
    console.error(`Preparing ${size} products...`);
    const dataDir = await embeddedCatalogue(size);
    const shop = await startShop({ DATA_DIR: dataDir });
    // The bytes a browser gets of the persistent data (brotli): the bare server answers as many.
    bareBytes = Number(
      (await fetch(`${shop.url}/api/public/persistent`, { headers: BROWSER_API })).headers.get(
        "content-length",
      ),
    );
    const bare = await startBaseline(bareBytes);
    try {
      const asked = calls(size).filter(
        (call) => !CALLS || CALLS.some((name) => call.name.startsWith(name)),
      );
      for (const call of asked) {
        console.error(`  ${call.name}...`);
        const sent = await sentAs(shop.url, call);
        const measured = await loadAlongside(bare.url, shop, call, SECONDS);
        bareRates.push(...measured.bareRates);
        rows.push(row(measured.result, size.toLocaleString("en"), percent(measured.ofBare), sent));
      }
    } finally {
      await bare.stop();
      await shop.stop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  }
  const bareRate = median(bareRates);
  lines.push(
    `| bare node:http (${bareBytes} B), median of every round | – | identity | ${Math.round(bareRate)} | – | – | – | 100% | 0 | – |`,
    ...rows,
  );
  return bareRate;
}

async function purchases(lines: string[], baselineRate: number) {
  console.error("Purchase generation on PostgreSQL...");
  const result = await benchPurchases(POSTGRES_ADMIN_URL, SECONDS).catch((error: Error) => {
    console.error(`Purchase runs skipped (PostgreSQL at ${POSTGRES_ADMIN_URL}): ${error.message}`);
    return null;
  });
  if (!result) return;
  const { requestsPerSecond } = result.generation;
  lines.push(
    row(
      result.generation,
      "200",
      baselineRate > 0 ? percent(requestsPerSecond / baselineRate) : "–",
    ),
  );
  const c = result.contention;
  lines.push(
    "",
    `Contention: ${c.buyers} buyers at once for the last ${c.units} units of one size: ` +
      `${c.succeeded} purchases, ${c.outOfStock} answered 409 OUT_OF_STOCK, in ${c.milliseconds} ms.`,
    `Limits: one buyer generating ${result.greedy.attempts} purchases at once: ` +
      `${result.greedy.succeeded} generated, ${result.greedy.refused} answered 429.`,
  );
}

async function backOffice(lines: string[]) {
  const runs: BackOfficeRun[] = [];
  console.error("Back office on PGlite...");
  runs.push(await benchBackOfficeEmbedded(SECONDS));
  console.error("Back office on PostgreSQL...");
  const onPostgres = await benchBackOfficePostgres(POSTGRES_ADMIN_URL, SECONDS).catch(
    (error: Error) => {
      console.error(`PostgreSQL back office skipped (${POSTGRES_ADMIN_URL}): ${error.message}`);
      return null;
    },
  );
  if (onPostgres) runs.push(onPostgres);
  lines.push(
    "",
    `Back office: ${BACK_OFFICE_PRODUCTS.toLocaleString("en")} products, ` +
      `${BACK_OFFICE_PURCHASES.toLocaleString("en")} purchases, signed in as the demo owner ` +
      `(generated in ${runs.map((r) => `${r.prepareSeconds} s on ${r.engine}`).join(", ")}).`,
    "",
    `| call | database | req/s | p50 ms | p99 ms | p99 < ${BACK_OFFICE_P99_MS} ms | errors | load |`,
    "|---|---|---|---|---|---|---|---|",
  );
  for (const run of runs)
    for (const r of run.results)
      lines.push(
        `| ${r.name} | ${run.engine} | ${Math.round(r.requestsPerSecond)} | ${ms(r.p50)} | ${ms(r.p99)} | ${r.p99 < BACK_OFFICE_P99_MS ? "yes" : "**no**"} | ${r.errors} | ${r.loadAverage.toFixed(1)} |`,
      );
}

async function main() {
  const asked = process.argv.slice(2);
  const unknown = asked.filter((part) => !(PARTS as readonly string[]).includes(part));
  if (unknown.length > 0)
    throw new Error(`Unknown part ${unknown.join(", ")}; parts: ${PARTS.join(", ")}`);
  const runs = (part: (typeof PARTS)[number]) => asked.length === 0 || asked.includes(part);
  if (loadTool === "autocannon")
    console.error(
      "wrk is not installed (apt-get install -y wrk): loading with autocannon, whose Node client " +
        "shares the CPU with the shop and flatters every ratio to the bare server.",
    );
  const lines = [
    `Node ${process.version}; load: ${loadTool}, 10 connections; each storefront call after a 1 s warm-up runs ${SECONDS} s ` +
      "in three rounds, each next to a round of the bare server's (its share of the bare server is " +
      'the median of the three); "shop CPU ms/req" is the shop process\'s CPU time (all its ' +
      "threads) per request, the rounds' median, which other processes on the machine change less " +
      "than req/s; \"load\" is the machine's 1-minute load average as each call's runs ended " +
      "(2 cores; the bench's own included). First visits (10,000 products) never ask a page twice.",
  ];
  if (runs("storefront") || runs("purchases"))
    lines.push(
      "",
      "| call | products | sent as | req/s | p50 ms | p99 ms | shop CPU ms/req | of baseline req/s | errors | load |",
      "|---|---|---|---|---|---|---|---|---|---|",
    );
  const baselineRate = runs("storefront") ? await storefront(lines) : 0;
  if (runs("purchases")) await purchases(lines, baselineRate);
  if (runs("back-office")) await backOffice(lines);
  console.log(lines.join("\n"));
}

await main();
