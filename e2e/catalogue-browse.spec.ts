import { type APIRequestContext, expect, type Locator, type Page, test } from "@playwright/test";
import type { Persistent, Product } from "@shop/shared";
import { lookScreenshot } from "./support/look.ts";

// Browsing the demo catalogue: home → category → product list → product → back; the search popup;
// the featured tabs; an empty search. Facts of the seed: 200 products, 84 of them women's shoes,
// 'Sandálias' the first women's shoe category.

const PAGE_SIZE = 18;

async function apiData<T>(response: Awaited<ReturnType<APIRequestContext["get"]>>): Promise<T> {
  expect(response.ok()).toBe(true);
  const body = (await response.json()) as { valid: boolean; data: T };
  expect(body.valid).toBe(true);
  return body.data;
}

function titleOf(product: Pick<Product, "title" | "ref">): string {
  return product.title ?? `Ref: ${product.ref}`;
}

/** The cards of the product list. */
function productCards(page: Page) {
  return page.getByRole("main").getByRole("list", { name: "Produtos" }).getByRole("listitem");
}

/** Counts the search calls the page makes from now on. */
function countSearchRequests(page: Page): { count: () => number } {
  let count = 0;
  page.on("request", (request) => {
    if (request.url().includes("/api/public/products/search")) count += 1;
  });
  return { count: () => count };
}

const scrollY = (page: Page) => page.evaluate(() => window.scrollY);

/** How many of these links' cards are wholly visible (not clipped by a carousel). */
async function cardsInView(links: Locator): Promise<number> {
  const ratios = await links.evaluateAll((elements) =>
    Promise.all(
      elements.map(
        (element) =>
          new Promise<number>((resolve) => {
            const observer = new IntersectionObserver(([entry]) => {
              observer.disconnect();
              resolve(entry?.intersectionRatio ?? 0);
            });
            observer.observe(element.closest("article") ?? element);
          }),
      ),
    ),
  );
  return ratios.filter((ratio) => ratio > 0.95).length;
}

test("a category banner leads to its list, and back from a product keeps the list and the scroll", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/home");
  await page.getByRole("main").getByRole("link", { name: "Sapatos Mulher", exact: true }).click();

  await expect(page).toHaveURL(/\/products\?isWomen=1&forShoe=1$/);
  await expect(page.getByRole("heading", { level: 1, name: "Sapatos Mulher" })).toBeVisible();
  const cards = productCards(page);
  await expect(cards).toHaveCount(PAGE_SIZE);

  const loadMore = page.getByRole("button", { name: "Carregar mais" });
  await loadMore.click();
  await expect(cards).toHaveCount(2 * PAGE_SIZE);
  await expect(loadMore).toBeEnabled();

  const link = cards.nth(29).getByRole("link");
  const title = (await link.textContent()) ?? "";
  await link.evaluate((element) => element.scrollIntoView({ block: "center" }));
  const before = await scrollY(page);
  expect(before).toBeGreaterThan(1000);
  await link.click();
  await expect(page).toHaveURL(/\/product\/\d+$/);
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();

  const searches = countSearchRequests(page);
  await page.goBack();
  await expect(page).toHaveURL(/\/products\?isWomen=1&forShoe=1$/);
  await expect(cards).toHaveCount(2 * PAGE_SIZE);
  await expect(page.getByText("A carregar produtos…")).toHaveCount(0);
  await expect.poll(() => scrollY(page)).toBeGreaterThan(before - 10);
  expect(Math.abs((await scrollY(page)) - before)).toBeLessThanOrEqual(10);
  await expect(cards.nth(29).getByRole("link")).toBeInViewport();
  expect(searches.count()).toBe(0);
});

test("the search popup finds sandals whatever the accents", async ({ page, request }) => {
  const persistent = await apiData<Persistent>(await request.get("/api/public/persistent"));
  const categories = new Map(
    Object.values(persistent.categoryTree)
      .flat()
      .map((category) => [category.id, category.name]),
  );

  await page.goto("/home");
  await page.getByRole("banner").getByRole("button", { name: "Pesquisar" }).click();
  const dialog = page.getByRole("dialog", { name: "Pesquisar" });
  await dialog.getByLabel("O que procura?").fill("sandalias");
  await dialog.getByRole("button", { name: "Pesquisar" }).click();

  await expect(page).toHaveURL(/\/products\?search=sandalias/);
  await expect(
    page.getByRole("heading", { level: 1, name: "Resultados para “sandalias”" }),
  ).toBeVisible();
  const cards = productCards(page);
  await expect(cards.first()).toBeVisible();

  const found = await apiData<Product[]>(
    await request.post("/api/public/products/search", {
      data: { search: "sandalias", results: PAGE_SIZE, offset: 0 },
    }),
  );
  expect(found.length).toBeGreaterThan(0);
  for (const product of found) {
    const where = `${titleOf(product)} / ${categories.get(product.categoryId ?? 0)}`;
    expect(where).toContain("Sandálias");
  }
  // The page shows exactly those products, in that order.
  await expect(cards.getByRole("heading")).toHaveText(found.map(titleOf));
  for (const card of (await cards.all()).slice(0, 4)) await expect(card).toBeVisible();
  if (found.length < PAGE_SIZE) {
    await expect(page.getByText("Sem mais produtos para mostrar")).toBeVisible();
    await expect(page.getByRole("button", { name: "Carregar mais" })).toHaveCount(0);
  }
});

test("the featured tabs switch the products shown", async ({ page, request }) => {
  const featured = await apiData<Record<"featured" | "mostViewed" | "mostRecent", Product[]>>(
    await request.get("/api/public/products/featured"),
  );
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/home");

  const tablist = page.getByRole("tablist", { name: "Produtos em destaque" });
  const tab = (name: string) => tablist.getByRole("tab", { name });
  const panel = page.getByRole("tabpanel");
  const shown = () => panel.getByRole("heading").allTextContents();

  await expect(tab("Destaques")).toHaveAttribute("aria-selected", "true");
  await expect(panel).toHaveAccessibleName("Destaques");
  await expect(panel.getByRole("heading").first()).toHaveText(
    titleOf(featured.featured[0] as Product),
  );
  // Five cards per view on a wide screen: the others are clipped by the carousel.
  await expect(panel.getByRole("link")).toHaveCount(featured.featured.length);
  await panel.scrollIntoViewIfNeeded();
  await expect.poll(() => cardsInView(panel.getByRole("link"))).toBe(5);
  const featuredTitles = await shown();

  await tab("Mais vistos").click();
  await expect(tab("Mais vistos")).toHaveAttribute("aria-selected", "true");
  await expect(tab("Destaques")).toHaveAttribute("aria-selected", "false");
  await expect(panel).toHaveAccessibleName("Mais vistos");
  await expect.poll(shown).not.toEqual(featuredTitles);

  // Arrow keys move along the tabs and select them.
  await tab("Mais vistos").press("ArrowRight");
  await expect(tab("Recentes")).toBeFocused();
  await expect(tab("Recentes")).toHaveAttribute("aria-selected", "true");
  await expect(panel.getByRole("heading").first()).toHaveText(
    titleOf(featured.mostRecent[0] as Product),
  );
  await tab("Recentes").press("ArrowRight");
  await expect(tab("Destaques")).toBeFocused();
  await expect.poll(shown).toEqual(featuredTitles);

  // The arrows move the row by a page of cards.
  const previous = page.getByRole("button", { name: "Produtos anteriores" });
  await expect(previous).toHaveAttribute("aria-disabled", "true");
  const firstLink = panel.getByRole("link").first();
  await expect(firstLink).toBeInViewport();
  await page.getByRole("button", { name: "Produtos seguintes" }).click();
  await expect(previous).toHaveAttribute("aria-disabled", "false");
  await expect(firstLink).not.toBeInViewport();
  await expect.poll(() => cardsInView(panel.getByRole("link"))).toBe(5);
});

test("tabbing through the featured row brings each card into view", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/home");
  const panel = page.getByRole("tabpanel");
  const links = panel.getByRole("link");
  await expect(links.first()).toBeVisible();
  await page.getByRole("tab", { name: "Destaques" }).focus();
  // The row's own buttons come first, then its cards.
  await page.keyboard.press("Tab");
  await expect(page.getByRole("button", { name: "Produtos anteriores" })).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(page.getByRole("button", { name: "Produtos seguintes" })).toBeFocused();
  // Each card: its heart (in the picture's corner), its link, then 'Comprar' under the picture.
  const hearts = panel.getByRole("button", { name: /^Favorito: / });
  const quickBuys = panel.getByRole("button", { name: /^(Comprar|Avisem-me) / });
  for (let index = 0; index < 7; index += 1) {
    await page.keyboard.press("Tab");
    await expect(hearts.nth(index)).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(links.nth(index)).toBeFocused();
    await expect(links.nth(index)).toBeInViewport({ ratio: 0.95 });
    await page.keyboard.press("Tab");
    await expect(quickBuys.nth(index)).toBeFocused();
  }
  // The seventh card came in as the last of five: the first two left.
  await expect(links.nth(1)).not.toBeInViewport();
  await expect(links.nth(2)).toBeInViewport({ ratio: 0.95 });
});

test("the banner carousel has labelled controls and can be paused", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/home");
  const carousel = page.getByRole("region", { name: "Novidades da loja" });
  await expect(carousel).toHaveAttribute("aria-roledescription", "carrossel");
  const bullets = carousel.getByRole("group", { name: "Escolher diapositivo" }).getByRole("button");
  await expect(bullets).toHaveCount(3);
  await expect(bullets.first()).toHaveAttribute("aria-current", "true");

  await carousel.getByRole("button", { name: "Pausar a passagem automática" }).click();
  await expect(
    carousel.getByRole("button", { name: "Retomar a passagem automática" }),
  ).toBeVisible();
  await carousel.getByRole("button", { name: "Diapositivo seguinte" }).click();
  await expect(bullets.nth(1)).toHaveAttribute("aria-current", "true");
  await bullets.nth(2).click();
  await expect(bullets.nth(2)).toHaveAttribute("aria-current", "true");
  await expect(carousel.getByText("Diapositivo 3 de 3", { exact: false })).toBeAttached();
});

test("the banners move on every 5 s and wait while the pointer is on them", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.clock.install();
  await page.goto("/home");
  const carousel = page.getByRole("region", { name: "Novidades da loja" });
  const bullets = carousel.getByRole("group", { name: "Escolher diapositivo" }).getByRole("button");
  await expect(bullets.first()).toHaveAttribute("aria-current", "true");

  await page.clock.runFor(5_200);
  await expect(bullets.nth(1)).toHaveAttribute("aria-current", "true");

  await carousel.hover({ position: { x: 200, y: 150 } });
  await page.clock.runFor(11_000);
  await expect(bullets.nth(1)).toHaveAttribute("aria-current", "true");

  await page.mouse.move(5, 895);
  await page.clock.runFor(5_500);
  await expect(bullets.nth(2)).toHaveAttribute("aria-current", "true");
});

test("the banners stand still for visitors who ask for reduced motion", async ({ page }) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.clock.install();
  await page.goto("/home");
  const carousel = page.getByRole("region", { name: "Novidades da loja" });
  const play = carousel.getByRole("button", { name: "Retomar a passagem automática" });
  await expect(play).toBeVisible();
  await carousel.hover({ position: { x: 200, y: 150 } });
  await page.mouse.move(5, 5);
  await page.clock.runFor(11_000);
  const bullets = carousel.getByRole("group", { name: "Escolher diapositivo" }).getByRole("button");
  await expect(bullets.first()).toHaveAttribute("aria-current", "true");
  // Still the visitor's choice.
  await play.click();
  await expect(
    carousel.getByRole("button", { name: "Pausar a passagem automática" }),
  ).toBeVisible();
});

test("keyboard focus in the banners stops them until play is pressed", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.clock.install();
  await page.goto("/home");
  const carousel = page.getByRole("region", { name: "Novidades da loja" });
  const pause = carousel.getByRole("button", { name: "Pausar a passagem automática" });
  await expect(pause).toBeVisible();
  // Keyboard focus: from the last link of the menu, Tab enters the carousel.
  await page
    .getByRole("navigation", { name: "Navegação principal" })
    .getByRole("link")
    .last()
    .focus();
  await page.keyboard.press("Tab");
  // Focus inside the banners (the first banner's link) pauses them: the control offers play.
  await expect(carousel.locator(":focus")).toHaveCount(1);
  const play = carousel.getByRole("button", { name: "Retomar a passagem automática" });
  await expect(play).toBeVisible();
  await page.clock.runFor(11_000);
  const bullets = carousel.getByRole("group", { name: "Escolher diapositivo" }).getByRole("button");
  await expect(bullets.first()).toHaveAttribute("aria-current", "true");
  await play.focus();
  await page.keyboard.press("Enter");
  await expect(pause).toBeFocused();
  await page.clock.runFor(5_200);
  await expect(bullets.nth(1)).toHaveAttribute("aria-current", "true");
});

test("a search without results says so and offers a way back", async ({ page }) => {
  await page.goto("/products?search=xyzxyz");
  await expect(page.getByText("Não encontrámos produtos para “xyzxyz”")).toBeVisible();
  await expect(page.getByText("Verifique se as palavras estão bem escritas.")).toBeVisible();
  await expect(productCards(page)).toHaveCount(0);
  const main = page.getByRole("main");
  await expect(main.getByRole("link", { name: "Voltar à página inicial" })).toHaveAttribute(
    "href",
    "/home",
  );
  await main.getByRole("link", { name: "Ver todos os produtos" }).click();
  await expect(page).toHaveURL(/\/products$/);
  await expect(page.getByRole("heading", { level: 1, name: "Todos os produtos" })).toBeVisible();
  await expect(productCards(page)).toHaveCount(PAGE_SIZE);
});

test("on a phone a new choice brings the list into view, but back restores the position", async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto("/products?isWomen=1&forShoe=1");
  const cards = productCards(page);
  await expect(cards).toHaveCount(PAGE_SIZE);
  expect(await scrollY(page)).toBe(0);

  const toggle = page.getByRole("button", { name: "Categorias" });
  await expect(toggle).toHaveAttribute("aria-expanded", "false");
  const women = page.getByRole("list", { name: "Sapatos Mulher" });
  await expect(women).toBeHidden();
  await toggle.click();
  await expect(toggle).toHaveAttribute("aria-expanded", "true");
  await expect(women.getByRole("link", { name: "Ver todos Sapatos Mulher" })).toHaveAttribute(
    "aria-current",
    "page",
  );
  await women.getByRole("link", { name: "Sandálias", exact: true }).click();

  await expect(page).toHaveURL(/\/products\?category=\d+$/);
  await expect(page.getByRole("heading", { level: 1, name: "Sandálias" })).toBeVisible();
  await expect(toggle).toHaveAttribute("aria-expanded", "false");
  // Scrolled past the site's header: the heading at the top, the grid's top in view.
  await expect.poll(() => scrollY(page)).toBeGreaterThan(50);
  const list = page.getByRole("main").getByRole("list", { name: "Produtos" });
  await expect(list).toBeInViewport();
  const top = await list.evaluate((element) => element.getBoundingClientRect().top);
  expect(top).toBeGreaterThanOrEqual(0);
  expect(top).toBeLessThan(400);

  const link = cards.nth(7).getByRole("link");
  await link.evaluate((element) => element.scrollIntoView({ block: "center" }));
  const before = await scrollY(page);
  await link.click();
  await expect(page).toHaveURL(/\/product\/\d+$/);
  await page.goBack();
  await expect(page).toHaveURL(/\/products\?category=\d+$/);
  await expect.poll(() => scrollY(page)).toBeGreaterThan(before - 10);
  expect(Math.abs((await scrollY(page)) - before)).toBeLessThanOrEqual(10);
});

/** Scrolls down the page as a visitor would, so lazy pictures load, then back to the top. */
async function loadLazyPictures(page: Page): Promise<void> {
  await page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  });
  await page.waitForLoadState("networkidle");
  await page.evaluate(() => window.scrollTo(0, 0));
}

for (const width of [375, 1280]) {
  test(`home and products at ${width} px, for a look`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto("/home");
    await expect(page.getByRole("tabpanel").getByRole("heading").first()).toBeVisible();
    await loadLazyPictures(page);
    await lookScreenshot(page, `home-${width}.png`);

    await page.goto("/products?isWomen=1&forShoe=1");
    await expect(productCards(page)).toHaveCount(PAGE_SIZE);
    await loadLazyPictures(page);
    await lookScreenshot(page, `products-${width}.png`);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(width);
  });
}
