import { join } from "node:path";
import { expect, test } from "@playwright/test";
import type { GeneratedPurchase, Persistent } from "@shop/shared";
import { customerTest, uniqueEmail } from "./support/account.ts";
import { seriousViolations } from "./support/axe.ts";
import { checkoutPage, confirmedPurchase, waitingPurchase } from "./support/checkout-page.ts";
import {
  apiData,
  cartOf,
  generatedPurchase,
  guest,
  seedCart,
  stockedProduct,
} from "./support/checkout-shop.ts";
import { waitForLink, waitForMail, waitForMailWith } from "./support/mailbox.ts";
import { visualLaunchOptions } from "./support/visual.ts";

// After paying, on a phone: the order page's pictures and timeline (on the order link and in the
// account), the confirmation page (paid, or waiting for a reference), a guest's purchases joining
// the account of the same email once it is confirmed, and the contact form of a customer.
test.use({ viewport: { width: 375, height: 812 }, launchOptions: visualLaunchOptions });

// Slots of the stocked catalogue no other spec buys.
const ORDER_SLOT = 80;
const CLAIM_SLOT = 81;
const CONFIRM_SLOT = 82;
const WAITING_SLOT = 83;
const ACCOUNT_SLOT = 84;
const FALLBACK_SLOT = 85;
const MBWAY_SLOT = 92;
const SANDBOX_CARD = "4242424242424242";
const LONG_DATE = /\d{1,2} de [a-zç]+ de \d{4}, \d{2}:\d{2}/;

const delivery = {
  name: "Ana Depois",
  country: 1,
  street: "Rua Augusta 100",
  city: "Lisboa",
  postalCode: "1100-053",
};

/** A guest's purchase of the slot's product, paid with the sandbox's test card. */
async function paidGuestPurchase(
  request: Parameters<typeof stockedProduct>[0],
  slot: number,
  email: string,
) {
  const stocked = await stockedProduct(request, slot, { units: 3 });
  const purchase = await generatedPurchase(
    request,
    stocked,
    { id: null, email },
    { addressDelivery: delivery, paymentMethod: "CREDIT" },
  );
  await apiData(request, "/api/dev/payments/card/pay", {
    clientSecret: purchase.paymentKey,
    cardNumber: SANDBOX_CARD,
  });
  return purchase;
}

test("the order page shows the product's picture and the order's moments in Lisbon's time", async ({
  page,
}) => {
  const email = uniqueEmail("after-order");
  const purchase = await paidGuestPurchase(page.request, ORDER_SLOT, email);
  await waitForMail(email, `Pagamento recebido: encomenda ${purchase.idShort}`);
  await page.goto(await waitForLink(email, /\/encomenda\/[\w-]{43}/));

  await expect(page.getByRole("heading", { name: `Encomenda ${purchase.idShort}` })).toBeVisible();
  // The invoice is issued by a job within seconds: waited for, so the picture is always the same.
  const invoice = page.getByRole("link", { name: /Abrir a fatura-recibo .+ \(PDF\)/ });
  await expect(async () => {
    await page.reload();
    await expect(invoice).toBeVisible({ timeout: 5_000 });
  }).toPass({ timeout: 30_000 });
  const timeline = page.getByRole("region", { name: "Percurso da encomenda" });
  const moments = timeline.getByRole("listitem");
  await expect(moments).toHaveCount(2);
  await expect(moments.nth(0)).toContainText("Encomenda feita");
  await expect(moments.nth(0)).toContainText(LONG_DATE);
  await expect(moments.nth(1)).toContainText("Pagamento recebido");
  const lines = page.getByRole("region", { name: "Artigos" });
  const picture = lines.locator("img").first();
  await picture.scrollIntoViewIfNeeded();
  await expect
    .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
    .toBe(true);
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({ path: test.info().outputPath("order-page.png"), fullPage: true });
  const order = page.getByRole("article");
  await expect(order).toHaveScreenshot("order-page-375.png", {
    maxDiffPixelRatio: 0.01,
    // The order's reference in the heading above takes one line or two with its letters, and the
    // article would start at another fraction of a pixel (216.16 or 249.75), its text drawn a
    // pixel apart: the heading is kept to one line while the picture is taken.
    stylePath: join(import.meta.dirname, "support", "one-line-heading.css"),
    // What changes from run to run: the order's date, its moments' hours, the invoice's number
    // (its whole line, whose width follows the number), the product and its prices.
    mask: [
      order.getByRole("region", { name: "Resumo" }).locator("dd").first(),
      timeline.locator("time"),
      invoice.locator("xpath=ancestor::li[1]"),
      lines,
      order.getByRole("region", { name: "Valores" }),
    ],
  });
});

test("a guest's earlier purchase shows in the account of that email once it is confirmed", async ({
  page,
}) => {
  const email = uniqueEmail("after-claim");
  const purchase = await paidGuestPurchase(page.request, CLAIM_SLOT, email);
  const password = "sapatos-2025";
  await page.goto("/sign");
  const form = page.getByRole("form", { name: "Criar conta" });
  await form.getByLabel("Nome").fill("Rita Depois");
  await form.getByLabel("Email").fill(email);
  await form.getByLabel("Palavra-passe", { exact: true }).fill(password);
  await form.getByLabel("Confirmar palavra-passe").fill(password);
  await form.getByLabel(/Li e aceito/).check();
  await form.getByRole("button", { name: "Criar conta" }).click();
  await expect(page).toHaveURL(/\/account\/settings$/);

  await page.goto("/account/purchases");
  await expect(page.getByText(purchase.idShort)).toHaveCount(0);
  await page.goto(await waitForLink(email, /\/email\/confirmation\/emailCode\/[\w-]+/));
  await expect(page.getByRole("status")).toHaveText("O seu email foi confirmado com sucesso.");
  await page.goto("/account/purchases");
  await expect(page.getByRole("button", { name: new RegExp(purchase.idShort) })).toBeVisible();
});

customerTest(
  "a signed-in customer finds the contact form filled and receives a receipt",
  async ({ page, customer }) => {
    await page.goto("/contacts");
    const form = page.locator("form").filter({ has: page.getByLabel(/^Mensagem/) });
    await expect(form.getByLabel(/^Nome/)).toHaveValue("Cliente");
    await expect(form.getByLabel(/^Apelido/)).toHaveValue("Teste");
    await expect(form.getByLabel(/^Email/)).toHaveValue(customer.email);
    await form.getByLabel(/^Mensagem/).fill("Têm as sandálias em 38?");
    await form.getByRole("button", { name: "Enviar" }).click();
    await expect(form.getByRole("status")).toHaveText(
      "Obrigado pela sua mensagem. Responderemos com a maior brevidade possível.",
    );
    await expect(form.getByLabel(/^Email/)).toHaveValue(customer.email);
    // The subject has a dash, so it is encoded: the receipt is found by its text.
    const receipt = await waitForMailWith(
      customer.email,
      "Recebemos a sua mensagem e responderemos para este email",
    );
    expect(receipt).toContain("Têm as sandálias em 38?");
  },
);

test("a guest pays by card and lands on a confirmation page of its own; one field makes the account", async ({
  page,
  request,
}) => {
  const email = uniqueEmail("confirmada");
  await seedCart(page, cartOf(await stockedProduct(request, CONFIRM_SLOT, { units: 3 })));
  const checkout = checkoutPage(page);
  await checkout.open();
  await checkout.fillAll({ ...guest, email, name: "Rita Confirmada" });
  await checkout.generate("CREDIT");
  await checkout.payWithTestCard();
  const summary = await confirmedPurchase(page);
  await expect(summary.nth(1)).toHaveText("Cartão de crédito/débito");
  const main = page.getByRole("main");
  await expect(main).toContainText("enviamos-lhe um email com o seguimento");
  await expect(main.getByRole("region", { name: "Artigos" })).toBeVisible();
  // Its own address: a reload shows it again.
  await page.reload();
  await confirmedPurchase(page);
  await page.evaluate(() => document.fonts.ready);
  await expect(main).toHaveScreenshot("confirmation-375.png", {
    maxDiffPixelRatio: 0.01,
    // What changes from run to run: the order's reference, the product, its price and totals.
    mask: [
      summary,
      main.getByRole("status").first(),
      main.getByRole("region", { name: "Artigos" }),
      main.getByRole("region", { name: "Valores" }),
      main.getByText(email),
    ],
  });

  const offer = main.getByRole("region", { name: "Crie a sua conta" });
  await expect(offer).toContainText(email);
  await offer.getByLabel("Palavra-passe").fill("uma palavra-passe segura 2026");
  await offer.getByRole("button", { name: "Criar conta" }).click();
  await expect(offer.getByRole("status")).toContainText(
    `Conta criada. Enviámos um email para ${email}`,
  );
  await main.getByRole("link", { name: "Ver a encomenda" }).click();
  await expect(page).toHaveURL(/\/encomenda\/[\w-]{43}$/);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Encomenda");
});

test("a MULTIBANCO reference lands on the purchase's own page, waiting for the payment, then confirming it", async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(120_000);
  const email = uniqueEmail("aguarda");
  await seedCart(page, cartOf(await stockedProduct(request, WAITING_SLOT, { units: 3 })));
  const checkout = checkoutPage(page);
  await checkout.open();
  await checkout.fillAll({ ...guest, email, name: "Rita Aguarda" });
  await checkout.generate("MULTIBANCO");
  const address = await waitingPurchase(page);
  const main = page.getByRole("main");
  const panel = main.getByRole("region", { name: "Pagamento por referência MULTIBANCO" });
  const details = panel.getByRole("definition");
  await expect(details.nth(0)).toContainText(/^\d{5}/);
  await expect(details.nth(1)).toContainText(/^\d{3} \d{3} \d{3}/);
  await expect(details.nth(2)).toContainText(/\d,\d{2}\s€/);
  const deadline = panel.getByText(/Pagar até \d{2}\/\d{2}\/\d{4},? \d{2}:\d{2}/);
  await expect(deadline).toBeVisible();
  await expect(panel.getByRole("status")).toHaveText("A aguardar pagamento…");
  const next = main.getByRole("region", { name: "O que acontece a seguir" });
  await expect(next).toContainText(
    "Assim que o pagamento for recebido, enviamos-lhe a confirmação por email.",
  );
  await expect(next).toContainText("enviamos-lhe um email com o seguimento");
  await expect(next.getByRole("link", { name: "Ver a encomenda" })).toBeVisible();
  await expect(main.getByRole("region", { name: "Artigos" })).toBeVisible();

  // Its own address: a reload shows it again.
  await page.reload();
  await waitingPurchase(page);
  await expect(details.nth(1)).toContainText(/^\d{3} \d{3} \d{3}/);
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({
    path: test.info().outputPath("confirmation-waiting.png"),
    fullPage: true,
  });
  expect(await seriousViolations(page)).toEqual([]);
  await expect(main).toHaveScreenshot("confirmation-waiting-375.png", {
    maxDiffPixelRatio: 0.01,
    // What changes from run to run: the order's reference, the payment's data, the product, its
    // price and totals, the buyer's email.
    mask: [
      main.getByRole("status").first(),
      details,
      deadline,
      main.getByRole("region", { name: "Artigos" }),
      main.getByRole("region", { name: "Valores" }),
      main.getByText(email),
    ],
  });

  // Paid at the bank, the same page confirms it, and the cart it bought is empty.
  const [bank] = await Promise.all([
    context.waitForEvent("page"),
    panel.getByRole("link", { name: /Pagar no banco de testes/ }).click(),
  ]);
  await bank.getByRole("button", { name: "Pagar" }).click();
  await expect(bank.getByRole("status")).toContainText("Pagamento efetuado.");
  await bank.close();
  const summary = await confirmedPurchase(page);
  expect(page.url()).toBe(address);
  await expect(summary.nth(1)).toHaveText("MULTIBANCO");
  await expect(panel).toHaveCount(0);
  await expect.poll(() => page.evaluate(() => window.localStorage.getItem("cart"))).toBe("{}");
});

test("an MB WAY request sent lands on the purchase's own page, which follows it until paid", async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(120_000);
  await seedCart(page, cartOf(await stockedProduct(request, MBWAY_SLOT, { units: 3 })));
  const checkout = checkoutPage(page);
  await checkout.open();
  await checkout.fillAll({ ...guest, email: uniqueEmail("mbway-aguarda") });
  await checkout.generate("MBWAY");
  const panel = page.getByRole("region", { name: "Pagamento por MB WAY" });
  await panel.getByRole("button", { name: "Enviar pedido MB WAY" }).click();
  const address = await waitingPurchase(page);
  const wait = /Aceite o pagamento de .+ na aplicação MB WAY do seu telemóvel\./;
  await expect(panel.getByRole("status")).toContainText(wait);
  await expect(panel.getByText(/Tempo restante para aceitar: \d:\d{2}/)).toBeVisible();
  await expect(page.getByRole("region", { name: "O que acontece a seguir" })).toContainText(
    "Assim que o pagamento for recebido, enviamos-lhe a confirmação por email.",
  );
  // Its own address: a reload follows the same request.
  await page.reload();
  await waitingPurchase(page);
  await expect(panel.getByRole("status")).toContainText(wait);
  await page.screenshot({ path: test.info().outputPath("confirmation-mbway.png"), fullPage: true });

  const [bank] = await Promise.all([
    context.waitForEvent("page"),
    panel.getByRole("link", { name: "Aceitar no banco de testes" }).click(),
  ]);
  const pending = bank
    .getByRole("region", { name: "Pedidos MB WAY pendentes" })
    .getByRole("listitem")
    .filter({ hasText: guest.phone });
  await pending.getByRole("button", { name: "Aceitar" }).click();
  await bank.close();
  await expect((await confirmedPurchase(page)).nth(1)).toHaveText("MB WAY");
  expect(page.url()).toBe(address);
});

customerTest(
  "a customer's own purchase shows the store's address and hours and the order's moments",
  async ({ page, customer }) => {
    const { stores } = await apiData<Persistent>(page.request, "/api/public/persistent");
    const store = stores.find(
      (candidate) => candidate.pickup && candidate.name.startsWith("Chiado"),
    );
    if (!store) throw new Error("the demo's Chiado store takes no pickups");
    const stocked = await stockedProduct(page.request, ACCOUNT_SLOT, { units: 3 });
    const purchase = await apiData<GeneratedPurchase>(
      page.request,
      "/api/public/purchase/generate",
      {
        clientId: customer.id,
        cart: cartOf(stocked),
        contacts: { email: customer.email, phone: "912345678" },
        addressDelivery: null,
        pickup: { storeId: store.id, name: "Ana Levanta" },
        paymentMethod: "CREDIT",
      },
    );
    await apiData(page.request, "/api/dev/payments/card/pay", {
      clientSecret: purchase.paymentKey,
      cardNumber: SANDBOX_CARD,
    });

    const item = page.getByRole("listitem").filter({
      has: page.getByRole("button", { name: new RegExp(purchase.idShort) }),
    });
    // The invoice is issued by a job within seconds: waited for, so the picture is always the same.
    const invoice = item.getByRole("link", { name: /Abrir a fatura-recibo .+ \(PDF\)/ });
    await expect(async () => {
      await page.goto(`/account/purchases?encomenda=${purchase.idShort}`);
      await expect(invoice).toBeVisible({ timeout: 5_000 });
    }).toPass({ timeout: 30_000 });
    const pickup = item.getByRole("region", { name: "Levantamento na loja" });
    await expect(pickup).toContainText(store.name);
    await expect(pickup).toContainText(store.address);
    await expect(pickup).toContainText("Levanta: Ana Levanta");
    await expect(pickup.getByRole("term").filter({ hasText: "Domingo" })).toBeVisible();
    const timeline = item.getByRole("region", { name: "Percurso da encomenda" });
    const moments = timeline.getByRole("listitem");
    await expect(moments).toHaveCount(2);
    await expect(moments.nth(0)).toContainText("Encomenda feita");
    await expect(moments.nth(0)).toContainText(LONG_DATE);
    await expect(moments.nth(1)).toContainText("Pagamento recebido");
    await expect(moments.nth(1)).toContainText(LONG_DATE);

    const pictures = item.locator("img");
    await expect(pictures.first()).toBeVisible();
    for (const picture of await pictures.all()) {
      await picture.scrollIntoViewIfNeeded();
      await expect
        .poll(() =>
          picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0),
        )
        .toBe(true);
    }
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.evaluate(() => document.fonts.ready);
    await page.screenshot({ path: test.info().outputPath("account-purchase.png"), fullPage: true });
    expect(await seriousViolations(page)).toEqual([]);
    // A block of the opened purchase: a section in its body's section.
    const block = (title: string) =>
      item
        .locator("section section")
        .filter({ has: page.getByRole("heading", { name: title, exact: true }) });
    await expect(item).toHaveScreenshot("account-purchase-375.png", {
      maxDiffPixelRatio: 0.01,
      // What changes from run to run: the order's reference and day, its moments' hours, the
      // product and its prices.
      mask: [
        item.getByRole("heading", { level: 2 }),
        timeline.locator("time"),
        invoice,
        block("Produtos"),
        block("Valores"),
      ],
    });
  },
);

test("when the confirmation page's link cannot be had, «Compra concluída» says the purchase is paid", async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(150_000);
  // A buyer whose address asked for too many order links this hour: the shop refuses one more.
  const context = await browser.newContext({
    baseURL,
    viewport: { width: 375, height: 812 },
    extraHTTPHeaders: { "x-forwarded-for": `203.0.113.${process.pid % 250}` },
  });
  const page = await context.newPage();
  const refused = async () =>
    (
      await page.request.post("/api/public/purchase/order-link", {
        data: { idShort: "ZZZZZZZZ", idempotencyKey: "e2e-no-such-purchase-key" },
      })
    ).status();
  // The limit is scaled for the journeys (PURCHASE_LIMITS_FACTOR): some thousand asks.
  await expect.poll(refused, { intervals: [0], timeout: 90_000 }).toBe(429);

  await seedCart(page, cartOf(await stockedProduct(page.request, FALLBACK_SLOT, { units: 3 })));
  const checkout = checkoutPage(page);
  await checkout.open();
  await checkout.fillAll({ ...guest, email: uniqueEmail("concluida") });
  await checkout.generate("CREDIT");
  await checkout.payWithTestCard();
  const dialog = page.getByRole("dialog", { name: "Compra concluída" });
  await expect(dialog).toContainText("Obrigado pela sua compra! O pagamento foi recebido.");
  await expect(dialog).toContainText("Cartão de crédito/débito");
  await expect(page).toHaveURL(/\/checkout$/);
  await dialog.getByRole("button", { name: "Fechar e voltar à loja" }).click();
  await expect(page).toHaveURL(/\/home$/);
  expect(await page.evaluate(() => window.localStorage.getItem("cart"))).toBe("{}");
  await context.close();
});
