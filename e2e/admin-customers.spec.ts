import { readFile } from "node:fs/promises";
import { type APIRequestContext, type Browser, expect, test } from "@playwright/test";
import { type CustomerExport, customerMessages, type GeneratedPurchase } from "@shop/shared";
import { type Customer, logIn, registerCustomer } from "./support/account.ts";
import { backOfficeNav, demoStaff, screenshots, signInAsStaff } from "./support/admin.ts";
import { apiData, cartOf, stockedProduct } from "./support/checkout-shop.ts";
import { waitForLink } from "./support/mailbox.ts";

// A slot of the stocked catalogue no other spec buys (checkout 0–6, account 12, admin 20–21, 30).
const PURCHASE_SLOT = 40;
const address = { country: 1, street: "Rua do Ouro 10", city: "Lisboa", postalCode: "1100-060" };

/**
 * The customer confirms the account's email, keeps an invoice address in the account, and buys
 * once without signing in, with the account's email. Answers the guest purchase's reference.
 */
async function customerHistory(
  browser: Browser,
  request: APIRequestContext,
  customer: Customer,
): Promise<string> {
  const confirmation = await waitForLink(
    customer.email,
    /\/email\/confirmation\/emailCode\/[\w-]+/,
  );
  await apiData(request, "/api/users/client/emailCode", {
    emailCode: confirmation.split("/").at(-1),
  });
  const account = await browser.newContext({ storageState: customer.storageState });
  await apiData(account.request, "/api/users/client/address", {
    ...address,
    forInvoice: true,
    name: "Ribeiro & Filhos, Lda.",
    nif: "123456789",
  });
  await account.close();
  const stocked = await stockedProduct(request, PURCHASE_SLOT, { units: 3 });
  const purchase = await apiData<GeneratedPurchase>(request, "/api/public/purchase/generate", {
    clientId: null,
    cart: cartOf(stocked),
    contacts: { email: customer.email, phone: "912345678" },
    addressDelivery: { ...address, name: customer.name },
    paymentMethod: "MULTIBANCO",
  });
  return purchase.idShort;
}

test("a manager finds a customer, sends the recovery email, exports the data and erases the account", async ({
  page,
  browser,
  baseURL,
  request,
}) => {
  const customer = await registerCustomer(browser, String(baseURL), "admin-customers");
  const guestPurchase = await customerHistory(browser, request, customer);

  await signInAsStaff(page, demoStaff.manager);
  await backOfficeNav(page).getByRole("link", { name: "Clientes" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Clientes" })).toBeVisible();
  await page.getByLabel("Procurar por nome, email, telefone ou NIF").fill(customer.email);
  const rows = page.getByRole("table", { name: "Clientes" }).getByRole("row");
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(1)).not.toContainText("Email por confirmar");
  // The purchase made as a guest with the account's confirmed email counts as the customer's.
  await expect(rows.nth(1).getByRole("cell").nth(3)).toHaveText("1");
  await screenshots(page, "admin-customers");
  await rows.nth(1).getByRole("link", { name: customer.name }).click();

  await expect(page.getByRole("heading", { level: 1, name: customer.name })).toBeVisible();
  const data = page.getByRole("region", { name: "Dados" });
  await expect(data).toContainText(customer.email);
  await expect(data).toContainText("912345678");
  await expect(page.getByRole("region", { name: "Moradas" })).toContainText("NIF 123456789");
  const purchases = page.getByRole("region", { name: "Compras" });
  await expect(purchases.getByRole("listitem")).toHaveCount(1);
  await expect(purchases.getByRole("listitem")).toContainText("Como convidado");
  await expect(purchases.getByRole("link", { name: guestPurchase })).toHaveAttribute(
    "href",
    `/admin/encomendas/${guestPurchase}`,
  );
  await screenshots(page, "admin-customer");

  // The customer's own recovery email reaches their mailbox.
  await page.getByRole("button", { name: "Enviar email de recuperação" }).click();
  await expect(page.getByRole("status").filter({ hasText: /\S/ })).toHaveText(
    customerMessages.recoverySent,
  );
  expect(await waitForLink(customer.email, /\/sign\/recover\/[\w-]+/)).toMatch(
    /^\/sign\/recover\//,
  );

  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: "Exportar dados (JSON)" }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(
    `cliente-${customer.id}-dados-${new Date().toISOString().slice(0, 10)}.json`,
  );
  const exported = JSON.parse(await readFile(await file.path(), "utf8")) as CustomerExport;
  expect(exported.account).toMatchObject({ name: customer.name, email: customer.email });
  expect(exported.emails.map((mail) => mail.kind)).toContain("PASSWORD_RECOVERY");
  expect(exported.purchases).toEqual([
    expect.objectContaining({ idShort: guestPurchase, guest: true, lines: [expect.anything()] }),
  ]);
  await expect(page.getByRole("status").filter({ hasText: /\S/ })).toHaveText(
    `Ficheiro ${file.suggestedFilename()} descarregado.`,
  );

  await page.getByRole("button", { name: "Apagar conta" }).click();
  const dialog = page.getByRole("dialog", { name: `Apagar a conta de ${customer.name}?` });
  await expect(dialog).toContainText("durante 10 anos");
  const confirmation = dialog.getByLabel(/Para confirmar, escreva o email do cliente/);
  await confirmation.fill("outra.pessoa@example.pt");
  await dialog.getByRole("button", { name: "Apagar definitivamente" }).click();
  await expect(dialog.getByText("O email não é o deste cliente.")).toBeVisible();
  await screenshots(page, "admin-customer-erase");
  await confirmation.fill(customer.email.toUpperCase());
  await dialog.getByRole("button", { name: "Apagar definitivamente" }).click();

  await expect(page.getByRole("heading", { level: 1, name: "Clientes" })).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: "A conta foi apagada." })).toBeVisible();

  const storefront = await browser.newPage({ baseURL: String(baseURL) });
  await storefront.goto("/sign");
  await logIn(storefront, customer.email, customer.password);
  await expect(storefront.getByRole("form", { name: "Entrar" }).getByRole("alert")).toHaveText(
    "Email ou palavra-passe incorretos.",
  );
  await storefront.close();
});
