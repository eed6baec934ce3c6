import type { CsvPreview } from "@shop/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/app.ts";
import { csvLines } from "../../../test/csv-rows.ts";
import { databaseKind } from "../../../test/database.ts";
import { insertCatalogueFixture } from "../../../test/fixtures.ts";
import { staffSession } from "../../../test/staff.ts";

let shop: TestApp;
let manager: Awaited<ReturnType<typeof staffSession>>;
/** A store's staff member of Chiado (store 1). */
let chiado: Awaited<ReturnType<typeof staffSession>>;

beforeAll(async () => {
  shop = await createTestApp({ prepare: insertCatalogueFixture });
  manager = await staffSession(shop, "manager");
  chiado = await staffSession(shop, "store", { storeId: 1 });
});
afterAll(() => shop?.close());

type Staff = typeof manager;
const HEADER = "Referência;Título;Tamanho;Local;Quantidade";

const exported = async (staff: Staff = manager) => {
  const response = await staff.call("GET", "/stock/export");
  expect(response.statusCode, response.body).toBe(200);
  return response.body;
};
const preview = async (csv: string, staff: Staff = manager) => {
  const response = await staff.call("POST", "/stock/import/preview", { csv });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as CsvPreview;
};
const onlineStock = async (id: number) =>
  (await shop.app.inject({ method: "GET", url: `/api/public/products/${id}/stock` })).json().data
    .online;

describe(`GET /api/admin/stock/export (${databaseKind})`, () => {
  it("writes a line per product, size and location with the ledger's balance", async () => {
    const response = await manager.call("GET", "/stock/export");
    expect(response.headers["content-disposition"]).toMatch(/^attachment; filename="stock-/);
    const lines = csvLines(response.body);
    expect(lines[0]).toBe(HEADER);
    expect(lines.slice(1, 7)).toEqual([
      "SL-0001;Sandálias de pele entrançada;36;Loja online;2",
      "SL-0001;Sandálias de pele entrançada;36;Baixa;0",
      "SL-0001;Sandálias de pele entrançada;36;Chiado;0",
      "SL-0001;Sandálias de pele entrançada;37;Loja online;0",
      "SL-0001;Sandálias de pele entrançada;37;Baixa;0",
      "SL-0001;Sandálias de pele entrançada;37;Chiado;3",
    ]);
    // 7 products with 4 + 2 + 2 + 1 + 2 + 1 + 1 sizes, and 40 sneakers with one, in 3 places.
    expect(lines.filter((line) => line.startsWith("SL-"))).toHaveLength((13 + 40) * 3);
  });

  it("gives a store's staff only their store's lines", async () => {
    const lines = csvLines(await exported(chiado)).filter((line) => line.startsWith("SL-"));
    expect(lines).toHaveLength(13 + 40);
    expect(lines.every((line) => line.includes(";Chiado;"))).toBe(true);
  });
});

describe(`stock CSV import (${databaseKind})`, () => {
  it("previews an exported file, unchanged, as nothing to do", async () => {
    const { rows, summary } = await preview(await exported());
    expect(summary).toEqual({ create: 0, update: 0, unchanged: 159, error: 0 });
    expect(rows).toEqual([]);
  });

  it("names each bad line's problem by column, and writes nothing", async () => {
    const csv = [
      HEADER,
      "SL-0001;;37;Chiado;5",
      "SL-0001;;39;Loja online;1",
      "SL-9999;;37;Chiado;1",
      "SL-0001;;36;Porto;1",
      "SL-0001;;36;loja online;-1",
      "sl-0001;;37;CHIADO;4",
    ].join("\n");
    const { rows, summary } = await preview(csv);
    expect(summary).toEqual({ create: 0, update: 1, unchanged: 0, error: 5 });
    expect(rows[0]).toEqual({
      line: 2,
      label: "SL-0001 · 37 · Chiado",
      action: "update",
      changes: [{ column: "Quantidade", before: "3", after: "5" }],
      problems: [],
    });
    expect(rows.slice(1).map((row) => row.problems)).toEqual([
      [{ column: "Tamanho", message: "Este tamanho não existe neste produto." }],
      [{ column: "Referência", message: "Não há nenhum produto com esta referência." }],
      [{ column: "Local", message: "O local «Porto» não existe." }],
      [{ column: "Quantidade", message: "Indique quantas unidades contou (0 a 10000)." }],
      [{ column: null, message: "Este produto, tamanho e local já aparecem na linha 2." }],
    ]);

    const refused = await manager.call("POST", "/stock/import", { csv });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.fields).toMatchObject({
      "line.3": "Linha 3, «Tamanho»: Este tamanho não existe neste produto.",
    });
    expect(csvLines(await exported())).toContain(
      "SL-0001;Sandálias de pele entrançada;37;Chiado;3",
    );
  });

  it("recounts each changed cell through the ledger, in one transaction", async () => {
    const csv = `${HEADER}\r\nSL-0001;;37,5;Loja online;4\r\nSL-0001;;38;Loja online;1\r\nSL-0002;;38;Baixa;6\r\n`;
    const response = await manager.call("POST", "/stock/import", { csv });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      data: { create: 0, update: 2, unchanged: 1, error: 0 },
      message: "Importação concluída: 2 alterados, 1 sem alterações.",
    });
    expect(await onlineStock(1)).toMatchObject({ "37.5": 4, "38": 1 });

    const history = await manager.call("GET", "/stock/products/1/movements");
    expect(history.json().data.items[0]).toMatchObject({
      size: "37.5",
      quantity: 4,
      balance: 4,
      reason: "recount",
      note: "Importação de ficheiro CSV",
      staff: { id: manager.id },
    });
    const audit = await shop.app.shop.db
      .selectFrom("audit_log")
      .select("action")
      .where("entity", "=", "stock")
      .where("action", "<>", "stock.export")
      .orderBy("id")
      .execute();
    expect(audit.map((row) => row.action)).toEqual([
      "stock.recount",
      "stock.recount",
      "stock.import",
    ]);
  });

  it("lets a store's staff import only their store's lines", async () => {
    const csv = `${HEADER}\nSL-0002;;37;Chiado;2\nSL-0002;;37;Baixa;2`;
    const { rows } = await preview(csv, chiado);
    expect(rows.map((row) => row.action)).toEqual(["update", "error"]);
    expect(rows[1]?.problems).toEqual([
      { column: "Local", message: "Só pode importar o stock da sua loja (Chiado)." },
    ]);
    expect((await chiado.call("POST", "/stock/import", { csv })).statusCode).toBe(400);
    const own = await chiado.call("POST", "/stock/import", {
      csv: `${HEADER}\nSL-0002;;37;Chiado;2`,
    });
    expect(own.statusCode, own.body).toBe(200);
    expect(csvLines(await exported(chiado))).toContain(
      "SL-0002;Botas altas de camurça;37;Chiado;2",
    );
  });

  it("refuses a file without the columns it needs", async () => {
    const response = await manager.call("POST", "/stock/import/preview", {
      csv: "Referência;Tamanho;Quantidade\nSL-0001;37;1",
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe("Falta a coluna «Local».");
  });
});
