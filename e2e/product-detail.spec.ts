import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import type { Persistent, Product } from "@shop/shared";
import { lookScreenshot } from "./support/look.ts";
import { availability, sizeButton } from "./support/product-page.ts";

type Stock = Record<string, Record<string, number>>;

async function apiData<T>(request: APIRequestContext, path: string, body?: unknown): Promise<T> {
  const response =
    body === undefined ? await request.get(path) : await request.post(path, { data: body });
  expect(response.ok()).toBe(true);
  const envelope = (await response.json()) as { valid: boolean; data: T };
  expect(envelope.valid).toBe(true);
  return envelope.data;
}

async function productByRef(request: APIRequestContext, ref: string): Promise<Product> {
  const found = await apiData<Product[]>(request, "/api/public/products/search", { search: ref });
  const product = found.find((candidate) => candidate.ref === ref);
  if (!product) throw new Error(`no product ${ref} in the demo catalogue`);
  return product;
}

/** Checks 'Em stock' / 'indisponível' of every place against the stock the API reports. */
async function expectStock(
  page: Page,
  stock: Stock,
  stores: Persistent["stores"],
  sizes: string[],
  size: string | null,
) {
  const places = [{ key: "online", name: "Loja online" }].concat(
    stores.map((store) => ({ key: String(store.id), name: store.name })),
  );
  for (const place of places) {
    const units = (s: string) => stock[place.key]?.[s] ?? 0;
    const inStock = size === null ? sizes.some((s) => units(s) > 0) : units(size) > 0;
    await expect(availability(page, place.name)).toHaveText(inStock ? "Em stock" : "indisponível");
  }
}

test("a discounted product shows its price, details, sizes and the stock of each store", async ({
  page,
  request,
}) => {
  const { stores } = await apiData<Persistent>(request, "/api/public/persistent");
  const stock = await apiData<Stock>(request, "/api/public/products/9/stock");
  await page.goto("/product/9");

  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { level: 1 })).toHaveText("Sabrinas de bico fino");
  await expect(page).toHaveTitle("Sabrinas de bico fino · Sapataria Lisboa");
  await expect(main.getByText("Ref: SL-25-0109")).toBeVisible();
  await expect(main.getByText(/55,92\s€/)).toBeVisible();
  // Struck through: the lowest price of the 30 days before the reduction, said in words too.
  // The first: «Também pode gostar» below may strike the same price out.
  const oldPrice = main.locator("s", { hasText: /69,90\s€/ }).first();
  await expect(oldPrice).toBeVisible();
  await expect(oldPrice).toHaveCSS("text-decoration-line", "line-through");
  await expect(
    main.getByText(/^Preço mais baixo nos últimos 30 dias: 69,90\s€$/).first(),
  ).toBeVisible();
  await expect(page.locator('meta[name="description"]')).toHaveAttribute(
    "content",
    /Sabrinas de bico fino/,
  );
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
    "content",
    /^http.*\/media\/pictures\/[0-9a-f]{64}\/800\.jpg$/,
  );

  const breadcrumb = page.getByRole("navigation", { name: "Navegação estrutural" });
  await expect(breadcrumb.getByRole("link", { name: "Início" })).toHaveAttribute("href", "/home");
  await expect(breadcrumb.getByRole("link", { name: "Sapatos Mulher" })).toHaveAttribute(
    "href",
    "/products?isWomen=1&forShoe=1",
  );
  await expect(breadcrumb.getByRole("link", { name: "Sabrinas" })).toHaveAttribute(
    "href",
    /^\/products\?category=\d+$/,
  );

  const product = await apiData<Product>(request, "/api/public/products/product/9");
  for (const size of product.sizes) await expect(sizeButton(page, size)).toBeVisible();
  await expectStock(page, stock, stores, product.sizes, null);

  // One size in the online stock and one without, when the product has both.
  const withOnline = product.sizes.find((size) => (stock.online?.[size] ?? 0) > 0);
  const withoutOnline = product.sizes.find((size) => (stock.online?.[size] ?? 0) === 0);
  for (const size of [withOnline, withoutOnline]) {
    if (!size) continue;
    const button = sizeButton(page, size);
    await button.click();
    await expect(button).toHaveAttribute("aria-pressed", "true");
    await expect(
      page.getByRole("table", { name: `Disponibilidade: Tamanho ${size}` }),
    ).toBeVisible();
    await expectStock(page, stock, stores, product.sizes, size);
  }
  const last = sizeButton(page, withoutOnline ?? withOnline ?? "");
  await last.click();
  await expect(last).toHaveAttribute("aria-pressed", "false");
  await expect(
    page.getByRole("table", { name: "Disponibilidade: Qualquer tamanho" }),
  ).toBeVisible();
  await expectStock(page, stock, stores, product.sizes, null);
});

test("a product without online stock says so, and a store that has the size says 'Em stock'", async ({
  page,
  request,
}) => {
  const { stores } = await apiData<Persistent>(request, "/api/public/persistent");
  const { id, sizes } = await productByRef(request, "SL-25-0119");
  const stock = await apiData<Stock>(request, `/api/public/products/${id}/stock`);
  await page.goto(`/product/${id}`);

  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Botins Chelsea de camurça");
  await expect(availability(page, "Loja online")).toHaveText("indisponível");
  await expect(page.getByRole("button", { name: "Esgotado online" })).toBeDisabled();
  await expect(page.getByRole("button", { name: "Adicionar ao carrinho" })).toHaveCount(0);
  await expectStock(page, stock, stores, sizes, null);

  const inAStore = sizes.find((size) => stores.some((store) => (stock[store.id]?.[size] ?? 0) > 0));
  if (inAStore) {
    await sizeButton(page, inAStore).click();
    await expectStock(page, stock, stores, sizes, inAStore);
    await expect(availability(page, "Loja online")).toHaveText("indisponível");
    await expect(page.getByText(/Pode encontrá-lo nas lojas assinaladas abaixo/)).toBeVisible();
  }
});

test("adding to the cart asks for a size first", async ({ page }) => {
  await page.goto("/product/9");
  const sizes = page.getByRole("group", { name: "Tamanho" });
  await page.getByRole("button", { name: "Adicionar ao carrinho" }).click();
  await expect(sizes.getByRole("alert")).toHaveText("Escolha um tamanho");
  // Choosing a size clears the request.
  // The sizes are the group's list («Guia de tamanhos» sits beside them).
  await sizes.getByRole("list").getByRole("button").first().click();
  await expect(sizes.getByRole("alert")).toHaveText("");
});

test("the favourite button asks a visitor to log in", async ({ page }) => {
  await page.goto("/product/9");
  const heart = page.getByRole("button", { name: "Favorito", exact: true });
  await expect(heart).toHaveAttribute("aria-pressed", "false");
  await heart.click();
  const dialog = page.getByRole("dialog", { name: "Favoritos" });
  await expect(dialog).toContainText(
    "Faça login ou crie uma conta para adicionar produtos aos seus favoritos.",
  );
  await expect(dialog.getByRole("link", { name: "Registar / Entrar" })).toHaveAttribute(
    "href",
    "/sign",
  );
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(heart).toBeFocused();
});

test("share links carry the product's address, and the address can be copied", async ({
  page,
  context,
  baseURL,
}) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await page.goto("/product/9?utm_source=test");
  const url = `${baseURL}/product/9`;
  const share = page.getByRole("region", { name: "Partilhar" });

  const facebook = share.getByRole("link", { name: /Partilhar no Facebook/ });
  await expect(facebook).toHaveAttribute(
    "href",
    `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}`,
  );
  await expect(facebook).toHaveAttribute("target", "_blank");
  await expect(facebook).toHaveAttribute("rel", /noopener/);
  for (const name of [/Partilhar no X/, /Partilhar no WhatsApp/, /Partilhar no Pinterest/]) {
    await expect(share.getByRole("link", { name })).toHaveAttribute(
      "href",
      new RegExp(encodeURIComponent(url).replace(/[.?]/g, "\\$&")),
    );
  }
  await expect(share.getByRole("link", { name: "Enviar por email" })).toHaveAttribute(
    "href",
    /^mailto:\?subject=Sabrinas%20de%20bico%20fino&body=/,
  );

  await share.getByRole("button", { name: "Copiar ligação" }).click();
  await expect(share.getByRole("status")).toHaveText("Ligação copiada.");
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);
});

test("the zoom opens from the picture, changes picture with the arrows and closes with Escape", async ({
  page,
}) => {
  await page.goto("/product/9");
  const picture = page.getByRole("button", { name: /^Ampliar imagem/ });
  const thumbnails = page.getByRole("button", { name: /^Ver imagem/ });
  await expect(thumbnails).toHaveCount(2);
  await expect(thumbnails.first()).toHaveAttribute("aria-pressed", "true");

  await picture.click();
  const zoom = page.getByRole("dialog", { name: "Sabrinas de bico fino" });
  await expect(zoom).toBeVisible();
  const large = zoom.getByRole("img", { name: "Sabrinas de bico fino, imagem 1 de 2" });
  await expect(large).toBeFocused();
  await page.keyboard.press("ArrowRight");
  await expect(
    zoom.getByRole("img", { name: "Sabrinas de bico fino, imagem 2 de 2" }),
  ).toBeVisible();
  await expect(zoom.getByText("2 / 2")).toBeVisible();
  await page.keyboard.press("+");
  await expect(zoom.getByText("250%")).toBeVisible();
  await page.keyboard.press("-");
  await expect(zoom.getByText("167%")).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(zoom).toBeHidden();
  await expect(picture).toBeFocused();
  // The gallery shows the picture last seen in the zoom.
  await expect(thumbnails.nth(1)).toHaveAttribute("aria-pressed", "true");

  // From the keyboard too.
  await page.keyboard.press("Enter");
  await expect(zoom).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(zoom).toBeHidden();
});

for (const path of ["/product/999999", "/product/abc"]) {
  test(`${path} shows the 404 page`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole("heading", { name: "Página não encontrada" })).toBeVisible();
    await expect(page.getByText("A página que tentou aceder não existe.")).toBeVisible();
  });
}

for (const width of [375, 1280]) {
  test(`the product page at ${width} px, for a look`, async ({ page }, testInfo) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto("/product/9");
    await expect(page.getByRole("table", { name: /Disponibilidade/ })).toBeVisible();
    await page
      .getByRole("group", { name: "Tamanho" })
      .getByRole("list")
      .getByRole("button")
      .nth(2)
      .click();
    await lookScreenshot(page, `product-${width}.png`);
    await page.getByRole("button", { name: /^Ampliar imagem/ }).click();
    await expect(page.getByRole("dialog")).toBeVisible();
    // The dialog listens for keys once it has mounted: press until the zoom moves off 100%.
    const dialog = page.getByRole("dialog");
    await expect(async () => {
      if (await dialog.getByText("100%").isVisible()) await page.keyboard.press("+");
      await expect(dialog.getByText("250%")).toBeVisible({ timeout: 1000 });
    }).toPass({ timeout: 10_000 });
    await page.screenshot({
      path: testInfo.outputPath(`product-zoom-${width}.png`),
      animations: "disabled",
    });
  });
}
