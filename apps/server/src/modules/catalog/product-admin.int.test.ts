import { mkdir, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import {
  NO_PRODUCT_DETAILS,
  NO_PRODUCT_ENGLISH,
  type ProductDetail,
  type ProductInput,
  productDetailMessages,
  productDetailsInput,
  productMessages,
} from "@shop/shared";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createTestApp, type TestApp } from "../../../test/app.ts";
import { databaseKind } from "../../../test/database.ts";
import { insertCatalogueFixture } from "../../../test/fixtures.ts";
import { generate, purchaseBody } from "../../../test/purchases.ts";
import { staffSession } from "../../../test/staff.ts";
import { plainPng } from "../media/test-pictures.ts";
import { STAFF_COOKIE } from "../staff/staff-sessions.ts";

let shop: TestApp;
let manager: Awaited<ReturnType<typeof staffSession>>;
let refs = 0;

beforeAll(async () => {
  shop = await createTestApp({ prepare: insertCatalogueFixture });
  manager = await staffSession(shop, "manager");
});
afterAll(() => shop?.close());

/** A valid new product: women's sandals (category 1) in two sizes, without pictures. */
function productBody(overrides: Partial<ProductInput> = {}): ProductInput {
  refs += 1;
  return {
    ref: `NOVO-${refs}`,
    title: "Sandálias de verão",
    price: "89,90",
    discount: 0,
    categoryId: 1,
    brandId: 1,
    colorId: 2,
    colorManual: "",
    tagIds: [1],
    sizes: ["37", "38"],
    pictures: [],
    thumbnailIndex: 0,
    newCollection: true,
    featured: false,
    active: true,
    description: "Pele natural, sola de borracha.",
    ...overrides,
  };
}

/** Puts a picture file into the shop's media folder, as an upload or the demo would. */
async function storePicture(name: string) {
  const file = join(shop.config.mediaDir, name);
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, "<svg xmlns='http://www.w3.org/2000/svg'/>");
}

const create = async (overrides: Partial<ProductInput> = {}) => {
  const response = await manager.call("POST", "/products", productBody(overrides));
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as ProductDetail;
};

/** The form's values of a saved product, as the back office sends them back. */
function bodyOf(product: ProductDetail, changes: Partial<ProductInput> = {}) {
  const { id: _id, priceCents, sizeStock: _stock, ...rest } = product;
  return {
    ...rest,
    title: rest.title ?? "",
    colorManual: rest.colorManual ?? "",
    categoryId: rest.categoryId ?? 1,
    price: (priceCents / 100).toFixed(2).replace(".", ","),
    details: productDetailsInput(rest.details),
    ...changes,
  };
}

const update = (product: ProductDetail, changes: Partial<ProductInput> = {}) =>
  manager.call("PUT", `/products/${product.id}`, bodyOf(product, changes));

const storefront = (url: string) => shop.app.inject({ method: "GET", url: `/api/public${url}` });
const storefrontSearch = async (search: string) =>
  (
    await shop.app.inject({
      method: "POST",
      url: "/api/public/products/search",
      payload: { search },
    })
  )
    .json()
    .data.map((product: { id: number }) => product.id);

const list = async (query: string) => {
  const response = await manager.call("GET", `/products?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as {
    items: { id: number; ref: string }[];
    total: number;
    pageSize: number;
  };
};
const idsOf = async (query: string) => (await list(query)).items.map((item) => item.id);

describe(`GET /api/admin/products (${databaseKind})`, () => {
  it("pages every product, hidden ones too, with what the list shows", async () => {
    const page = await list("sort=ref&order=asc");
    expect(page.total).toBe(47);
    expect(page.pageSize).toBe(20);
    expect(page.items).toHaveLength(20);
    expect(page.items[0]).toEqual({
      id: 1,
      ref: "SL-0001",
      title: "Sandálias de pele entrançada",
      thumbnail: "products/sl-0001-1.svg",
      categoryName: "Sandálias",
      brandName: "Fabbrica Verona",
      priceCents: 5990,
      discount: 20,
      sale: null,
      onlineStock: 3,
      active: true,
      missingEnglish: true,
      updatedAt: expect.any(String),
    });
    expect(page.items.map((item) => item.ref)).toContain("SL-0006");
    const last = await list("sort=ref&order=asc&page=3");
    expect(last.items.map((item) => item.ref)).toEqual([
      "SL-133",
      "SL-134",
      "SL-135",
      "SL-136",
      "SL-137",
      "SL-138",
      "SL-139",
    ]);
  });

  it("searches with the storefront's search, which finds hidden products here only", async () => {
    expect(await idsOf("q=sandalias&sort=ref&order=asc")).toEqual([1, 6]);
    expect(await storefrontSearch("sandalias")).not.toContain(6);
    expect(await idsOf("q=sandalas%20entrancada")).toEqual([1]);
    expect(await idsOf("q=nada-disto")).toEqual([]);
  });

  it("filters by category, brand, active and out of stock online", async () => {
    expect(await idsOf("categoryId=4&sort=ref&order=asc")).toEqual([4, 7]);
    expect(await idsOf("brandId=2&sort=ref&order=asc")).toEqual([2, 4]);
    expect(await idsOf("active=false")).toEqual([6]);
    const outOfStock = await list("outOfStock=true&categoryId=1&sort=ref&order=asc");
    expect(outOfStock.items.map((item) => item.id)).toEqual([6]);
    expect(await idsOf("q=sandalias&active=true")).toEqual([1]);
  });

  it("sorts by a whitelisted column only", async () => {
    const cheapest = await list("sort=price&order=asc&categoryId=5");
    expect(cheapest.items.map((item) => item.ref)).toEqual(["SL-0005"]);
    expect(await idsOf("sort=price&order=desc&categoryId=4")).toEqual([4, 7]);
    const refused = await manager.call("GET", "/products?sort=view_count");
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.fields.sort).toBe("Ordenação inválida.");
  });
});

describe(`GET /api/admin/products/:id and /choices (${databaseKind})`, () => {
  it("answers the product as the form edits it", async () => {
    const response = await manager.call("GET", "/products/1");
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({
      id: 1,
      ref: "SL-0001",
      title: "Sandálias de pele entrançada",
      priceCents: 5990,
      discount: 20,
      sale: null,
      categoryId: 1,
      brandId: 1,
      colorId: 2,
      colorManual: null,
      tagIds: [1],
      sizes: ["36", "37", "37.5", "38"],
      sizeStock: { "36": 2, "37": 3, "37.5": 0, "38": 1 },
      pictures: ["products/sl-0001-1.svg"],
      thumbnailIndex: 0,
      newCollection: true,
      featured: false,
      active: true,
      description: "",
      details: NO_PRODUCT_DETAILS,
      english: NO_PRODUCT_ENGLISH,
      publishedAt: "2026-10-01",
      updatedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
  });

  it("answers 404 in Portuguese for a product that does not exist", async () => {
    const response = await manager.call("GET", "/products/999999");
    expect(response.statusCode).toBe(404);
    expect(response.json().error.message).toBe(productMessages.notFound);
  });

  it("lists the categories with their groups, brands, colours and tags", async () => {
    const { data } = (await manager.call("GET", "/products/choices")).json();
    expect(data.categories.find((category: { id: number }) => category.id === 2)).toEqual({
      id: 2,
      name: "Botas",
      isWoman: true,
      isMan: false,
      forShoe: true,
      forAccessory: false,
    });
    expect(data.brands.map((brand: { name: string }) => brand.name)).toEqual([
      "Atelier do Chiado",
      "Fabbrica Verona",
    ]);
    expect(data.tags).toEqual([{ id: 1, name: "Pele" }]);
  });

  it("lets a store's staff read but not write", async () => {
    const store = await staffSession(shop, "store", { storeId: 1 });
    expect((await store.call("GET", "/products/1")).statusCode).toBe(200);
    expect((await store.call("POST", "/products", productBody())).statusCode).toBe(403);
  });
});

describe(`POST /api/admin/products (${databaseKind})`, () => {
  it("creates a product the storefront shows and finds at once, and audits it", async () => {
    await storePicture("products/upload-a.svg");
    await storePicture("products/upload-b.svg");
    // The storefront has its lists and index in memory before the product exists.
    expect(await storefrontSearch("girassol")).toEqual([]);
    const response = await manager.call(
      "POST",
      "/products",
      productBody({
        title: "Sandálias Girassol",
        price: "1.299,90",
        discount: "15",
        sizes: ["39", "37,5", "u"],
        pictures: ["products/upload-a.svg", "products/upload-b.svg"],
        thumbnailIndex: 1,
      }),
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().message).toBe("Produto criado.");
    const product = response.json().data as ProductDetail;
    expect(product).toMatchObject({
      title: "Sandálias Girassol",
      priceCents: 129990,
      discount: 15,
      sizes: ["39", "37.5", "U"],
      sizeStock: { "39": 0, "37.5": 0, U: 0 },
      colorManual: null,
      // The picture chosen as the main one comes first: one rule, the first is the main one.
      pictures: ["products/upload-b.svg", "products/upload-a.svg"],
      thumbnailIndex: 0,
    });

    expect(await storefrontSearch("girassol")).toEqual([product.id]);
    const page = (await storefront(`/products/product/${product.id}`)).json().data;
    expect(page).toMatchObject({
      ref: product.ref,
      price: 1299.9,
      discount: 15,
      pictures: ["products/upload-b.svg", "products/upload-a.svg"],
      thumbnailIndex: 0,
      sizes: ["39", "37.5", "U"],
      tags: [1],
      description: "Pele natural, sola de borracha.",
    });

    const audit = (await shop.app.shop.db
      .selectFrom("audit_log")
      .selectAll()
      .where("entity", "=", "product")
      .where("entity_id", "=", String(product.id))
      .executeTakeFirstOrThrow()) as { action: string; staff_id: number; after: unknown };
    expect(audit.action).toBe("product.create");
    expect(audit.staff_id).toBe(manager.id);
    expect(audit.after).toMatchObject({ ref: product.ref, priceCents: 129990 });
  });

  it("takes a picture uploaded from the computer, never a name that was not", async () => {
    const upload = await shop.app.inject({
      method: "POST",
      url: "/api/admin/pictures",
      headers: { "content-type": "image/png" },
      cookies: { [STAFF_COOKIE]: manager.token },
      payload: await plainPng(600, 400),
    });
    const { name } = upload.json().data as { name: string };
    const product = await create({ pictures: [name] });
    expect(product.pictures).toEqual([name]);
    const forged = name.replace(/^pictures\/./, "pictures/0").replace("-600x400", "-601x400");
    const refused = await manager.call("POST", "/products", productBody({ pictures: [forged] }));
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.fields).toEqual({ pictures: productMessages.unknownPicture });
  });

  it("refuses a reference another product has, whatever its case", async () => {
    const response = await manager.call("POST", "/products", productBody({ ref: "sl-0001" }));
    expect(response.statusCode).toBe(409);
    expect(response.json().error.fields).toEqual({ ref: productMessages.refTaken });
  });

  it("refuses bad values naming each field in Portuguese", async () => {
    const response = await manager.call(
      "POST",
      "/products",
      productBody({ ref: " ", price: "89,901", discount: 95, sizes: [], thumbnailIndex: 2 }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({
      ref: productMessages.ref,
      price: productMessages.price,
      discount: productMessages.discount,
      sizes: productMessages.sizes,
      thumbnailIndex: productMessages.thumbnail,
    });
    const free = await manager.call("POST", "/products", productBody({ price: "0,00" }));
    expect(free.json().error.fields).toEqual({ price: productMessages.priceRange });
  });

  it("refuses a category, brand, tag or picture the shop does not have", async () => {
    const response = await manager.call(
      "POST",
      "/products",
      productBody({
        categoryId: 999,
        brandId: 999,
        tagIds: [999],
        pictures: ["products/nunca-enviada.svg"],
      }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({
      categoryId: productMessages.unknownCategory,
      brandId: productMessages.unknownBrand,
      tagIds: productMessages.unknownTag,
      pictures: productMessages.unknownPicture,
    });
    const climbing = await manager.call(
      "POST",
      "/products",
      productBody({ pictures: ["../../etc/passwd"] }),
    );
    expect(climbing.json().error.fields).toEqual({ "pictures.0": productMessages.picture });
  });
});

describe(`PUT /api/admin/products/:id (${databaseKind})`, () => {
  it("saves a new price that the storefront shows at once, audited with before and after", async () => {
    const product = await create();
    expect((await storefront(`/products/${product.id}/price`)).json().data.price.price).toBe(89.9);
    const response = await update(product, { price: "74,50", discount: 10 });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().message).toBe("Alterações guardadas.");
    const saved = response.json().data as ProductDetail;
    expect(saved.priceCents).toBe(7450);
    expect(saved.updatedAt).not.toBe(product.updatedAt);
    const page = (await storefront(`/products/product/${product.id}`)).json().data;
    expect(page).toMatchObject({ price: 74.5, discount: 10 });

    const audit = await shop.app.shop.db
      .selectFrom("audit_log")
      .select(["before", "after"])
      .where("action", "=", "product.update")
      .where("entity_id", "=", String(product.id))
      .executeTakeFirstOrThrow();
    expect(audit.before).toMatchObject({ priceCents: 8990, discount: 0 });
    expect(audit.after).toMatchObject({ priceCents: 7450, discount: 10 });
  });

  it("refuses to overwrite a product someone changed meanwhile", async () => {
    const product = await create();
    expect((await update(product, { title: "Primeira versão" })).statusCode).toBe(200);
    const late = await update(product, { price: "10,00" });
    expect(late.statusCode).toBe(409);
    expect(late.json().error.message).toBe(productMessages.changedMeanwhile);
    const now = (await manager.call("GET", `/products/${product.id}`)).json().data;
    expect(now).toMatchObject({ title: "Primeira versão", priceCents: 8990 });
  });

  it("lets only one of two people saving the same version at once win", async () => {
    const product = await create();
    const answers = await Promise.all([
      update(product, { title: "Pela Ana" }),
      update(product, { title: "Pelo Rui" }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
  });

  it("reorders pictures and deletes one, a chosen thumbnail moving to the front", async () => {
    await storePicture("products/p1.svg");
    await storePicture("products/p2.svg");
    await storePicture("products/p3.svg");
    const product = await create({
      pictures: ["products/p1.svg", "products/p2.svg", "products/p3.svg"],
      thumbnailIndex: 0,
    });
    const response = await update(product, {
      pictures: ["products/p3.svg", "products/p1.svg"],
      thumbnailIndex: 1,
    });
    expect(response.statusCode, response.body).toBe(200);
    const page = (await storefront(`/products/product/${product.id}`)).json().data;
    expect(page).toMatchObject({
      pictures: ["products/p1.svg", "products/p3.svg"],
      thumbnailIndex: 0,
    });
  });

  it("keeps a picture the product had even if the shop no longer has its file", async () => {
    const response = await manager.call(
      "PUT",
      "/products/2",
      bodyOf((await manager.call("GET", "/products/2")).json().data, { discount: 5 }),
    );
    expect(response.statusCode, response.body).toBe(200);
  });

  it("sets sizes and their order, but never removes a size with stock", async () => {
    const sandals = (await manager.call("GET", "/products/1")).json().data as ProductDetail;
    const refused = await update(sandals, { sizes: ["36", "37", "37.5"] });
    expect(refused.statusCode).toBe(409);
    const message = "O tamanho 38 ainda tem 1 unidade em stock. Acerte o stock antes de o retirar.";
    expect(refused.json().error).toMatchObject({ message, fields: { sizes: message } });

    const saved = await update(sandals, { sizes: ["38", "37", "36", "39"] });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data.sizes).toEqual(["38", "37", "36", "39"]);
    expect((await storefront("/products/1/stock")).json().data.online).toEqual({
      "38": 1,
      "37": 0,
      "36": 2,
      "39": 0,
    });
  });

  it("never removes a size a purchase could still give stock back to", async () => {
    const bought = await generate(shop, purchaseBody());
    expect(bought.statusCode, bought.body).toBe(200);
    const sandals = (await manager.call("GET", "/products/1")).json().data as ProductDetail;
    expect(sandals.sizeStock["38"]).toBe(0);
    const refused = await update(sandals, { sizes: sandals.sizes.filter((size) => size !== "38") });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.fields.sizes).toBe(productMessages.sizeInOpenPurchase("38"));
  });

  it("answers 404 for a product that does not exist", async () => {
    const product = await create();
    const response = await manager.call("PUT", "/products/999999", bodyOf(product));
    expect(response.statusCode).toBe(404);
  });
});

describe(`another server (${databaseKind})`, () => {
  it("shows a saved product as soon as the database says the catalogue changed", async () => {
    const other = await createTestApp({ database: shop.database });
    const found = async () =>
      (
        await other.app.inject({
          method: "POST",
          url: "/api/public/products/search",
          payload: { search: "andorinha" },
        })
      )
        .json()
        .data.map((each: { id: number }) => each.id);
    try {
      expect(await found()).toEqual([]);
      const product = await create({ title: "Botins Andorinha" });
      // This server's caches were built before; only the NOTIFY can drop them.
      await vi.waitFor(async () => expect(await found()).toEqual([product.id]), {
        timeout: 5000,
        interval: 100,
      });
    } finally {
      await other.app.close();
    }
  });
});

/** What the form sends for a bag described in full (issue 37). */
const bagDetails = {
  upperMaterial: "Pele",
  lining: " Algodão ",
  sole: "",
  heelHeight: "3,5",
  fitNote: "Veste pequeno: recomendamos um número acima.",
  care: "Limpe com um pano macio e seco.",
  madeIn: "Portugal",
  width: "30",
  height: "22",
  depth: "12,5",
};

describe(`a product's details and its title (${databaseKind})`, () => {
  it("stores the details, audits them, and shows them on the product page only", async () => {
    const product = await create({ title: "Mala Tejo", details: bagDetails });
    const stored = {
      upperMaterial: "Pele",
      lining: "Algodão",
      sole: null,
      heelHeightMm: 35,
      fitNote: "Veste pequeno: recomendamos um número acima.",
      care: "Limpe com um pano macio e seco.",
      madeIn: "Portugal",
      dimensionsMm: { width: 300, height: 220, depth: 125 },
    };
    expect(product.details).toEqual(stored);
    expect((await manager.call("GET", `/products/${product.id}`)).json().data.details).toEqual(
      stored,
    );
    const page = (await storefront(`/products/product/${product.id}`)).json().data;
    expect(page.details).toEqual(stored);
    const listed = (await storefront("/products/")).json().data as Array<Record<string, unknown>>;
    expect(listed.find((each) => each.id === product.id)).not.toHaveProperty("details");

    const audit = (await shop.app.shop.db
      .selectFrom("audit_log")
      .select("after")
      .where("entity", "=", "product")
      .where("entity_id", "=", String(product.id))
      .executeTakeFirstOrThrow()) as { after: { details: unknown } };
    expect(audit.after.details).toEqual(stored);
  });

  it("keeps the details when an edit leaves them out, and empties them when cleared", async () => {
    const product = await create({ details: bagDetails });
    const { details: _details, ...withoutDetails } = bodyOf(product, { price: "99,90" });
    const kept = await manager.call("PUT", `/products/${product.id}`, withoutDetails);
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json().data.details.dimensionsMm).toEqual({ width: 300, height: 220, depth: 125 });
    const emptied = Object.fromEntries(Object.keys(bagDetails).map((key) => [key, ""]));
    const cleared = await update(kept.json().data, { details: emptied });
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(cleared.json().data.details).toEqual(NO_PRODUCT_DETAILS);
    const page = (await storefront(`/products/product/${product.id}`)).json().data;
    expect(page.details).toEqual(NO_PRODUCT_DETAILS);
  });

  it("refuses bad details naming each field in Portuguese", async () => {
    const response = await manager.call(
      "POST",
      "/products",
      productBody({
        details: {
          ...bagDetails,
          heelHeight: "3,55",
          fitNote: "x".repeat(201),
          madeIn: "y".repeat(101),
          width: "30",
          height: "",
          depth: "0",
        },
      }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({
      "details.heelHeight": productDetailMessages.heelHeight,
      "details.fitNote": productDetailMessages.fitNote,
      "details.madeIn": productDetailMessages.text("O país de fabrico"),
      "details.depth": productDetailMessages.dimension,
    });
    const partial = await manager.call(
      "POST",
      "/products",
      productBody({ details: { width: "30", height: "20" } }),
    );
    expect(partial.statusCode).toBe(400);
    expect(partial.json().error.fields).toEqual({
      "details.depth": productDetailMessages.dimensionsTogether,
    });
    const tall = await manager.call(
      "POST",
      "/products",
      productBody({ details: { heelHeight: "26" } }),
    );
    expect(tall.json().error.fields).toEqual({
      "details.heelHeight": productDetailMessages.heelHeight,
    });
  });

  it("never puts a product without a title on sale: not created, edited or published so", async () => {
    const refused = await manager.call("POST", "/products", productBody({ title: "  " }));
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.fields).toEqual({ title: productDetailMessages.titleToPublish });

    const draft = await create({ title: "", active: false });
    expect(draft).toMatchObject({ title: null, active: false });
    const edited = await update(draft, { active: true });
    expect(edited.statusCode).toBe(400);
    expect(edited.json().error.fields).toEqual({ title: productDetailMessages.titleToPublish });

    const bulk = await manager.call("POST", "/products/bulk", {
      ids: [draft.id],
      change: { kind: "publish" },
    });
    expect(bulk.statusCode).toBe(400);
    expect(bulk.json().error.message).toBe(`${draft.ref}: ${productDetailMessages.titleToPublish}`);
    expect(bulk.json().error.fields).toEqual({ title: productDetailMessages.titleToPublish });

    const imported = await manager.call("POST", "/products/import/preview", {
      csv: `Referência;Título;Ativo\n${draft.ref};;Sim`,
    });
    expect(imported.json().data.rows[0]).toMatchObject({
      action: "error",
      problems: [{ column: "Título", message: productDetailMessages.titleToPublish }],
    });

    const titled = await update(draft, { title: "Sandálias Lua", active: true });
    expect(titled.statusCode, titled.body).toBe(200);
    expect((await storefront(`/products/product/${draft.id}`)).statusCode).toBe(200);
  });

  it("is guarded by the database too: no row on sale without a title", async () => {
    const draft = await create({ title: "", active: false });
    await expect(
      shop.app.shop.db
        .updateTable("products")
        .set({ active: true })
        .where("id", "=", draft.id)
        .execute(),
    ).rejects.toThrow(/products_on_sale_titled/);
  });
});
