import { expect, type Page, test } from "@playwright/test";
import type { Product } from "@shop/shared";
import { demoStaff, screenshots, signInAsStaff, stockGridCell } from "./support/admin.ts";
import { apiData } from "./support/checkout-shop.ts";
import { deliveredToCustomer, openReturns } from "./support/returns.ts";
import { type Place, productToStock } from "./support/stock.ts";

// The stock across products, typed as a person types: a count corrected in its cell, several
// counted at once, a transfer of several lines, a threshold and «Stock baixo», a return received
// into a store. The journeys change one product's stock, in this order.
test.describe.configure({ mode: "serial" });

// A slot of the stocked catalogue no other spec buys.
const RETURN_SLOT = 74;

let product: Product;
let size: string;
let chiado: Place;
let baixa: Place;

test.beforeAll(async ({ request }) => {
  // Away from the products admin-stock.spec.ts changes (60–99 of the catalogue).
  ({ product, size, chiado, baixa } = await productToStock(request, 120));
});

const levels = (page: Page) =>
  page.getByRole("table", { name: "Stock por produto, tamanho e local" });

/** The cell of the product's `size` at `place` in the stock across products. */
async function levelCell(page: Page, place: string) {
  const table = levels(page);
  await expect(table.getByRole("columnheader", { name: place, exact: true })).toBeVisible();
  const headers = await table.getByRole("columnheader").allTextContents();
  const row = table
    .locator("tbody tr")
    .filter({ has: page.getByRole("cell", { name: size, exact: true }) });
  return row.getByRole("cell").nth(headers.indexOf(place));
}

/** Units a cell shows (its number, before any «baixo» mark or pencil). */
const units = (n: number) => new RegExp(`^${n}(\\D|$)`);

async function openStock(page: Page) {
  await page
    .getByRole("navigation", { name: "Secções" })
    .getByRole("link", { name: "Stock" })
    .click();
  await expect(page.getByRole("heading", { level: 1, name: "Stock" })).toBeVisible();
}

async function findProduct(page: Page) {
  const search = page.getByLabel("Procurar produto");
  await search.pressSequentially(product.ref);
  await expect(levels(page).getByRole("link", { name: product.ref, exact: true })).toBeVisible();
}

test("the manager pages every product's sizes and corrects a count in its cell", async ({
  page,
}) => {
  await signInAsStaff(page, demoStaff.manager);
  await openStock(page);
  // True paging: the pages and results the list says are the whole catalogue's sizes.
  const all = await apiData<{ total: number; pageSize: number }>(
    page.request,
    "/api/admin/stock/levels",
  );
  expect(all.total).toBeGreaterThan(all.pageSize);
  const pages = Math.ceil(all.total / all.pageSize);
  await expect(page.getByText(`Página 1 de ${pages}`)).toBeVisible();
  await expect(
    page.getByText(`${new Intl.NumberFormat("pt-PT").format(all.total)} resultados`),
  ).toBeVisible();
  await screenshots(page, "admin-stock-levels");

  await findProduct(page);
  await expect(await levelCell(page, "Loja online")).toHaveText(units(0));

  // The pencil opens the cell; the person clears it and types what they counted.
  await page
    .getByRole("button", {
      name: `Corrigir contagem: ${product.ref}, tamanho ${size}, Loja online`,
    })
    .click();
  const input = page.getByLabel(`Contado: ${product.ref}, tamanho ${size}, Loja online`);
  await expect(input).toBeFocused();
  await input.clear();
  await input.pressSequentially("x");
  await input.press("Enter");
  await expect(page.getByRole("alert").filter({ hasText: "Indique quantas unidades" })).toHaveText(
    "Indique quantas unidades contou (0 a 10000).",
  );
  await input.clear();
  await input.pressSequentially("16");
  await input.press("Enter");
  await expect(page.getByRole("status").filter({ hasText: "Stock atualizado." })).toBeVisible();
  await expect(await levelCell(page, "Loja online")).toHaveText(units(16));

  // Someone else counts it meanwhile: the stale count is refused, naming what it is now.
  await page
    .getByRole("button", {
      name: `Corrigir contagem: ${product.ref}, tamanho ${size}, Loja online`,
    })
    .click();
  await apiData(page.request, "/api/admin/stock/counts", {
    lines: [{ productId: product.id, size, storeId: null, count: 5 }],
  });
  const again = page.getByLabel(`Contado: ${product.ref}, tamanho ${size}, Loja online`);
  await again.clear();
  await again.pressSequentially("7");
  await page.getByRole("button", { name: "Guardar", exact: true }).click();
  await expect(page.getByRole("alert").filter({ hasText: "mudou entretanto" })).toHaveText(
    `Loja online, tamanho ${size}: o stock mudou entretanto (agora 5). Veja o valor atual e conte de novo.`,
  );
  await again.press("Escape");
  await expect(await levelCell(page, "Loja online")).toHaveText(units(5));
});

test("the manager counts two stores at once", async ({ page }) => {
  await signInAsStaff(page, demoStaff.manager);
  await openStock(page);
  await findProduct(page);
  await page.getByRole("button", { name: "Contar vários" }).click();
  await page
    .getByLabel(`Contado: ${product.ref}, tamanho ${size}, ${chiado.name}`)
    .pressSequentially("13");
  await page
    .getByLabel(`Contado: ${product.ref}, tamanho ${size}, ${baixa.name}`)
    .pressSequentially("2");
  await screenshots(page, "admin-stock-count-many");
  await page.getByRole("button", { name: "Guardar 2 contagens" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Stock atualizado." })).toBeVisible();
  await expect(await levelCell(page, chiado.name)).toHaveText(units(13));
  await expect(await levelCell(page, baixa.name)).toHaveText(units(2));
});

test("the manager transfers several lines at once: none until every line is right", async ({
  page,
}) => {
  await signInAsStaff(page, demoStaff.manager);
  await openStock(page);
  await page.getByRole("link", { name: "Transferir vários artigos" }).click();
  const form = page.getByRole("form", { name: "Transferência de vários artigos" });

  const line = (n: number) => form.getByRole("group", { name: `Linha ${n}` });
  const fill = async (n: number, from: string, to: string, typed: string) => {
    await line(n).getByLabel("Referência").pressSequentially(product.ref);
    await expect(line(n).getByLabel("Tamanho")).toBeEnabled();
    await line(n).getByLabel("Tamanho").selectOption(size);
    await line(n).getByLabel("De", { exact: true }).selectOption({ label: from });
    await line(n).getByLabel("Para", { exact: true }).selectOption({ label: to });
    await line(n).getByLabel("Unidades").pressSequentially(typed);
  };
  await fill(1, "Loja online", chiado.name, "9");
  await expect(line(1).getByText("Na origem: 5.")).toBeVisible();
  await form.getByRole("button", { name: "Acrescentar linha" }).click();
  await expect(line(2).getByLabel("Referência")).toBeFocused();
  await fill(2, "Loja online", baixa.name, "1");
  await screenshots(page, "admin-stock-transfers");
  await form.getByRole("button", { name: "Guardar" }).click();
  await expect(line(1)).toContainText(`Loja online, tamanho ${size}: só restam 5 unidades.`);
  await expect(form.getByRole("alert")).toBeVisible();

  const units1 = line(1).getByLabel("Unidades");
  await units1.clear();
  await units1.pressSequentially("2");
  await form.getByRole("button", { name: "Guardar" }).click();
  await expect(
    page.getByRole("status").filter({ hasText: "Transferência registada." }),
  ).toBeVisible();

  await page.goto(`/admin/stock/${product.id}`);
  await expect(await stockGridCell(page, size, "Loja online")).toHaveText("2");
  await expect(await stockGridCell(page, size, chiado.name)).toHaveText("15");
  await expect(await stockGridCell(page, size, baixa.name)).toHaveText("3");
  const history = page
    .getByRole("table", { name: "Movimentos de stock deste produto" })
    .locator("tbody tr");
  await expect(history.first()).toContainText("Transferência");
  await expect(history.first()).toContainText("Rui Figueiredo");
});

test("the owner sets a product's low-stock threshold and finds it in «Stock baixo»", async ({
  page,
}) => {
  await signInAsStaff(page, demoStaff.owner);
  await page.goto(`/admin/stock/${product.id}`);
  const threshold = page.getByLabel("Limite de stock baixo deste produto");
  await threshold.pressSequentially("2");
  await page.getByRole("button", { name: "Guardar limite" }).click();
  await expect(
    page.getByRole("status").filter({ hasText: "Limite de stock baixo guardado." }),
  ).toBeVisible();
  await page.getByRole("link", { name: "Voltar ao stock" }).click();
  await page.getByRole("link", { name: "Stock baixo" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Stock baixo" })).toBeVisible();
  await page.getByLabel("Procurar produto").pressSequentially(product.ref);
  const low = page.getByRole("table", { name: "Tamanhos com stock baixo" });
  // Online has 2 (at the threshold): low; Chiado (15) and Baixa (3) are not.
  const rows = low.locator("tbody tr").filter({ hasText: product.ref }).filter({ hasText: size });
  await expect(rows.filter({ hasText: "Loja online" })).toHaveCount(1);
  await expect(rows.filter({ hasText: chiado.name })).toHaveCount(0);
  await screenshots(page, "admin-stock-low");
});

test("a return is received into the store the manager chooses, and its unit goes back there", async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(150_000);
  const { sizes, shopper, manager, idShort } = await deliveredToCustomer(browser, String(baseURL), {
    slot: RETURN_SLOT,
    tag: "devolucao-loja",
    bought: 1,
  });
  const [returned] = sizes;
  const details = await openReturns(shopper, idShort);
  await details.getByRole("button", { name: "Devolver ou trocar artigos" }).click();
  await details.getByLabel(new RegExp(`tamanho ${returned}$`)).check();
  await details.getByLabel("Motivo").selectOption({ label: "O tamanho ficou grande" });
  await details.getByRole("button", { name: "Pedir" }).click();
  await expect(details).toContainText("Pedida");

  await manager.goto(`/admin/encomendas/${idShort}`);
  const order = manager.getByRole("article");
  await order.getByLabel("Recebida em").selectOption({ label: chiado.name });
  await order.getByRole("button", { name: "Marcar como recebida" }).click();
  await expect(order.getByRole("status")).toHaveText(
    "Devolução recebida. O cliente vai receber um email.",
  );
  await expect(order).toContainText(`Recebida em ${chiado.name}.`);
  await expect(order).toContainText(`Devolução n.º`);
  await expect(order).toContainText(`recebida em ${chiado.name}.`);
  // The returned size's units at Chiado before it is accepted.
  const bought = await apiData<{ lines: { productId: number; size: string }[] }>(
    manager.request,
    `/api/admin/orders/${idShort}`,
  );
  const productId = bought.lines[0]?.productId ?? 0;
  const atChiado = async () => {
    const stock = await apiData<Record<string, Record<string, number>>>(
      manager.request,
      `/api/public/products/${productId}/stock`,
    );
    return stock[chiado.id]?.[returned] ?? 0;
  };
  const before = await atChiado();
  await order
    .getByLabel(new RegExp(`Vendável: volta ao stock de ${chiado.name}.*${returned}\\)`))
    .check();
  await order.getByRole("button", { name: "Aceitar" }).click();
  await expect(order.getByRole("status")).toHaveText(
    "Devolução aceite. O cliente vai receber um email.",
  );
  await screenshots(manager, "admin-return-received-in-store");
  expect(await atChiado()).toBe(before + 1);

  // Its stock page's history says so, in the manager's name.
  await manager.goto(`/admin/stock/${productId}`);
  const line = manager
    .getByRole("table", { name: "Movimentos de stock deste produto" })
    .locator("tbody tr")
    .first();
  await expect(line).toContainText("Devolução de cliente");
  await expect(line).toContainText(chiado.name);
  await expect(line).toContainText("Rui Figueiredo");
  await expect(line).toContainText(`Troca ou devolução da encomenda ${idShort}`);
});
