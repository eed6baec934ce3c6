import { expect, type Page, test } from "@playwright/test";
import { customerTest, uniqueEmail } from "./support/account.ts";
import { screenshots } from "./support/admin.ts";
import { apiData, generatedPurchase, stockedProduct } from "./support/checkout-shop.ts";
import { waitForMailWith } from "./support/mailbox.ts";

// Slots of the stocked catalogue no other spec buys.
const GUEST_SLOT = 70;
const ACCOUNT_SLOT = 71;
const SANDBOX_CARD = "4242424242424242";
const delivery = {
  name: "Rita Resolve",
  country: 1,
  street: "Rua do Ouro 10",
  city: "Lisboa",
  postalCode: "1100-060",
};
const WHEN = /\d{2}\/\d{2}\/\d{4},? \d{2}:\d{2}/;

/** A paid card purchase of `email` (the account's `id` when signed in). */
async function paidPurchase(page: Page, slot: number, buyer: { id: number | null; email: string }) {
  const stocked = await stockedProduct(page.request, slot, { units: 3 });
  const purchase = await generatedPurchase(page.request, stocked, buyer, {
    addressDelivery: delivery,
    paymentMethod: "CREDIT",
  });
  await apiData(page.request, "/api/dev/payments/card/pay", {
    clientSecret: purchase.paymentKey,
    cardNumber: SANDBOX_CARD,
  });
  return purchase;
}

async function confirmAndSeeReceipt(page: Page, reference: string) {
  const step = page.getByRole("region", { name: "Confirme a livre resolução" });
  await expect(step).toContainText(reference);
  await expect(step).toContainText("A encomenda ainda não foi enviada");
  await step.getByRole("button", { name: "Confirmar a livre resolução" }).click();
  const done = page.getByRole("region", { name: "Livre resolução recebida" });
  await expect(done).toContainText(`Recebemos a sua livre resolução da encomenda ${reference} em`);
  await expect(done).toContainText(WHEN);
}

test("a guest withdraws from the footer's link with the order's reference and email, and gets the acknowledgement", async ({
  page,
}) => {
  const email = uniqueEmail("withdrawal");
  const purchase = await paidPurchase(page, GUEST_SLOT, { id: null, email });

  await page.goto("/stores");
  await page
    .getByRole("contentinfo")
    .getByRole("link", { name: "Livre resolução do contrato aqui" })
    .click();
  await expect(page).toHaveURL(/\/livre-resolucao$/);
  await expect(
    page.getByRole("heading", { level: 1, name: "Exercer o direito de livre resolução" }),
  ).toBeVisible();
  await page.getByLabel(/Código da encomenda/).fill(purchase.idShort.toLowerCase());
  await page.getByLabel(/Email usado na compra/).fill("outra@example.pt");
  await page.getByRole("button", { name: "Continuar" }).click();
  await expect(page.getByRole("alert")).toContainText("Não encontrámos nenhuma encomenda");
  await page.getByLabel(/Email usado na compra/).fill(email);
  await page.getByRole("button", { name: "Continuar" }).click();
  await screenshots(page, "withdrawal-confirm");
  await confirmAndSeeReceipt(page, purchase.idShort);
  await screenshots(page, "withdrawal-done");

  // The acknowledgement, not the payment's email (which names the order too, and may come later).
  const mail = await waitForMailWith(email, "Livre resolução recebida em");
  expect(mail).toContain(`encomenda ${purchase.idShort}.`);
  expect(mail).toMatch(new RegExp(`Livre resolução recebida em: ${WHEN.source}`));
  expect(mail).toContain("no prazo de 14 dias a contar da data acima");
});

customerTest(
  "an account holder chooses the order among theirs and withdraws it",
  async ({ page, customer }) => {
    const purchase = await paidPurchase(page, ACCOUNT_SLOT, customer);
    await page.goto("/livre-resolucao");
    const own = page.getByRole("region", { name: "As suas encomendas" });
    await own.getByRole("button", { name: new RegExp(`Encomenda ${purchase.idShort}`) }).click();
    await confirmAndSeeReceipt(page, purchase.idShort);
    const mail = await waitForMailWith(customer.email, "Livre resolução recebida em");
    expect(mail).toContain(`encomenda ${purchase.idShort}.`);
    expect(mail).toMatch(new RegExp(`Livre resolução recebida em: ${WHEN.source}`));
  },
);

test("every page's footer links the accessibility statement and the withdrawal function", async ({
  page,
}) => {
  for (const path of ["/home", "/products?forShoe=1", "/cart", "/terms", "/contacts"]) {
    await page.goto(path);
    const footer = page.getByRole("contentinfo");
    await expect(
      footer.getByRole("link", { name: "Declaração de acessibilidade" }),
    ).toHaveAttribute("href", "/acessibilidade");
    await expect(
      footer.getByRole("link", { name: "Livre resolução do contrato aqui" }),
    ).toHaveAttribute("href", "/livre-resolucao");
  }
  await page
    .getByRole("contentinfo")
    .getByRole("link", { name: "Declaração de acessibilidade" })
    .click();
  await expect(
    page.getByRole("heading", { level: 1, name: "Declaração de acessibilidade" }),
  ).toBeVisible();
  await expect(page.getByText(/WCAG\) 2\.2, nível AA/)).toBeVisible();
});
