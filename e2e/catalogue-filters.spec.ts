import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import type { ListingFacets, Persistent, Product } from "@shop/shared";
import {
  ENTRY_SCRIPT,
  gotoAlive,
  holdScript,
  LISTING_SCRIPT,
  untilAlive,
} from "./support/alive.ts";

// The listing's filters on the demo catalogue: women's shoes narrowed by a size in online stock and
// a colour, each choice showing its count; the URL holds them through a reload, back and forward;
// on a 375 px phone they live in a dialog.

const PAGE_SIZE = 18;
const WOMENS_SHOES = { isWomen: 1, forShoe: 1 };

async function apiData<T>(request: APIRequestContext, path: string, body?: object): Promise<T> {
  const response = body
    ? await request.post(`/api${path}`, { data: body })
    : await request.get(`/api${path}`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: T }).data;
}

const facetsOf = (request: APIRequestContext, body: object) =>
  apiData<ListingFacets>(request, "/public/products/facets", body);

/** A size of the women's shoes in online stock that some but not all of them have, and a colour among those. */
async function chooseSizeAndColour(request: APIRequestContext) {
  const persistent = await apiData<Persistent>(request, "/public/persistent");
  const all = await facetsOf(request, WOMENS_SHOES);
  const size = [...all.sizes].sort((a, b) => b.count - a.count)[0];
  if (!size) throw new Error("the demo catalogue has no women's shoes in online stock");
  const bySize = await facetsOf(request, { ...WOMENS_SHOES, sizes: [size.size] });
  const colour = [...bySize.colors].sort((a, b) => b.count - a.count)[0];
  if (!colour) throw new Error("no colour among them");
  const colourName = persistent.colors.find((candidate) => candidate.id === colour.id)?.name ?? "";
  const both = await facetsOf(request, {
    ...WOMENS_SHOES,
    sizes: [size.size],
    colors: [colour.id],
  });
  return { all, size, colour, colourName, both };
}

const productCards = (page: Page) =>
  page.getByRole("main").getByRole("list", { name: "Produtos" }).getByRole("listitem");

const titleOf = (product: Product) => product.title ?? `Ref: ${product.ref}`;

async function screenshot(page: Page, path: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path, fullPage: true, animations: "disabled" });
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, `${path} is wider than the screen`).toBeLessThanOrEqual(0);
}

test("the listing filtered by size and colour shows only what matches, with the counts, and the URL keeps it", async ({
  page,
  request,
}, testInfo) => {
  const { all, size, colour, colourName, both } = await chooseSizeAndColour(request);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/products?isWomen=1&forShoe=1");
  await expect(page.getByRole("heading", { level: 1, name: "Sapatos Mulher" })).toBeVisible();
  await expect(page.getByText(`${all.total} produtos`, { exact: true })).toBeVisible();

  // A click, not check(): a tap while the page comes alive may show its tick a moment later
  // (the page replays it once alive), which check() would take for a click that did nothing.
  const filters = page.getByRole("region", { name: "Filtros" });
  const sizeBox = filters.getByRole("checkbox", {
    name: `${size.size} (${size.count})`,
    exact: true,
  });
  await sizeBox.click();
  await expect(page).toHaveURL(new RegExp(`size=${size.size}`));
  await expect(sizeBox).toBeChecked();
  await expect(page.getByText(`${size.count} produtos`, { exact: true })).toBeVisible();
  await filters
    .getByRole("checkbox", { name: `${colourName} (${colour.count})`, exact: true })
    .check();
  await expect(page).toHaveURL(new RegExp(`size=${size.size}&color=${colour.id}$`));
  await expect(page.getByText(`${both.total} produtos`, { exact: true })).toBeVisible();

  // The cards are the products with that size in online stock and that colour, and no other.
  const expected = await apiData<Product[]>(request, "/public/products/search", {
    ...WOMENS_SHOES,
    sizes: [size.size],
    colors: [colour.id],
    results: PAGE_SIZE,
  });
  expect(expected.length).toBe(Math.min(both.total, PAGE_SIZE));
  const cards = productCards(page);
  await expect(cards).toHaveCount(expected.length);
  for (const [index, product] of expected.entries()) {
    await expect(cards.nth(index)).toContainText(titleOf(product));
    expect(product.colorId).toBe(colour.id);
    const stock = await apiData<Record<string, Record<string, number>>>(
      request,
      `/public/products/${product.id}/stock`,
    );
    expect(stock.online?.[size.size] ?? 0).toBeGreaterThan(0);
  }

  const chips = page.getByRole("list", { name: "Filtros ativos" });
  await expect(
    chips.getByRole("button", { name: `Remover filtro: Tamanho ${size.size}` }),
  ).toBeVisible();
  await expect(chips.getByRole("button", { name: `Remover filtro: ${colourName}` })).toBeVisible();
  await screenshot(page, testInfo.outputPath("filters-1280.png"));

  const colourBox = filters.getByRole("checkbox", { name: new RegExp(`^${colourName} \\(`) });
  await page.reload();
  await expect(colourBox).toBeChecked();
  await expect(cards).toHaveCount(expected.length);

  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`size=${size.size}$`));
  await expect(colourBox).not.toBeChecked();
  await expect(page.getByText(`${size.count} produtos`, { exact: true })).toBeVisible();
  await page.goForward();
  await expect(colourBox).toBeChecked();
  await expect(page.getByText(`${both.total} produtos`, { exact: true })).toBeVisible();

  await chips.getByRole("button", { name: "Limpar filtros" }).click();
  await expect(page).toHaveURL(/\/products\?isWomen=1&forShoe=1$/);
  await expect(page.getByText(`${all.total} produtos`, { exact: true })).toBeVisible();
  await expect(chips).toHaveCount(0);
});

test("a size ticked while the page is still coming alive is applied once it has", async ({
  page,
  request,
}) => {
  const { size } = await chooseSizeAndColour(request);
  // The app's entry is held back: the page is the server's HTML until it arrives.
  const arrive = await holdScript(page);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/products?isWomen=1&forShoe=1");
  const sizeBox = page
    .getByRole("region", { name: "Filtros" })
    .getByRole("checkbox", { name: `${size.size} (${size.count})`, exact: true });
  await sizeBox.check();
  await expect(page).toHaveURL(/\/products\?isWomen=1&forShoe=1$/);
  arrive();
  await expect(page).toHaveURL(new RegExp(`size=${size.size}$`));
  await expect(page.getByText(`${size.count} produtos`, { exact: true })).toBeVisible();
  await expect(sizeBox).toBeChecked();
});

/** When Back comes, after a reload: before the app's script has run, or while it is hydrating. */
const BACK_MOMENTS = [
  { moment: "before the page's script has run", held: ENTRY_SCRIPT, ready: () => true },
  {
    moment: "while the page comes alive",
    held: LISTING_SCRIPT,
    // The entry has read the server's render and waits for the listing's code to hydrate it.
    ready: () => "__staticRouterHydrationData" in window,
  },
];

for (const { moment, held, ready } of BACK_MOMENTS) {
  test(`Back pressed after a reload, ${moment}, shows the page of the address`, async ({
    page,
    request,
  }) => {
    const { size, colour, colourName, both } = await chooseSizeAndColour(request);
    await page.setViewportSize({ width: 1280, height: 900 });
    await gotoAlive(page, `/products?isWomen=1&forShoe=1&size=${size.size}`);
    const filters = page.getByRole("region", { name: "Filtros" });
    await filters
      .getByRole("checkbox", { name: `${colourName} (${colour.count})`, exact: true })
      .click();
    await expect(page.getByText(`${both.total} produtos`, { exact: true })).toBeVisible();

    // The reloaded page's script is held back: Back comes while the page is its server's HTML.
    const arrive = await holdScript(page, held);
    await page.reload();
    await page.waitForFunction(ready);
    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`size=${size.size}$`));
    arrive();
    await untilAlive(page);

    await expect(page.getByText(`${size.count} produtos`, { exact: true })).toBeVisible();
    await expect(
      filters.getByRole("checkbox", { name: new RegExp(`^${colourName} \\(`) }),
    ).not.toBeChecked();
    const chips = page.getByRole("list", { name: "Filtros ativos" });
    await expect(chips.getByRole("button")).toHaveCount(2);
    await expect(chips.getByRole("button").first()).toHaveAccessibleName(
      `Remover filtro: Tamanho ${size.size}`,
    );
    await expect(chips.getByRole("button").last()).toHaveAccessibleName("Limpar filtros");
    // The history is as it was: Forward goes back to the colour.
    await page.goForward();
    await expect(page).toHaveURL(new RegExp(`size=${size.size}&color=${colour.id}$`));
    await expect(page.getByText(`${both.total} produtos`, { exact: true })).toBeVisible();
    await chips.getByRole("button", { name: "Limpar filtros" }).click();
    await expect(page).toHaveURL(/\/products\?isWomen=1&forShoe=1$/);
  });
}

test("on a 375 px phone the filters open in a dialog that keeps the focus and applies with 'Ver N produtos'", async ({
  page,
  request,
}, testInfo) => {
  const { size, all } = await chooseSizeAndColour(request);
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto("/products?isWomen=1&forShoe=1");
  await expect(page.getByText(`${all.total} produtos`, { exact: true })).toBeVisible();
  // The sidebar's filters are folded away on phones.
  await expect(page.getByRole("region", { name: "Filtros" })).toBeHidden();

  const open = page.getByRole("button", { name: "Filtros", exact: true });
  await open.click();
  const dialog = page.getByRole("dialog", { name: "Filtros" });
  await expect(dialog).toBeVisible();
  for (let i = 0; i < 40; i += 1) await page.keyboard.press("Tab");
  expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(open).toBeFocused();
  await expect(page).toHaveURL(/\/products\?isWomen=1&forShoe=1$/);

  await open.click();
  await dialog.getByRole("checkbox", { name: `${size.size} (${size.count})`, exact: true }).check();
  const apply = dialog.getByRole("button", { name: `Ver ${size.count} produtos` });
  await expect(apply).toBeVisible();
  // Nothing is applied before the button.
  await expect(page).toHaveURL(/\/products\?isWomen=1&forShoe=1$/);
  await page.screenshot({
    path: testInfo.outputPath("filters-dialog-375.png"),
    animations: "disabled",
  });
  await apply.click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`size=${size.size}$`));
  await expect(page.getByText(`${size.count} produtos`, { exact: true })).toBeVisible();
  await expect(page.getByRole("button", { name: "Filtros (1)" })).toBeVisible();
  await expect(productCards(page)).toHaveCount(Math.min(size.count, PAGE_SIZE));
  await screenshot(page, testInfo.outputPath("filters-375.png"));
  await page.screenshot({
    path: testInfo.outputPath("filters-375-top.png"),
    animations: "disabled",
  });
});
