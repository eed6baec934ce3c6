import { expect, test } from "@playwright/test";
import { checkoutPage, confirmedPurchase, waitingPurchase } from "./support/checkout-page.ts";
import { cartOf, seedCart, stockedProduct } from "./support/checkout-shop.ts";

// A slot of the stocked catalogue no other spec buys.
const MADRID_SLOT = 24;

test("a buyer in Madrid types 28013 and a Spanish phone, and pays the total the checkout showed", async ({
  page,
  context,
  request,
}) => {
  await seedCart(page, cartOf(await stockedProduct(request, MADRID_SLOT)));
  const checkout = checkoutPage(page);
  await checkout.open();

  await page.getByRole("button", { name: "Continuar sem registo" }).click();
  await checkout.field("Contactos", "Email").fill("lucia.garcia@example.es");
  const phone = checkout.field("Contactos", "Telefone");
  await phone.pressSequentially("+34 600 11 22 33");
  await expect(phone).toHaveValue("+34 600 11 22 33");
  await checkout.section("Contactos").getByRole("button", { name: "Continuar" }).click();

  const where = "Morada de entrega";
  await checkout.field(where, "Nome do destinatário").fill("Lucía García");
  await checkout.field(where, "País").selectOption({ label: "Espanha" });
  await checkout.field(where, "Morada").fill("Calle de Alcalá 1, 3.º B");
  await checkout.field(where, "Cidade").fill("Madrid");
  const postal = checkout.field(where, "Código postal");
  await expect(postal).toHaveAttribute("placeholder", "28013");
  await postal.pressSequentially("28013");
  await expect(postal).toHaveValue("28013");
  await checkout.section(where).getByRole("button", { name: "Continuar" }).click();
  await expect(checkout.field(where, "Código postal")).toHaveCount(0);
  await checkout.section("Dados de faturação").getByRole("button", { name: "Continuar" }).click();

  // Spain is in the EU: Portugal's rate, so the shown prices hold and no note is needed.
  const cents = async (label: string) =>
    Number(
      ((await checkout.totalRow(label).getByRole("definition").textContent()) ?? "").replace(
        /\D/g,
        "",
      ),
    );
  await expect(checkout.totalRow("IVA (23%)")).toBeVisible();
  const total = await cents("Total (IVA incluído)");
  expect(
    (await cents("Artigos sem IVA")) + (await cents("Envio sem IVA")) + (await cents("IVA (23%)")),
  ).toBe(total);
  await expect(checkout.summary.getByRole("status").filter({ hasText: /IVA/ })).toHaveCount(0);

  const payment = checkout.section("Pagamento");
  await expect(payment.getByText(/^Ao encomendar, aceita os Termos e Condições/)).toBeVisible();
  // The destination's lead time, from its delivery group (the EU's in the demo).
  await expect(checkout.summary).toContainText(
    "Entrega em 3 a 7 dias úteis após a confirmação do pagamento.",
  );
  await expect(
    payment.getByRole("button", { name: "Encomendar com obrigação de pagamento" }),
  ).toBeVisible();
  await expect(payment.getByRole("link", { name: "Termos e Condições" })).toHaveAttribute(
    "href",
    "/terms",
  );
  await checkout.generate("MULTIBANCO");
  await waitingPurchase(page);

  const panel = page.getByRole("region", { name: "Pagamento por referência MULTIBANCO" });
  const value = panel.getByRole("definition").nth(2);
  await expect(value).toBeVisible();
  expect(Number(((await value.textContent()) ?? "").replace(/\D/g, ""))).toBe(total);

  const [bank] = await Promise.all([
    context.waitForEvent("page"),
    panel.getByRole("link", { name: /Pagar no banco de testes/ }).click(),
  ]);
  await bank.getByRole("button", { name: "Pagar" }).click();
  await expect(bank.getByRole("status")).toContainText("Pagamento efetuado.");
  await bank.close();
  await confirmedPurchase(page);
});
