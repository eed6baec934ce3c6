import { expect, type Page, test } from "@playwright/test";
import type { Product } from "@shop/shared";
import { demoStaff, screenshots, signInAsStaff, stockGridCell } from "./support/admin.ts";
import { availability, sizeButton } from "./support/product-page.ts";
import { type Place, productToStock } from "./support/stock.ts";

// The stock journeys change one product's stock, in this order.
test.describe.configure({ mode: "serial" });

let product: Product;
let size: string;
let chiado: Place;
let baixa: Place;

// A product from the middle of the catalogue: the specs that buy take the oldest ones, those that
// browse the newest.
test.beforeAll(async ({ request }) => {
  ({ product, size, chiado, baixa } = await productToStock(request, 60));
});

const grid = (page: Page) => page.getByRole("table", { name: "Stock por tamanho e local" });
const history = (page: Page) =>
  page.getByRole("table", { name: "Movimentos de stock deste produto" }).locator("tbody tr");

const gridCell = (page: Page, place: string) => stockGridCell(page, size, place);

async function openProduct(page: Page) {
  await page
    .getByRole("navigation", { name: "Secções" })
    .getByRole("link", { name: "Stock" })
    .click();
  await page.getByLabel("Procurar produto").fill(product.ref);
  await page.getByRole("link", { name: product.ref, exact: true }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(product.title ?? product.ref);
}

test("the manager records units received in two locations: grid, history and storefront", async ({
  page,
}) => {
  await signInAsStaff(page, demoStaff.manager);
  await openProduct(page);
  await expect(await gridCell(page, "Loja online")).toHaveText("0");

  await page.getByRole("button", { name: "Registar movimento" }).click();
  await expect(page.getByLabel("Motivo")).toHaveValue("received");
  await page.getByLabel("Nota").fill("Guia de remessa 2026/118");
  await page.getByLabel(`Unidades: tamanho ${size}, Loja online`).fill("5");
  await page.getByLabel(`Unidades: tamanho ${size}, ${chiado.name}`).fill("5");
  await screenshots(page, "admin-stock-record");
  await page.getByRole("button", { name: "Guardar" }).click();

  await expect(page.getByRole("status").filter({ hasText: "Stock atualizado." })).toBeVisible();
  await expect(await gridCell(page, "Loja online")).toHaveText("5");
  await expect(await gridCell(page, chiado.name)).toHaveText("5");
  await expect(await gridCell(page, baixa.name)).toHaveText("0");
  for (const place of [chiado.name, "Loja online"]) {
    const row = history(page).filter({ hasText: place }).first();
    await expect(row).toContainText("+5");
    await expect(row).toContainText("Entrada de mercadoria");
    await expect(row).toContainText("Rui Figueiredo");
    await expect(row).toContainText("Guia de remessa 2026/118");
  }
  await screenshots(page, "admin-stock");

  await page.goto(`/product/${product.id}`);
  await sizeButton(page, size).click();
  await expect(availability(page, "Loja online", size)).toHaveText("Em stock");
  await expect(availability(page, chiado.name, size)).toHaveText("Em stock");
  await expect(availability(page, baixa.name, size)).toHaveText("indisponível");
});

test("the manager counts a location and moves units between two", async ({ page }) => {
  await signInAsStaff(page, demoStaff.manager);
  await openProduct(page);

  await page.getByRole("button", { name: "Contagem" }).click();
  const recount = page.getByRole("form", { name: "Contagem" });
  await recount.getByLabel("Tamanho").selectOption(size);
  await recount.getByLabel("Local", { exact: true }).selectOption({ label: chiado.name });
  await expect(recount.getByText("Stock atual: 5.")).toBeVisible();
  await recount.getByLabel("Unidades contadas").fill("3");
  await recount.getByRole("button", { name: "Guardar" }).click();
  await expect(await gridCell(page, chiado.name)).toHaveText("3");
  await expect(history(page).first()).toContainText("Contagem");
  await expect(history(page).first()).toContainText("−2");

  await page.getByRole("button", { name: "Transferência" }).click();
  const transfer = page.getByRole("form", { name: "Transferência entre locais" });
  await transfer.getByLabel("Tamanho").selectOption(size);
  await transfer.getByLabel("De", { exact: true }).selectOption({ label: "Loja online" });
  await transfer.getByLabel("Para", { exact: true }).selectOption({ label: baixa.name });
  await transfer.getByLabel("Unidades", { exact: true }).fill("9");
  await screenshots(page, "admin-stock-transfer");
  await transfer.getByRole("button", { name: "Guardar" }).click();
  await expect(transfer.getByRole("alert")).toHaveText(
    `Loja online, tamanho ${size}: só restam 5 unidades.`,
  );
  await transfer.getByLabel("Unidades", { exact: true }).fill("2");
  await transfer.getByRole("button", { name: "Guardar" }).click();
  await expect(await gridCell(page, "Loja online")).toHaveText("3");
  await expect(await gridCell(page, baixa.name)).toHaveText("2");
  await expect(history(page).first()).toContainText(`de Loja online`);
  await expect(history(page).nth(1)).toContainText(`para ${baixa.name}`);
});

test("the Chiado store's account changes only Chiado's column", async ({ page }) => {
  await signInAsStaff(page, demoStaff.store);
  await openProduct(page);
  await expect(page.getByRole("button", { name: "Transferência" })).toHaveCount(0);

  await page.getByRole("button", { name: "Registar movimento" }).click();
  const inputs = grid(page).getByRole("textbox");
  await expect(inputs).toHaveCount(product.sizes.length);
  await expect(page.getByLabel(/^Unidades: .*Loja online$/)).toHaveCount(0);
  await page.getByLabel("Motivo").selectOption("sold_in_store");
  await page.getByLabel(`Unidades: tamanho ${size}, ${chiado.name}`).fill("1");
  await screenshots(page, "admin-stock-store");
  await page.getByRole("button", { name: "Guardar" }).click();
  await expect(await gridCell(page, chiado.name)).toHaveText("2");
  await expect(history(page).first()).toContainText("Venda em loja");
  await expect(history(page).first()).toContainText("Marta Lopes");

  // The API refuses the other locations to this account, whatever the page shows.
  const refused = await page.request.post(`/api/admin/stock/products/${product.id}/movements`, {
    data: { movements: [{ size, storeId: null, reason: "received", quantity: 1 }] },
  });
  expect(refused.status()).toBe(403);
  expect((await refused.json()).error.message).toBe("Só pode alterar o stock da sua loja.");
});
