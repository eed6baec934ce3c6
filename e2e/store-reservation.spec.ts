import { type APIRequestContext, type Browser, expect, type Page, test } from "@playwright/test";
import type { Persistent, Product } from "@shop/shared";
import { demoStaff, screenshots, signInAsStaff } from "./support/admin.ts";
import { apiData } from "./support/checkout-shop.ts";
import { waitForLink, waitForMailWith } from "./support/mailbox.ts";
import { sizeButton } from "./support/product-page.ts";

type Stock = Record<string, Record<string, number>>;

/**
 * A titled product of the catalogue from `offset` (apart from other specs' slots) with a size
 * in stock at the demo's Chiado store, whose staff have their own account.
 */
async function productInChiado(request: APIRequestContext, offset: number) {
  const { stores } = await apiData<Persistent>(request, "/api/public/persistent");
  const chiado = stores.find((store) => store.name.startsWith("Chiado"));
  if (!chiado) throw new Error("the demo has no Chiado store");
  const candidates = await apiData<Product[]>(request, "/api/public/products/search", {
    results: 40,
    offset,
  });
  for (const product of candidates) {
    const stock = await apiData<Stock>(request, `/api/public/products/${product.id}/stock`);
    const size = product.sizes.find((each) => (stock[chiado.id]?.[each] ?? 0) > 0);
    if (product.title && size) return { product, size, chiado };
  }
  throw new Error(`no product in stock at Chiado from ${offset} of the catalogue`);
}

const unitsAt = async (
  request: APIRequestContext,
  productId: number,
  storeId: number,
  size: string,
) =>
  (await apiData<Stock>(request, `/api/public/products/${productId}/stock`))[storeId]?.[size] ?? 0;

async function shot(page: Page, name: string) {
  await page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: false });
}

/** A back-office page of `account`'s, opened from the navigation at the page's width. */
async function staffPage(
  browser: Browser,
  baseURL: string | undefined,
  account: string,
  width: number,
) {
  const staff = await (await browser.newContext({ baseURL })).newPage();
  await signInAsStaff(staff, account);
  await staff.setViewportSize({ width, height: 900 });
  if (width < 900) await staff.getByRole("button", { name: "Abrir menu" }).click();
  await staff
    .getByRole("navigation", { name: "Secções" })
    .getByRole("link", { name: "Reservas" })
    .click();
  return staff;
}

/** The owner's «Pagamento online das reservas» box, set and saved. */
async function offerCardPayment(owner: Page, on: boolean) {
  const panel = owner.getByRole("region", { name: "Pagamento online das reservas" });
  await panel.getByLabel("Aceitar pagamento com cartão nas reservas").setChecked(on);
  await panel.getByRole("button", { name: "Guardar" }).click();
  await expect(panel.getByRole("status")).toContainText("Pagamento das reservas guardado.");
}

for (const [width, offset] of [
  [375, 100],
  [1440, 140],
] as const) {
  test(`a customer reserves in a store, gets the email, and the store's staff free the pair (${width}px)`, async ({
    page,
    browser,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height: 900 });
    const { product, size, chiado } = await productInChiado(page.request, offset);
    const before = await unitsAt(page.request, product.id, chiado.id, size);
    const email = `reserva.${width}.${Date.now()}@example.pt`;
    const name = `Ana ${width === 375 ? "Telemóvel" : "Computador"}`;

    await page.goto(`/product/${product.id}`);
    await sizeButton(page, size).click();
    await page.getByRole("button", { name: "Reservar em loja" }).click();
    const dialog = page.getByRole("dialog", { name: "Reservar em loja" });
    // Paid in the store: said, or the first choice when the shop also takes cards (another test).
    await expect(dialog).toContainText(
      /Pago na loja, quando levantar\.|Pagar na loja, quando levantar/,
    );
    await dialog.getByRole("radio", { name: new RegExp(chiado.name) }).check();
    const day = dialog.getByRole("radio", { name: /^(Hoje|Amanhã)$/ }).first();
    await day.check();
    await dialog.getByLabel("Nome").fill(name);
    await dialog.getByLabel("Email").fill(email);
    await dialog.getByLabel("Telemóvel").fill("912 345 678");
    await shot(page, `reservation-form-${width}`);
    await dialog.getByRole("button", { name: "Reservar" }).click();

    const done = page.getByRole("dialog", { name: "Reserva feita" });
    await expect(done.getByRole("status")).toContainText(`espera por si na loja ${chiado.name}`);
    await expect(done).toContainText(chiado.address);
    await expect(done).toContainText(`Enviámos um email para ${email}`);
    await shot(page, `reservation-done-${width}`);
    expect(await unitsAt(page.request, product.id, chiado.id, size)).toBe(before - 1);
    await done.getByRole("button", { name: "Fechar" }).first().click();
    await expect(done).toBeHidden();

    const mail = await waitForMailWith(email, "A sua reserva está feita");
    expect(mail).toContain(chiado.address);
    expect(mail).toContain("48 horas");
    expect(mail).toContain("Paga na loja");
    expect(await waitForLink(email, /\/reservas\/[\w-]+/)).toMatch(/^\/reservas\//);

    // Chiado's own account sees it in «Reservas» and marks it not collected: the pair is back.
    const staff = await staffPage(browser, baseURL, demoStaff.store, width);
    const list = staff.getByRole("table", { name: "Reservas em loja" });
    const row = list.getByRole("row").filter({ hasText: name });
    await expect(row).toContainText(product.title ?? "");
    await expect(row).toContainText("912345678");
    // The store's counter sees the name and phone, not the email (as for pickups).
    await expect(row).not.toContainText(email);
    await expect(row).toContainText("Reservada");
    await row.getByRole("button", { name: "Não levantada" }).click();
    const ask = staff.getByRole("dialog", { name: "Marcar como não levantada?" });
    await expect(ask).toContainText("o par volta ao stock da loja");
    await ask.getByRole("button", { name: "Não levantada" }).click();
    await expect(ask).toBeHidden();
    await expect(staff.getByRole("status").first()).toContainText("O par voltou ao stock da loja.");
    await expect(row).toContainText("Não levantada");
    expect(await unitsAt(page.request, product.id, chiado.id, size)).toBe(before);
    if (width === 1440) await screenshots(staff, "admin-reservations");
  });
}

test("the owner takes cards for reservations; a customer pays one on a phone; not collected, the money goes back", async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(150_000);
  const owner = await staffPage(browser, baseURL, demoStaff.owner, 1440);
  await offerCardPayment(owner, true);
  try {
    await page.setViewportSize({ width: 375, height: 800 });
    const { product, size, chiado } = await productInChiado(page.request, 180);
    const before = await unitsAt(page.request, product.id, chiado.id, size);
    const email = `reserva.cartao.${Date.now()}@example.pt`;
    await page.goto(`/product/${product.id}`);
    await sizeButton(page, size).click();
    await page.getByRole("button", { name: "Reservar em loja" }).click();
    const dialog = page.getByRole("dialog", { name: "Reservar em loja" });
    await dialog.getByRole("radio", { name: new RegExp(chiado.name) }).check();
    await dialog
      .getByRole("radio", { name: /^(Hoje|Amanhã)$/ })
      .first()
      .check();
    await dialog.getByLabel("Nome").fill("Rita Cartão");
    await dialog.getByLabel("Email").fill(email);
    await dialog.getByLabel("Telemóvel").fill("913 456 789");
    await dialog.getByRole("radio", { name: "Pagar já com cartão" }).check();
    await expect(dialog).toContainText("guardamos o par 30 minutos enquanto paga");
    await dialog.getByRole("button", { name: "Reservar e pagar" }).click();

    const pay = page.getByRole("dialog", { name: "Pagar a reserva" });
    await expect(pay).toContainText(`está guardado na loja ${chiado.name} enquanto paga`);
    await pay.getByLabel("Número do cartão").fill("4242 4242 4242 4242");
    await pay.getByLabel("Validade (MM/AA)").fill("12/39");
    await pay.getByLabel("CVC").fill("123");
    await shot(page, "reservation-pay-375");
    await pay.getByRole("button", { name: /^Pagar \d/ }).click();
    const done = page.getByRole("dialog", { name: "Reserva feita" });
    await expect(done).toContainText(/Paga online: \d+,\d{2}\s€/);
    await shot(page, "reservation-paid-375");
    expect(await unitsAt(page.request, product.id, chiado.id, size)).toBe(before - 1);
    expect(await waitForMailWith(email, "Já está paga")).toContain(chiado.address);

    // Nobody came: the store's staff end it, and are told the money goes back to the card.
    const staff = await staffPage(browser, baseURL, demoStaff.store, 375);
    const row = staff
      .getByRole("table", { name: "Reservas em loja" })
      .getByRole("row")
      .filter({ hasText: "Rita Cartão" });
    await expect(row).toContainText("Paga online");
    await row.getByRole("button", { name: "Não levantada" }).click();
    const ask = staff.getByRole("dialog", { name: "Marcar como não levantada?" });
    await expect(ask).toContainText("é devolvido ao cartão do cliente");
    await ask.getByRole("button", { name: "Não levantada" }).click();
    await expect(staff.getByRole("status").first()).toContainText(
      "o valor pago é devolvido ao cartão",
    );
    await expect(row).toContainText("Paga online: devolvida");
    expect(await unitsAt(page.request, product.id, chiado.id, size)).toBe(before);
    expect(await waitForMailWith(email, "Devolvemos")).toContain(product.title ?? "");
  } finally {
    await offerCardPayment(owner, false);
  }
});
