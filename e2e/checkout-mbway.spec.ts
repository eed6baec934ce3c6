import { expect, test } from "@playwright/test";
import { checkoutPage, confirmedPurchase, waitingPurchase } from "./support/checkout-page.ts";
import { cartOf, guest, seedCart, stockedProduct } from "./support/checkout-shop.ts";

// A slot of the stocked catalogue no other spec buys.
const MBWAY_SLOT = 63;

test("a guest pays with MB WAY: refuses once, then accepts on the sandbox bank page", async ({
  page,
  context,
  request,
}) => {
  // Two answers on the bank page, each seen by the checkout's polling (every 3 s).
  test.setTimeout(120_000);
  await seedCart(page, cartOf(await stockedProduct(request, MBWAY_SLOT, { units: 3 })));
  const checkout = checkoutPage(page);
  await checkout.open();
  await checkout.fillAll(guest);
  await checkout.generate("MBWAY");

  const panel = page.getByRole("region", { name: "Pagamento por MB WAY" });
  await expect(panel).toBeVisible();
  // The contact phone is the MB WAY number unless the buyer changes it.
  await expect(panel.getByLabel("Número de telemóvel com MB WAY")).toHaveValue(guest.phone);
  await panel.getByRole("button", { name: "Enviar pedido MB WAY" }).click();
  // The request is on the buyer's phone: they land on the purchase's own page, which follows it.
  const address = await waitingPurchase(page);
  await expect(panel.getByRole("status")).toContainText(
    /Aceite o pagamento de .+ na aplicação MB WAY do seu telemóvel\./,
  );
  await expect(panel.getByText(/Tempo restante para aceitar: [34]:\d{2}/)).toBeVisible();

  const [bank] = await Promise.all([
    context.waitForEvent("page"),
    panel.getByRole("link", { name: "Aceitar no banco de testes" }).click(),
  ]);
  const requests = bank.getByRole("region", { name: "Pedidos MB WAY pendentes" });
  const pending = requests.getByRole("listitem").filter({ hasText: guest.phone });
  await expect(pending).toHaveCount(1);
  await pending.getByRole("button", { name: "Recusar" }).click();
  await expect(requests.getByRole("status")).toHaveText("Pedido recusado.");

  await expect(panel.getByRole("alert")).toHaveText(
    "O pagamento foi recusado na aplicação MB WAY. Pode enviar um novo pedido ou pagar por referência MULTIBANCO.",
  );
  await expect(
    panel.getByRole("button", { name: "Pagar antes por referência MULTIBANCO" }),
  ).toBeVisible();
  // Typed again with the country code: kept whole, and pushed to the same 9 digits.
  const phoneBox = panel.getByLabel("Número de telemóvel com MB WAY");
  const withCode = `+351 ${guest.phone.match(/\d{3}/g)?.join(" ")}`;
  await phoneBox.fill(withCode);
  await expect(phoneBox).toHaveValue(withCode);
  await panel.getByRole("button", { name: "Enviar novo pedido" }).click();
  await expect(panel.getByRole("status")).toContainText(/Aceite o pagamento/);

  await expect(pending).toHaveCount(1);
  await pending.getByRole("button", { name: "Aceitar" }).click();
  await expect(requests.getByRole("status")).toHaveText("Pedido aceite: a encomenda fica paga.");
  await bank.close();

  await expect((await confirmedPurchase(page)).nth(1)).toHaveText("MB WAY");
  expect(page.url()).toBe(address);
  await expect(page.getByRole("link", { name: "Ver a encomenda" })).toBeVisible();
});

test("an MB WAY buyer switches to a MULTIBANCO reference for the same order", async ({
  page,
  request,
}) => {
  await seedCart(page, cartOf(await stockedProduct(request, MBWAY_SLOT + 1, { units: 3 })));
  const checkout = checkoutPage(page);
  await checkout.open();
  await checkout.fillAll(guest);
  await checkout.generate("MBWAY");
  const panel = page.getByRole("region", { name: "Pagamento por MB WAY" });
  await panel.getByRole("button", { name: "Pagar antes por referência MULTIBANCO" }).click();

  await waitingPurchase(page);
  const reference = page.getByRole("region", { name: "Pagamento por referência MULTIBANCO" });
  await expect(reference).toBeVisible();
  await expect(reference.getByRole("definition").nth(1)).toContainText(/^\d{3} \d{3} \d{3}/);
  await expect(reference.getByRole("status")).toHaveText("A aguardar pagamento…");
});
