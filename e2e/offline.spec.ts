import { expect, test } from "@playwright/test";
import { type OwnShop, startOwnShop } from "./support/shop-server.ts";

let shop: OwnShop;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  shop = await startOwnShop(["website_online=false"]);
});
test.afterAll(async () => shop?.stop());

test("a closed website shows the maintenance page on every route", async ({ page }) => {
  for (const path of ["/home", "/products?isWomen=1", "/about"]) {
    await page.goto(`${shop.baseURL}${path}`);
    await expect(page).toHaveURL(`${shop.baseURL}/offline`);
    await expect(page.getByRole("heading", { name: "Manutenção" })).toBeVisible();
  }
});

test("an open website sends /offline back home", async ({ page }) => {
  await page.goto("/offline");
  await expect(page).toHaveURL(/\/home$/);
});
