import { expect, type Page, test } from "@playwright/test";
import type { PurchaseRecord } from "@shop/shared";
import {
  customerTest,
  headerAccount,
  logIn,
  registerCustomer,
  uniqueEmail,
} from "./support/account.ts";
import { checkoutPage } from "./support/checkout-page.ts";
import { apiData, cartOf, guest, seedCart, stockedProduct } from "./support/checkout-shop.ts";

// Register and login are rate limited per client address for the whole run (10 registrations an
// hour, 20 logins in 15 minutes): the signed-in tests share one customer per worker and start
// with their session cookie.

// A slot of the stocked catalogue far from the checkout spec's (0–6): this spec buys it.
const PURCHASE_SLOT = 12;

function lisbonToday(): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Lisbon" }).format(new Date());
}

async function screenshots(page: Page, name: string, path: (file: string) => string) {
  for (const width of [360, 375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.evaluate(() => window.scrollTo(0, 0));
    if (width !== 360) {
      await page.screenshot({
        path: path(`${name}-${width}.png`),
        fullPage: true,
        animations: "disabled",
      });
    }
    // Nothing may stick out sideways, down to the narrowest phone.
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, `${name} at ${width}px is wider than the screen`).toBeLessThanOrEqual(0);
  }
}

test.describe("a visitor", () => {
  test("reaching an account page is sent to sign", async ({ page }) => {
    for (const path of ["/account/settings", "/account/purchases", "/account/wishlist"]) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/sign$/);
    }
    await expect(page.getByRole("heading", { level: 1, name: "Registar / Entrar" })).toBeVisible();
    await expect(page.getByRole("form", { name: "Entrar" })).toBeVisible();
    await expect(page.getByRole("form", { name: "Criar conta" })).toBeVisible();
    await expect(headerAccount(page).sign).toBeVisible();
  });

  test("registering checks every field and asks for the privacy policy", async ({
    page,
  }, testInfo) => {
    await page.goto("/sign");
    const form = page.getByRole("form", { name: "Criar conta" });
    const phone = form.getByLabel("Telemóvel");
    await expect(phone).toHaveValue("(351) ");
    await form.getByLabel("Nome").fill("Ana Teste");
    await form.getByLabel("Email").fill(uniqueEmail("never-sent"));
    await phone.fill("91 23");
    await expect(phone).toHaveValue("(351) 9123");
    await form.getByLabel("Palavra-passe", { exact: true }).fill("curta");
    await form.getByLabel("Confirmar palavra-passe").fill("outra");
    await form.getByRole("button", { name: "Criar conta" }).click();

    await expect(phone).toHaveAttribute("aria-invalid", "true");
    await expect(phone).toBeFocused();
    await expect(form.getByText("Introduza um número de telefone válido")).toBeVisible();
    await expect(form.getByText("A palavra-passe deve ter entre 8 e 40 caracteres.")).toBeVisible();
    await expect(form.getByText("As password não coincidem")).toBeVisible();

    await phone.fill("+351 912 345 678");
    await expect(phone).toHaveValue("(351) 912345678");
    await form.getByLabel("Palavra-passe", { exact: true }).fill("sapatos-2025");
    await form.getByLabel("Confirmar palavra-passe").fill("sapatos-2025");
    await form.getByRole("button", { name: "Criar conta" }).click();
    const dialog = page.getByRole("dialog", { name: "Politica de privacidade" });
    await expect(dialog).toContainText("aceitar a política de privacidade");
    await dialog.getByRole("button", { name: "Fechar" }).click();
    await expect(page).toHaveURL(/\/sign$/);
    await expect(form.getByRole("link", { name: /política de privacidade/ })).toHaveAttribute(
      "href",
      "/privacy",
    );

    await screenshots(page, "sign", (file) => testInfo.outputPath(file));
  });

  test("a wrong password is refused in a red box", async ({ page }) => {
    await page.goto("/sign");
    await logIn(page, uniqueEmail("nobody"), "password-errada");
    await expect(page.getByRole("form", { name: "Entrar" }).getByRole("alert")).toHaveText(
      "Email ou palavra-passe incorretos.",
    );
    await expect(page).toHaveURL(/\/sign$/);
  });
});

customerTest.describe("a signed-in customer", () => {
  customerTest("is sent from the sign pages to the account", async ({ page }) => {
    await page.goto("/sign");
    await expect(page).toHaveURL(/\/account\/settings$/);
    await expect(page.getByRole("heading", { level: 1, name: "Os meus dados" })).toBeVisible();
    await page.goto("/sign/recover");
    await expect(page).toHaveURL(/\/account\/settings$/);
    // Any value of redirectCheckout means the checkout, never a path of the query's choosing
    // (with an empty cart the checkout sends on to the cart or home).
    await page.goto("/sign?redirectCheckout=https://example.com/");
    await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/(checkout|cart|home)$/);

    const header = headerAccount(page);
    await expect(header.account).toHaveAttribute("href", "/account/settings");
    await expect(header.favourites).toHaveAttribute("href", "/account/wishlist");
    await expect(header.signOut).toBeVisible();
    await expect(header.sign).toHaveCount(0);
  });

  customerTest(
    "adds a favourite on the product page and removes it in Favoritos",
    async ({ page, request }) => {
      const [product] = await apiData<Array<{ id: number; title: string | null; ref: string }>>(
        request,
        "/api/public/products/search",
        { results: 1, offset: 3 },
      );
      if (!product) throw new Error("no product");
      const title = product.title ?? `Ref: ${product.ref}`;

      await page.goto("/account/wishlist");
      await expect(page.getByText("Ainda não tem favoritos.")).toBeVisible();
      await expect(page.getByText(/toque no coração/)).toBeVisible();

      await page.goto(`/product/${product.id}`);
      const heart = page.getByRole("button", { name: "Favorito", exact: true });
      await expect(heart).toHaveAttribute("aria-pressed", "false");
      await heart.click();
      await expect(heart).toHaveAttribute("aria-pressed", "true");
      await page.reload();
      await expect(page.getByRole("button", { name: "Favorito", exact: true })).toHaveAttribute(
        "aria-pressed",
        "true",
      );

      await headerAccount(page).favourites.click();
      await expect(page).toHaveURL(/\/account\/wishlist$/);
      const menu = page.getByRole("navigation", { name: "Área de cliente" });
      await expect(menu.getByRole("link", { name: "Favoritos" })).toHaveAttribute(
        "aria-current",
        "page",
      );
      const list = page.getByRole("list", { name: "Produtos favoritos" });
      await expect(list.getByRole("listitem")).toHaveCount(1);
      await expect(list.getByRole("link", { name: title })).toHaveAttribute(
        "href",
        `/product/${product.id}`,
      );
      await list.getByRole("button", { name: `Comprar ${title}` }).click();
      const picker = page.getByRole("dialog", { name: "Escolha o tamanho" });
      await expect(picker).toBeVisible();
      await page.keyboard.press("Escape");

      const cardHeart = list.getByRole("button", { name: `Favorito: ${title}` });
      await expect(cardHeart).toHaveAttribute("aria-pressed", "true");
      await cardHeart.click();
      await expect(page.getByText("Ainda não tem favoritos.")).toBeVisible();
      await page.goto(`/product/${product.id}`);
      await expect(page.getByRole("button", { name: "Favorito", exact: true })).toHaveAttribute(
        "aria-pressed",
        "false",
      );
    },
  );

  customerTest(
    "edits the account data, the addresses and the password",
    async ({ page, customer }, testInfo) => {
      await page.goto("/account/settings");
      const menu = page.getByRole("navigation", { name: "Área de cliente" });
      await expect(menu.getByRole("link", { name: "Os meus dados" })).toHaveAttribute(
        "aria-current",
        "page",
      );
      const data = page.getByRole("region", { name: "Dados da conta" });
      const save = data.getByRole("button", { name: "Guardar alterações" });
      await expect(data.getByLabel("Nome")).toHaveValue(customer.name);
      await expect(data.getByLabel("Telemóvel")).toHaveValue("(351) 912345678");
      await expect(save).toHaveCount(0);

      await data.getByLabel("Nome").fill("Ana Sapateira");
      await expect(save).toBeVisible();
      await data.getByLabel("Nome").fill(customer.name);
      await expect(save).toHaveCount(0);

      await data.getByLabel("Nome").fill("Ana Sapateira");
      await data.getByLabel("Telemóvel").fill("96");
      await save.click();
      await expect(data.getByText("Introduza um número de telefone válido")).toBeVisible();
      await data.getByLabel("Telemóvel").fill("961234567");
      await save.click();
      await expect(data.getByRole("status")).toHaveText("Dados alterados com sucesso.");
      await expect(save).toHaveCount(0);
      await expect(page.getByText("Olá, Ana Sapateira")).toBeVisible();

      // Not confirmed yet: the confirmation can be sent again.
      const notice = page.getByText("O seu email ainda não foi confirmado.", { exact: false });
      await expect(notice).toBeVisible();
      await page.getByRole("button", { name: "Reenviar email de confirmação" }).click();
      await expect(page.getByRole("status").filter({ hasText: "spam" })).toBeVisible();

      await data.getByLabel("Email").fill(uniqueEmail("changed"));
      await save.click();
      await expect(
        data.getByText("Indique a sua palavra-passe atual para mudar o email.", { exact: true }),
      ).toBeVisible();
      await data.getByLabel("Palavra-passe atual").fill(customer.password);
      await save.click();
      await expect(data.getByRole("status")).toContainText(
        "Enviámos um email de confirmação para o novo endereço.",
      );

      const delivery = page.getByRole("region", { name: "Morada de entrega" });
      await page.getByRole("button", { name: "Morada de entrega" }).click();
      await expect(delivery.getByRole("button", { name: "Guardar alterações" })).toHaveCount(0);
      await delivery.getByLabel("Nome").fill("Ana Sapateira");
      await delivery.getByLabel("País").selectOption({ label: "Portugal" });
      await delivery.getByLabel("Morada").fill("Rua Augusta 100, 2.º Esq.");
      await delivery.getByLabel("Cidade").fill("Lisboa");
      await delivery.getByLabel("Código postal").fill("1100048");
      await expect(delivery.getByLabel("Código postal")).toHaveValue("1100-048");
      await delivery.getByRole("button", { name: "Guardar alterações" }).click();
      await expect(delivery.getByRole("status")).toHaveText("Dados alterados com sucesso.");
      await expect(delivery.getByRole("button", { name: "Guardar alterações" })).toHaveCount(0);

      const invoice = page.getByRole("region", { name: "Dados de faturação" });
      await page.getByRole("button", { name: "Dados de faturação" }).click();
      await invoice.getByLabel("Nome").fill("Sapatos Teste, Lda.");
      await invoice.getByLabel("NIF").fill("PT 123 456 780");
      await expect(invoice.getByLabel("NIF")).toHaveValue("123456780");
      await invoice.getByRole("button", { name: "Guardar alterações" }).click();
      await expect(invoice.getByText("O NIF não é válido.")).toBeVisible();
      await expect(invoice.getByLabel("NIF")).toBeFocused();
      await invoice.getByLabel("NIF").fill("123456789");
      await invoice.getByLabel("País").selectOption({ label: "Portugal" });
      await invoice.getByRole("button", { name: "Guardar alterações" }).click();
      await expect(invoice.getByRole("status")).toHaveText("Dados alterados com sucesso.");

      await page.reload();
      await page.getByRole("button", { name: "Morada de entrega" }).click();
      await expect(delivery.getByLabel("Código postal")).toHaveValue("1100-048");
      await expect(delivery.getByLabel("País")).toHaveValue(/\d+/);
      await page.getByRole("button", { name: "Dados de faturação" }).click();
      await expect(invoice.getByLabel("NIF")).toHaveValue("123456789");

      const password = page.getByRole("region", { name: "Alterar palavra-passe" });
      await page.getByRole("button", { name: "Alterar palavra-passe", expanded: false }).click();
      await password.getByLabel("Palavra-passe atual").fill("nao-e-esta-1");
      await password.getByLabel("Nova palavra-passe", { exact: true }).fill("sapatos-2026");
      await password.getByLabel("Confirmar nova palavra-passe").fill("sapatos-2027");
      await password.getByRole("button", { name: "Guardar nova palavra-passe" }).click();
      await expect(password.getByText("As passwords não coincidem")).toBeVisible();
      await password.getByLabel("Confirmar nova palavra-passe").fill("sapatos-2026");
      await password.getByRole("button", { name: "Guardar nova palavra-passe" }).click();
      await expect(password.getByRole("alert")).toHaveText("A palavra-passe não está correta.");
      await password.getByLabel("Palavra-passe atual").fill(customer.password);
      await password.getByRole("button", { name: "Guardar nova palavra-passe" }).click();
      await expect(password.getByRole("status")).toHaveText("Password alterada com sucesso");
      await expect(password.getByLabel("Palavra-passe atual")).toHaveValue("");
      customer.password = "sapatos-2026";

      await page.goto("/account/settings");
      for (const section of ["Morada de entrega", "Dados de faturação", "Alterar palavra-passe"]) {
        await page.getByRole("button", { name: section, expanded: false }).click();
      }
      await screenshots(page, "settings", (file) => testInfo.outputPath(file));
    },
  );

  customerTest(
    "sees a purchase with its state, payment details and products",
    async ({ page, customer }, testInfo) => {
      await page.goto("/account/purchases");
      await expect(page.getByText("Ainda não fez nenhuma compra.")).toBeVisible();

      // The customer buys through the checkout: greeted, with the account's email.
      const stocked = await stockedProduct(page.request, PURCHASE_SLOT, { units: 3 });
      await seedCart(page, cartOf(stocked));
      const checkout = checkoutPage(page);
      await checkout.open();
      await expect(checkout.main.getByRole("heading", { name: /^Olá, / })).toBeVisible();
      await checkout.main.getByRole("button", { name: "Continuar", exact: true }).click();
      const email = checkout.field("Contactos", "Email");
      await expect(email).toHaveValue(customer.email);
      await expect(email).toHaveAttribute("readonly", "");
      const phone = checkout.field("Contactos", "Telefone");
      await phone.fill("");
      await phone.pressSequentially("912345678");
      await checkout.section("Contactos").getByRole("button", { name: "Continuar" }).click();
      await checkout.fillDelivery({ ...guest, name: "Ana Sapateira", street: "Rua Augusta 100" });
      await checkout.generate("MULTIBANCO");
      await expect(page.getByText("A aguardar pagamento", { exact: false })).toBeVisible();
      const purchases = () =>
        apiData<PurchaseRecord[]>(page.request, "/api/users/client/purchases");
      await expect.poll(async () => (await purchases()).length).toBe(1);
      const generated = (await purchases())[0] as PurchaseRecord;
      const [record] = await apiData<PurchaseRecord[]>(page.request, "/api/users/client/purchases");
      if (!record) throw new Error("the purchase is not listed");

      await page.goto("/account/settings");
      const menu = page.getByRole("navigation", { name: "Área de cliente" });
      await menu.getByRole("link", { name: "As minhas compras" }).click();
      const order = page.getByRole("button", { name: new RegExp(generated.idShort) });
      await expect(order).toContainText("AGUARDA PAGAMENTO");
      await expect(order).toContainText(lisbonToday());
      await expect(order).toHaveAttribute("aria-expanded", "false");
      await order.click();
      await expect(order).toHaveAttribute("aria-expanded", "true");
      const details = page.getByRole("region", { name: new RegExp(generated.idShort) });
      await expect(details).toContainText(record.paymentEntity ?? "");
      const reference = (record.paymentReference ?? "").replace(/(\d{3})(?=\d)/g, "$1 ");
      await expect(details).toContainText(reference);
      await expect(details).toContainText("Rua Augusta 100");
      await expect(details).toContainText("Fatura de consumidor final.");
      const title = stocked.product.title ?? `Ref: ${stocked.product.ref}`;
      await expect(details.getByRole("link", { name: title })).toBeVisible();
      const size = stocked.sizes[0] === "U" ? "Único" : stocked.sizes[0];
      await expect(details).toContainText(`Tamanho: ${size} · Quantidade: 1`);

      await screenshots(page, "purchases", (file) => testInfo.outputPath(file));
    },
  );
});

test("deleting the account logs out, and its password no longer signs in", async ({
  browser,
  baseURL,
}) => {
  const customer = await registerCustomer(browser, String(baseURL), "delete");
  const context = await browser.newContext({ storageState: customer.storageState });
  const page = await context.newPage();
  await page.goto("/account/delete");
  await expect(page.getByRole("heading", { level: 1, name: "Eliminar conta" })).toBeVisible();
  await expect(page.getByText("Atenção: esta ação não pode ser desfeita.")).toBeVisible();

  await page.getByLabel("Palavra-passe").fill("nao-e-esta-1");
  await page.getByRole("button", { name: "Eliminar a minha conta" }).click();
  await expect(page.getByRole("alert")).toHaveText("A palavra-passe não está correta.");

  await page.getByLabel("Palavra-passe").fill(customer.password);
  await page.getByRole("button", { name: "Eliminar a minha conta" }).click();
  await expect(page).toHaveURL(/\/home$/);
  const done = page.getByRole("dialog", { name: "Conta eliminada" });
  await expect(done).toContainText("A sua conta foi eliminada.");
  await done.getByRole("button", { name: "Fechar" }).click();
  await expect(headerAccount(page).sign).toBeVisible();

  await page.goto("/sign");
  await logIn(page, customer.email, customer.password);
  await expect(page.getByRole("form", { name: "Entrar" }).getByRole("alert")).toHaveText(
    "Email ou palavra-passe incorretos.",
  );
  await context.close();
});
