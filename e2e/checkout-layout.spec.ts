import { expect, type Locator, test } from "@playwright/test";
import type { Persistent } from "@shop/shared";
import { checkoutPage } from "./support/checkout-page.ts";
import { apiData, cartOf, guest, seedCart, stockedProduct } from "./support/checkout-shop.ts";

// Only reads the stock: nothing is generated, so any stocked slot will do.
const SLOT = 0;
const METHOD_LOGOS = {
  MULTIBANCO: "MULTIBANCO",
  MBWAY: "MB WAY",
  CREDIT: "Cartão Visa ou Mastercard",
} as const;

test.use({ viewport: { width: 375, height: 812 } });

test.beforeEach(async ({ page, request }) => {
  await seedCart(page, cartOf(await stockedProduct(request, SLOT)));
});

/** Whether `locator` lies wholly inside the window as it is now. */
async function inWindow(locator: Locator): Promise<boolean> {
  const box = await locator.boundingBox();
  const size = locator.page().viewportSize();
  return Boolean(box && size && box.y >= 0 && box.y + box.height <= size.height);
}

/** Whether the middle of `element` is drawn on the screen: in the window and not clipped away. */
function isSeen(element: Element): boolean {
  const box = element.getBoundingClientRect();
  const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
  return hit !== null && element.contains(hit);
}

test("the checkout has a slim, server-rendered header: logo, «Compra segura», the phone and the accepted methods", async ({
  page,
  request,
}) => {
  const { settings } = await apiData<Persistent>(request, "/api/public/persistent");
  const { methods } = await apiData<{ methods: (keyof typeof METHOD_LOGOS)[] }>(
    request,
    "/api/public/payments/config",
  );
  const html = await (await request.get("/checkout")).text();
  expect(html).toContain("Compra segura");

  await checkoutPage(page).open();
  const header = page.getByRole("banner");
  await expect(header.getByRole("link", { name: /página inicial/ })).toBeVisible();
  await expect(header.getByText("Compra segura")).toBeVisible();
  expect(settings.contact_phone).toBeTruthy();
  await expect(
    header.getByRole("link", { name: `Telefone: ${settings.contact_phone}` }),
  ).toBeVisible();
  const logos = header.getByRole("list", { name: "Pagamentos aceites" }).getByRole("img");
  await expect(logos).toHaveCount(methods.length);
  for (const method of methods) {
    await expect(logos.and(page.getByRole("img", { name: METHOD_LOGOS[method] }))).toBeVisible();
  }
  // No menus, search or cart: nothing leads the buyer away from paying.
  await expect(page.getByRole("navigation", { name: "Navegação principal" })).toHaveCount(0);
  await expect(header.getByRole("button", { name: "Menu" })).toHaveCount(0);
  await expect(header.getByRole("button", { name: "Pesquisar" })).toHaveCount(0);
  await page.screenshot({ path: test.info().outputPath("checkout-header-375.png") });

  // The other pages keep the full header.
  await page.goto("/cart");
  await expect(page.getByRole("banner").getByRole("button", { name: "Menu" })).toBeVisible();
  await expect(page.getByRole("banner").getByText("Compra segura")).toHaveCount(0);
});

test("on a phone the total and the open step's button stay at the bottom of the screen", async ({
  page,
}) => {
  const checkout = checkoutPage(page);
  await checkout.open();
  const bar = page.getByRole("region", { name: "Total e passo seguinte" });
  const total = checkout.totalRow("Total (IVA incluído)").getByRole("definition");
  await expect(bar).toContainText((await total.textContent()) ?? "");
  expect(await inWindow(bar)).toBe(true);

  // Each step's button, from the bar: the account, the contacts…
  await bar.getByRole("button", { name: "Continuar sem registo" }).click();
  await expect(checkout.step("Contactos")).toHaveAttribute("aria-expanded", "true");
  await checkout.field("Contactos", "Email").fill(guest.email);
  const phone = checkout.field("Contactos", "Telefone");
  await phone.pressSequentially(guest.phone);
  // A field typed in has the phone's keyboard up: the bar makes way for the form, then comes back.
  await expect(bar).toBeHidden();
  expect(await inWindow(phone)).toBe(true);
  await phone.blur();
  await expect(bar).toBeVisible();
  await page.mouse.wheel(0, 2000);
  expect(await inWindow(bar)).toBe(true);
  await bar.getByRole("button", { name: "Continuar" }).click();
  await expect(checkout.step("Morada de entrega")).toHaveAttribute("aria-expanded", "true");

  // …a step's errors show in the step, as from its own button…
  await bar.getByRole("button", { name: "Continuar" }).click();
  const where = "Morada de entrega";
  await expect(checkout.field(where, "Nome do destinatário")).toHaveAttribute(
    "aria-invalid",
    "true",
  );
  await checkout.field(where, "Nome do destinatário").fill(guest.name);
  // A list opens no keyboard: with its focus, the bar is back.
  await checkout.field(where, "País").focus();
  await expect(bar).toBeVisible();
  await checkout.field(where, "País").selectOption({ label: guest.country });
  await checkout.field(where, "Morada").fill(guest.street);
  await expect(bar).toBeHidden();
  await checkout.field(where, "Cidade").fill(guest.city);
  await checkout.field(where, "Código postal").pressSequentially(guest.postalCode);
  await checkout.field(where, "Código postal").blur();
  await bar.getByRole("button", { name: "Continuar" }).click();
  await bar.getByRole("button", { name: "Continuar" }).click();

  // …and the payment's, worded as the law asks, with what it binds to.
  await expect(checkout.step("Pagamento")).toHaveAttribute("aria-expanded", "true");
  const order = bar.getByRole("button", { name: "Encomendar com obrigação de pagamento" });
  await expect(order).toHaveAccessibleDescription(/^Ao encomendar, aceita os Termos e Condições/);
  await expect(bar).toContainText((await total.textContent()) ?? "");
  await page.screenshot({ path: test.info().outputPath("checkout-bar-375.png") });

  // The page ends above the bar: the footer's last line can be read.
  await page.getByRole("contentinfo").getByText(/©/).scrollIntoViewIfNeeded();
  const footerEnd = await page.getByRole("contentinfo").getByText(/©/).boundingBox();
  const barTop = (await bar.boundingBox())?.y ?? 0;
  expect((footerEnd?.y ?? 0) + (footerEnd?.height ?? 0)).toBeLessThanOrEqual(barTop);

  // Where the summary sits beside the steps, there is no bar.
  await page.setViewportSize({ width: 1440, height: 900 });
  await expect(bar).toBeHidden();
});

test("a finished step shows what it holds with «Alterar», and «Continuar» is the primary button", async ({
  page,
}) => {
  const checkout = checkoutPage(page);
  await checkout.open();
  const guestButton = checkout
    .section("Compra única ou registo")
    .getByRole("button", { name: "Continuar sem registo" });
  const primary = await guestButton.evaluate((button) => getComputedStyle(button).backgroundColor);
  await checkout.fillContacts(guest);

  await expect(checkout.step("Contactos")).toHaveAccessibleDescription(
    `${guest.email} · (351) ${guest.phone}`,
  );
  await expect(checkout.step("Compra única ou registo")).toHaveAccessibleDescription(
    "Compra sem registo",
  );
  const continueButton = checkout.section("Morada de entrega").getByRole("button", {
    name: "Continuar",
  });
  expect(await continueButton.evaluate((button) => getComputedStyle(button).backgroundColor)).toBe(
    primary,
  );

  // «Alterar» reopens the step, the focus on its heading.
  const change = page.getByRole("button", { name: "Alterar Contactos" });
  const box = await change.boundingBox();
  expect(box?.width).toBeGreaterThanOrEqual(44);
  expect(box?.height).toBeGreaterThanOrEqual(44);
  await change.click();
  await expect(checkout.step("Contactos")).toHaveAttribute("aria-expanded", "true");
  await expect(checkout.step("Contactos")).toBeFocused();
  await expect(checkout.field("Contactos", "Email")).toHaveValue(guest.email);
  await checkout.section("Contactos").getByRole("button", { name: "Continuar" }).click();

  // The delivery and the invoice data: name, NIF and address.
  await checkout.fillDelivery(guest);
  await expect(checkout.step("Morada de entrega")).toHaveAccessibleDescription(
    new RegExp(`^${guest.name}, ${guest.street}`),
  );
  await expect(checkout.step("Dados de faturação")).toHaveAccessibleDescription(
    "Fatura de consumidor final (sem NIF)",
  );
  await page.getByRole("button", { name: "Alterar Dados de faturação" }).click();
  const invoice = "Dados de faturação";
  await checkout.section(invoice).getByLabel("Quero fatura com NIF").check();
  await checkout.field(invoice, "Nome ou empresa").fill("Teste Lda");
  await checkout.field(invoice, "NIF").fill("501964843");
  await checkout.section(invoice).getByRole("button", { name: "Usar a morada de entrega" }).click();
  await checkout.section(invoice).getByRole("button", { name: "Continuar" }).click();
  await expect(checkout.step(invoice)).toHaveAccessibleDescription(
    new RegExp(`^Teste Lda · NIF 501964843 · ${guest.street}, 1100-048 ${guest.city}`),
  );
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: test.info().outputPath("checkout-summaries-375.png") });
});

test("on a laptop, many products scroll in their own list beside the steps and the total stays in view", async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  const products = await Promise.all(
    [0, 1, 2, 3, 4, 5].map((slot) => stockedProduct(request, slot)),
  );
  const checkout = checkoutPage(page);
  await checkout.open();
  const cart = Object.assign({}, ...products.map(cartOf));
  await page.evaluate((value) => window.localStorage.setItem("cart", value), JSON.stringify(cart));
  await checkout.open();
  const lines = checkout.summary.getByRole("list", { name: "Produtos" });
  await expect(lines.getByRole("listitem")).toHaveCount(products.length);
  // Scrolled down the steps, the summary stays beside them with its total in sight (neither out
  // of the window nor scrolled away inside the summary).
  await page.evaluate(() => window.scrollTo(0, 400));
  const total = checkout.summary.getByText("Total (IVA incluído)");
  await expect.poll(() => total.evaluate(isSeen)).toBe(true);
  // The list scrolls inside, and a keyboard reaches it to scroll it.
  await expect(lines).toHaveAttribute("tabindex", "0");
  await lines.focus();
  await page.keyboard.press("End");
  await expect.poll(() => lines.evaluate((list) => list.scrollTop)).toBeGreaterThan(0);
});
