// `npm run lighthouse` (builds first; `node scripts/lighthouse.mjs` reuses the build): Lighthouse's
// mobile profile (its default emulation and throttling) on the home page, a listing and a product
// page, in Portuguese and in English (/en), in the system browser (system-chromium.mjs: Debian's headless shell when installed),
// against the built shop started here on a fresh embedded database with the demo data, and stopped
// after. Prints the four scores, LCP, CLS and TBT per page, then the audits each page fails.
// LIGHTHOUSE_PORT picks the shop's port (3290); LIGHTHOUSE_PAGES=product,home-en only those pages;
// LIGHTHOUSE_PRODUCT=<id> the product page's product (else the first featured).
//
// The CPU slowdown is calibrated to the host, as Lighthouse's docs say to (three runs on the home
// page measure the host's benchmark index, their median kept; cpu-slowdown.mjs turns it into the
// slowdown that makes the host a mid-tier phone): the default 4× assumes a fast desktop, and on a
// slower or faster host measures another phone. LIGHTHOUSE_CPU_SLOWDOWN=4 sets it instead.
//
// Each page is measured LIGHTHOUSE_RUNS times (3) and its median run reported, as Lighthouse's docs
// advise against one run's variance (its own computeMedianRun: the run nearest the median FCP and
// time to interactive), with every run's TBT beside it, and the median of Lighthouse's own TBT
// recomputed on each run's trace with the page's tasks at their CPU time instead of their wall time
// (cpu-blocking-time.mjs: the page's own work, without the time its thread waited for the
// machine's other threads).
import { spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { computeMedianRun, filterToValidRuns } from "lighthouse/core/lib/median-run.js";
import { serverArguments } from "../apps/server/node-flags.mjs";
import { blockingTimeOnCpuTime, lanternBlockingTime } from "./cpu-blocking-time.mjs";
import { cpuSlowdownFor } from "./cpu-slowdown.mjs";
import { systemChromium } from "./system-chromium.mjs";

const port = Number(process.env.LIGHTHOUSE_PORT ?? 3290);
const base = `http://127.0.0.1:${port}`;
/** LIGHTHOUSE_REPORTS=<folder> keeps each page's full report there as JSON, and its trace. */
const reports = process.env.LIGHTHOUSE_REPORTS;
if (reports) mkdirSync(reports, { recursive: true });
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"];
/** The pages measured, the English storefront's beside the Portuguese (issue 40). */
const PAGES = ["home", "listing", "product", "home-en", "listing-en", "product-en"];
/** LIGHTHOUSE_PAGES=product,home measures only those pages. */
const only = process.env.LIGHTHOUSE_PAGES?.split(",").map((name) => name.trim());
const unknownPages = only?.filter((name) => !PAGES.includes(name)) ?? [];
if (unknownPages.length) {
  console.error(`LIGHTHOUSE_PAGES: no page ${unknownPages.join(", ")} (${PAGES.join(", ")}).`);
  process.exit(1);
}
const productChoice = process.env.LIGHTHOUSE_PRODUCT;
if (productChoice !== undefined && !/^\d{1,9}$/.test(productChoice)) {
  console.error(`LIGHTHOUSE_PRODUCT: a product's number (digits), not "${productChoice}".`);
  process.exit(1);
}
/** Runs whose benchmark index, their median, calibrates the CPU slowdown. */
const CALIBRATION_RUNS = 3;
/** Runs per page, the median one reported. */
const PAGE_RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS) || 3);

/** The middle value (the upper one of an even count). */
const median = (values) => [...values].sort((a, b) => a - b)[values.length >> 1];

async function startShop(dataDir) {
  const child = spawn(process.execPath, serverArguments(), {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      PUBLIC_URL: base,
      LOG_LEVEL: "warn",
      // Not "production": the demo catalogue is seeded only outside it.
      NODE_ENV: "test",
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  // Stopped from outside (Ctrl-C, a timeout): the shop stops too.
  for (const signal of ["SIGINT", "SIGTERM"])
    process.once(signal, () => {
      child.kill("SIGTERM");
      process.exit(1);
    });
  for (let i = 0; i < 1200; i += 1) {
    if (child.exitCode !== null) throw new Error("the shop server exited");
    const up = await fetch(`${base}/api/public/persistent`).then(
      (response) => response.ok,
      () => false,
    );
    if (up) return child;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill("SIGTERM");
  throw new Error("the shop server did not start");
}

async function pages() {
  const featured = await (await fetch(`${base}/api/public/products/featured`)).json();
  // LIGHTHOUSE_PRODUCT=<id>: another product than the first featured (one in stock, one sold out).
  const product = productChoice
    ? { id: Number(productChoice) }
    : (featured.data.featured[0] ?? featured.data.mostRecent[0]);
  const paths = {
    home: "/home",
    listing: "/products?search=&isWomen=1&isMen=0&forShoe=1&forAccessories=0",
    product: `/product/${product.id}`,
  };
  for (const name of ["home", "listing", "product"]) paths[`${name}-en`] = `/en${paths[name]}`;
  return PAGES.filter((name) => !only || only.includes(name)).map((name) => [name, paths[name]]);
}

const score = (lhr, id) => {
  const value = lhr.categories[id]?.score;
  return typeof value === "number" ? String(Math.round(value * 100)) : "–";
};
/** A metric's value in its unit, or "–" when Lighthouse could not measure it. */
function metric(lhr, id, format) {
  const value = lhr.audits[id]?.numericValue;
  return typeof value === "number" ? format(value) : "–";
}

function failing(lhr) {
  const ids = new Set(
    CATEGORIES.flatMap((id) => lhr.categories[id]?.auditRefs.map((ref) => ref.id) ?? []),
  );
  return [...ids]
    .map((id) => lhr.audits[id])
    .filter((audit) => audit && audit.score !== null && audit.score < 0.9)
    .filter((audit) => !["manual", "notApplicable", "informative"].includes(audit.scoreDisplayMode))
    .map((audit) => audit.title);
}

/**
 * The TBT from CPU time is Lighthouse's computation run again on another trace: on the run's own
 * trace it must give the report's TBT, or the column would measure something else (a Lighthouse
 * upgrade that computes it from other inputs).
 */
async function checkRecomputedBlockingTime(run) {
  const reported = run.lhr.audits["total-blocking-time"].numericValue;
  const recomputed = await lanternBlockingTime(run, run.artifacts.Trace);
  if (Math.abs(recomputed - reported) >= 1) {
    throw new Error(
      `TBT recomputed from the trace is ${Math.round(recomputed)} ms, the report's ` +
        `${Math.round(reported)} ms: cpu-blocking-time.mjs no longer follows Lighthouse.`,
    );
  }
}

async function main() {
  const dataDir = mkdtempSync(join(tmpdir(), "shop-lighthouse-"));
  console.error(`Starting the shop on ${base} (a fresh database with the demo data)...`);
  const shop = await startShop(dataDir);
  const chrome = await chromeLauncher.launch({
    chromePath: systemChromium(),
    chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--no-first-run"],
  });
  const rows = [];
  const failures = [];
  const run = (path, cpuSlowdownMultiplier) =>
    lighthouse(`${base}${path}`, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: CATEGORIES,
      ...(cpuSlowdownMultiplier ? { throttling: { cpuSlowdownMultiplier } } : {}),
    });
  let slowdown = Number(process.env.LIGHTHOUSE_CPU_SLOWDOWN) || 0;
  try {
    if (!slowdown) {
      // A shared machine's index swings from run to run (1,061 and 1,688 minutes apart).
      const indexes = [];
      for (let i = 0; i < CALIBRATION_RUNS; i += 1) {
        console.error("Lighthouse: the host's benchmark index (home, default settings)...");
        indexes.push((await run("/home")).lhr.environment.benchmarkIndex);
      }
      const index = median(indexes);
      slowdown = Math.round(cpuSlowdownFor(index) * 10) / 10;
      console.log(
        `Host benchmark index ${Math.round(index)} (median of ${indexes.map(Math.round).join(", ")}): ` +
          `CPU slowdown ${slowdown}× (a mid-tier phone).`,
      );
    } else console.log(`CPU slowdown ${slowdown}× (LIGHTHOUSE_CPU_SLOWDOWN).`);
    for (const [name, path] of await pages()) {
      const runs = [];
      for (let i = 1; i <= PAGE_RUNS; i += 1) {
        console.error(`Lighthouse: ${name} (${path}), run ${i} of ${PAGE_RUNS}...`);
        const each = await run(path, slowdown);
        if (each.lhr.runtimeError) console.error(`  run ${i}: ${each.lhr.runtimeError.message}`);
        runs.push(each);
      }
      const valid = filterToValidRuns(runs.map((each) => each.lhr));
      const medianRun = valid.length ? computeMedianRun(valid) : runs[0].lhr;
      const { lhr, artifacts } = runs.find((each) => each.lhr === medianRun);
      const blocking = runs.map((each) => metric(each.lhr, "total-blocking-time", Math.round));
      const cpuBlocking = [];
      for (const each of runs.filter((one) => !one.lhr.runtimeError)) {
        await checkRecomputedBlockingTime(each);
        cpuBlocking.push(await blockingTimeOnCpuTime(each));
      }
      rows.push(
        `| ${name} | ${CATEGORIES.map((id) => score(lhr, id)).join(" | ")} | ` +
          `${metric(lhr, "largest-contentful-paint", (v) => `${(v / 1000).toFixed(1)} s`)} | ` +
          `${metric(lhr, "cumulative-layout-shift", (v) => v.toFixed(3))} | ` +
          `${metric(lhr, "total-blocking-time", (v) => `${Math.round(v)} ms`)} | ` +
          `${blocking.join(", ")} | ` +
          `${cpuBlocking.length ? `${Math.round(median(cpuBlocking))} ms` : "–"} | ` +
          `${Math.round(lhr.environment.benchmarkIndex)} |`,
      );
      const error = lhr.runtimeError ? ` (Lighthouse: ${lhr.runtimeError.message})` : "";
      failures.push(`- ${name}: ${failing(lhr).join("; ") || "none"}${error}`);
      if (reports) {
        writeFileSync(join(reports, `${name}.json`), JSON.stringify(lhr));
        // Chrome's trace of the load (DevTools' Performance panel opens it): the long tasks' insides.
        writeFileSync(join(reports, `${name}.trace.json`), JSON.stringify(artifacts.Trace));
      }
    }
  } finally {
    chrome.kill();
    shop.kill("SIGTERM");
    await new Promise((resolve) => shop.once("exit", resolve));
    rmSync(dataDir, { recursive: true, force: true });
  }
  console.log(
    [
      `Median of ${PAGE_RUNS} runs per page (Lighthouse's computeMedianRun); every run's TBT beside it.`,
      "| page | performance | accessibility | best practices | SEO | LCP | CLS | TBT | TBT of each run | TBT from CPU time | host index |",
      "|---|---|---|---|---|---|---|---|---|---|---|",
      ...rows,
      "",
      "Failing audits (score below 0.9):",
      ...failures,
    ].join("\n"),
  );
}

await main();
