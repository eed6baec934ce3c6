import { expect, type Page, test } from "@playwright/test";
import { checkoutPage, confirmedPurchase, waitingPurchase } from "./support/checkout-page.ts";
import {
  apiData,
  cartOf,
  deliveryPrices,
  eurosPattern,
  guest,
  seedCart,
  stockedProduct,
} from "./support/checkout-shop.ts";

// Each test buys its own product (a slot of the stocked catalogue): stock is shared by the run.
const SLOTS = {
  multibanco: 0,
  card: 1,
  declined: 2,
  missing: 3,
  country: 4,
  look375: 5,
  look1280: 6,
  reopen: 7,
};

async function storage(page: Page) {
  return page.evaluate(() => ({
    cart: window.localStorage.getItem("cart"),
    draft: window.sessionStorage.getItem("checkout-draft"),
  }));
}

test("an empty cart has nothing to check out: the buyer is sent back", async ({ page }) => {
  await page.goto("/checkout");
  await expect(page).toHaveURL(/\/(cart|home)$/);
  await expect(page.getByRole("heading", { name: "Finalizar compra" })).toHaveCount(0);
});

test("a guest buys two sizes of one product with MULTIBANCO and pays it in the sandbox bank", async ({
  page,
  context,
  request,
}) => {
  // Two windows and a bank's payment: 20 s on a quiet machine, past 30 s on a loaded one.
  test.setTimeout(120_000);
  const stocked = await stockedProduct(request, SLOTS.multibanco, { sizes: 2 });
  await seedCart(page, cartOf(stocked));
  const checkout = checkoutPage(page);
  await checkout.open();
  await expect(
    checkout.summary.getByRole("list", { name: "Produtos" }).getByRole("listitem"),
  ).toHaveCount(2);
  const total =
    (await checkout.totalRow("Total (IVA incluído)").getByRole("definition").textContent()) ?? "";

  await checkout.fillAll(guest);
  await expect(checkout.totalRow("Total (IVA incluído)")).toContainText(/\d/);
  const totalWithDelivery =
    (await checkout.totalRow("Total (IVA incluído)").getByRole("definition").textContent()) ?? "";
  // Portugal's delivery is in the total from the first look (the cart's too): the address keeps it.
  expect(totalWithDelivery).toBe(total);
  await expect(checkout.summary).toContainText(
    "Entrega em 1 a 2 dias úteis após a confirmação do pagamento.",
  );
  await checkout.generate("MULTIBANCO");

  // A reference is paid later, away from the shop: the buyer lands on the order's own page.
  const waiting = await waitingPurchase(page);
  const panel = page.getByRole("region", { name: "Pagamento por referência MULTIBANCO" });
  await expect(panel).toBeVisible();
  const details = panel.getByRole("definition");
  await expect(details.nth(0)).toContainText(/^\d{5}/);
  await expect(details.nth(1)).toContainText(/^\d{3} \d{3} \d{3}/);
  await expect(details.nth(2)).toContainText(totalWithDelivery);
  const reference = ((await details.nth(1).textContent()) ?? "").match(/\d{3} \d{3} \d{3}/)?.[0];
  const entity = ((await details.nth(0).textContent()) ?? "").match(/\d{5}/)?.[0];
  await expect(panel.getByText(/Pagar até \d{2}\/\d{2}\/\d{4},? \d{2}:\d{2}/)).toBeVisible();
  await expect(panel.getByRole("status")).toHaveText("A aguardar pagamento…");

  const main = page.getByRole("main");
  await expect(main.getByRole("region", { name: "Artigos" }).getByRole("listitem")).toHaveCount(2);
  await expect(main).toContainText("enviamos-lhe a confirmação por email");
  await expect(main.getByRole("link", { name: "Ver a encomenda" })).toBeVisible();

  // A reload keeps the reference; the checkout keeps it too, with the data locked.
  await page.reload();
  await expect(details.nth(1)).toContainText(reference ?? "missing");
  await checkout.open();
  await expect(page.getByRole("status").filter({ hasText: "Pagamento gerado" })).toBeVisible();
  await expect(checkout.step("Pagamento")).toHaveAccessibleName(/concluído/);
  await checkout.step("Contactos").click();
  await expect(checkout.field("Contactos", "Email")).toBeDisabled();
  await page.goto(waiting);

  const [bank] = await Promise.all([
    context.waitForEvent("page"),
    panel.getByRole("link", { name: /Pagar no banco de testes/ }).click(),
  ]);
  await expect(bank.getByRole("heading", { name: "Banco de testes" })).toBeVisible();
  await expect(bank.getByLabel("Entidade")).toHaveValue(entity ?? "");
  await expect(bank.getByLabel("Referência")).toHaveValue(reference ?? "");
  await bank.getByRole("button", { name: "Pagar" }).click();
  await expect(bank.getByRole("status")).toContainText("Pagamento efetuado.");
  await bank.close();

  const summary = await confirmedPurchase(page);
  await expect(summary.nth(1)).toHaveText("MULTIBANCO");
  await expect(summary.nth(2)).toHaveText(totalWithDelivery);
  await expect.poll(() => storage(page)).toEqual({ cart: "{}", draft: null });
  // Its own address: a reload shows it again.
  await page.reload();
  await confirmedPurchase(page);
});

test("re-opening the payment step cancels the reference generated before", async ({
  page,
  request,
}) => {
  const stocked = await stockedProduct(request, SLOTS.reopen, { units: 3 });
  const onlineStock = async () =>
    (
      await apiData<Record<string, Record<string, number>>>(
        request,
        `/api/public/products/${stocked.product.id}/stock`,
      )
    ).online?.[stocked.sizes[0] as string];
  const before = await onlineStock();
  await seedCart(page, cartOf(stocked));
  const checkout = checkoutPage(page);
  await checkout.open();
  await checkout.fillAll(guest);
  await checkout.generate("MULTIBANCO");
  await waitingPurchase(page);
  const panel = page.getByRole("region", { name: "Pagamento por referência MULTIBANCO" });
  const details = panel.getByRole("definition");
  await expect(details.nth(1)).toContainText(/^\d{3} \d{3} \d{3}/);
  const first = {
    entity: ((await details.nth(0).textContent()) ?? "").match(/\d{5}/)?.[0],
    reference: ((await details.nth(1).textContent()) ?? "").match(/\d{3} \d{3} \d{3}/)?.[0],
    value: Number(
      ((await details.nth(2).textContent()) ?? "").replace(/[^\d,]/g, "").replace(",", "."),
    ),
  };

  // Back in the checkout, re-opening «Pagamento» is how the buyer pays another way.
  await checkout.open();
  await checkout.step("Pagamento").click();
  await checkout.generate("CREDIT");
  const card = page.getByRole("region", { name: "Pagamento com cartão" });
  await expect(card.getByLabel("Número do cartão")).toBeVisible();

  const paid = await request.post("/api/dev/payments/multibanco/pay", {
    data: { ...first, reference: first.reference?.replaceAll(" ", "") },
  });
  expect(paid.status()).toBe(404);
  expect((await paid.json()).error.message).toBe("Referência MULTIBANCO inexistente ou expirada.");
  // Only the card purchase holds stock: one unit, not two.
  expect(await onlineStock()).toBe((before ?? 0) - 1);
});

test("a guest pays by card with the accepted test card", async ({ page, request }) => {
  await seedCart(page, cartOf(await stockedProduct(request, SLOTS.card, { units: 3 })));
  const checkout = checkoutPage(page);
  await checkout.open();
  await checkout.fillAll(guest);
  await checkout.generate("CREDIT");
  const panel = page.getByRole("region", { name: "Pagamento com cartão" });
  await expect(panel.getByLabel("Número do cartão")).toBeVisible();

  // Reopening the payment step unlocks the form and forgets the generated payment.
  await checkout.step("Pagamento").click();
  await expect(panel).toHaveCount(0);
  await expect(page.getByRole("status").filter({ hasText: "Pagamento gerado" })).toHaveCount(0);
  await checkout.step("Contactos").click();
  await expect(checkout.field("Contactos", "Email")).toBeEnabled();
  await checkout.step("Pagamento").click();
  await checkout.generate("CREDIT");

  await panel.getByLabel("Número do cartão").fill("4242 4242 4242 4242");
  await panel.getByLabel("Validade (MM/AA)").fill("12/39");
  await panel.getByLabel("CVC").fill("123");
  await panel.getByRole("button", { name: /^Pagar \d/ }).click();

  const summary = await confirmedPurchase(page);
  await expect(summary.nth(1)).toHaveText("Cartão de crédito/débito");
  await expect(page.getByRole("main")).not.toContainText("Entidade");
});

test("a declined card says so and the buyer can pay with another", async ({
  page,
  request,
}, testInfo) => {
  await seedCart(page, cartOf(await stockedProduct(request, SLOTS.declined)));
  const checkout = checkoutPage(page);
  await checkout.open();
  await checkout.fillAll(guest);
  await checkout.generate("CREDIT");

  const panel = page.getByRole("region", { name: "Pagamento com cartão" });
  const number = panel.getByLabel("Número do cartão");
  await number.fill("4000 0000 0000 0002");
  await panel.getByLabel("Validade (MM/AA)").fill("12/39");
  await panel.getByLabel("CVC").fill("123");
  const pay = panel.getByRole("button", { name: /^Pagar \d/ });
  await pay.click();
  await expect(panel.getByRole("alert")).toHaveText(
    "O cartão foi recusado. Experimente outro cartão.",
  );
  await expect(page).toHaveURL(/\/checkout$/);
  await panel.screenshot({ path: testInfo.outputPath("card-declined.png") });

  await number.fill("4242 4242 4242 4242");
  await pay.click();
  await confirmedPurchase(page);
});

test("generating with empty fields lists them under 'Campos em falta'", async ({
  page,
  request,
}) => {
  await seedCart(page, cartOf(await stockedProduct(request, SLOTS.missing)));
  const checkout = checkoutPage(page);
  await checkout.open();
  // The inline login shows the server's answer (or, before accounts existed, that it is coming).
  const account = checkout.section("Compra única ou registo");
  await account.getByLabel("Email").fill("ana@example.pt");
  await account.getByLabel("Palavra-passe").fill("uma-password");
  await account.getByRole("button", { name: "Entrar" }).click();
  await expect(account.getByRole("status")).toHaveText(
    /O início de sessão estará disponível em breve|Email ou palavra-passe incorretos/,
  );
  await expect(account.getByRole("link", { name: "Recuperar palavra-passe" })).toHaveAttribute(
    "href",
    "/sign/recover",
  );
  await expect(account.getByRole("link", { name: "Registar" })).toHaveAttribute(
    "href",
    "/sign?redirectCheckout=1",
  );

  await checkout.step("Pagamento").click();
  await checkout
    .section("Pagamento")
    .getByRole("button", { name: "Encomendar com obrigação de pagamento" })
    .click();

  const alert = page.getByRole("alert").filter({ hasText: "Campos em falta" });
  await expect(alert).toBeVisible();
  await expect(alert.getByRole("listitem")).toHaveText([
    "Email de contacto",
    "Telefone de contacto",
    "Nome do destinatário",
    "Morada",
    "Cidade",
    "Código postal",
  ]);
  await expect(checkout.step("Contactos")).toHaveAttribute("aria-expanded", "true");

  // Editing any field clears the list; a wrong format is shown on its field.
  const phone = checkout.field("Contactos", "Telefone");
  await phone.pressSequentially("91234");
  await expect(alert).toHaveCount(0);
  await checkout.field("Contactos", "Email").fill("ana@");
  await checkout.section("Contactos").getByRole("button", { name: "Continuar" }).click();
  await expect(phone).toHaveAttribute("aria-invalid", "true");
  await expect(phone).toHaveAccessibleDescription(/Introduza um número de telefone válido/);
  await expect(checkout.field("Contactos", "Email")).toHaveAccessibleDescription(
    "Introduza um email válido.",
  );
});

test("the chosen country sets the delivery, the VAT and the total at once, and says why", async ({
  page,
  request,
}) => {
  const price = await deliveryPrices(request);
  await seedCart(page, cartOf(await stockedProduct(request, SLOTS.country)));
  const checkout = checkoutPage(page);
  await checkout.open();
  const cents = async (label: string) => {
    const text = (await checkout.totalRow(label).getByRole("definition").textContent()) ?? "";
    return Number(text.replace(/[^\d]/g, ""));
  };
  const note = checkout.summary.getByRole("status").filter({ hasText: /IVA/ });
  // Portugal from the first look, as the cart priced it.
  await expect(checkout.totalRow("Envio").first()).toContainText(eurosPattern(price("Portugal")));
  const base = await cents("Artigos sem IVA");

  await checkout.step("Morada de entrega").click();
  const country = checkout.field("Morada de entrega", "País");
  for (const [name, rate, reason] of [
    ["Portugal", "23%", null],
    ["Estados Unidos", "0%", "exportação isenta de IVA"],
    ["Portugal - Açores", "16%", "Região Autónoma dos Açores (16%)"],
    ["Espanha", "23%", null],
  ] as const) {
    await country.selectOption({ label: name });
    const deliveryBase = Math.round((price(name) * 100) / 1.23);
    await expect(checkout.totalRow("Envio sem IVA")).toContainText(
      eurosPattern(deliveryBase / 100),
    );
    await expect(checkout.totalRow(`IVA (${rate})`)).toBeVisible();
    const [vat, total] = [await cents(`IVA (${rate})`), await cents("Total (IVA incluído)")];
    expect(base + deliveryBase + vat).toBe(total);
    if (reason) await expect(note).toContainText(reason);
    else await expect(note).toHaveCount(0);
  }
  expect(price("Estados Unidos")).toBeGreaterThan(price("Portugal"));
});

for (const [width, slot] of [
  [375, SLOTS.look375],
  [1280, SLOTS.look1280],
] as const) {
  test(`the checkout, its MULTIBANCO payment and the test bank at ${width} px, for a look`, async ({
    page,
    context,
    request,
  }, testInfo) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height: 900 });
    await seedCart(page, cartOf(await stockedProduct(request, slot, { sizes: 2 })));
    const checkout = checkoutPage(page);
    const shot = (name: string, target: Page = page) =>
      target.screenshot({ path: testInfo.outputPath(`${name}-${width}.png`), fullPage: true });

    await checkout.open();
    await shot("checkout-start");
    await checkout.fillContacts(guest);
    await checkout.field("Morada de entrega", "País").selectOption({ label: "Portugal" });
    await shot("checkout-delivery");
    await checkout.step("Pagamento").click();
    await checkout
      .section("Pagamento")
      .getByRole("button", { name: "Encomendar com obrigação de pagamento" })
      .click();
    await expect(page.getByRole("alert").filter({ hasText: "Campos em falta" })).toBeVisible();
    await shot("checkout-missing");

    await checkout.fillDelivery(guest);
    await checkout.step("Dados de faturação").click();
    await checkout.section("Dados de faturação").getByLabel("Quero fatura com NIF").check();
    await shot("checkout-invoice");
    await checkout.section("Dados de faturação").getByLabel("Quero fatura com NIF").uncheck();
    await checkout.step("Pagamento").click();
    await shot("checkout-payment");
    await checkout.generate("MULTIBANCO");
    await waitingPurchase(page);
    const panel = page.getByRole("region", { name: "Pagamento por referência MULTIBANCO" });
    await expect(panel.getByRole("status")).toHaveText("A aguardar pagamento…");
    await shot("checkout-multibanco");
    await panel.screenshot({ path: testInfo.outputPath(`multibanco-panel-${width}.png`) });

    const [bank] = await Promise.all([
      context.waitForEvent("page"),
      panel.getByRole("link", { name: /Pagar no banco de testes/ }).click(),
    ]);
    await bank.setViewportSize({ width, height: 900 });
    await expect(bank.getByRole("heading", { name: "Banco de testes" })).toBeVisible();
    await shot("sandbox-bank", bank);
    await bank.getByRole("button", { name: "Pagar" }).click();
    await expect(bank.getByRole("status")).toContainText("Pagamento efetuado.");
    await bank.close();
    await confirmedPurchase(page);
    await shot("checkout-success");
  });
}
