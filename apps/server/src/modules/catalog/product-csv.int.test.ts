import {
  CSV_IMPORT_LIMITS,
  type CsvPreview,
  csvMessages,
  englishMessages,
  type ProductDetail,
  productDetailMessages,
} from "@shop/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/app.ts";
import { csvLines } from "../../../test/csv-rows.ts";
import { databaseKind } from "../../../test/database.ts";
import { insertCatalogueFixture } from "../../../test/fixtures.ts";
import { staffSession } from "../../../test/staff.ts";

let shop: TestApp;
let manager: Awaited<ReturnType<typeof staffSession>>;

beforeAll(async () => {
  shop = await createTestApp({ prepare: insertCatalogueFixture });
  manager = await staffSession(shop, "manager");
});
afterAll(() => shop?.close());

const HEADER =
  "Referência;Título;Preço (€);Desconto (%);Categoria;Para;Tipo;Marca;Cor;Cor escrita;Etiquetas;Tamanhos;Nova coleção;Destaque;Ativo;Data de publicação;Descrição;Material exterior;Forro;Sola;Altura do tacão (cm);Nota sobre o tamanho;Cuidados;Fabricado em;Dimensões (cm);Título (inglês);Descrição (inglês);Cor escrita (inglês);Material exterior (inglês);Forro (inglês);Sola (inglês);Nota sobre o tamanho (inglês);Cuidados (inglês);Fabricado em (inglês)";

const exported = async () => {
  const response = await manager.call("GET", "/products/export");
  expect(response.statusCode, response.body).toBe(200);
  return response.body;
};
const preview = async (csv: string) => {
  const response = await manager.call("POST", "/products/import/preview", { csv });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as CsvPreview;
};
const importFile = (csv: string) => manager.call("POST", "/products/import", { csv });
const product = async (id: number) =>
  (await manager.call("GET", `/products/${id}`)).json().data as ProductDetail;
const storefrontSearch = async (search: string) =>
  (
    await shop.app.inject({
      method: "POST",
      url: "/api/public/products/search",
      payload: { search },
    })
  )
    .json()
    .data.map((found: { ref: string }) => found.ref);

describe(`GET /api/admin/products/export (${databaseKind})`, () => {
  it("writes every product with names, euros with a comma and Sim/Não, as Excel reads it", async () => {
    const response = await manager.call("GET", "/products/export");
    expect(response.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(response.headers["content-disposition"]).toMatch(/^attachment; filename="produtos-/);
    const lines = csvLines(response.body);
    expect(lines[0]).toBe(HEADER);
    expect(lines[1]).toBe(
      "SL-0001;Sandálias de pele entrançada;59,90;20;Sandálias;Mulher;Sapatos;Fabbrica Verona;Camel;;Pele;36 | 37 | 37.5 | 38;Sim;Não;Sim;2026-10-01;;;;;;;;;;;;;;;;;;",
    );
    expect(lines).toContain(
      "SL-0003;Mocassins com borla;89,90;0;Mocassins;Homem;Sapatos;Fabbrica Verona;Camel;;;41 | 42;Não;Não;Sim;2026-08-01;;;;;;;;;;;;;;;;;;",
    );
    expect(lines.filter((line) => line.startsWith("SL-"))).toHaveLength(7 + 40);
  });
});

describe(`product CSV import (${databaseKind})`, () => {
  it("previews an exported file, unchanged, as nothing to do", async () => {
    const { rows, summary } = await preview(await exported());
    expect(summary).toEqual({ create: 0, update: 0, unchanged: 47, error: 0 });
    // The unchanged lines are counted, not listed.
    expect(rows).toEqual([]);
  });

  it("names each bad line's problems by column, and writes nothing", async () => {
    const csv = [
      "Referência,Título,Preço (€),Categoria,Tamanhos,Marca",
      'SL-0002,Botas altas de camurça,"119,90",Botas,37 | 38,Atelier do Chiado',
      "NOVO-1,Novo 1,abc,Sandálias,37,",
      "NOVO-2,Novo 2,49,Chinelos,37,Marca Nenhuma",
      "sl-0002,Botas,10,Botas,37,",
      "NOVO-3,Novo 3,49,Sandálias,,",
    ].join("\n");
    const { rows, summary } = await preview(csv);
    expect(summary).toEqual({ create: 0, update: 1, unchanged: 0, error: 4 });
    expect(rows[0]).toMatchObject({
      line: 2,
      action: "update",
      changes: [{ column: "Preço (€)", before: "129,90", after: "119,90" }],
    });
    expect(rows[1]).toMatchObject({
      line: 3,
      action: "error",
      problems: [{ column: "Preço (€)", message: "Indique o preço em euros, por exemplo 89,90." }],
    });
    expect(rows[2]?.problems).toEqual([
      { column: "Categoria", message: "A categoria «Chinelos» não existe." },
      {
        column: "Marca",
        message:
          "A marca «Marca Nenhuma» não existe. Crie-a em «Marcas, cores e etiquetas» ou corrija o nome.",
      },
    ]);
    expect(rows[3]?.problems).toEqual([
      { column: "Referência", message: "Esta referência já aparece na linha 2." },
    ]);
    expect(rows[4]?.problems).toEqual([
      {
        column: "Tamanhos",
        message: "Indique pelo menos um tamanho (no máximo 40), sem repetir.",
      },
    ]);

    const refused = await importFile(csv);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toMatchObject({
      code: "VALIDATION",
      message:
        "O ficheiro tem 4 linhas com erros. Corrija-as e importe de novo: nada foi alterado.",
      fields: {
        "line.3": "Linha 3, «Preço (€)»: Indique o preço em euros, por exemplo 89,90.",
      },
    });
    expect((await product(2)).priceCents).toBe(12990);
    expect(await storefrontSearch("NOVO")).toEqual([]);
  });

  it("imports new and changed products in one go, shown by the storefront at once", async () => {
    const before = await product(2);
    const csv = [
      "Referência;Título;Preço (€);Categoria;Para;Tipo;Tamanhos;Etiquetas;Ativo;Descrição",
      'SL-0002;Botas altas de camurça;99,50;Botas;Mulher;Sapatos;37 | 38;Pele;Sim;"Camurça.\nSola de borracha."',
      "CSV-NOVA;Mala de verão;39,90;Malas;Mulher;Acessórios;U;;Sim;",
    ].join("\r\n");
    expect((await preview(csv)).summary).toEqual({ create: 1, update: 1, unchanged: 0, error: 0 });

    const response = await importFile(csv);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      data: { create: 1, update: 1, unchanged: 0, error: 0 },
      message: "Importação concluída: 1 novo, 1 alterado.",
    });
    const after = await product(2);
    expect(after).toMatchObject({
      priceCents: 9950,
      tagIds: [1],
      description: "Camurça.\nSola de borracha.",
      pictures: before.pictures,
    });
    expect(after.updatedAt).not.toBe(before.updatedAt);
    expect(await storefrontSearch("mala verao")).toEqual(["CSV-NOVA"]);

    const audit = await shop.app.shop.db
      .selectFrom("audit_log")
      .select("action")
      .where("action", "in", ["product.create", "product.update", "product.import"])
      .orderBy("id")
      .execute();
    expect(audit.map((row) => row.action).slice(-3)).toEqual([
      "product.update",
      "product.create",
      "product.import",
    ]);
    expect((await preview(csv)).summary).toEqual({ create: 0, update: 0, unchanged: 2, error: 0 });
  });

  it("keeps text that looks like a formula as it was, after the export's guard", async () => {
    const csv = `${HEADER}\nCSV-FORMULA;=SOMA(1;2);10;0;Cintos;Homem;Acessórios;;;-castanho;;90;Não;Não;Não;2026-01-05;+ leve;;;;;;;;`;
    const quoted = csv.replace("=SOMA(1;2)", '"=SOMA(1;2)"');
    expect((await importFile(quoted)).statusCode).toBe(200);
    const file = await exported();
    expect(file).toContain(`"CSV-FORMULA";"'=SOMA(1;2)";"10,00";`);
    expect(file).toContain(`;"'-castanho";`);
    expect(file).toContain(`;"'+ leve";`);
    const { rows, summary } = await preview(file);
    expect(rows).toEqual([]);
    expect(summary.unchanged).toBeGreaterThan(1);
  });

  it("refuses a removed size that still has stock, and takes dates a spreadsheet rewrote", async () => {
    const csv = "Referência;Tamanhos;Data de publicação\nSL-0001;36 | 37;15/03/2026";
    const { rows } = await preview(csv);
    expect(rows[0]?.problems).toEqual([
      {
        column: "Tamanhos",
        message: "O tamanho 38 ainda tem 1 unidade em stock. Acerte o stock antes de o retirar.",
      },
    ]);
    const dated = await preview("Referência;Data de publicação\nSL-0001;15/03/2026");
    expect(dated.rows[0]?.changes).toEqual([
      { column: "Data de publicação", before: "2026-10-01", after: "2026-03-15" },
    ]);
  });

  it("tells which category is meant when two share a name", async () => {
    await shop.app.shop.db
      .insertInto("categories")
      .values({ id: 6, name: "Sandálias", is_man: true, for_shoe: true })
      .execute();
    const csv =
      "Referência;Título;Preço (€);Categoria;Para;Tamanhos\nCSV-A;A;10;Sandálias;;40\nCSV-B;B;10;Sandálias;Homem;40\nCSV-C;C;10;Sandálias;Homem e Mulher;40";
    const { rows } = await preview(csv);
    expect(rows.map((row) => row.action)).toEqual(["error", "create", "error"]);
    expect(rows[0]?.problems[0]?.message).toBe(
      "Há mais do que uma categoria «Sandálias»: indique as colunas «Para» (Mulher ou Homem) e «Tipo» (Sapatos ou Acessórios).",
    );
    expect(rows[2]?.problems[0]?.message).toBe(
      "A categoria «Sandálias» não é de Homem e Mulher. Confirme as colunas «Para» e «Tipo».",
    );
    // The product that has one of them keeps it when the file does not say which.
    expect((await preview("Referência;Categoria\nSL-0001;Sandálias")).summary.unchanged).toBe(1);
  });
});

describe(`a product's details in the CSV files (${databaseKind})`, () => {
  it("imports and exports what the product page says, lengths in cm the Portuguese way", async () => {
    const csv = [
      "Referência;Material exterior;Altura do tacão (cm);Nota sobre o tamanho;Dimensões (cm)",
      "SL-0004;Pele;;;30 × 22 × 12,5",
      "SL-0002;Camurça;4,5;Veste pequeno: recomendamos um número acima.;",
    ].join("\n");
    const response = await importFile(csv);
    expect(response.statusCode, response.body).toBe(200);
    expect((await product(4)).details).toMatchObject({
      upperMaterial: "Pele",
      heelHeightMm: null,
      dimensionsMm: { width: 300, height: 220, depth: 125 },
    });
    expect((await product(2)).details).toMatchObject({
      upperMaterial: "Camurça",
      heelHeightMm: 45,
      fitNote: "Veste pequeno: recomendamos um número acima.",
      dimensionsMm: null,
    });
    const file = await exported();
    expect(file).toContain("30 × 22 × 12,5");
    expect(file).toContain("Veste pequeno: recomendamos um número acima.");
    expect((await preview(file)).rows).toEqual([]);
  });

  it("names the detail columns it cannot read", async () => {
    const { rows } = await preview(
      "Referência;Altura do tacão (cm);Dimensões (cm)\nSL-0002;alto;30 x 22",
    );
    expect(rows[0]?.problems).toEqual([
      { column: "Dimensões (cm)", message: csvMessages.dimensions },
      { column: "Altura do tacão (cm)", message: productDetailMessages.heelHeight },
    ]);
  });
});

describe(`a product's English in the CSV files (${databaseKind})`, () => {
  it("imports and exports the English columns; a file without them keeps the English", async () => {
    const csv = [
      "Referência;Título (inglês);Descrição (inglês);Material exterior (inglês)",
      "SL-0003;Tassel loafers;Soft leather.;Leather",
    ].join("\n");
    const { rows } = await preview(csv);
    expect(rows[0]?.changes).toEqual(
      expect.arrayContaining([{ column: "Título (inglês)", before: "", after: "Tassel loafers" }]),
    );
    expect((await importFile(csv)).statusCode).toBe(200);
    expect((await product(3)).english).toMatchObject({
      title: "Tassel loafers",
      description: "Soft leather.",
      upperMaterial: "Leather",
      care: null,
    });
    expect((await importFile("Referência;Título\nSL-0003;Mocassins com borla")).statusCode).toBe(
      200,
    );
    expect((await product(3)).english.title).toBe("Tassel loafers");
    const file = await exported();
    expect(file).toContain('"Tassel loafers";"Soft leather.";"";"Leather"');
    expect((await preview(file)).rows).toEqual([]);
    // Emptied in the file: none (the English page shows the Portuguese again).
    await importFile("Referência;Título (inglês)\nSL-0003;");
    expect((await product(3)).english.title).toBeNull();
  });

  it("names an English column too long for its field", async () => {
    const { rows } = await preview(`Referência;Título (inglês)\nSL-0003;${"x".repeat(151)}`);
    expect(rows[0]?.problems).toEqual([
      { column: "Título (inglês)", message: englishMessages.tooLong(150) },
    ]);
  });
});

describe(`files the product import refuses whole (${databaseKind})`, () => {
  const refusal = async (csv: string) => {
    const response = await manager.call("POST", "/products/import/preview", { csv });
    return { status: response.statusCode, ...response.json().error };
  };

  it("names an unknown or repeated column, and a missing ref column", async () => {
    expect(await refusal("Referência;Preco\nSL-0001;10")).toMatchObject({
      status: 400,
      message: expect.stringMatching(
        /^A coluna «Preco» não é conhecida. As colunas possíveis são: Referência, Título, Preço \(€\),/,
      ),
      fields: { csv: expect.any(String) },
    });
    expect((await refusal("Referência;Título;título\nSL-0001;a;b")).message).toBe(
      "A coluna «Título» aparece mais do que uma vez.",
    );
    expect((await refusal("Título\nSapatos")).message).toBe("Falta a coluna «Referência».");
  });

  it("refuses an empty file, titles without lines, and text that is not UTF-8", async () => {
    expect((await refusal("")).fields).toEqual({
      csv: "O ficheiro está vazio: falta a linha dos títulos das colunas e pelo menos um produto.",
    });
    expect((await refusal("\uFEFFReferência;Título\r\n;\r\n")).message).toBe(
      "O ficheiro só tem a linha dos títulos: não há linhas para importar.",
    );
    expect((await refusal("Referência;Título\nSL-0001;Sand\uFFFDlias")).message).toMatch(
      /^O ficheiro tem carateres que não se leem/,
    );
    expect((await refusal('Referência;Título\nSL-0001;"Sandálias')).message).toBe(
      "Linha 2: uma aspa abre um texto que não se fecha. Confirme o ficheiro na folha de cálculo.",
    );
  });

  it("refuses too many lines or too many bytes with 413", async () => {
    const lines = Array.from({ length: CSV_IMPORT_LIMITS.maxRows + 1 }, (_, i) => `R-${i}`);
    expect(await refusal(`Referência\n${lines.join("\n")}`)).toMatchObject({
      status: 413,
      message: "O ficheiro tem mais de 10\u00a0000 linhas. Divida-o em ficheiros mais pequenos.",
    });
    const big = `Referência;Descrição\nSL-0001;${"a".repeat(CSV_IMPORT_LIMITS.maxBytes)}`;
    expect(await refusal(big)).toMatchObject({
      status: 413,
      message: "O ficheiro tem mais de 4 MB. Divida-o em ficheiros mais pequenos.",
    });
    const huge = `Referência;Descrição\nSL-0001;${'"'.repeat(CSV_IMPORT_LIMITS.maxBytes * 2)}`;
    expect(await refusal(huge)).toMatchObject({
      status: 413,
      message: "O ficheiro tem mais de 4 MB. Divida-o em ficheiros mais pequenos.",
    });
  });

  it("is refused to staff without the catalogue's write permission", async () => {
    const store = await staffSession(shop, "store", { storeId: 1 });
    const response = await store.call("POST", "/products/import", { csv: "Referência\nX" });
    expect(response.statusCode).toBe(403);
    expect((await store.call("GET", "/products/export")).statusCode).toBe(200);
  });
});
