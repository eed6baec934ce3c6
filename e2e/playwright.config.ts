import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { defineConfig } from "@playwright/test";
import { chromiumLaunchOptions } from "./support/browser.ts";

// One shop for the whole run: the built server on a fresh database (PGlite in a new folder, or the
// PostgreSQL of DATABASE_URL), seeded with the demo catalogue.
const port = Number(process.env.E2E_PORT ?? 3210);
const baseURL = `http://127.0.0.1:${port}`;
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), "shop-e2e-"));

/**
 * Journeys whose database work is only reading the demo catalogue (layout, looks, accessibility,
 * search engines, server rendering), or that run on a shop of their own on the embedded database
 * (refund-transfer, admin-banners, offline): CI's second database pass (`npm test -- --database-pass`) leaves them out,
 * having run them on the first.
 */
const DATABASE_BLIND = [
  "storefront-layout.spec.ts",
  "accessibility.spec.ts",
  "visual.spec.ts",
  "seo.spec.ts",
  "server-rendering.spec.ts",
  "shell.spec.ts",
  "refund-transfer.spec.ts",
  "admin-banners.spec.ts",
  "offline.spec.ts",
  // The search reads the catalogue from memory: the same on either database.
  "search.spec.ts",
  // Reading the catalogue and the legal pages in either language, a guest's cart in the browser.
  "catalogue-browse.spec.ts",
  "catalogue-filters.spec.ts",
  "product-detail.spec.ts",
  "checkout-layout.spec.ts",
  "tap-targets.spec.ts",
  "english.spec.ts",
  "english-legal.spec.ts",
  "english-api.spec.ts",
  // A guest's cart and the product page's buttons, kept in the browser; the 404 page and headings.
  "cart.spec.ts",
  "product-buy.spec.ts",
  "around-the-shop.spec.ts",
];

export default defineConfig({
  testDir: ".",
  testIgnore: process.env.E2E_DATABASE_PASS ? DATABASE_BLIND : [],
  outputDir: "artifacts",
  // A journey of a dozen pages took 22–27 s on a slower kind of CI machine (2026-11-30), and up to
  // three times that while the machine was busier: room for it.
  timeout: 90_000,
  expect: { timeout: 10_000 },
  workers: 2,
  forbidOnly: Boolean(process.env.CI),
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [["list"], ["json"]] : [["list"]],
  use: {
    baseURL,
    locale: "pt-PT",
    timezoneId: "Europe/Lisbon",
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
    launchOptions: chromiumLaunchOptions,
  },
  webServer: {
    command: "node ../apps/server/dist/server.js",
    url: `${baseURL}/api/public/persistent`,
    // A machine's first start encodes the demo's pictures (about a minute on two cores).
    timeout: 240_000,
    reuseExistingServer: false,
    stdout: "ignore",
    stderr: "pipe",
    env: {
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: process.env.E2E_DATA_DIR,
      PUBLIC_URL: baseURL,
      LOG_LEVEL: "warn",
      NODE_ENV: "test",
      // Every journey buys from 127.0.0.1: the API tests hold the purchase limits themselves.
      PURCHASE_LIMITS_FACTOR: "100",
      // registerCustomer gives each customer an address of their own (X-Forwarded-For).
      TRUST_PROXY: "127.0.0.1",
    },
  },
});
