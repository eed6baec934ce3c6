import { expect, test } from "@playwright/test";
import { customerTest, uniqueEmail } from "./support/account.ts";
import { screenshots } from "./support/admin.ts";
import {
  apiData,
  eurosPattern,
  generatedPurchase,
  stockedProduct,
} from "./support/checkout-shop.ts";
import { waitForLink, waitForMail } from "./support/mailbox.ts";

// Slots of the stocked catalogue no other spec buys.
const CARD_SLOT = 64;
const GUEST_SLOT = 65;
const SANDBOX_CARD = "4242424242424242";

const delivery = {
  name: "Ana Cancela",
  country: 1,
  street: "Rua Augusta 100",
  city: "Lisboa",
  postalCode: "1100-053",
};

customerTest(
  "a customer cancels an unshipped card purchase from the account and sees the refund and the credit note",
  async ({ page, customer }) => {
    const stocked = await stockedProduct(page.request, CARD_SLOT, { units: 3 });
    const purchase = await generatedPurchase(page.request, stocked, customer, {
      addressDelivery: delivery,
      paymentMethod: "CREDIT",
    });
    // Paid with the sandbox's test card, as its card form does.
    await apiData(page.request, "/api/dev/payments/card/pay", {
      clientSecret: purchase.paymentKey,
      cardNumber: SANDBOX_CARD,
    });

    await page.goto(`/account/purchases?encomenda=${purchase.idShort}`);
    const details = page.getByRole("region", { name: new RegExp(purchase.idShort) });
    await details.getByRole("button", { name: "Cancelar encomenda" }).click();
    const dialog = page.getByRole("alertdialog", { name: "Cancelar esta encomenda?" });
    await expect(dialog).toContainText("ao cartão com que pagou");
    await expect(dialog).toContainText(eurosPattern(purchase.paymentValue));
    await expect(dialog.getByLabel("IBAN")).toHaveCount(0);
    await dialog.getByRole("button", { name: "Sim, cancelar encomenda" }).click();

    await expect(details.getByRole("status")).toHaveText(
      "Encomenda cancelada. Devolvemos o valor ao cartão com que pagou.",
    );
    await expect(page.getByRole("button", { name: new RegExp(purchase.idShort) })).toContainText(
      "CANCELADA",
    );
    await expect(details).toContainText("O valor foi devolvido ao cartão com que pagou.");
    await expect(details.getByRole("button", { name: "Cancelar encomenda" })).toHaveCount(0);

    // The job issues the invoice, then its credit note, within seconds.
    const creditNote = details.getByRole("link", { name: /Abrir a nota de crédito .+ \(PDF\)/ });
    await expect(async () => {
      await page.reload();
      await expect(creditNote).toBeVisible({ timeout: 5_000 });
    }).toPass({ timeout: 30_000 });
    const pdf = await page.request.get((await creditNote.getAttribute("href")) as string);
    expect(pdf.headers()["content-type"]).toBe("application/pdf");
    await screenshots(page, "cancel-account");
    await waitForMail(customer.email, `Encomenda ${purchase.idShort} cancelada`);
  },
);

test("a guest opens the order page from the email and cancels a paid MULTIBANCO purchase with an IBAN", async ({
  page,
}) => {
  const email = uniqueEmail("order-page");
  const stocked = await stockedProduct(page.request, GUEST_SLOT, { units: 3 });
  const purchase = await generatedPurchase(
    page.request,
    stocked,
    { id: null, email },
    { addressDelivery: delivery, paymentMethod: "MULTIBANCO" },
  );
  await apiData(page.request, "/api/dev/payments/multibanco/pay", {
    entity: purchase.paymentEntity,
    reference: purchase.paymentReference,
    value: purchase.paymentValue,
  });
  await waitForMail(email, `Pagamento recebido: encomenda ${purchase.idShort}`);
  const link = await waitForLink(email, /\/encomenda\/[\w-]{43}/);

  await page.goto(link);
  await expect(page.getByRole("heading", { name: `Encomenda ${purchase.idShort}` })).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
  await expect(page.getByText("A PREPARAR")).toBeVisible();
  await expect(page.getByText("1100-053, Portugal")).toBeVisible();
  // No more than the email showed: not the name nor the street.
  await expect(page.getByText("Rua Augusta 100")).toHaveCount(0);
  await expect(page.getByText(eurosPattern(purchase.paymentValue)).first()).toBeVisible();

  await page.getByRole("button", { name: "Cancelar encomenda" }).click();
  const dialog = page.getByRole("alertdialog", { name: "Cancelar esta encomenda?" });
  await expect(dialog).toContainText("por transferência bancária");
  await dialog.getByLabel("IBAN").fill("PT50 0002 0123 1234 5678 9015 5");
  await dialog.getByRole("button", { name: "Sim, cancelar encomenda" }).click();
  await expect(dialog).toContainText("O IBAN não é válido. Confirme as letras e os algarismos.");
  await dialog.getByLabel("IBAN").fill("PT50 0002 0123 1234 5678 9015 4");
  await dialog.getByRole("button", { name: "Sim, cancelar encomenda" }).click();

  await expect(page.getByRole("status").filter({ hasText: "Encomenda cancelada." })).toHaveText(
    "Encomenda cancelada. Vamos devolver o valor por transferência bancária para a conta que nos indicou, no prazo máximo de 14 dias a contar do cancelamento.",
  );
  await expect(page.getByText("CANCELADA", { exact: true })).toBeVisible();
  await expect(page.getByRole("button", { name: "Cancelar encomenda" })).toHaveCount(0);
  await screenshots(page, "cancel-order-page");
  const mail = await waitForMail(email, `Encomenda ${purchase.idShort} cancelada`);
  expect(mail).toContain("terminada em 0154");

  // The guest revokes the link: it answers as if it never existed.
  await page.getByRole("button", { name: "Desativar esta ligação" }).click();
  await expect(page.getByRole("heading", { name: "Ligação desativada" })).toBeVisible();
  await page.reload();
  await expect(
    page.getByRole("heading", { name: "Esta ligação não existe ou foi desativada." }),
  ).toBeVisible();
});
