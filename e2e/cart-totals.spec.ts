import { expect, type Page, test } from "@playwright/test";
import { demoStaff, signInAsStaff } from "./support/admin.ts";
import { checkoutPage } from "./support/checkout-page.ts";
import {
  cartOf,
  deliveryPrices,
  eurosPattern,
  guest,
  seedCart,
  stockedProduct,
} from "./support/checkout-shop.ts";

// Products these journeys put in carts (one of them is bought, by a MULTIBANCO reference).
const SLOTS = { totals: 86, free: 87, pending: 88, added: 89 };

test.use({ viewport: { width: 375, height: 800 } });

function summary(page: Page) {
  return page.getByRole("complementary", { name: "Resumo" });
}

function row(page: Page, label: string) {
  return summary(page)
    .locator("dl > div")
    .filter({ has: page.getByText(label, { exact: true }) });
}

function bar(page: Page) {
  return page.getByRole("region", { name: "Total e finalizar compra" });
}

async function totalText(page: Page): Promise<string> {
  return ((await row(page, "Total (IVA incluído)").locator("dd").textContent()) ?? "").trim();
}

test("the cart's totals read as shoppers read them, Portugal's delivery, the same total at the checkout", async ({
  page,
  request,
}) => {
  const price = await deliveryPrices(request);
  await seedCart(page, cartOf(await stockedProduct(request, SLOTS.totals)));
  await page.goto("/cart");
  await expect(row(page, "Subtotal")).toContainText(/\d,\d{2}\s€/);
  await expect(row(page, "Envio")).toContainText(eurosPattern(price("Portugal")));
  await expect(summary(page)).toContainText(
    "Envio para Portugal. Outro país? Escolha-o ao finalizar a compra.",
  );
  // The VAT and the amounts without it, smaller, still there.
  const withoutVat = summary(page).getByLabel("Valores sem IVA");
  await expect(withoutVat).toContainText("Artigos sem IVA");
  await expect(withoutVat).toContainText("IVA (23%)");
  const total = await totalText(page);

  // The bottom bar holds the total and the way on from the first look, and while scrolling
  // through the cart (it rests above the site's footer at the end).
  await expect(bar(page)).toBeInViewport();
  await expect(bar(page)).toContainText(total);
  await page.mouse.wheel(0, 300);
  await expect(bar(page)).toBeInViewport();
  const { y, height } = (await bar(page).boundingBox()) ?? { y: 0, height: 0 };
  expect(y + height).toBeCloseTo(800, 0);
  await page.screenshot({ path: test.info().outputPath("cart-totals-375.png"), fullPage: false });
  await bar(page).getByRole("link", { name: "Finalizar compra" }).click();

  const checkout = checkoutPage(page);
  await expect(checkout.totalRow("Total (IVA incluído)")).toContainText(total);
  await expect(checkout.totalRow("Envio").first()).toContainText(eurosPattern(price("Portugal")));
});

test("the owner sets free delivery from an amount; the cart and the checkout say what is missing", async ({
  page,
  request,
}) => {
  const stocked = await stockedProduct(request, SLOTS.free, { units: 3 });
  const unit = Math.round(stocked.product.price * (1 - stocked.product.discount / 100) * 100);
  // The demo's delivery group is every test's, and they run at the same time: an amount no test's
  // cart reaches, so that delivery is still charged everywhere. Reaching it (delivery 0 to the
  // cent, on the cart, the checkout and the purchase) is tested in packages/shared's pricing and
  // the server's free-delivery.int.test.ts.
  const threshold = 9000;
  // The back office at a desktop's width; the shopper's cart at 375 px.
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInAsStaff(page, demoStaff.owner);
  const setFreeFrom = async (value: string) => {
    await page.goto("/admin/envios");
    await page.getByRole("button", { name: "Editar o grupo Portugal Continental" }).click();
    const field = page.getByRole("textbox", { name: /^Envio grátis a partir de/ });
    await field.fill(value);
    await field.locator("xpath=ancestor::form").getByRole("button", { name: "Guardar" }).click();
    await expect(page.getByText("Grupo «Portugal Continental» guardado.")).toBeVisible();
  };
  await setFreeFrom("9000,00");
  try {
    await expect(page.getByText(/grátis a partir de/)).toBeVisible();
    await page.setViewportSize({ width: 375, height: 800 });
    await seedCart(page, cartOf(stocked));
    await page.goto("/cart");
    const said = (units: number) =>
      new RegExp(
        `Envio grátis a partir de ${eurosPattern(threshold).source}: faltam ${eurosPattern((threshold * 100 - units * unit) / 100).source}\\.`,
      );
    await expect(summary(page)).toContainText(said(1));
    await page.getByRole("button", { name: /^Aumentar quantidade do tamanho/ }).click();
    await expect(summary(page)).toContainText(said(2));
    await expect(row(page, "Envio")).not.toContainText("Grátis");
    const total = await totalText(page);
    await bar(page).getByRole("link", { name: "Finalizar compra" }).click();
    await expect(checkoutPage(page).totalRow("Total (IVA incluído)")).toContainText(total);
  } finally {
    await setFreeFrom("");
  }
});

test("'Artigo adicionado!' goes on with «Finalizar compra»", async ({ page, request }) => {
  const { product, sizes } = await stockedProduct(request, SLOTS.added);
  await page.goto(`/products?search=${encodeURIComponent(product.ref)}`);
  await page
    .getByRole("button", { name: /^Comprar / })
    .first()
    .click();
  const picker = page.getByRole("dialog", { name: "Escolha o tamanho" });
  if (product.sizes.length > 1) {
    await picker
      .getByRole("button", { name: new RegExp(`tamanho ${sizes[0]} ao carrinho$`) })
      .click();
  }
  const added = page.getByRole("dialog", { name: "Artigo adicionado!" });
  await expect(added.getByRole("link", { name: "Finalizar compra" })).toHaveAttribute(
    "href",
    "/checkout",
  );
  await expect(page.getByText("Checkout", { exact: true })).toHaveCount(0);
});

test("after a MULTIBANCO reference the cart shows the order waiting for its payment", async ({
  page,
  request,
}) => {
  await seedCart(page, cartOf(await stockedProduct(request, SLOTS.pending)));
  const checkout = checkoutPage(page);
  await checkout.open();
  await checkout.fillAll(guest);
  await checkout.generate("MULTIBANCO");
  const panel = page.getByRole("region", { name: "Pagamento por referência MULTIBANCO" });
  await expect(panel).toBeVisible();

  await page.goto("/cart");
  const notice = page.getByRole("heading", {
    name: /^Encomenda \S+ a aguardar pagamento até \d{2}\/\d{2}\/\d{4}, \d{2}:\d{2}$/,
  });
  await expect(notice).toBeVisible();
  const order = /^Encomenda (\S+) /.exec((await notice.textContent()) ?? "")?.[1] ?? "";
  await expect(page.getByRole("link", { name: "Finalizar compra" })).toHaveCount(0);
  await expect(bar(page).getByRole("link", { name: "Ver dados de pagamento" })).toBeVisible();
  // Once on the screen: the notice says it, the bar leads there.
  await expect(page.getByRole("link", { name: "Ver dados de pagamento" })).toHaveCount(1);
  await page.screenshot({ path: test.info().outputPath("cart-pending-375.png") });
  await page.getByRole("link", { name: "Ver dados de pagamento" }).first().click();
  await expect(panel).toContainText(`Encomenda ${order}`);
});
