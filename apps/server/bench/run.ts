// `npm run bench`: the shop's main calls under load (autocannon, 10 connections) on the embedded
// database with 1,000 and 10,000 products, next to a bare node:http server answering as many bytes
// as the persistent data. Prints a Markdown table (recorded in docs/benchmarks.md).
import { type LoadCall, type LoadResult, load } from "./load.ts";
import { benchPurchases } from "./purchase-bench.ts";
import { prepareCatalogue, startBaseline, startShop } from "./shop-process.ts";

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const POSTGRES_ADMIN_URL =
  process.env.BENCH_POSTGRES_URL ?? "postgres://postgres@127.0.0.1:5432/test";
const SIZES = [1000, 10_000];
const SEARCHES = [
  "sandalias",
  "botas pele",
  "camel",
  "sapatilhas preto",
  "sandalas",
  "mala",
  "cinto castanho",
];

function calls(productCount: number): LoadCall[] {
  return [
    { name: "persistent", next: () => ({ path: "/api/public/persistent" }) },
    {
      name: "product detail",
      next: (i) => ({ path: `/api/public/products/product/${1 + ((i * 7919) % productCount)}` }),
    },
    {
      name: "search with text",
      method: "POST",
      next: (i) => ({
        path: "/api/public/products/search",
        body: { search: SEARCHES[i % SEARCHES.length] },
      }),
    },
    {
      name: "search with filters only",
      method: "POST",
      next: (i) => ({
        path: "/api/public/products/search",
        body: { isWomen: 1, forShoe: 1, offset: (i % 10) * 18 },
      }),
    },
  ];
}

function row(result: LoadResult, products: string, baseline: number): string {
  const ratio = `${Math.round((result.requestsPerSecond / baseline) * 100)}%`;
  return `| ${result.name} | ${products} | ${Math.round(result.requestsPerSecond)} | ${result.p50} | ${result.p99} | ${ratio} | ${result.errors} |`;
}

async function main() {
  const lines = [
    "| call | products | req/s | p50 ms | p99 ms | of baseline req/s | errors |",
    "|---|---|---|---|---|---|---|",
  ];
  let baselineRate = 0;
  for (const size of SIZES) {
    console.error(`Preparing ${size} products...`);
    const dataDir = await prepareCatalogue(size);
    const shop = await startShop({ DATA_DIR: dataDir });
    try {
      const persistentBytes = (
        await (await fetch(`${shop.url}/api/public/persistent`)).arrayBuffer()
      ).byteLength;
      if (baselineRate === 0) {
        const baseline = await startBaseline(persistentBytes);
        const result = await load(
          baseline.url,
          { name: `bare node:http (${persistentBytes} B)`, next: () => ({ path: "/" }) },
          SECONDS,
        );
        await baseline.stop();
        baselineRate = result.requestsPerSecond;
        lines.push(row(result, "–", baselineRate));
      }
      for (const call of calls(size)) {
        console.error(`  ${call.name}...`);
        lines.push(
          row(await load(shop.url, call, SECONDS), size.toLocaleString("en"), baselineRate),
        );
      }
    } finally {
      await shop.stop();
    }
  }
  const purchases = await benchPurchases(POSTGRES_ADMIN_URL, SECONDS).catch((error: Error) => {
    console.error(`Purchase runs skipped (PostgreSQL at ${POSTGRES_ADMIN_URL}): ${error.message}`);
    return null;
  });
  if (purchases) {
    lines.push(row(purchases.generation, "200", baselineRate));
    const c = purchases.contention;
    lines.push(
      "",
      `Contention: ${c.buyers} buyers at once for the last ${c.units} units of one size: ` +
        `${c.succeeded} purchases, ${c.outOfStock} answered 409 OUT_OF_STOCK, in ${c.milliseconds} ms.`,
      `Limits: one buyer generating ${purchases.greedy.attempts} purchases at once: ` +
        `${purchases.greedy.succeeded} generated, ${purchases.greedy.refused} answered 429.`,
    );
  }
  console.log(lines.join("\n"));
}

await main();
