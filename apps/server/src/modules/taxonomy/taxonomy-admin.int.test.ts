import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createTestApp, type TestApp } from "../../../test/app.ts";
import { databaseKind } from "../../../test/database.ts";
import {
  auditOf,
  expectFailure,
  insertShopDataFixture,
  persistent,
  storefrontShows,
} from "../../../test/shop-data.ts";
import { staffSession } from "../../../test/staff.ts";

let shop: TestApp;
let manager: Awaited<ReturnType<typeof staffSession>>;
let store: Awaited<ReturnType<typeof staffSession>>;

beforeAll(async () => {
  shop = await createTestApp({ prepare: insertShopDataFixture });
  manager = await staffSession(shop, "manager");
  store = await staffSession(shop, "store", { storeId: 1 });
});
afterAll(() => shop?.close());

const names = (items: { name: string }[]) => items.map((item) => item.name);

describe(`brands, colours and tags in the back office (${databaseKind})`, () => {
  it("lists brands a page at a time with how many products use each, sorted and searched", async () => {
    const byName = (await manager.call("GET", "/brands")).json().data;
    expect(byName).toEqual({
      items: [
        { id: 2, name: "Atelier do Chiado", nameEn: null, products: 2 },
        { id: 1, name: "Fabbrica Verona", nameEn: null, products: 3 },
      ],
      total: 2,
      page: 1,
      pageSize: 20,
    });
    const byUse = (await manager.call("GET", "/brands?sort=products&order=desc")).json().data;
    expect(names(byUse.items)).toEqual(["Fabbrica Verona", "Atelier do Chiado"]);
    const found = (await store.call("GET", "/brands?q=verona")).json().data;
    expect(found).toMatchObject({ items: [{ name: "Fabbrica Verona" }], total: 1 });
    const tags = (await manager.call("GET", "/tags")).json().data;
    expect(tags.items).toEqual([{ id: 1, name: "Pele", nameEn: null, products: 1 }]);
  });

  it("refuses an unknown sort and a page that is not one, naming the field", async () => {
    expectFailure(await manager.call("GET", "/colors?sort=price"), 400, {
      code: "VALIDATION",
      fields: { sort: "Ordenação inválida." },
    });
    expectFailure(await manager.call("GET", "/colors?page=0"), 400, {
      code: "VALIDATION",
      fields: { page: "Página inválida." },
    });
  });

  it("adds a colour, refuses its name again in any case, and audits who added it", async () => {
    const created = await manager.call("POST", "/colors", { name: "  Verde-água " });
    expect(created.statusCode).toBe(200);
    const colour = created.json().data;
    expect(colour).toEqual({
      id: expect.any(Number),
      name: "Verde-água",
      nameEn: null,
      products: 0,
    });
    expectFailure(await manager.call("POST", "/colors", { name: "verde-ÁGUA" }), 409, {
      code: "CONFLICT",
      message: "Já existe a cor «verde-ÁGUA».",
      fields: { name: "Já existe a cor «verde-ÁGUA»." },
    });
    expectFailure(await manager.call("POST", "/colors", { name: " " }), 400, {
      code: "VALIDATION",
      fields: { name: "Indique o nome (até 60 caracteres)." },
    });
    const [entry] = await auditOf(shop, "color", colour.id);
    expect(entry).toMatchObject({
      staff_id: manager.id,
      action: "color.create",
      after: { id: colour.id, name: "Verde-água" },
    });
    await storefrontShows(shop, (data) => expect(names(data.colors)).toContain("Verde-água"));
  });

  it("renames a brand: the storefront shows the new name at once and search finds it", async () => {
    const renamed = await manager.call("PUT", "/brands/1", { name: "Verona Calçado" });
    expect(renamed.json().data).toEqual({
      id: 1,
      name: "Verona Calçado",
      nameEn: null,
      products: 3,
    });
    await storefrontShows(shop, (data) =>
      expect(data.brands).toContainEqual({ id: 1, name: "Verona Calçado" }),
    );
    await vi.waitFor(async () => {
      const search = await shop.app.inject({
        method: "POST",
        url: "/api/public/products/search",
        payload: { search: "calcado" },
      });
      const found = search.json().data.map((p: { id: number }) => p.id);
      expect(found).toEqual(expect.arrayContaining([1, 3, 5]));
    });
    const [entry] = await auditOf(shop, "brand", 1);
    expect(entry).toMatchObject({
      action: "brand.update",
      before: { name: "Fabbrica Verona" },
      after: { name: "Verona Calçado" },
    });
  });

  it("refuses to rename a brand to another's name, and an id that does not exist", async () => {
    expectFailure(await manager.call("PUT", "/brands/1", { name: "atelier do chiado" }), 409, {
      code: "CONFLICT",
      fields: { name: "Já existe a marca «atelier do chiado»." },
    });
    expectFailure(await manager.call("PUT", "/brands/999", { name: "Nova" }), 404, {
      code: "NOT_FOUND",
      message: "Esta marca não existe.",
    });
  });

  it("refuses to delete a brand, a colour or a tag products use, saying why", async () => {
    expectFailure(await manager.call("DELETE", "/brands/2"), 409, {
      code: "CONFLICT",
      message:
        "Não é possível apagar a marca «Atelier do Chiado»: há 2 produtos com esta marca. Mude a marca desses produtos primeiro.",
    });
    expectFailure(await manager.call("DELETE", "/tags/1"), 409, {
      code: "CONFLICT",
      message:
        "Não é possível apagar a etiqueta «Pele»: há 1 produto com esta etiqueta. Retire-a desse produto primeiro.",
    });
    const product = await shop.database.db
      .selectFrom("products")
      .select("brand_id")
      .where("id", "=", 2)
      .executeTakeFirstOrThrow();
    expect(product.brand_id).toBe(2);
  });

  it("deletes a tag no product uses, and audits it", async () => {
    const tag = (await manager.call("POST", "/tags", { name: "Outono" })).json().data;
    const deleted = await manager.call("DELETE", `/tags/${tag.id}`);
    expect(deleted.json()).toEqual({ valid: true, data: null });
    expect(names((await manager.call("GET", "/tags")).json().data.items)).toEqual(["Pele"]);
    expect((await auditOf(shop, "tag", tag.id))[0]).toMatchObject({
      action: "tag.delete",
      before: { name: "Outono" },
    });
    expectFailure(await manager.call("DELETE", `/tags/${tag.id}`), 404, { code: "NOT_FOUND" });
  });

  it("keeps one of two brands with the same name saved at once", async () => {
    const [first, second] = await Promise.all([
      manager.call("POST", "/brands", { name: "Gémeos" }),
      manager.call("POST", "/brands", { name: "GÉMEOS" }),
    ]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 409]);
    const found = (await manager.call("GET", "/brands?q=gémeos")).json().data;
    expect(found.total).toBe(1);
  });

  it("lets a store's staff read the lists but not change them", async () => {
    expect((await store.call("GET", "/colors")).statusCode).toBe(200);
    expectFailure(await store.call("POST", "/colors", { name: "Rosa" }), 403, {
      code: "FORBIDDEN",
    });
  });
});

describe(`categories: the storefront's menu tree (${databaseKind})`, () => {
  it("lists every category in the menus' order with its flags and products", async () => {
    const list = (await manager.call("GET", "/categories")).json().data;
    expect(list[2]).toEqual({
      id: 3,
      name: "Mocassins",
      isWoman: false,
      isMan: true,
      forShoe: true,
      forAccessory: false,
      ordering: 0,
      products: 41,
      sizeGuideId: null,
      nameEn: null,
    });
    expect(names(list)).toEqual(["Cintos", "Malas", "Mocassins", "Botas", "Sandálias"]);
  });

  it("adds a category to a group, and the same name to another group but not twice to one", async () => {
    const body = { name: "Botas", isWoman: false, isMan: true, forShoe: true, forAccessory: false };
    const added = await manager.call("POST", "/categories", body);
    expect(added.statusCode).toBe(200);
    const menBoots = added
      .json()
      .data.find((c: { name: string; isMan: boolean }) => c.name === "Botas" && c.isMan);
    expect(menBoots).toMatchObject({ products: 0, ordering: 3 });
    expectFailure(
      await manager.call("POST", "/categories", { ...body, name: "botas", isWoman: true }),
      409,
      { code: "CONFLICT", fields: { name: "Já existe a categoria «botas» em Sapatos Mulher." } },
    );
    await storefrontShows(shop, (data) =>
      expect(names(data.categoryTree.shoesMen)).toEqual(["Mocassins", "Botas"]),
    );
  });

  it("refuses a category outside every menu group, naming the flags", async () => {
    expectFailure(
      await manager.call("POST", "/categories", {
        name: "Meias",
        isWoman: false,
        isMan: false,
        forShoe: false,
        forAccessory: true,
      }),
      400,
      { code: "VALIDATION", fields: { isWoman: "Escolha Mulher, Homem ou ambos." } },
    );
  });

  it("reorders a group: the ids swap their places and the storefront follows", async () => {
    const before = names((await persistent(shop)).categoryTree.shoesWomen);
    expect(before).toEqual(["Botas", "Sandálias"]);
    const reordered = await manager.call("PUT", "/categories/order", { ids: [1, 2] });
    expect(reordered.statusCode).toBe(200);
    await storefrontShows(shop, (data) =>
      expect(names(data.categoryTree.shoesWomen)).toEqual(["Sandálias", "Botas"]),
    );
    expect(names(reordered.json().data).slice(0, 3)).toEqual(["Cintos", "Malas", "Mocassins"]);
    expect((await auditOf(shop, "category"))[0]).toMatchObject({
      action: "category.reorder",
      before: [2, 1],
      after: [1, 2],
    });
    expectFailure(await manager.call("PUT", "/categories/order", { ids: [1, 1] }), 400, {
      code: "VALIDATION",
    });
    expectFailure(await manager.call("PUT", "/categories/order", { ids: [1, 999] }), 404, {
      code: "NOT_FOUND",
    });
  });

  it("moves a category to another group, and refuses to delete one with products", async () => {
    const moved = await manager.call("PUT", "/categories/5", {
      name: "Cintos",
      isWoman: true,
      isMan: true,
      forShoe: false,
      forAccessory: true,
    });
    expect(moved.statusCode).toBe(200);
    await storefrontShows(shop, (data) =>
      expect(names(data.categoryTree.accessoriesWomen)).toContain("Cintos"),
    );
    expectFailure(await manager.call("DELETE", "/categories/5"), 409, {
      code: "CONFLICT",
      message:
        "Não é possível apagar a categoria «Cintos»: há 1 produto nesta categoria. Mude a categoria desse produto primeiro.",
    });
    expectFailure(await manager.call("DELETE", "/categories/999"), 404, {
      code: "NOT_FOUND",
      message: "Esta categoria não existe.",
    });
  });

  it("deletes an empty category", async () => {
    const list = (await manager.call("GET", "/categories")).json().data;
    const empty = list.find((c: { products: number }) => c.products === 0);
    const after = (await manager.call("DELETE", `/categories/${empty.id}`)).json().data;
    expect(after.map((c: { id: number }) => c.id)).not.toContain(empty.id);
    expect((await auditOf(shop, "category", empty.id))[0]).toMatchObject({
      action: "category.delete",
      staff_id: manager.id,
    });
  });
});
