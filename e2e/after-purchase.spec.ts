import { expect, test } from "@playwright/test";
import { customerTest, uniqueEmail } from "./support/account.ts";
import { checkoutPage, confirmedPurchase } from "./support/checkout-page.ts";
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

// After paying, on a phone: the order page's pictures and timeline, a guest's purchases joining
// the account of the same email once it is confirmed, and the contact form of a customer.
test.use({ viewport: { width: 375, height: 812 }, launchOptions: visualLaunchOptions });

// Slots of the stocked catalogue no other spec buys.
const ORDER_SLOT = 80;
const CLAIM_SLOT = 81;
const CONFIRM_SLOT = 82;
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
    await expect(invoice).toBeVisible({ timeout: 1000 });
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
    // What changes from run to run: the order's date, its moments' hours, the invoice's number,
    // the product and its prices.
    mask: [
      order.getByRole("region", { name: "Resumo" }).locator("dd").first(),
      timeline.locator("time"),
      invoice,
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
  await form.getByLabel("Password", { exact: true }).fill(password);
  await form.getByLabel("Confirmar password").fill(password);
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
