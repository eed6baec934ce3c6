import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import type { Persistent, Product } from "@shop/shared";
import { gotoAlive, untilStill } from "./support/alive.ts";
import { apiData } from "./support/checkout-shop.ts";
import { sizeButton } from "./support/product-page.ts";

type Stock = Record<string, Record<string, number>>;

/** The first product of the demo catalogue whose stock answers `wanted`. */
async function productWhere(
  request: APIRequestContext,
  wanted: (product: Product, stock: Stock) => boolean,
): Promise<{ product: Product; stock: Stock }> {
  for (const offset of [0, 100, 200]) {
    const page = await apiData<Product[]>(request, "/api/public/products/search", {
      results: 100,
      offset,
    });
    for (const product of page) {
      const stock = await apiData<Stock>(request, `/api/public/products/${product.id}/stock`);
      if (wanted(product, stock)) return { product, stock };
    }
  }
  throw new Error("no such product in the demo catalogue");
}

const online = (stock: Stock, size: string) => stock.online?.[size] ?? 0;

async function cartOf(page: Page, id: number) {
  return page.evaluate((productId) => {
    const cart = JSON.parse(localStorage.getItem("cart") ?? "{}") as Record<
      string,
      { quantities: Record<string, number> }
    >;
    return cart[productId]?.quantities ?? {};
  }, id);
}

const buyBar = (page: Page) => page.getByRole("region", { name: "Compra rápida" });

/** Scrolls until the page's own button has just gone above the screen. */
async function scrollPastMainButton(page: Page) {
  const bottom = await mainAdd(page).evaluate((button) => button.getBoundingClientRect().bottom);
  await page.mouse.wheel(0, bottom + 20);
  await expect(mainAdd(page)).not.toBeInViewport();
}
const mainAdd = (page: Page) =>
  page.getByRole("main").getByRole("button", { name: "Adicionar ao carrinho" }).first();

for (const width of [375, 1440]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: width < 768 ? 740 : 900 } });

    test("a one-size product has its size chosen, and adds in one tap", async ({
      page,
      request,
    }) => {
      const { product } = await productWhere(
        request,
        (each, stock) => each.sizes.length === 1 && online(stock, each.sizes[0] ?? "") > 0,
      );
      await page.goto(`/product/${product.id}`);
      await expect(sizeButton(page, "Tamanho único")).toHaveAttribute("aria-pressed", "true");
      await mainAdd(page).click();
      await expect(page.getByRole("dialog", { name: "Artigo adicionado!" })).toBeVisible();
      expect(await cartOf(page, product.id)).toEqual({ U: 1 });
    });

    test("a product sold out online has no active button to add it", async ({ page, request }) => {
      const { stores } = await apiData<Persistent>(request, "/api/public/persistent");
      const { product, stock } = await productWhere(request, (each, units) =>
        each.sizes.every((size) => online(units, size) === 0),
      );
      await page.goto(`/product/${product.id}`);
      await expect(page.getByRole("button", { name: "Esgotado online" })).toBeDisabled();
      await expect(page.getByRole("button", { name: "Adicionar ao carrinho" })).toHaveCount(0);
      const inAStore = stores.some((store) =>
        product.sizes.some((size) => (stock[store.id]?.[size] ?? 0) > 0),
      );
      await expect(
        page.getByText(inAStore ? /Pode encontrá-lo nas lojas assinaladas/ : /nem nas lojas/),
      ).toBeVisible();
      // "Avisem-me", size by size.
      await page.getByRole("button", { name: /^Avisem-me quando .+ voltar$/ }).click();
      const dialog = page.getByRole("dialog", { name: "Avisem-me quando voltar" });
      if (product.sizes.length > 1) {
        await dialog.getByRole("button", { name: product.sizes[0] ?? "", exact: true }).click();
      }
      await expect(dialog.getByRole("textbox", { name: "O seu email" })).toBeVisible();
      await expect(buyBar(page)).toHaveCount(0);
    });

    test("the buy bar follows the page on a phone only, and adds the chosen size", async ({
      page,
      request,
    }) => {
      const { product, stock } = await productWhere(
        request,
        (each, units) =>
          each.sizes.length > 1 && each.sizes.filter((size) => online(units, size) > 0).length > 1,
      );
      const size = product.sizes.find((each) => online(stock, each) > 0) as string;
      await gotoAlive(page, `/product/${product.id}`);
      await sizeButton(page, size).click();
      await mainAdd(page).scrollIntoViewIfNeeded();
      await expect(buyBar(page)).toBeHidden();
      if (width >= 768) {
        // A wide screen has the page's own button beside the pictures: no bar, even at the end.
        await page.keyboard.press("End");
        await expect(buyBar(page)).toHaveCount(0);
        return;
      }
      // The stock table and the suggestions in place first: a late one would move the page under
      // the bar while it slides in.
      await expect(page.getByRole("table", { name: /^Disponibilidade/ })).toBeVisible();
      await page.waitForLoadState("networkidle");
      await scrollPastMainButton(page);
      await expect(buyBar(page)).toBeVisible();
      await expect(buyBar(page)).toBeInViewport();
      await expect(buyBar(page)).toContainText(`Tamanho ${size}`);
      await untilStill(buyBar(page));
      await buyBar(page).getByRole("button", { name: "Adicionar ao carrinho" }).click();
      await expect(page.getByRole("dialog", { name: "Artigo adicionado!" })).toBeVisible();
      expect(await cartOf(page, product.id)).toEqual({ [size]: 1 });
      await page.getByRole("dialog").getByRole("button", { name: "Fechar" }).last().click();
      // The page scrolls again only once the dialog has gone: an End pressed before that is lost.
      await expect(page.getByRole("dialog")).toHaveCount(0);

      // At the end of the page it rests above the footer: its links are never under the bar.
      await page.keyboard.press("End");
      const footer = page.getByRole("contentinfo");
      await expect(footer).toBeInViewport();
      await expect(buyBar(page)).toBeVisible();
      await expect
        .poll(async () => {
          const bar = await buyBar(page).boundingBox();
          const below = await footer.boundingBox();
          return bar && below ? below.y - (bar.y + bar.height) : -1;
        })
        .toBeGreaterThanOrEqual(0);
    });
  });
}

test.describe("on a phone", () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test("without a size, the buy bar opens the size choice", async ({ page, request }) => {
    const { product, stock } = await productWhere(
      request,
      (each, units) => each.sizes.length > 1 && each.sizes.some((size) => online(units, size) > 0),
    );
    const size = product.sizes.find((each) => online(stock, each) > 0) as string;
    await gotoAlive(page, `/product/${product.id}`);
    await mainAdd(page).scrollIntoViewIfNeeded();
    await expect(page.getByRole("table", { name: /^Disponibilidade/ })).toBeVisible();
    await page.waitForLoadState("networkidle");
    await scrollPastMainButton(page);
    await expect(buyBar(page)).toBeInViewport();
    await untilStill(buyBar(page));
    await buyBar(page).getByRole("button", { name: "Adicionar ao carrinho" }).click();
    const choice = page.getByRole("dialog", { name: "Escolha o tamanho" });
    await choice.getByRole("button", { name: `Adicionar o tamanho ${size} ao carrinho` }).click();
    await expect(page.getByRole("dialog", { name: "Artigo adicionado!" })).toBeVisible();
    expect(await cartOf(page, product.id)).toEqual({ [size]: 1 });
  });
});
