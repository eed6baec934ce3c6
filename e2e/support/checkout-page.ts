import { expect, type Locator, type Page } from "@playwright/test";
import type { Buyer } from "./checkout-shop.ts";

const stepName = (name: string) => new RegExp(`^\\d\\. ${name}`);
/** A label, with or without the ' *' and '(obrigatório)' of a required field. */
const labelled = (label: string) =>
  new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}(\\s*\\*)?(\\s*\\(obrigatório\\))?$`);

/** The checkout as a buyer sees it: steps by their heading buttons, fields by their labels. */
export function checkoutPage(page: Page) {
  const main = page.getByRole("main");
  /** A step's heading button ('2. Contactos'). */
  const step = (name: string) => main.getByRole("button", { name: stepName(name) });
  /** An open step's panel; closed panels are hidden, so labels never clash between steps. */
  const section = (name: string) => main.getByRole("region", { name: stepName(name) });
  const summary = page.getByRole("complementary", { name: "Resumo da encomenda" });
  const field = (where: string, label: string) => section(where).getByLabel(labelled(label));

  return {
    main,
    step,
    section,
    summary,
    field,
    /** A row of the totals ('Portes de envio', 'Total (IVA incluído)'…). */
    totalRow: (label: string): Locator =>
      summary.getByRole("term").filter({ hasText: label }).locator(".."),

    async open() {
      await page.goto("/checkout");
      await expect(page.getByRole("heading", { level: 1, name: "Finalizar compra" })).toBeVisible();
      await expect(summary.getByRole("list", { name: "Produtos" })).toBeVisible();
    },

    /** The contacts step; `next` is the step it opens (gift cards alone: «Entrega por email»). */
    async fillContacts(buyer: Buyer, next = "Morada de entrega") {
      // The step's own button (a phone's bottom bar repeats it).
      await section("Compra única ou registo")
        .getByRole("button", { name: "Continuar sem registo" })
        .click();
      await expect(step("Contactos")).toHaveAttribute("aria-expanded", "true");
      await field("Contactos", "Email").fill(buyer.email);
      const phone = field("Contactos", "Telefone");
      await phone.pressSequentially(buyer.phone);
      await expect(phone).toHaveValue(`(351) ${buyer.phone}`);
      await section("Contactos").getByRole("button", { name: "Continuar" }).click();
      await expect(step(next)).toHaveAttribute("aria-expanded", "true");
    },

    /** Gift cards alone: no address, only the buyer's name; then the invoice step as it is. */
    async fillByEmail(buyer: Buyer) {
      const where = "Entrega por email";
      await expect(section(where)).toContainText("sem morada nem portes");
      await expect(field(where, "Morada")).toHaveCount(0);
      await field(where, "O seu nome").fill(buyer.name);
      await section(where).getByRole("button", { name: "Continuar" }).click();
      await expect(step("Dados de faturação")).toHaveAttribute("aria-expanded", "true");
      await section("Dados de faturação").getByRole("button", { name: "Continuar" }).click();
      await expect(step("Pagamento")).toHaveAttribute("aria-expanded", "true");
    },

    async fillDelivery(buyer: Buyer) {
      const where = "Morada de entrega";
      await field(where, "Nome do destinatário").fill(buyer.name);
      await field(where, "País").selectOption({ label: buyer.country });
      await field(where, "Morada").fill(buyer.street);
      await field(where, "Cidade").fill(buyer.city);
      const postal = field(where, "Código postal");
      await postal.pressSequentially(buyer.postalCode);
      await expect(postal).toHaveValue(/^\d{4}-\d{3}$/);
      await section(where).getByRole("button", { name: "Continuar" }).click();
      await expect(step("Dados de faturação")).toHaveAttribute("aria-expanded", "true");
      await section("Dados de faturação").getByRole("button", { name: "Continuar" }).click();
      await expect(step("Pagamento")).toHaveAttribute("aria-expanded", "true");
    },

    async fillAll(buyer: Buyer) {
      await this.fillContacts(buyer);
      await this.fillDelivery(buyer);
    },

    async generate(method: "MULTIBANCO" | "CREDIT" | "MBWAY") {
      const payment = section("Pagamento");
      if (method === "CREDIT") await payment.getByLabel("Cartão de crédito/débito").check();
      else if (method === "MBWAY") await payment.getByLabel("MB WAY").check();
      else await expect(payment.getByLabel("Referência MULTIBANCO")).toBeChecked();
      await payment.getByRole("button", { name: "Encomendar com obrigação de pagamento" }).click();
    },

    /** Pays the generated card payment with the sandbox's accepted test card. */
    async payWithTestCard() {
      const card = page.getByRole("region", { name: "Pagamento com cartão" });
      await card.getByLabel("Número do cartão").fill("4242 4242 4242 4242");
      await card.getByLabel("Validade (MM/AA)").fill("12/39");
      await card.getByLabel("CVC").fill("123");
      await card.getByRole("button", { name: /^Pagar \d/ }).click();
    },
  };
}

/**
 * The confirmation page the checkout opens once the purchase is paid (its own address, which a
 * reload shows again); answers its summary list (order, method, value).
 */
export async function confirmedPurchase(page: Page, timeout = 15_000) {
  await expect(page).toHaveURL(/\/encomenda\/confirmada\/[\w-]+$/, { timeout });
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Obrigado pela sua compra!");
  await expect(page.getByRole("status").filter({ hasText: "pagamento recebido" })).toBeVisible();
  return page.getByRole("main").getByRole("definition");
}

/** The order reference on the confirmation page. */
export async function confirmedOrderId(page: Page, timeout = 15_000) {
  const values = await confirmedPurchase(page, timeout);
  return ((await values.first().textContent()) ?? "").trim();
}

/**
 * The page a MULTIBANCO reference lands on once generated: the confirmation page of its own
 * address, waiting for the payment. Answers its address.
 */
export async function waitingPurchase(page: Page, timeout = 15_000) {
  await expect(page).toHaveURL(/\/encomenda\/confirmada\/[\w-]+$/, { timeout });
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Encomenda registada");
  await expect(page.getByRole("status").filter({ hasText: "aguarda pagamento" })).toBeVisible();
  return page.url();
}
