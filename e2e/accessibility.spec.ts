import { expect, type Page } from "@playwright/test";
import { customerTest } from "./support/account.ts";
import { seriousViolations } from "./support/axe.ts";
import { cartOf, seedCart, stockedProduct } from "./support/checkout-shop.ts";

// What the accessibility statement promises (/acessibilidade): axe finds no serious nor critical
// violation on any page of the storefront, at a phone's width and a desktop's (issue 38: 375 and
// 1440 px), with no rule left out: the home's carousel of banners is a keyboard stop of its own.
const WIDTHS = [375, 1440] as const;

// The pages in parts, each part a test with its own time on a loaded machine.
const CATALOGUE_PAGES = [
  "/home",
  "/products?forShoe=1",
  "/products?search=botas",
  "/products?search=zzzzzz",
  "/product/9",
  "/pagina-que-nao-existe",
];
const CONTENT_PAGES = [
  "/stores",
  "/contacts",
  "/customize",
  "/about",
  "/terms",
  "/privacy",
  "/acessibilidade",
  "/livre-resolucao",
  "/cartao-presente",
];
// Signing in, and the pages a link of an email opens (an unknown code shows their own message or
// the 404 page).
const SIGN_AND_LINK_PAGES = [
  "/sign",
  "/sign/recover",
  "/sign/recover/codigo-que-nao-existe",
  "/email/confirmation/emailCode/codigo-que-nao-existe",
  "/size-alerts/confirm/codigo-que-nao-existe",
  "/size-alerts/unsubscribe/codigo-que-nao-existe",
  "/reservas/codigo-que-nao-existe",
  "/encomenda/codigo-que-nao-existe",
];
const ACCOUNT_PAGES = [
  "/account/settings",
  "/account/purchases",
  "/account/wishlist",
  "/account/delete",
];
const CART_PAGES = ["/cart", "/checkout"];

async function violationsOn(page: Page, path: string): Promise<string[]> {
  await page.goto(path);
  await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
  return (await seriousViolations(page)).map((violation) => `${path}: ${violation}`);
}

async function expectNoneOn(page: Page, width: number, paths: readonly string[]) {
  await page.setViewportSize({ width, height: 900 });
  const found: string[] = [];
  for (const path of paths) found.push(...(await violationsOn(page, path)));
  expect(found).toEqual([]);
}

for (const width of WIDTHS) {
  customerTest.describe(`at ${width} px`, () => {
    customerTest.describe.configure({ timeout: 120_000 });

    customerTest("axe finds no serious violation on the catalogue's pages", async ({ page }) => {
      await expectNoneOn(page, width, CATALOGUE_PAGES);
    });

    customerTest("axe finds no serious violation on the shop's content pages", async ({ page }) => {
      await expectNoneOn(page, width, CONTENT_PAGES);
    });

    customerTest(
      "axe finds no serious violation on signing in and the pages of the emails' links",
      async ({ browser, baseURL }) => {
        // Signed out: the sign pages send a signed-in customer to the account.
        const context = await browser.newContext({ baseURL });
        await expectNoneOn(await context.newPage(), width, SIGN_AND_LINK_PAGES);
        await context.close();
      },
    );

    customerTest(
      "axe finds no serious violation on the account's, cart's and checkout's pages",
      async ({ page, request }) => {
        await expectNoneOn(page, width, ACCOUNT_PAGES);
        await seedCart(page, cartOf(await stockedProduct(request, 0)));
        await expectNoneOn(page, width, CART_PAGES);
      },
    );
  });
}
