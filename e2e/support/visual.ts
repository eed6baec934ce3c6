import { join } from "node:path";
import {
  type APIRequestContext,
  test as base,
  request as playwrightRequest,
} from "@playwright/test";
import type { Product } from "@shop/shared";
import { chromiumLaunchOptions } from "./browser.ts";
import { apiData } from "./checkout-shop.ts";
import { type OwnShop, startOwnShop } from "./shop-server.ts";

/** Debian's Chromium seeing only the DejaVu fonts CI installs (support/fonts.conf). */
export const visualLaunchOptions = {
  ...chromiumLaunchOptions,
  env: { ...process.env, FONTCONFIG_FILE: join(import.meta.dirname, "fonts.conf") },
};

/**
 * Tests of a shop of their own (use `visualLaunchOptions` beside them), on a fresh demo catalogue that no other spec changes: what they
 * draw depends on nothing but the code. `shopRequest` calls that shop's API.
 */
export const visualTest = base.extend<object, { ownShop: OwnShop; shopRequest: APIRequestContext }>(
  {
    ownShop: [
      // biome-ignore lint/correctness/noEmptyPattern: Playwright reads the fixture's dependencies
      async ({}, use) => {
        const shop = await startOwnShop([]);
        await use(shop);
        await shop.stop();
      },
      { scope: "worker", timeout: 120_000 },
    ],
    shopRequest: [
      async ({ ownShop }, use) => {
        const context = await playwrightRequest.newContext({ baseURL: ownShop.baseURL });
        await use(context);
        await context.dispose();
      },
      { scope: "worker" },
    ],
    baseURL: async ({ ownShop }, use) => use(ownShop.baseURL),
  },
);

/** A product of the demo catalogue in each state a card shows, the first of each by id. */
export async function cardStates(request: APIRequestContext) {
  const products = await apiData<Product[]>(request, "/api/public/products/");
  const soldOut = new Set(await apiData<number[]>(request, "/api/public/products/sold-out"));
  const byId = [...products].sort((a, b) => a.id - b.id);
  const first = (test: (product: Product) => boolean, state: string): Product => {
    const found = byId.find((product) => product.title !== null && test(product));
    if (!found) throw new Error(`the demo catalogue has no product ${state}`);
    return found;
  };
  const plain = (product: Product) =>
    !soldOut.has(product.id) && product.discount === 0 && !product.newCollection;
  return {
    onSale: first((p) => !soldOut.has(p.id) && p.discount > 0 && !p.newCollection, "on sale"),
    soldOut: first((p) => soldOut.has(p.id) && p.discount === 0, "sold out"),
    isNew: first((p) => !soldOut.has(p.id) && p.newCollection && p.discount === 0, "new"),
    plain: first(plain, "plain"),
  };
}
