import { expect, test } from "@playwright/test";
import type { Persistent } from "@shop/shared";
import { clickAndConfirm, demoStaff, screenshots, signInAsStaff } from "./support/admin.ts";
import { checkoutPage, confirmedOrderId, waitingPurchase } from "./support/checkout-page.ts";
import { apiData, cartOf, guest, seedCart, stockedProduct } from "./support/checkout-shop.ts";
import { waitForMail } from "./support/mailbox.ts";

// A slot of the stocked catalogue no other spec buys.
const PICKUP_SLOT = 60;

test("a guest collects in a store: pays by MULTIBANCO, staff mark it ready, then collected", async ({
  page,
  context,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const { stores } = await apiData<Persistent>(page.request, "/api/public/persistent");
  // The demo store whose staff have an account of their own (Marta Lopes, at Chiado).
  const store = stores.find((candidate) => candidate.pickup && candidate.name.startsWith("Chiado"));
  if (!store) throw new Error("the demo's Chiado store takes no pickups");
  const email = `levantar.${Date.now()}@example.pt`;
  await seedCart(page, cartOf(await stockedProduct(page.request, PICKUP_SLOT)));

  // The delivery step: collecting in a store, free, instead of an address.
  const checkout = checkoutPage(page);
  await checkout.open();
  await checkout.fillContacts({ ...guest, email });
  const delivery = checkout.section("Morada de entrega");
  await delivery.getByRole("radio", { name: /^Levantar em loja/ }).check();
  await expect(delivery.getByLabel(/^Morada/)).toHaveCount(0);
  const storeChoice = delivery.getByRole("radio", { name: new RegExp(`^${store.name}`) });
  await expect(storeChoice).toBeVisible();
  await expect(delivery).toContainText(store.address);
  await delivery.getByRole("button", { name: "Continuar" }).click();
  await expect(delivery).toContainText("Escolha a loja onde quer levantar a encomenda.");
  await storeChoice.check();
  await checkout.field("Morada de entrega", "Nome de quem levanta").fill("Ana Levanta");
  await delivery.screenshot({ path: test.info().outputPath("pickup-step.png") });
  await delivery.getByRole("button", { name: "Continuar" }).click();
  // Closed, the step keeps its title and says where the order will be collected.
  await expect(checkout.step("Morada de entrega")).toHaveAccessibleDescription(
    `Levantar em loja: ${store.name}, ${store.address}`,
  );
  await checkout.section("Dados de faturação").getByRole("button", { name: "Continuar" }).click();
  await expect(checkout.totalRow("Envio sem IVA")).toContainText(/0,00\s€/);
  await expect(checkout.totalRow("IVA (23%)")).toBeVisible();
  await checkout.generate("MULTIBANCO");
  await waitingPurchase(page);

  // Paid in the sandbox bank.
  const panel = page.getByRole("region", { name: "Pagamento por referência MULTIBANCO" });
  await expect(panel).toBeVisible();
  const [bank] = await Promise.all([
    context.waitForEvent("page"),
    panel.getByRole("link", { name: /Pagar no banco de testes/ }).click(),
  ]);
  await bank.getByRole("button", { name: "Pagar" }).click();
  await expect(bank.getByRole("status")).toContainText("Pagamento efetuado.");
  await bank.close();
  const idShort = await confirmedOrderId(page);
  if (!idShort) throw new Error("no order reference on the confirmation page");
  await expect(page.getByRole("main")).toContainText("avisamos por email quando estiver pronta");

  // The manager lists the store's pickups and puts it on the shelf.
  const staff = await (await browser.newContext({ baseURL })).newPage();
  await signInAsStaff(staff, demoStaff.manager);
  await staff
    .getByRole("navigation", { name: "Secções" })
    .getByRole("link", { name: "Encomendas" })
    .click();
  await staff.getByLabel("Levantar em loja").selectOption({ label: store.name });
  const list = staff.getByRole("table", { name: "Encomendas da loja" });
  await expect(list.getByRole("link", { name: idShort })).toBeVisible();
  await expect(list).toContainText(`Levantar em ${store.name}`);
  await list.getByRole("link", { name: idShort }).click();
  const order = staff.getByRole("article");
  await expect(order).toContainText(store.address);
  await expect(order).toContainText("Ana Levanta");
  await expect(order.getByRole("button", { name: "Pedir envio" })).toHaveCount(0);
  await clickAndConfirm(order, "Pronto a levantar");
  await expect(order.getByRole("status")).toHaveText(
    "Encomenda pronta a levantar. O cliente vai receber um email com a loja e o horário.",
  );
  await expect(order).toContainText("Pronta a levantar");
  await screenshots(staff, "admin-pickup-ready");
  const ready = await waitForMail(email, `Encomenda ${idShort} pronta a levantar`);
  expect(ready).toContain(`Loja: ${store.name}`);
  expect(ready).toContain(`Referência a apresentar: ${idShort}`);

  // At the counter, the store's own account finds it by the collector's name and hands it over:
  // who collects and their phone, what to give; nothing of the customer's email nor a price.
  const counter = await (await browser.newContext({ baseURL })).newPage();
  await signInAsStaff(counter, demoStaff.store);
  await counter
    .getByRole("navigation", { name: "Secções" })
    .getByRole("link", { name: "Encomendas" })
    .click();
  await counter.getByLabel("Procurar por referência ou nome").fill("Ana Levanta");
  const pickups = counter.getByRole("table", { name: "Encomendas a levantar na loja" });
  await pickups.getByRole("link", { name: idShort }).click();
  const handOver = counter.getByRole("article");
  await expect(handOver).toContainText("Ana Levanta");
  await expect(handOver).toContainText(guest.phone);
  await expect(handOver).not.toContainText(email);
  await expect(handOver).not.toContainText("€");
  await screenshots(counter, "admin-store-pickup");
  await clickAndConfirm(handOver, "Levantado");
  await expect(handOver.getByRole("status")).toHaveText("Encomenda levantada pelo cliente.");
  await expect(handOver).toContainText("Levantada pelo cliente na loja.");
  await expect(handOver).toContainText("Entregue");
  await waitForMail(email, `Encomenda ${idShort} levantada`);
});
