import { expect, test } from "@playwright/test";
import { clickAndConfirm, demoStaff, screenshots, signInAsStaff } from "./support/admin.ts";
import { deliveredToCustomer, openReturns, pageOf, receiveAndAccept } from "./support/returns.ts";
import { type OwnShop, startOwnShop } from "./support/shop-server.ts";

const IBAN = "PT50 0002 0123 1234 5678 9015 4";

// A shop of its own whose operator keeps no hold on a refund's IBAN (production keeps at least an
// hour; the API tests cover the hold), so the transfer can be made and recorded at once.
let shop: OwnShop;
test.beforeAll(async () => {
  test.setTimeout(120_000);
  shop = await startOwnShop([], { REFUND_IBAN_HOLD_HOURS: "0" });
});
test.afterAll(async () => shop?.stop());

test("a return paid by MULTIBANCO is refunded by a transfer the owner makes to the IBAN shown and records with the bank's reference", async ({
  browser,
}) => {
  test.setTimeout(150_000);
  const { sizes, shopper, manager, idShort } = await deliveredToCustomer(browser, shop.baseURL, {
    slot: 3,
    tag: "transferencia",
    bought: 1,
    method: "MULTIBANCO",
  });

  // The customer returns it from the account, giving the IBAN the money goes to.
  const details = await openReturns(shopper, idShort);
  await details.getByRole("button", { name: "Devolver ou trocar artigos" }).click();
  await details.getByLabel(new RegExp(`tamanho ${sizes[0]}$`)).check();
  await details.getByLabel("Motivo").selectOption({ label: "O tamanho ficou grande" });
  await details.getByLabel("IBAN para o reembolso").fill(IBAN);
  await details.getByRole("button", { name: "Pedir" }).click();
  await expect(details).toContainText("Pedida");

  await manager.goto(`/admin/encomendas/${idShort}`);
  await receiveAndAccept(manager.getByRole("article"));

  // The owner refunds it: the money has not left yet, so it is not «Reembolsada».
  const owner = await pageOf(browser, shop.baseURL);
  await owner.context().grantPermissions(["clipboard-read", "clipboard-write"]);
  await signInAsStaff(owner, demoStaff.owner);
  await owner.goto(`/admin/encomendas/${idShort}`);
  const order = owner.getByRole("article");
  await clickAndConfirm(order, /^Reembolsar/);
  await expect(order.getByRole("status").first()).toHaveText(
    "Reembolso registado e nota de crédito pedida. Faça a transferência e registe-a.",
  );
  await expect(order).toContainText("Reembolso por transferência por fazer");
  // The customer is not told «Reembolsada» while the money has not left either.
  await expect(await openReturns(shopper, idShort)).toContainText(
    "Reembolso por transferência por fazer",
  );
  await expect(order).toContainText(
    /Reembolso por transferência por fazer: .+\s€ até \d\d\/\d\d\/\d{4}/,
  );
  await expect(order.getByText(IBAN, { exact: true })).toBeVisible();
  await order.getByRole("button", { name: "Copiar IBAN" }).click();
  await expect(order.getByRole("status").filter({ hasText: "IBAN copiado." })).toBeVisible();
  expect(await owner.evaluate(() => navigator.clipboard.readText())).toBe(IBAN.replaceAll(" ", ""));
  await screenshots(owner, "admin-return-transfer-due");

  // Recording it asks for the bank's reference, behind a confirmation.
  await order.getByRole("button", { name: "Registar transferência" }).click();
  const dialog = owner.getByRole("dialog", { name: "Registar a transferência feita" });
  await expect(dialog).toContainText(IBAN);
  await dialog.getByRole("button", { name: "Confirmar a transferência" }).click();
  await expect(dialog).toContainText("Indique a referência da transferência dada pelo banco");
  await dialog.getByLabel(/^Referência do banco/).fill("TRF 000981 22");
  await screenshots(owner, "admin-return-transfer-dialog");
  await dialog.getByRole("button", { name: "Confirmar a transferência" }).click();
  await expect(dialog).toBeHidden();
  await expect(order.getByRole("status").first()).toHaveText("Transferência registada.");
  await expect(order).toContainText(/Transferida a \d\d\/\d\d\/\d{4} \(referência TRF 000981 22\)/);
  await expect(order).toContainText("Reembolsada");
  await expect(order.getByRole("button", { name: "Registar transferência" })).toHaveCount(0);

  // The returns list and the customer's account say it too.
  await owner.goto("/admin/devolucoes");
  const row = owner.getByRole("row").filter({ hasText: idShort });
  await expect(row).toContainText("Reembolsada");
  const after = await openReturns(shopper, idShort);
  await expect(after).toContainText("Reembolsada");
});
