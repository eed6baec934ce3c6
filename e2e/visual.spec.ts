import { expect, type Locator, type Page } from "@playwright/test";
import type { Product } from "@shop/shared";
import { registerCustomer } from "./support/account.ts";
import { checkoutPage } from "./support/checkout-page.ts";
import { cartOf, guest, seedCart, stockedProduct } from "./support/checkout-shop.ts";
import { cardStates, visualTest as test, visualLaunchOptions } from "./support/visual.ts";

// Visual comparisons: each picture against its baseline in visual.spec.ts-snapshots, made on
// Debian's Chromium with the DejaVu fonts CI installs. After a change meant to alter a page:
// npm run test:e2e -- visual.spec.ts --update-snapshots, then look at the new pictures.
test.use({ launchOptions: visualLaunchOptions });

const WIDTHS = [375, 1440] as const;
/** A few pixels of antialiasing may differ between Chromium builds; a layout that moves is more. */
const TOLERANCE = { maxDiffPixelRatio: 0.01 };

const title = (product: Product) => product.title ?? `Ref: ${product.ref}`;

/** Waits until every picture of the page has loaded (lazy ones are brought into view first). */
async function picturesLoaded(page: Page): Promise<void> {
  for (const picture of await page.locator("main img").all()) {
    await picture.scrollIntoViewIfNeeded();
    await expect
      .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true);
  }
  await page.evaluate(() => window.scrollTo(0, 0));
  // Back at the top, a product page's buy bar (a phone's, once scrolled past its button) is gone,
  // once the frames after the scroll have told it where its button is.
  await page.evaluate(
    () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
  );
  await expect(page.getByRole("region", { name: "Compra rápida" })).toBeHidden();
  await page.evaluate(() => document.fonts.ready);
}

/** The whole page, its footer (which carries this year) masked. */
async function expectPage(page: Page, name: string, mask: Locator[] = []): Promise<void> {
  await picturesLoaded(page);
  await expect(page).toHaveScreenshot(name, {
    ...TOLERANCE,
    fullPage: true,
    mask: [page.getByRole("contentinfo"), ...mask],
  });
}

/** The card of `product`, alone in the results of a search for its reference. */
async function expectCard(
  page: Page,
  product: Product,
  name: string,
  favourite = false,
): Promise<void> {
  await page.goto(`/products?search=${encodeURIComponent(product.ref)}`);
  const card = page.getByRole("article").filter({ hasText: title(product) });
  const heart = card.getByRole("button", { name: /^Favorito: / });
  await expect(heart).toHaveAttribute("aria-pressed", String(favourite));
  await picturesLoaded(page);
  await expect(card).toHaveScreenshot(name, TOLERANCE);
}

for (const width of WIDTHS) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test("product card states", async ({ page, browser, ownShop, shopRequest }) => {
      const states = await cardStates(shopRequest);
      const cards: [string, Product][] = [
        ["on-sale", states.onSale],
        ["sold-out", states.soldOut],
        ["new", states.isNew],
      ];
      for (const [state, product] of cards) {
        await expectCard(page, product, `card-${state}-${width}.png`);
      }

      const customer = await registerCustomer(browser, ownShop.baseURL, "visual");
      const context = await browser.newContext({
        baseURL: ownShop.baseURL,
        viewport: { width, height: 900 },
        storageState: customer.storageState,
      });
      const favourite = await context.request.post(
        `/api/users/client/wishlist/${states.plain.id}`,
        { data: {} },
      );
      expect(favourite.ok()).toBe(true);
      await expectCard(
        await context.newPage(),
        states.plain,
        `card-in-wishlist-${width}.png`,
        true,
      );
      await context.close();
    });

    test("product page", async ({ page, shopRequest }) => {
      const { product } = await stockedProduct(shopRequest, 0);
      await page.goto(`/product/${product.id}`);
      await expect(page.getByRole("heading", { level: 1, name: title(product) })).toBeVisible();
      await expect(page.getByText("Em stock").first()).toBeVisible();
      // «Também pode gostar» comes in after the page: waited for, so it is always in the picture.
      const related = await shopRequest.get(`/api/public/products/${product.id}/related`);
      if ((await related.json()).data.length > 0) {
        await page.getByRole("contentinfo").scrollIntoViewIfNeeded();
        await expect(page.getByRole("region", { name: "Também pode gostar" })).toBeVisible();
      }
      // «Encomende até às 14h00 e sai hoje.» changes with the clock.
      await expectPage(page, `product-${width}.png`, [page.getByText(/^Encomende /)]);
    });

    test("cart and each checkout step", async ({ page, shopRequest }) => {
      const first = await stockedProduct(shopRequest, 1);
      const second = await stockedProduct(shopRequest, 2);
      await seedCart(page, { ...cartOf(first), ...cartOf(second) });
      await page.goto("/cart");
      await expect(page.getByRole("article")).toHaveCount(2);
      await expectPage(page, `cart-${width}.png`);

      const checkout = checkoutPage(page);
      await checkout.open();
      await expectPage(page, `checkout-1-account-${width}.png`);
      await checkout
        .section("Compra única ou registo")
        .getByRole("button", { name: "Continuar sem registo" })
        .click();
      await checkout.field("Contactos", "Email").fill(guest.email);
      await checkout.field("Contactos", "Telefone").pressSequentially(guest.phone);
      // The keyboard closed: a phone's bar, hidden while a field is typed in, is back.
      await checkout.field("Contactos", "Telefone").blur();
      await expectPage(page, `checkout-2-contacts-${width}.png`);
      await checkout.section("Contactos").getByRole("button", { name: "Continuar" }).click();
      const delivery = "Morada de entrega";
      await checkout.field(delivery, "Nome do destinatário").fill(guest.name);
      await checkout.field(delivery, "País").selectOption({ label: guest.country });
      await checkout.field(delivery, "Morada").fill(guest.street);
      await checkout.field(delivery, "Cidade").fill(guest.city);
      await checkout.field(delivery, "Código postal").pressSequentially(guest.postalCode);
      await checkout.field(delivery, "Código postal").blur();
      await expectPage(page, `checkout-3-delivery-${width}.png`);
      await checkout.section(delivery).getByRole("button", { name: "Continuar" }).click();
      await expect(checkout.step("Dados de faturação")).toHaveAttribute("aria-expanded", "true");
      await expectPage(page, `checkout-4-invoice-${width}.png`);
      await checkout
        .section("Dados de faturação")
        .getByRole("button", { name: "Continuar" })
        .click();
      await expect(checkout.step("Pagamento")).toHaveAttribute("aria-expanded", "true");
      await expectPage(page, `checkout-5-payment-${width}.png`);
    });
  });
}
