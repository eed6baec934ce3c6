import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import type { Cart, Persistent, Product } from "@shop/shared";
import { gotoAlive } from "./support/alive.ts";

type Stock = Record<string, Record<string, number>>;

async function apiData<T>(request: APIRequestContext, path: string, body?: unknown): Promise<T> {
  const response =
    body === undefined ? await request.get(path) : await request.post(path, { data: body });
  expect(response.ok(), `${path} answered ${response.status()}`).toBe(true);
  return ((await response.json()) as { data: T }).data;
}

async function onlineSizes(request: APIRequestContext, product: Product): Promise<string[]> {
  const stock = await apiData<Stock>(request, `/api/public/products/${product.id}/stock`);
  return product.sizes.filter((size) => (stock.online?.[size] ?? 0) >= 2);
}

/**
 * The `slot`-th product of the newest page with a size of 2+ units online (and, asked, more than
 * one size to choose from), and that size. The
 * checkout specs buy the oldest products; these specs only put products in carts, never buy, and
 * each test takes its own slot.
 */
async function stockedProduct(
  request: APIRequestContext,
  slot: number,
  { sizesToChoose = false } = {},
): Promise<{ product: Product; size: string }> {
  const newest = await apiData<Product[]>(request, "/api/public/products/search", { results: 60 });
  let found = 0;
  for (const product of newest) {
    if (product.id === 9 || product.ref === "SL-25-0119") continue;
    if (sizesToChoose && product.sizes.length < 2) continue;
    const [size] = await onlineSizes(request, product);
    if (size === undefined) continue;
    if (found === slot) return { product, size };
    found += 1;
  }
  throw new Error(`no stocked product for slot ${slot}`);
}

async function productByRef(request: APIRequestContext, ref: string): Promise<Product> {
  const found = await apiData<Product[]>(request, "/api/public/products/search", { search: ref });
  const product = found.find((candidate) => candidate.ref === ref);
  if (!product) throw new Error(`no product ${ref}`);
  return product;
}

/** Puts a cart in localStorage before the shop's code runs (once per test page). */
/** A visitor's cart prices delivery to Portugal (mainland): its group's price, in cents. */
async function portugalDeliveryCents(request: APIRequestContext): Promise<number> {
  const persistent = await apiData<Persistent>(request, "/api/public/persistent");
  const portugal = persistent.countries.find((country) => country.code === "PT");
  const group = portugal && persistent.countryGroups[String(portugal.groupId)];
  if (!group) throw new Error("the demo shop delivers to Portugal");
  return Math.round(group.price * 100);
}

async function seedCart(page: Page, cart: Cart | string): Promise<void> {
  await page.addInitScript(
    (value) => {
      if (window.sessionStorage.getItem("e2e-cart-seeded")) return;
      window.localStorage.setItem("cart", value);
      window.sessionStorage.setItem("e2e-cart-seeded", "1");
    },
    typeof cart === "string" ? cart : JSON.stringify(cart),
  );
}

function cartOf(...lines: Array<{ product: Product; size: string; quantity?: number }>): Cart {
  return Object.fromEntries(
    lines.map(({ product, size, quantity }) => [
      String(product.id),
      { id: product.id, quantities: { [size]: quantity ?? 1 } },
    ]),
  );
}

/** The unit price to pay in cents, as the shared pricing module computes it. */
function unitCents(product: Product): number {
  return Math.round((Math.round(product.price * 100) * (100 - product.discount)) / 100);
}

const euroFormat = new Intl.NumberFormat("pt-PT", { style: "currency", currency: "EUR" });

/** Cents as the shop writes them, as a pattern that accepts any space before '€'. */
function euros(cents: number): RegExp {
  const text = euroFormat.format(cents / 100).replace(/\s/g, " ");
  return new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replace(/ /g, "\\s"));
}

/** 'tamanho 38', or 'tamanho único' for the one size of accessories ('U'). */
function sizeName(size: string): string {
  return size === "U" ? "tamanho único" : `tamanho ${size}`;
}

function title(product: Product): string {
  return product.title ?? `Ref: ${product.ref}`;
}

function cartButton(page: Page) {
  return page.getByRole("banner").getByRole("link", { name: /^Carrinho/ });
}

function totalsPanel(page: Page) {
  return page.getByRole("complementary", { name: "Resumo" });
}

const TOTAL = "Total (IVA incluído)";

function totalRow(page: Page, name: string) {
  return totalsPanel(page)
    .locator("div")
    .filter({ has: page.getByText(name, { exact: true }) });
}

test.describe("desktop (1280 px)", () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test("from the product page to the cart: popup, quantities, totals, removal", async ({
    page,
    request,
  }) => {
    const product = await apiData<Product>(request, "/api/public/products/product/9");
    const [size] = await onlineSizes(request, product);
    if (!size) throw new Error("product 9 has no size online");
    const price = unitCents(product);

    // Alive first: this journey is about the cart, not about clicks made while the page loads.
    await gotoAlive(page, "/product/9");
    await expect(cartButton(page)).toHaveAccessibleName("Carrinho, vazio");
    await page
      .getByRole("group", { name: "Tamanho" })
      .getByRole("button", { name: new RegExp(`^${size}$`) })
      .click();
    await page.getByRole("button", { name: "Adicionar ao carrinho" }).click();

    const added = page.getByRole("dialog", { name: "Artigo adicionado!" });
    await expect(added).toContainText(title(product));
    await expect(added).toContainText(new RegExp(`Tamanho\\s*${size}`));
    await expect(added.getByRole("link", { name: "Ver carrinho" })).toHaveAttribute(
      "href",
      "/cart",
    );
    await expect(added.getByRole("link", { name: "Finalizar compra" })).toHaveAttribute(
      "href",
      "/checkout",
    );
    await added.getByRole("button", { name: "Fechar", exact: true }).last().click();
    await expect(added).toHaveCount(0);

    // The badge counts units; from 1200 px the button opens the popup.
    const button = cartButton(page);
    await expect(button).toHaveAccessibleName("Carrinho, 1 artigo");
    await expect(button).toHaveAttribute("aria-expanded", "false");
    await button.click();
    await expect(button).toHaveAttribute("aria-expanded", "true");
    const popup = page.getByRole("region", { name: "O seu carrinho" });
    await expect(popup.getByRole("listitem")).toHaveCount(1);
    await expect(popup.getByRole("listitem")).toContainText(title(product));
    await expect(popup.getByRole("listitem")).toContainText(`Tamanho ${size}`);
    await expect(popup.getByText("Preço sem IVA")).toBeVisible();
    await expect(popup.locator("div").filter({ hasText: /^TOTAL/ })).toContainText(euros(price));
    expect(page.url()).toMatch(/\/product\/9$/);

    // Escape closes it and gives the focus back; a click outside closes it too.
    await page.keyboard.press("Escape");
    await expect(popup).toHaveCount(0);
    await expect(button).toBeFocused();
    await button.click();
    await expect(popup).toBeVisible();
    await page.mouse.click(8, 600);
    await expect(popup).toHaveCount(0);

    await button.click();
    await popup.getByRole("link", { name: "Ver carrinho" }).click();
    await expect(page).toHaveURL(/\/cart$/);
    await expect(popup).toHaveCount(0);
    await expect(page.getByRole("heading", { level: 1, name: "Carrinho" })).toBeVisible();

    const item = page.getByRole("article", { name: title(product) });
    await expect(item.getByRole("link", { name: title(product) })).toHaveAttribute(
      "href",
      "/product/9",
    );
    const quantity = item.getByRole("group", { name: `Quantidade do ${sizeName(size)}` });
    const minus = item.getByRole("button", { name: `Diminuir quantidade do ${sizeName(size)}` });
    const plus = item.getByRole("button", { name: `Aumentar quantidade do ${sizeName(size)}` });
    await expect(quantity).toContainText("1");
    // A visitor's delivery is Portugal's, in the total, and the page says so.
    const delivery = await portugalDeliveryCents(request);
    await expect(totalRow(page, TOTAL)).toContainText(euros(price + delivery));
    await expect(totalsPanel(page)).toContainText(
      "Envio para Portugal. Outro país? Escolha-o ao finalizar a compra.",
    );
    await expect(totalsPanel(page)).toContainText("Todos os pagamentos são processados em euros.");

    await plus.click();
    await expect(quantity).toContainText("2");
    await expect(totalRow(page, TOTAL)).toContainText(euros(price * 2 + delivery));
    await expect(cartButton(page)).toHaveAccessibleName("Carrinho, 2 artigos");
    await expect(minus).toBeEnabled();

    await minus.click();
    await expect(quantity).toContainText("1");
    await expect(totalRow(page, TOTAL)).toContainText(euros(price + delivery));
    // It stops at 1.
    await expect(minus).toBeDisabled();
    await minus.click({ force: true });
    await expect(quantity).toContainText("1");

    await expect(totalsPanel(page).getByRole("link", { name: "Finalizar compra" })).toHaveAttribute(
      "href",
      "/checkout",
    );
    await item.getByRole("button", { name: `Remover ${sizeName(size)}` }).click();
    await expect(page).toHaveURL(/\/home$/);
    await expect(cartButton(page)).toHaveAccessibleName("Carrinho, vazio");
  });

  test("'+' stops at the online stock (and at 10) and 'Remover produto' takes all its sizes", async ({
    page,
    request,
  }) => {
    const { product, size } = await stockedProduct(request, 3);
    const sizes = await onlineSizes(request, product);
    const other = sizes.find((candidate) => candidate !== size) ?? size;
    const stock = await apiData<Stock>(request, `/api/public/products/${product.id}/stock`);
    const limit = Math.min(stock.online?.[size] ?? 0, 10);
    const { product: second, size: secondSize } = await stockedProduct(request, 4);
    const cart = cartOf(
      { product, size, quantity: limit - 1 },
      { product: second, size: secondSize },
    );
    const first = cart[String(product.id)];
    if (first) first.quantities[other] = 1;
    await seedCart(page, cart);
    await page.goto("/cart");

    const item = page.getByRole("article", { name: title(product) });
    const plus = item.getByRole("button", { name: `Aumentar quantidade do ${sizeName(size)}` });
    await plus.click();
    await expect(
      item.getByRole("group", { name: `Quantidade do ${sizeName(size)}` }),
    ).toContainText(String(limit));
    await expect(plus).toBeDisabled();
    if (limit < 10)
      await expect(plus).toHaveAttribute(
        "title",
        `Só temos ${limit} unidades deste tamanho online.`,
      );

    await item.getByRole("button", { name: /^Remover produto/ }).click();
    await expect(item).toHaveCount(0);
    await expect(page.getByRole("article", { name: title(second) })).toBeVisible();
    await expect(totalRow(page, TOTAL)).toContainText(
      euros(unitCents(second) + (await portugalDeliveryCents(request))),
    );
  });
});

test("on a phone the cart button goes to the cart page", async ({ page, request }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  const stocked = await stockedProduct(request, 0);
  await seedCart(page, cartOf(stocked));
  await page.goto("/home");
  const button = cartButton(page);
  await expect(button).toHaveAccessibleName("Carrinho, 1 artigo");
  await expect(button).not.toHaveAttribute("aria-expanded");
  await button.click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByRole("region", { name: "O seu carrinho" })).toHaveCount(0);
  await expect(page.getByRole("article", { name: title(stocked.product) })).toBeVisible();
});

test("quick buy from the products list: choose a size; a product sold out online offers the alert", async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const { product, size } = await stockedProduct(request, 1);
  await page.goto(`/products?search=${encodeURIComponent(product.ref)}`);
  await page.getByRole("button", { name: `Comprar ${title(product)}` }).click();

  // A one-size product goes straight to the cart; otherwise the size is chosen first.
  const picker = page.getByRole("dialog", { name: "Escolha o tamanho" });
  if (product.sizes.length > 1) {
    await expect(picker).toContainText(title(product));
    await picker.getByRole("button", { name: `Adicionar o ${sizeName(size)} ao carrinho` }).click();
  }
  await expect(picker).toHaveCount(0);
  const added = page.getByRole("dialog", { name: "Artigo adicionado!" });
  await expect(added).toContainText(title(product));
  await added.getByRole("link", { name: "Ver carrinho" }).click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByRole("article", { name: title(product) })).toContainText(
    size === "U" ? "Tamanho único" : `Tamanho ${size}`,
  );

  const offline = await productByRef(request, "SL-25-0119");
  await page.goto(`/products?search=${offline.ref}`);
  const card = page.getByRole("article").filter({ hasText: title(offline) });
  await expect(card).toContainText("Esgotado");
  await expect(card.getByRole("button", { name: /^Comprar/ })).toHaveCount(0);
  await card.getByRole("button", { name: `Avisem-me quando ${title(offline)} voltar` }).click();
  const alert = page.getByRole("dialog", { name: "Avisem-me quando voltar" });
  await expect(alert).toContainText(`${title(offline)} está esgotado online.`);
  await expect(alert.getByRole("link", { name: /página do produto/ })).toHaveAttribute(
    "href",
    `/product/${offline.id}`,
  );
  await alert.getByRole("button", { name: "Fechar" }).click();
  await expect(alert).toHaveCount(0);
});

test("the cart survives a reload; a malformed stored cart is an empty cart", async ({
  page,
  request,
}) => {
  const { product, size } = await stockedProduct(request, 2);
  await page.goto(`/products?search=${encodeURIComponent(product.ref)}`);
  await page.getByRole("button", { name: `Comprar ${title(product)}` }).click();
  await page
    .getByRole("dialog", { name: "Escolha o tamanho" })
    .getByRole("button", { name: `Adicionar o ${sizeName(size)} ao carrinho` })
    .click();
  await page
    .getByRole("dialog", { name: "Artigo adicionado!" })
    .getByRole("link", { name: "Ver carrinho" })
    .click();
  await expect(page.getByRole("article", { name: title(product) })).toBeVisible();

  await page.reload();
  await expect(page.getByRole("article", { name: title(product) })).toBeVisible();
  await expect(cartButton(page)).toHaveAccessibleName("Carrinho, 1 artigo");

  await page.evaluate(() => window.localStorage.setItem("cart", '{"7": {"id": 7, "quantit'));
  await page.reload();
  await expect(page).toHaveURL(/\/home$/);
  await expect(cartButton(page)).toHaveAccessibleName("Carrinho, vazio");
});

for (const width of [375, 1280]) {
  test(`screenshots of the cart page and popup at ${width} px`, async ({ page, request }, info) => {
    await page.setViewportSize({ width, height: 900 });
    const first = await stockedProduct(request, 5);
    const second = await stockedProduct(request, 6);
    const cart = cartOf(first, { ...second, quantity: 2 });
    await seedCart(page, cart);
    await page.goto("/cart");
    await expect(page.getByRole("complementary", { name: "Resumo" })).toBeVisible();
    await expect(page.getByRole("article")).toHaveCount(2);
    // The first product's picture is really shown (not a blank box).
    const picture = page.getByRole("article").first().locator("img");
    await expect
      .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true);
    await page.evaluate(() => document.fonts.ready);
    await page.screenshot({
      path: info.outputPath(`cart-page-${width}.png`),
      fullPage: true,
      animations: "disabled",
    });

    if (width >= 1200) {
      await cartButton(page).click();
      const popup = page.getByRole("region", { name: "O seu carrinho" });
      await expect(popup.getByText("TOTAL")).toBeVisible();
      await page.screenshot({
        path: info.outputPath(`cart-popup-${width}.png`),
        animations: "disabled",
      });
    }

    // A product with sizes to choose (a one-size one goes straight to the cart).
    const { product: choosing } = await stockedProduct(request, 0, { sizesToChoose: true });
    await page.goto(`/products?search=${encodeURIComponent(choosing.ref)}`);
    await page.getByRole("button", { name: `Comprar ${title(choosing)}` }).click();
    const picker = page.getByRole("dialog", { name: "Escolha o tamanho" });
    await expect(
      picker.getByRole("button", { name: /^Adicionar o tamanho/ }).first(),
    ).toBeVisible();
    await page.screenshot({
      path: info.outputPath(`size-picker-${width}.png`),
      animations: "disabled",
    });
    await picker
      .getByRole("button", { name: /^Adicionar o tamanho/ })
      .first()
      .click();
    await expect(page.getByRole("dialog", { name: "Artigo adicionado!" })).toBeVisible();
    await page.screenshot({ path: info.outputPath(`added-${width}.png`), animations: "disabled" });
  });
}
