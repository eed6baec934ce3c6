import { type APIRequestContext, expect, test } from "@playwright/test";
import { backOfficeNav, demoStaff, searchOrders, signInAsStaff } from "./support/admin.ts";
import { apiData, generatedPurchase, stockedProduct } from "./support/checkout-shop.ts";

// Slots of the stocked catalogue no other spec buys.
const GUEST_SLOT = 90;
const BULK_SLOTS = [91, 92];

/** A guest's MULTIBANCO purchase of the `slot`-th stocked product, paid when `paid`. */
async function guestPurchase(
  request: APIRequestContext,
  slot: number,
  buyer: { email: string; name: string },
  paid: boolean,
) {
  const stocked = await stockedProduct(request, slot, { units: 3 });
  const purchase = await generatedPurchase(
    request,
    stocked,
    { id: null, email: buyer.email },
    {
      addressDelivery: {
        name: buyer.name,
        country: 1,
        street: "Rua da Prata 8",
        city: "Lisboa",
        postalCode: "1100-420",
      },
      paymentMethod: "MULTIBANCO",
    },
  );
  if (paid)
    await apiData(request, "/api/dev/payments/multibanco/pay", {
      entity: purchase.paymentEntity,
      reference: purchase.paymentReference,
      value: purchase.paymentValue,
    });
  return purchase.idShort;
}

test("a guest buyer in «Clientes»: their purchases, their data exported and erased on request", async ({
  page,
  request,
}) => {
  const email = `convidada.${Date.now()}@example.pt`;
  const idShort = await guestPurchase(
    request,
    GUEST_SLOT,
    { email, name: "Teresa Convidada" },
    false,
  );
  await signInAsStaff(page, demoStaff.manager);
  await backOfficeNav(page).getByRole("link", { name: "Clientes" }).click();
  await page.getByLabel("Procurar por nome, email, telefone ou NIF").fill(email);
  const rows = page.getByRole("table", { name: "Clientes" }).getByRole("row");
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(1)).toContainText("Sem conta");
  await rows.nth(1).getByRole("link", { name: "Teresa Convidada" }).click();

  await expect(
    page.getByRole("heading", { level: 1, name: "Teresa Convidada (sem conta)" }),
  ).toBeVisible();
  await expect(page.getByRole("region", { name: "Dados" })).toContainText(email);
  const purchases = page.getByRole("region", { name: "Compras" });
  await expect(purchases.getByRole("link", { name: idShort })).toBeVisible();

  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: "Exportar dados (JSON)" }).click();
  expect((await download).suggestedFilename()).toMatch(/^convidado-\d+-dados-/);

  await page.getByRole("button", { name: "Apagar dados" }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toContainText("lei de faturação exige");
  await dialog.getByLabel(/Para confirmar, escreva o email do cliente/).fill(email);
  await dialog.getByRole("button", { name: "Apagar definitivamente" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Clientes" })).toBeVisible();
  await expect(
    page.getByRole("status").filter({ hasText: "Os dados do cliente sem conta foram apagados." }),
  ).toBeVisible();
});

test("an order's internal notes, and packing slips and dispatch for several orders at once", async ({
  page,
  request,
}) => {
  const stamp = Date.now();
  const orders: string[] = [];
  for (const [index, slot] of BULK_SLOTS.entries())
    orders.push(
      await guestPurchase(
        request,
        slot,
        { email: `lote.${index}.${stamp}@example.pt`, name: `Lote ${index} ${stamp}` },
        true,
      ),
    );
  await signInAsStaff(page, demoStaff.manager);

  // A note on the first order: kept with who wrote it.
  let table = await searchOrders(page, orders[0] as string);
  await table.getByRole("link", { name: orders[0] }).click();
  const notes = page.getByRole("region", { name: "Notas internas" });
  await expect(notes).toContainText("Ainda não há notas.");
  await notes.getByRole("button", { name: "Guardar nota" }).click();
  await expect(notes.getByText("Escreva a nota.")).toBeVisible();
  await notes.getByLabel("Nova nota").fill("Cliente pediu caixa de oferta.");
  await notes.getByRole("button", { name: "Guardar nota" }).click();
  await expect(notes.getByRole("status")).toHaveText("Nota guardada. Só a equipa a vê.");
  await expect(notes.getByRole("list", { name: "Notas internas" })).toContainText(
    "Cliente pediu caixa de oferta.",
  );

  // Both orders chosen in the list.
  table = await searchOrders(page, String(stamp));
  for (const idShort of orders)
    await table.getByRole("checkbox", { name: `Escolher a encomenda ${idShort}` }).check();
  const bar = page.getByRole("region", { name: "2 encomendas escolhidas" });
  await bar.getByRole("link", { name: "Imprimir guias" }).click();
  for (const idShort of orders)
    await expect(page.getByRole("article", { name: `Guia de remessa ${idShort}` })).toBeVisible();
  await expect(page.getByRole("button", { name: "Imprimir" })).toBeVisible();
  await page.goBack();

  table = page.getByRole("table", { name: "Encomendas da loja" });
  await expect(
    table.getByRole("checkbox", { name: `Escolher a encomenda ${orders[0]}` }),
  ).toBeChecked();
  await bar.getByRole("button", { name: "Pedir envio" }).click();
  const dialog = page.getByRole("dialog", { name: "Pedir envio de 2 encomendas?" });
  await dialog.getByRole("button", { name: "Pedir envio" }).click();
  await expect(
    page.getByRole("status").filter({ hasText: "Envio pedido para 2 encomendas." }),
  ).toBeVisible();
  for (const idShort of orders)
    await expect(table.getByRole("row").filter({ hasText: idShort })).toContainText("Para recolha");

  // Asked again: both refused, with the reason.
  for (const idShort of orders)
    await table.getByRole("checkbox", { name: `Escolher a encomenda ${idShort}` }).check();
  await bar.getByRole("button", { name: "Pedir envio" }).click();
  await dialog.getByRole("button", { name: "Pedir envio" }).click();
  const refused = page.getByRole("region", { name: "Recusadas" });
  await expect(refused.getByRole("listitem")).toHaveCount(2);
  await expect(refused).toContainText("mudou entretanto");
});
