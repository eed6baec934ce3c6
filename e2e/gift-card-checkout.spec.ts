import { expect, type Page, test } from "@playwright/test";
import { demoStaff, signInAsStaff, uniqueWord } from "./support/admin.ts";
import { gotoAlive } from "./support/alive.ts";
import {
  checkoutPage,
  confirmedOrderId,
  confirmedPurchase,
  waitingPurchase,
} from "./support/checkout-page.ts";
import { cartOf, guest, seedCart, stockedProduct } from "./support/checkout-shop.ts";
import { waitForMailWith } from "./support/mailbox.ts";

const CODE = /\b([0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4})\b/;
// The products these purchases buy (one unit each).
const FIRST = 151;
const SECOND = 152;

const euros = (cents: number) =>
  new Intl.NumberFormat("pt-PT", { style: "currency", currency: "EUR" }).format(cents / 100);
const cents = (text: string) =>
  Math.round(Number(text.replace(/[^\d,]/g, "").replace(",", ".")) * 100);

/** The checkout's payment step, filled for a guest, and what it asks to pay. */
async function toPayment(page: Page, email: string) {
  const checkout = checkoutPage(page);
  await checkout.open();
  await checkout.fillAll({ ...guest, email });
  const payment = checkout.section("Pagamento");
  const toPay = await payment.getByText(/^Total a pagar/).textContent({ timeout: 10_000 });
  return { checkout, payment, totalCents: cents(toPay ?? "") };
}

/** Types a gift card's code in the payment step and waits for the shop to accept it. */
async function useCard(page: Page, code: string) {
  const payment = checkoutPage(page).section("Pagamento");
  await payment.getByLabel("Código do cartão-presente").fill(code.toLowerCase());
  await payment.getByRole("button", { name: "Usar cartão" }).click();
  await expect(payment.getByText(/^Cartão ••••-••••-••••-/)).toBeVisible();
  return payment;
}

test("a gift card bought online arrives by email and pays two purchases: whole with its balance kept, then the rest plus MULTIBANCO", async ({
  page,
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(150_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  const first = await stockedProduct(request, FIRST);
  const second = await stockedProduct(request, SECOND);

  // The first purchase's total, as its checkout asks for it.
  const spender = await (await browser.newContext({ baseURL })).newPage();
  await seedCart(spender, cartOf(first));
  const spent = await toPayment(spender, `${uniqueWord("gasta")}@example.pt`);
  const valueCents = spent.totalCents + 1000;

  // The gift card, bought on its page for someone else with a free value, paid by card.
  const recipient = `${uniqueWord("presente")}@example.pt`;
  // Alive first: a choice made while the form still comes alive is the form's own test.
  await gotoAlive(page, "/cartao-presente/oferecer");
  await page.getByRole("radio", { name: "Outro valor" }).check();
  await page.getByLabel(/^Valor em euros/).fill(euros(valueCents).replace(/\s*€/, ""));
  await page.getByLabel(/^Nome de quem recebe/).fill("Rita Lopes");
  await page.getByLabel(/^Email de quem recebe/).fill(recipient);
  await page.getByLabel(/^Mensagem/).fill("Feliz Natal, Rita!");
  await page.getByRole("button", { name: "Adicionar ao carrinho" }).click();
  // The header's popup lists it as the cart page does.
  await page.getByRole("link", { name: "Carrinho, 1 artigo" }).click();
  const popup = page.getByRole("region", { name: "O seu carrinho" });
  await expect(popup).toContainText(`Cartão-presente de ${euros(valueCents)} para Rita Lopes`);
  await expect(popup).toContainText(`TOTAL (sem portes)${euros(valueCents)}`);
  await page.keyboard.press("Escape");
  await page.getByRole("main").getByRole("link", { name: "Ver carrinho" }).click();
  const giftCards = page.getByRole("region", { name: "Cartões-presente" });
  await expect(giftCards).toContainText(`Cartão-presente de ${euros(valueCents)} para Rita Lopes`);
  await expect(page.getByRole("complementary", { name: "Resumo" })).toContainText(
    "Cartões-presente (sem IVA)",
  );
  const buyer = checkoutPage(page);
  await page.goto("/checkout");
  await expect(page.getByRole("heading", { level: 1, name: "Finalizar compra" })).toBeVisible();
  // Gift cards alone: no delivery step's address, only the buyer's name; the summary lists the card.
  await expect(buyer.summary).toContainText(
    `Cartão-presente de ${euros(valueCents)} para Rita Lopes`,
  );
  const giver = { ...guest, email: `${uniqueWord("oferece")}@example.pt` };
  await buyer.fillContacts(giver, "Entrega por email");
  await buyer.fillByEmail(giver);
  await expect(buyer.totalRow("Envio").first()).toHaveText("EnvioGrátis");
  await buyer.generate("CREDIT");
  await buyer.payWithTestCard();
  const cardsOrder = await confirmedOrderId(page);

  // Its email carries the code, the message and the PDF to print.
  const mail = await waitForMailWith(recipient, "Feliz Natal, Rita!");
  const code = CODE.exec(mail)?.[1] ?? "";
  expect(code).not.toBe("");
  expect(mail).toContain("Content-Type: application/pdf");

  // First purchase: the card pays it all, no other method; 10 € stay on the card.
  const payment = await useCard(spender, code);
  await expect(payment).toContainText(
    `paga ${euros(spent.totalCents)} e fica com ${euros(1000)} de saldo.`,
  );
  await expect(payment).toContainText("Os cartões-presente pagam tudo");
  await expect(payment.getByRole("radio", { name: /Cartão de crédito/ })).toHaveCount(0);
  await payment.getByRole("button", { name: "Encomendar com obrigação de pagamento" }).click();
  await confirmedPurchase(spender);

  // Second purchase: the card's last 10 €, the rest by MULTIBANCO.
  const next = await (await browser.newContext({ baseURL })).newPage();
  await seedCart(next, cartOf(second));
  const rest = await toPayment(next, `${uniqueWord("resto")}@example.pt`);
  const again = await useCard(next, code);
  await expect(again).toContainText(`paga ${euros(1000)} e fica com ${euros(0)} de saldo.`);
  await expect(again).toContainText(`Falta pagar ${euros(rest.totalCents - 1000)}`);
  await rest.checkout.generate("MULTIBANCO");
  await waitingPurchase(next);

  // The holder's page: nothing left, both purchases among the movements.
  await page.goto("/cartao-presente");
  await page.getByLabel("Código do cartão").fill(code);
  await page.getByRole("button", { name: "Ver o saldo" }).click();
  const shown = page.getByRole("region", { name: `Cartão terminado em ${code.slice(-4)}` });
  await expect(shown).toContainText(`Saldo${euros(0)}`);
  await expect(shown.getByRole("row").filter({ hasText: "Utilizado (Online)" })).toHaveCount(2);

  // In the back office the cards' purchase is paid with nothing to send: no dispatch, no slip.
  const owner = await (await browser.newContext({ baseURL })).newPage();
  await signInAsStaff(owner, demoStaff.owner);
  await owner.goto(`/admin/encomendas/${cardsOrder}`);
  const order = owner.getByRole("article");
  await expect(order).toContainText("Nada a enviar: os cartões-presente seguem por email");
  await expect(order.getByText("Paga", { exact: true }).first()).toBeVisible();
  await expect(order.getByRole("button", { name: "Cancelar encomenda" })).toBeVisible();
  await expect(order.getByRole("button", { name: "Pedir envio" })).toHaveCount(0);
  await expect(order.getByRole("link", { name: "Imprimir guia de remessa" })).toHaveCount(0);
});
