import { expect, test } from "@playwright/test";
import { uniqueEmail } from "./support/account.ts";
import {
  backOfficeNav,
  clickAndConfirm,
  demoStaff,
  screenshots,
  signInAsStaff,
} from "./support/admin.ts";
import { stockedProduct } from "./support/checkout-shop.ts";
import { waitForLink, waitForMail } from "./support/mailbox.ts";
import {
  deliveredBy,
  deliveredToCustomer,
  openReturns,
  pageOf,
  paidBy,
  receiveAndAccept,
} from "./support/returns.ts";

// Slots of the stocked catalogue no other spec buys (the others take 0–56).
const RETURN_SLOT = 60;
const EXCHANGE_SLOT = 61;
const GUEST_SLOT = 66;
const MBWAY_SLOT = 67;

test("a customer returns one of two sizes; a manager receives and accepts it; the owner refunds it with a credit note", async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(150_000);
  const { sizes, shopper, manager, idShort } = await deliveredToCustomer(browser, String(baseURL), {
    slot: RETURN_SLOT,
    tag: "devolucao",
    bought: 2,
  });
  const [, returned] = sizes;

  // The customer asks to return one size from the account, and is told how to send it.
  const details = await openReturns(shopper, idShort);
  await expect(details).toContainText("sem indicar o motivo");
  await details.getByRole("button", { name: "Devolver ou trocar artigos" }).click();
  await details.getByLabel(new RegExp(`tamanho ${returned}$`)).check();
  await details.getByLabel("Motivo").selectOption({ label: "O tamanho ficou grande" });
  await details.getByRole("button", { name: "Pedir" }).click();
  // The purchase's own actions keep a status of their own: the returns section's is the one.
  const returnsStatus = details
    .getByRole("region", { name: "Devoluções e trocas" })
    .getByRole("status");
  await expect(returnsStatus).toHaveText(
    "Pedido registado. Enviámos-lhe um email com as instruções de envio.",
  );
  await expect(details).toContainText("Pedida");
  await expect(details).toContainText("Por correio, para");
  await expect(details).toContainText(`Indique a referência da encomenda, ${idShort}.`);
  await screenshots(shopper, "account-return-requested");

  // The manager finds it in Devoluções and receives and accepts it at the order.
  await backOfficeNav(manager).getByRole("link", { name: "Devoluções" }).click();
  await manager.getByLabel("Estado").selectOption({ label: "Pedida" });
  const list = manager.getByRole("table", { name: "Devoluções e trocas pedidas" });
  await screenshots(manager, "admin-returns");
  await list.getByRole("link", { name: idShort }).first().click();
  const order = manager.getByRole("article");
  await receiveAndAccept(order, returned);
  await expect(order).toContainText("voltou ao stock");
  // Money leaves the shop only by the owner's hand.
  await expect(order.getByRole("button", { name: /^Reembolsar/ })).toHaveCount(0);

  const owner = await pageOf(browser, String(baseURL));
  await signInAsStaff(owner, demoStaff.owner);
  await owner.goto(`/admin/encomendas/${idShort}`);
  const ownerOrder = owner.getByRole("article");
  await clickAndConfirm(ownerOrder, /^Reembolsar/);
  await expect(ownerOrder.getByRole("status")).toHaveText(
    "Reembolso feito e nota de crédito pedida.",
  );
  await expect(ownerOrder).toContainText(/Reembolso de .* no cartão feito\./);
  await expect
    .poll(
      async () => {
        await owner.reload();
        return (await ownerOrder.textContent()) ?? "";
      },
      { timeout: 20_000 },
    )
    .toMatch(/Nota de crédito.*Emitid/);
  await screenshots(owner, "admin-order-return-refunded");

  // The customer sees the refund in the account.
  const after = await openReturns(shopper, idShort);
  await expect(after).toContainText("Reembolsada");
  await expect(after).toContainText(/Reembolso de .* no cartão feito\./);
});

test("a customer who paid by MB WAY returns a size with no IBAN asked; the owner's refund goes back by MB WAY", async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(150_000);
  const { sizes, shopper, manager, idShort } = await deliveredToCustomer(browser, String(baseURL), {
    slot: MBWAY_SLOT,
    tag: "devolucao-mbway",
    bought: 1,
    method: "MBWAY",
  });
  const [returned] = sizes;

  const details = await openReturns(shopper, idShort);
  await details.getByRole("button", { name: "Devolver ou trocar artigos" }).click();
  await details.getByLabel(new RegExp(`tamanho ${returned}$`)).check();
  await details.getByLabel("Motivo").selectOption({ label: "O tamanho ficou grande" });
  // The money goes back the way it came: no account to type.
  await expect(details.getByLabel("IBAN para o reembolso")).toHaveCount(0);
  await details.getByRole("button", { name: "Pedir" }).click();
  await expect(
    details.getByRole("region", { name: "Devoluções e trocas" }).getByRole("status"),
  ).toHaveText("Pedido registado. Enviámos-lhe um email com as instruções de envio.");

  await manager.goto(`/admin/encomendas/${idShort}`);
  const order = manager.getByRole("article");
  await receiveAndAccept(order);

  const owner = await pageOf(browser, String(baseURL));
  await signInAsStaff(owner, demoStaff.owner);
  await owner.goto(`/admin/encomendas/${idShort}`);
  const ownerOrder = owner.getByRole("article");
  await expect(ownerOrder.getByLabel("IBAN do cliente")).toHaveCount(0);
  await clickAndConfirm(ownerOrder, /^Reembolsar/);
  await expect(ownerOrder.getByRole("status")).toHaveText(
    "Reembolso feito e nota de crédito pedida.",
  );
  await expect(ownerOrder).toContainText(/Reembolso por MB WAY de .* feito\./);

  const after = await openReturns(shopper, idShort);
  await expect(after).toContainText("Reembolsada");
  await expect(after).toContainText(/Reembolso por MB WAY de .* feito\./);
});

test("an exchange for another size ends with the new size dispatched", async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(150_000);
  const { sizes, shopper, manager, idShort } = await deliveredToCustomer(browser, String(baseURL), {
    slot: EXCHANGE_SLOT,
    tag: "troca",
    bought: 1,
  });
  const [bought, wanted] = sizes;

  const details = await openReturns(shopper, idShort);
  await details.getByRole("button", { name: "Devolver ou trocar artigos" }).click();
  await details.getByLabel("Troca de tamanho").check();
  await details.getByLabel(new RegExp(`tamanho ${bought}$`)).check();
  await details.getByLabel("Trocar pelo tamanho").selectOption(wanted);
  await details.getByRole("button", { name: "Pedir" }).click();
  await expect(details).toContainText("Troca de tamanho");
  await expect(details).toContainText(`→ ${wanted}`);

  await manager.goto(`/admin/encomendas/${idShort}`);
  const order = manager.getByRole("article");
  await receiveAndAccept(order);
  await order.getByRole("button", { name: "Criar a encomenda de troca" }).click();
  await expect(order.getByRole("status")).toHaveText(
    "Nova encomenda criada para o tamanho trocado: siga-a até ao envio.",
  );

  // The new purchase at no charge follows the usual way out.
  const exchangeLink = order.getByRole("link", { name: /^[A-Z0-9]{8}$/ }).last();
  const exchangeIdShort = (await exchangeLink.textContent()) ?? "";
  await exchangeLink.click();
  await expect(
    manager.getByRole("heading", { level: 1, name: `Encomenda ${exchangeIdShort}` }),
  ).toBeVisible();
  const exchangeOrder = manager.getByRole("article");
  await expect(exchangeOrder).toContainText(`Troca da encomenda ${idShort}`);
  await clickAndConfirm(exchangeOrder, "Pedir envio");
  await expect(exchangeOrder).toContainText("Para recolha");
  await exchangeOrder.getByRole("button", { name: "Marcar como enviada" }).click();
  const dialog = manager.getByRole("dialog", { name: "Enviar encomenda" });
  await dialog.getByLabel(/^Transportadora/).selectOption({ label: "CTT" });
  await dialog.getByLabel(/^Número de seguimento/).fill("RR444555666PT");
  await dialog.getByRole("button", { name: "Marcar como enviada" }).click();
  await expect(exchangeOrder.getByRole("status")).toHaveText(
    "Encomenda enviada. O cliente vai receber um email com o seguimento.",
  );
  await expect(exchangeOrder).toContainText(`Tamanho ${wanted}`);

  // The customer sees the exchange done and the new order on its way.
  const after = await openReturns(shopper, idShort);
  await expect(after).toContainText(`Novo tamanho enviado na encomenda ${exchangeIdShort}.`);
  await expect(shopper.getByRole("button", { name: new RegExp(exchangeIdShort) })).toContainText(
    "A TRANSITO",
  );
});

test("a guest returns one of two sizes from the order page; a manager accepts it, the owner refunds it; the page shows the refund and the credit note", async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(150_000);
  const guest = await pageOf(browser, String(baseURL));
  const stocked = await stockedProduct(guest.request, GUEST_SLOT, { sizes: 2, units: 3 });
  const [kept, returned] = stocked.sizes as [string, string];
  const email = uniqueEmail("devolucao-convidado");
  const idShort = await paidBy(guest, { id: null, email }, stocked.product.id, [kept, returned]);
  await waitForMail(email, `Pagamento recebido: encomenda ${idShort}`);
  const link = await waitForLink(email, /\/encomenda\/[\w-]{43}/);
  const manager = await deliveredBy(browser, String(baseURL), idShort);

  // The guest asks to return one size from the page the email links to.
  await guest.goto(link);
  await expect(guest.getByRole("heading", { name: `Encomenda ${idShort}` })).toBeVisible();
  const returns = guest.getByRole("region", { name: "Devoluções e trocas" });
  await expect(returns).toContainText("sem indicar o motivo");
  await returns.getByRole("button", { name: "Devolver ou trocar artigos" }).click();
  await returns.getByLabel(new RegExp(`tamanho ${returned}$`)).check();
  await returns.getByLabel("Motivo").selectOption({ label: "O tamanho ficou grande" });
  await returns.getByRole("button", { name: "Pedir" }).click();
  await expect(returns.getByRole("status")).toHaveText(
    "Pedido registado. Enviámos-lhe um email com as instruções de envio.",
  );
  await expect(returns).toContainText("Pedida");
  await expect(returns).toContainText(`Indique a referência da encomenda, ${idShort}.`);
  // Only the size kept is left to return.
  await returns.getByRole("button", { name: "Devolver ou trocar artigos" }).click();
  await expect(returns.getByLabel(new RegExp(`tamanho ${kept}$`))).toBeVisible();
  await expect(returns.getByLabel(new RegExp(`tamanho ${returned}$`))).toHaveCount(0);
  await screenshots(guest, "order-page-return-requested");

  // The manager receives and accepts it at the order; the owner refunds it.
  await manager.goto(`/admin/encomendas/${idShort}`);
  const order = manager.getByRole("article");
  await receiveAndAccept(order, returned);
  const owner = await pageOf(browser, String(baseURL));
  await signInAsStaff(owner, demoStaff.owner);
  await owner.goto(`/admin/encomendas/${idShort}`);
  const ownerOrder = owner.getByRole("article");
  await clickAndConfirm(ownerOrder, /^Reembolsar/);
  await expect(ownerOrder.getByRole("status")).toHaveText(
    "Reembolso feito e nota de crédito pedida.",
  );

  // The order page shows the refund, and the credit note once the job has issued it.
  const creditNote = guest.getByRole("link", { name: /Abrir a nota de crédito .+ \(PDF\)/ });
  await expect(async () => {
    await guest.reload();
    await expect(creditNote).toBeVisible({ timeout: 5_000 });
  }).toPass({ timeout: 30_000 });
  const after = guest.getByRole("region", { name: "Devoluções e trocas" });
  await expect(after).toContainText("Reembolsada");
  await expect(after).toContainText(/Reembolso de .* no cartão feito\./);
  const pdf = await guest.request.get((await creditNote.getAttribute("href")) as string);
  expect(pdf.headers()["content-type"]).toBe("application/pdf");
  await screenshots(guest, "order-page-return-refunded");
});
