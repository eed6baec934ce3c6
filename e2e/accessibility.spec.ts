import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";
import { customerTest } from "./support/account.ts";
import { cartOf, seedCart, stockedProduct } from "./support/checkout-shop.ts";

// What the accessibility statement promises (/acessibilidade): axe finds no serious nor critical
// violation on any page of the storefront, at a phone's width and a desktop's.
const WIDTHS = [360, 1280] as const;
// The carousels' scrolling regions have their own keyboard check (storefront-layout.spec.ts).
const SCROLLER_RULE = "scrollable-region-focusable";

const PUBLIC_PAGES = [
  "/home",
  "/products?forShoe=1",
  "/products?text=botas",
  "/product/9",
  "/stores",
  "/contacts",
  "/customize",
  "/about",
  "/terms",
  "/privacy",
  "/acessibilidade",
  "/livre-resolucao",
  "/sign",
  "/sign/recover",
  "/pagina-que-nao-existe",
];
const ACCOUNT_PAGES = [
  "/account/settings",
  "/account/purchases",
  "/account/wishlist",
  "/account/delete",
];
const CART_PAGES = ["/cart", "/checkout"];

async function seriousViolations(page: Page, path: string): Promise<string[]> {
  await page.goto(path);
  await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
  const { violations } = await new AxeBuilder({ page }).disableRules([SCROLLER_RULE]).analyze();
  return violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map(
      ({ id, nodes }) =>
        `${path}: ${id} (${nodes.map((node) => node.target.join(" ")).join(", ")})`,
    );
}

// Split in two per width so that each part has its own time on a loaded machine.
for (const width of WIDTHS) {
  customerTest(
    `axe finds no serious violation on any public page at ${width} px`,
    async ({ page }) => {
      customerTest.setTimeout(120_000);
      await page.setViewportSize({ width, height: 900 });
      const found: string[] = [];
      for (const path of PUBLIC_PAGES) found.push(...(await seriousViolations(page, path)));
      expect(found).toEqual([]);
    },
  );

  customerTest(
    `axe finds no serious violation on the account's, cart's and checkout's pages at ${width} px`,
    async ({ page, request }) => {
      customerTest.setTimeout(120_000);
      await page.setViewportSize({ width, height: 900 });
      const found: string[] = [];
      for (const path of ACCOUNT_PAGES) found.push(...(await seriousViolations(page, path)));
      await seedCart(page, cartOf(await stockedProduct(request, 0)));
      for (const path of CART_PAGES) found.push(...(await seriousViolations(page, path)));
      expect(found).toEqual([]);
    },
  );
}
