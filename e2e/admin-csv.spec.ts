import { readFile } from "node:fs/promises";
import { expect, type Page, test } from "@playwright/test";
import Papa from "papaparse";
import { demoStaff, screenshots, signInAsStaff } from "./support/admin.ts";

// The products journey changes one product that the stock journey then counts.
test.describe.configure({ mode: "serial" });

const PRODUCT_COLUMNS = "Referência;Título;Preço (€);Categoria;Para;Tipo;Tamanhos";
const newRef = `CSV-${Date.now().toString(36).toUpperCase()}`;
const newTitle = "Botins importados de Alfama";

/** The product the journeys change: ref, title, and its cells the new product copies. */
let target: { ref: string; title: string; cells: string[] };

/** Clicks an «Exportar CSV» link and answers the rows of the file it downloads, cells unquoted. */
async function download(page: Page): Promise<string[][]> {
  const file = page.waitForEvent("download");
  await page.getByRole("link", { name: "Exportar CSV" }).click();
  const text = await readFile(await (await file).path(), "utf8");
  expect(text.startsWith("\uFEFF")).toBe(true);
  return Papa.parse<string[]>(text.slice(1), { delimiter: ";", newline: "\r\n" }).data;
}

async function chooseFile(page: Page, name: string, csv: string) {
  await page.getByLabel("Importar CSV").setInputFiles({
    name,
    mimeType: "text/csv",
    buffer: Buffer.from(csv),
  });
}

const preview = (page: Page) => page.getByRole("table", { name: "Linhas do ficheiro" });
const previewRow = (page: Page, line: number) =>
  preview(page)
    .locator("tbody tr")
    .filter({ has: page.getByRole("cell", { name: String(line), exact: true }) });

test("the owner exports the products, fixes a bad line the preview names, and imports", async ({
  page,
}) => {
  await signInAsStaff(page, demoStaff.owner);
  await page
    .getByRole("navigation", { name: "Secções" })
    .getByRole("link", { name: "Produtos" })
    .click();
  const rows = await download(page);
  expect(rows[0]?.join(";")).toBe(
    "Referência;Título;Preço (€);Desconto (%);Categoria;Para;Tipo;Marca;Cor;Cor escrita;Etiquetas;Tamanhos;Nova coleção;Destaque;Ativo;Data de publicação;Descrição;Material exterior;Forro;Sola;Altura do tacão (cm);Nota sobre o tamanho;Cuidados;Fabricado em;Dimensões (cm);Título (inglês);Descrição (inglês);Cor escrita (inglês);Material exterior (inglês);Forro (inglês);Sola (inglês);Nota sobre o tamanho (inglês);Cuidados (inglês);Fabricado em (inglês)",
  );
  // An active product with a title from the catalogue's middle (other journeys buy the first and browse the
  // newest), of plain cells.
  const plain = rows.filter(
    (cells) =>
      cells.length === 34 &&
      cells.every((cell) => !/[;"\n]/.test(cell)) &&
      cells[0] !== "" &&
      cells[1] !== "" &&
      cells[14] === "Sim",
  );
  const cells = plain[Math.floor(plain.length / 2)] as string[];
  target = { ref: cells[0] as string, title: cells[1] as string, cells };
  const line = (ref: string, title: string, price: string) =>
    [ref, title, price, cells[4], cells[5], cells[6], cells[11]].join(";");
  const changedTitle = `${target.title} (edição CSV)`;

  await chooseFile(
    page,
    "produtos.csv",
    [
      PRODUCT_COLUMNS,
      line(target.ref, changedTitle, cells[2] as string),
      line(newRef, newTitle, "12,345"),
    ].join("\r\n"),
  );
  await expect(
    page.getByRole("heading", { name: "Pré-visualização de produtos.csv" }),
  ).toBeVisible();
  await expect(page.getByText("1 alterado, 1 com erros")).toBeVisible();
  await expect(previewRow(page, 3)).toContainText("Com erros");
  await expect(previewRow(page, 3)).toContainText(
    "Preço (€): Indique o preço em euros, por exemplo 89,90.",
  );
  await expect(previewRow(page, 2)).toContainText(`Título: ${target.title} → ${changedTitle}`);
  await expect(page.getByRole("button", { name: /^Importar \d+ linhas?$/ })).toHaveCount(0);
  await screenshots(page, "admin-csv-preview");

  await chooseFile(
    page,
    "produtos-corrigido.csv",
    [
      PRODUCT_COLUMNS,
      line(target.ref, changedTitle, cells[2] as string),
      line(newRef, newTitle, "49,90"),
    ].join("\r\n"),
  );
  await expect(page.getByText("1 novo, 1 alterado")).toBeVisible();
  await page.getByRole("button", { name: "Importar 2 linhas" }).click();
  await expect(
    page.getByRole("status").filter({ hasText: "Importação concluída: 1 novo, 1 alterado." }),
  ).toBeVisible();

  await page.getByLabel("Procurar produtos").fill(target.ref);
  const link = page.getByRole("link", { name: changedTitle });
  await expect(link).toBeVisible();
  const id = (await link.getAttribute("href"))?.split("/").pop();
  await page.getByLabel("Procurar produtos").fill(newRef);
  await expect(page.getByRole("link", { name: newTitle })).toBeVisible();

  await page.goto(`/product/${id}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(changedTitle);
  await page.goto(`/products?search=${encodeURIComponent("botins importados alfama")}`);
  await expect(page.getByText(newTitle)).toBeVisible();
});

test("a stock file changes a size's quantity shown on the product's stock page", async ({
  page,
}) => {
  const size = (target.cells[11] as string).split(" | ")[0] as string;
  await signInAsStaff(page, demoStaff.owner);
  await page
    .getByRole("navigation", { name: "Secções" })
    .getByRole("link", { name: "Stock" })
    .click();
  const current = (await download(page)).find(
    ([ref, , lineSize, place]) =>
      ref === target.ref && lineSize === size && place === "Loja online",
  );
  const before = Number(current?.[4]);
  const after = before + 7;

  await chooseFile(
    page,
    "stock.csv",
    `Referência;Tamanho;Local;Quantidade\r\n${target.ref};${size};Loja online;${after}\r\n`,
  );
  await expect(page.getByText("1 alterado")).toBeVisible();
  await expect(previewRow(page, 2)).toContainText(`Quantidade: ${before} → ${after}`);
  await screenshots(page, "admin-csv-stock-preview");
  await page.getByRole("button", { name: "Importar 1 linha" }).click();
  await expect(
    page.getByRole("status").filter({ hasText: "Importação concluída: 1 alterado." }),
  ).toBeVisible();

  await page.getByLabel("Procurar produto").fill(target.ref);
  await page.getByRole("link", { name: target.ref, exact: true }).click();
  const grid = page.getByRole("table", { name: "Stock por tamanho e local" });
  await expect(grid.getByRole("columnheader", { name: "Loja online" })).toBeVisible();
  const headers = await grid.getByRole("columnheader").allTextContents();
  const row = grid
    .locator("tbody tr")
    .filter({ has: page.getByRole("cell", { name: size, exact: true }) });
  await expect(row.getByRole("cell").nth(headers.indexOf("Loja online"))).toHaveText(String(after));
});
