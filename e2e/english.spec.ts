import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import type { ListingFacets, Product } from "@shop/shared";
import { gotoAlive } from "./support/alive.ts";

// The English storefront at /en (issue 40): its pages in English with English prices, the switch
// between the languages keeping the page and its filters, and the notice offering English to a
// browser that prefers it, never a redirect.

/** An API call as an English page makes it: the catalogue's words in English (Accept-Language). */
async function apiData<T>(request: APIRequestContext, path: string, body?: object): Promise<T> {
  const headers = { "accept-language": "en" };
  const response = body
    ? await request.post(`/api${path}`, { data: body, headers })
    : await request.get(`/api${path}`, { headers });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: T }).data;
}

/** A product on sale at its list price, with no reduction to show beside it. */
async function plainProduct(request: APIRequestContext): Promise<Product> {
  const featured = await apiData<Record<string, Product[]>>(request, "/public/products/featured");
  const product = Object.values(featured)
    .flat()
    .find((candidate) => candidate.referencePrice === null && candidate.salePrice === null);
  if (!product) throw new Error("the demo catalogue has no product at its list price");
  return product;
}

const english = (euros: number) => `€${euros.toFixed(2)}`;

async function screenshot(page: Page, path: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path, fullPage: true, animations: "disabled" });
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, `${path} is wider than the screen`).toBeLessThanOrEqual(0);
}

test("an English page is in English, its prices as €89.90, on a phone and a desktop", async ({
  page,
  request,
}, testInfo) => {
  const product = await plainProduct(request);
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await gotoAlive(page, `/en/product/${product.id}`);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page.getByRole("heading", { level: 1, name: product.title ?? "" })).toBeVisible();
    const buy = page
      .getByRole("main")
      .getByText(`Price: ${english(product.price)}`, { exact: true });
    await expect(buy.first()).toBeVisible();
    await expect(page.getByRole("button", { name: "Add to cart" }).first()).toBeVisible();
    await expect(page.getByText(/\d,\d\d\s€/)).toHaveCount(0);
    await screenshot(page, testInfo.outputPath(`english-product-${width}.png`));

    await gotoAlive(page, "/en/home");
    await expect(page).toHaveTitle("Home · Sapataria Lisboa");
    await expect(page.getByRole("heading", { name: "Shop by category" })).toBeVisible();
    await screenshot(page, testInfo.outputPath(`english-home-${width}.png`));
  }
});

test("an English page comes alive in the server's own elements, without an error", async ({
  page,
}) => {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  await page.addInitScript(() => {
    document.addEventListener("readystatechange", () => {
      if (document.readyState !== "interactive") return;
      for (const element of Array.from(document.querySelectorAll("[aria-roledescription]"))) {
        Object.assign(element, { fromServer: true });
      }
    });
  });
  await page.goto("/en/home");
  // Its texts load beside the page's scripts, not after the entry asks for them.
  const html = await (await page.request.get("/en/home")).text();
  expect(html).toMatch(/\/assets\/english-texts-[\w-]+\.js/);
  const portuguese = await (await page.request.get("/home")).text();
  expect(portuguese).not.toContain("english-texts");
  const banners = page.getByRole("region", { name: "Shop news" });
  const bullets = banners.getByRole("group", { name: "Choose a slide" }).getByRole("button");
  await banners.getByRole("button", { name: "Next slide" }).click();
  await expect(bullets.nth(1)).toHaveAttribute("aria-current", "true");
  const rail = page.getByRole("region", { name: "Featured" });
  await expect(rail.getByRole("group", { name: /^1 of \d+$/ })).toBeVisible();
  const fromServer = await page
    .locator('[aria-roledescription="carousel"]')
    .evaluateAll((elements) => elements.map((element) => "fromServer" in element));
  expect(fromServer).toEqual([true, true]);
  // The client's links stay English: the router's basename.
  await page
    .getByRole("navigation", { name: "Main navigation" })
    .getByRole("link", { name: "Stores" })
    .click();
  await expect(page).toHaveURL("/en/stores");
  await expect(page.getByRole("heading", { level: 1, name: "Our stores" })).toBeVisible();
  await expect(page).toHaveTitle("Stores · Sapataria Lisboa");
  // The stores' opening hours in English words.
  const stores = page.getByRole("main");
  await expect(stores).toContainText("Monday");
  await expect(stores).not.toContainText(/Segunda|Sábado|Domingo|Encerrada/);
  expect(errors).toEqual([]);
});

// The English texts come in two chunks (the home page's first load, then the rest with each other
// page's code): every page kind has its texts before it renders, opened first or reached by a link.
test("every English page kind has its English before it renders, opened or reached by a link", async ({
  page,
}) => {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error" && /English texts/.test(message.text())) {
      errors.push(`${page.url()}: ${message.text()}`);
    }
  });
  for (const path of [
    "/en/home",
    "/en/products?isWomen=1",
    "/en/product/9",
    "/en/stores",
    "/en/contacts",
    "/en/cart",
    "/en/sign",
    "/en/terms",
    "/en/gift-card",
    "/en/withdrawal",
  ]) {
    await gotoAlive(page, path);
    await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
  }
  await gotoAlive(page, "/en/home");
  await page
    .getByRole("navigation", { name: "Main navigation" })
    .getByRole("link", { name: "Stores" })
    .click();
  await expect(page.getByRole("heading", { level: 1, name: "Our stores" })).toBeVisible();
  expect(errors).toEqual([]);
});

test("the language switch keeps the page and its filters, both ways", async ({ page, request }) => {
  const womensShoes = { isWomen: 1, forShoe: 1 };
  const facets = await apiData<ListingFacets>(request, "/public/products/facets", womensShoes);
  const size = facets.sizes[0]?.size;
  if (!size) throw new Error("the demo catalogue has no women's shoes in online stock");
  const query = `isWomen=1&forShoe=1&size=${size}&sort=priceAsc`;
  await page.setViewportSize({ width: 1280, height: 900 });
  await gotoAlive(page, `/en/products?${query}`);
  await expect(page.getByRole("heading", { level: 1, name: "Women's Shoes" })).toBeVisible();
  await expect(page.getByRole("region", { name: "Filters" })).toBeVisible();

  await page.getByRole("banner").getByRole("link", { name: "Português" }).click();
  await expect(page).toHaveURL(`/products?${query}`);
  await expect(page.locator("html")).toHaveAttribute("lang", "pt-PT");
  await expect(page.getByRole("heading", { level: 1, name: "Sapatos Mulher" })).toBeVisible();
  await expect(page.getByRole("region", { name: "Filtros" })).toBeVisible();

  // And back from the footer, on a page whose address has a Portuguese segment.
  await gotoAlive(page, "/acessibilidade");
  await page.getByRole("contentinfo").getByRole("link", { name: "English" }).click();
  await expect(page).toHaveURL("/en/accessibility");
  await expect(page.locator("html")).toHaveAttribute("lang", "en");

  // On a phone the header's switch is in the menu's drawer.
  await page.setViewportSize({ width: 375, height: 800 });
  await gotoAlive(page, "/en/stores");
  await page.getByRole("button", { name: "Menu" }).click();
  await page
    .getByRole("navigation", { name: "Main navigation" })
    .getByRole("link", { name: "Português" })
    .click();
  await expect(page).toHaveURL("/stores");
  await expect(page.getByRole("heading", { level: 1, name: "As nossas lojas" })).toBeVisible();
});

test.describe("a browser that prefers English", () => {
  test.use({ locale: "en-GB" });

  test("is offered the English page, never sent there, and its answer is remembered", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    const response = await page.goto("/products?forShoe=1");
    expect(response?.status()).toBe(200);
    expect(response?.request().redirectedFrom()).toBeNull();
    const notice = page.getByRole("region", { name: "English" });
    await expect(notice.getByText("This page is also in English.")).toBeVisible();
    await expect(page).toHaveURL("/products?forShoe=1");
    await expect(page.locator("html")).toHaveAttribute("lang", "pt-PT");
    // Over the foot of a phone's screen, its two answers are 44 px tap targets.
    for (const answer of [
      notice.getByRole("link", { name: "View in English" }),
      notice.getByRole("button", { name: "Stay in Portuguese" }),
    ]) {
      expect((await answer.boundingBox())?.height).toBeGreaterThanOrEqual(44);
    }

    await notice.getByRole("button", { name: "Stay in Portuguese" }).click();
    await expect(notice).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole("heading", { level: 1, name: "Sapatos" })).toBeVisible();
    await expect(page.getByText("This page is also in English.")).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem("language"))).toBe("pt");

    // Another visitor takes the offer: the same page, in English.
    await page.evaluate(() => localStorage.clear());
    await page.reload();
    await notice.getByRole("link", { name: "View in English" }).click();
    await expect(page).toHaveURL("/en/products?forShoe=1");
    await expect(page.getByRole("heading", { level: 1, name: "Shoes" })).toBeVisible();
    await expect(page.getByText("Esta página também está em português.")).toHaveCount(0);
  });
});

test("in English, a product goes to the cart and the cart is in English with € prices", async ({
  page,
  request,
}, testInfo) => {
  const product = await apiData<Product>(request, "/public/products/product/9");
  const stock = await apiData<{ online: Record<string, number> | null }>(
    request,
    "/public/products/9/stock",
  );
  const size = Object.entries(stock.online ?? {}).find(([, count]) => count > 0)?.[0];
  if (!size) throw new Error("product 9 has no size online");

  await page.setViewportSize({ width: 1280, height: 900 });
  await gotoAlive(page, "/en/product/9");
  await page
    .getByRole("group", { name: "Size" })
    .getByRole("button", { name: new RegExp(`^${size}$`) })
    .click();
  await page.getByRole("button", { name: "Add to cart" }).first().click();
  const added = page.getByRole("dialog", { name: "Added to your cart!" });
  await expect(added).toContainText(product.title ?? "");
  await expect(added.getByRole("link", { name: "View cart" })).toHaveAttribute("href", "/en/cart");
  await added.getByRole("link", { name: "View cart" }).click();

  await expect(page).toHaveURL(/\/en\/cart$/);
  await expect(page.getByRole("heading", { level: 1, name: "Cart" })).toBeVisible();
  await expect(page.getByText("1 item in your cart")).toBeVisible();
  const summary = page.getByRole("complementary", { name: "Summary" });
  await expect(summary.getByText("Total (VAT included", { exact: false })).toBeVisible();
  await expect(summary).toContainText(/€\d+\.\d\d/);
  await expect(page.getByRole("main")).not.toContainText(/\d,\d\d\s€/);
  await expect(page.getByRole("link", { name: "Check out" }).first()).toBeVisible();
  await screenshot(page, testInfo.outputPath("english-cart-1280.png"));
  await page.setViewportSize({ width: 375, height: 800 });
  await expect(page.getByRole("region", { name: "Total and check out" })).toBeVisible();
  await screenshot(page, testInfo.outputPath("english-cart-375.png"));
});

test("the sign in, register and password recovery pages are in English", async ({
  page,
}, testInfo) => {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await gotoAlive(page, "/en/sign");
    await expect(page.getByRole("heading", { level: 1, name: "Register / Sign in" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Create an account" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Sign in", exact: true })).toBeVisible();
    await expect(page.getByText("I have read and accept the")).toBeVisible();
    await screenshot(page, testInfo.outputPath(`english-sign-${width}.png`));
  }
  // The forms' validation messages (the shared schemas' own) are English too: english-purchase.spec.ts.
  await page.getByRole("link", { name: "Forgot your password?" }).click();
  await expect(page).toHaveURL(/\/en\/sign\/recover$/);
  await expect(
    page.getByRole("heading", { level: 1, name: "Recover your password" }),
  ).toBeVisible();
});

test("a legal page in English says it is a translation, the Portuguese prevailing", async ({
  page,
}) => {
  await gotoAlive(page, "/en/accessibility");
  await expect(
    page.getByRole("heading", { level: 1, name: "Accessibility statement" }),
  ).toBeVisible();
  const notice = page.getByRole("note");
  await expect(notice).toContainText("English translation of the Portuguese original");
  await expect(notice).toContainText("the Portuguese version prevails");
  await expect(notice.getByRole("link", { name: "ler em português" })).toHaveAttribute(
    "href",
    "/acessibilidade",
  );
  await expect(page.getByText("28 November 2026")).toBeVisible();

  await gotoAlive(page, "/en/about");
  await expect(page.getByRole("heading", { level: 1, name: "About us" })).toBeVisible();
  await expect(page.getByRole("note")).toContainText("the Portuguese version prevails");
  // The Portuguese page has no notice.
  await gotoAlive(page, "/acessibilidade");
  await expect(page.getByRole("note")).toHaveCount(0);
});
