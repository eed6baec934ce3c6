import type { Persistent } from "@shop/shared";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createTestApp, type TestApp } from "../../../test/app.ts";
import { databaseKind } from "../../../test/database.ts";
import {
  auditOf,
  expectFailure,
  insertShopDataFixture,
  storefrontShows,
} from "../../../test/shop-data.ts";
import { staffSession } from "../../../test/staff.ts";

let shop: TestApp;
let owner: Awaited<ReturnType<typeof staffSession>>;
let manager: Awaited<ReturnType<typeof staffSession>>;

beforeAll(async () => {
  shop = await createTestApp({ prepare: insertShopDataFixture });
  owner = await staffSession(shop, "owner");
  manager = await staffSession(shop, "manager");
});
afterAll(() => shop?.close());

const names = (items: { name: string }[]) => items.map((item) => item.name);

describe(`delivery groups in the back office (${databaseKind})`, () => {
  it("lists the groups with their price and countries in the checkout's order", async () => {
    const groups = (await owner.call("GET", "/country-groups")).json().data;
    expect(names(groups)).toEqual([
      "Portugal Continental",
      "União Europeia",
      "Ilhas",
      "Resto do mundo",
    ]);
    expect(groups[2]).toEqual({
      id: 3,
      name: "Ilhas",
      deliveryPriceCents: 615,
      deliveryDaysMin: 2,
      deliveryDaysMax: 5,
      freeDeliveryFromCents: null,
      nameEn: null,
      countries: [
        { id: expect.any(Number), name: "Portugal - Madeira", code: "PT-30" },
        { id: expect.any(Number), name: "Portugal - Açores", code: "PT-20" },
      ],
    });
  });

  it("keeps each group's lead time in working days, the maximum never under the minimum", async () => {
    const refused = await owner.call("PUT", "/country-groups/3", {
      name: "Ilhas",
      deliveryPrice: "6,15",
      deliveryDaysMin: 5,
      deliveryDaysMax: 3,
    });
    expectFailure(refused, 400, { code: "VALIDATION" });
    expect(refused.json().error.fields).toEqual({
      deliveryDaysMax: "O prazo máximo não pode ser menor do que o mínimo.",
    });
    const saved = await owner.call("PUT", "/country-groups/3", {
      name: "Ilhas",
      deliveryPrice: "6,15",
      deliveryDaysMin: "3",
      deliveryDaysMax: "6",
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const persistent = (
      await shop.app.inject({ method: "GET", url: "/api/public/persistent" })
    ).json().data;
    expect(persistent.countryGroups["3"].deliveryDays).toEqual({ min: 3, max: 6 });
  });

  it("keeps a group's English name: the English storefront shows it, the Portuguese where empty", async () => {
    const persistentIn = async (language: "en" | "pt") => {
      const accept = language === "en" ? "en-GB,en;q=0.9" : "pt-PT";
      const response = await shop.app.inject({
        method: "GET",
        url: "/api/public/persistent",
        headers: { "accept-language": accept },
      });
      expect(response.headers.vary).toContain("accept-language");
      return response.json().data as Persistent;
    };
    const body = { name: "Resto do mundo", deliveryPrice: "24,90" };
    const saved = await owner.call("PUT", "/country-groups/4", {
      ...body,
      nameEn: " Rest of the world ",
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data[3]).toMatchObject({
      name: "Resto do mundo",
      nameEn: "Rest of the world",
    });
    await vi.waitFor(async () =>
      expect((await persistentIn("en")).countryGroups["4"]?.name).toBe("Rest of the world"),
    );
    const portuguese = await persistentIn("pt");
    expect(portuguese.countryGroups["4"]?.name).toBe("Resto do mundo");
    // A group without English: the English storefront names it in Portuguese.
    expect((await persistentIn("en")).countryGroups["1"]?.name).toBe("Portugal Continental");
    expect((await auditOf(shop, "country-group", 4))[0]).toMatchObject({
      action: "country-group.update",
      after: { name_en: "Rest of the world" },
    });

    // Left out (an older form), a change keeps it; sent empty, it is cleared.
    const kept = await owner.call("PUT", "/country-groups/4", body);
    expect(kept.json().data[3].nameEn).toBe("Rest of the world");
    const tooLong = await owner.call("PUT", "/country-groups/4", {
      ...body,
      nameEn: "x".repeat(61),
    });
    expectFailure(tooLong, 400, {
      code: "VALIDATION",
      fields: { nameEn: "O texto em inglês pode ter no máximo 60 caracteres." },
    });
    const cleared = await owner.call("PUT", "/country-groups/4", { ...body, nameEn: "" });
    expect(cleared.json().data[3].nameEn).toBeNull();
    await vi.waitFor(async () =>
      expect((await persistentIn("en")).countryGroups["4"]?.name).toBe("Resto do mundo"),
    );
  });

  it("is the owner's: a manager may not see or change delivery prices", async () => {
    expectFailure(await manager.call("GET", "/country-groups"), 403, { code: "FORBIDDEN" });
    expectFailure(
      await manager.call("PUT", "/country-groups/1", { name: "X", deliveryPrice: "1" }),
      403,
      { code: "FORBIDDEN" },
    );
  });

  it("changes a price typed the Portuguese way; the checkout's data shows it at once", async () => {
    const groups = (
      await owner.call("PUT", "/country-groups/1", {
        name: "Portugal Continental",
        deliveryPrice: "3,95 €",
      })
    ).json().data;
    expect(groups[0]).toMatchObject({ id: 1, deliveryPriceCents: 395 });
    await storefrontShows(shop, (data) => expect(data.countryGroups["1"]?.price).toBe(3.95));
    expect((await auditOf(shop, "country-group", 1))[0]).toMatchObject({
      staff_id: owner.id,
      action: "country-group.update",
      before: { delivery_price_cents: 490 },
      after: { delivery_price_cents: 395 },
    });
  });

  it("sets the amount from which delivery is free, and clears it when left empty", async () => {
    const body = { name: "Portugal Continental", deliveryPrice: "4,90" };
    const groups = (
      await owner.call("PUT", "/country-groups/1", { ...body, freeDeliveryFrom: "50,00 €" })
    ).json().data;
    expect(groups[0]).toMatchObject({
      id: 1,
      deliveryPriceCents: 490,
      freeDeliveryFromCents: 5000,
    });
    await storefrontShows(shop, (data) => expect(data.countryGroups["1"]?.freeFrom).toBe(50));
    expect((await auditOf(shop, "country-group", 1))[0]).toMatchObject({
      action: "country-group.update",
      after: { free_delivery_from_cents: 5000 },
    });
    for (const freeDeliveryFrom of ["0", "-5", "muito"]) {
      expectFailure(
        await owner.call("PUT", "/country-groups/1", { ...body, freeDeliveryFrom }),
        400,
        {
          code: "VALIDATION",
          fields: {
            freeDeliveryFrom:
              "Indique o valor em euros a partir do qual o envio é grátis (por exemplo 50,00) ou deixe vazio.",
          },
        },
      );
    }
    const cleared = (
      await owner.call("PUT", "/country-groups/1", { ...body, freeDeliveryFrom: "" })
    ).json().data;
    expect(cleared[0].freeDeliveryFromCents).toBeNull();
    await storefrontShows(shop, (data) => expect(data.countryGroups["1"]?.freeFrom).toBeNull());
  });

  it("refuses a price that is not one, and a name another group has", async () => {
    for (const deliveryPrice of ["-1", "4,999", "grátis", ""]) {
      expectFailure(
        await owner.call("PUT", "/country-groups/1", { name: "Continente", deliveryPrice }),
        400,
        {
          code: "VALIDATION",
          fields: { deliveryPrice: "Indique o preço em euros, por exemplo 4,90." },
        },
      );
    }
    expectFailure(
      await owner.call("POST", "/country-groups", { name: "ilhas", deliveryPrice: "5" }),
      409,
      { code: "CONFLICT", fields: { name: "Já existe um grupo de envio chamado «ilhas»." } },
    );
  });

  it("refuses to delete a group with countries, and deletes an empty one", async () => {
    expectFailure(await owner.call("DELETE", "/country-groups/3"), 409, {
      code: "CONFLICT",
      message:
        "Não é possível apagar o grupo «Ilhas»: tem 2 países. Passe-os para outro grupo primeiro.",
    });
    const added = (
      await owner.call("POST", "/country-groups", { name: "Oceânia", deliveryPrice: "29,90" })
    ).json().data;
    const oceania = added.find((group: { name: string }) => group.name === "Oceânia");
    expect(oceania).toMatchObject({ deliveryPriceCents: 2990, countries: [] });
    const left = (await owner.call("DELETE", `/country-groups/${oceania.id}`)).json().data;
    expect(names(left)).not.toContain("Oceânia");
    expectFailure(await owner.call("DELETE", `/country-groups/${oceania.id}`), 404, {
      code: "NOT_FOUND",
      message: "Este grupo de envio não existe.",
    });
  });
});

describe(`delivery countries in the back office (${databaseKind})`, () => {
  it("lists countries a page at a time, by group and searched", async () => {
    const page = (await owner.call("GET", "/countries")).json().data;
    expect(page).toMatchObject({ total: 6, page: 1, pageSize: 20 });
    expect(page.items[0]).toEqual({
      id: expect.any(Number),
      name: "Portugal",
      code: "PT",
      groupId: 1,
      vatPercent: null,
      ordering: 0,
    });
    const eu = (await owner.call("GET", "/countries?groupId=2&sort=name")).json().data;
    expect(names(eu.items)).toEqual(["Espanha", "Finlândia"]);
    const found = (await owner.call("GET", "/countries?q=açores")).json().data;
    expect(names(found.items)).toEqual(["Portugal - Açores"]);
  });

  it("adds a country to a group, at the end of the checkout's list", async () => {
    const created = await owner.call("POST", "/countries", {
      name: "Itália",
      code: "it",
      groupId: 2,
    });
    expect(created.json().data).toMatchObject({
      name: "Itália",
      code: "IT",
      groupId: 2,
      ordering: 6,
    });
    await storefrontShows(shop, (data) =>
      expect(data.countries.at(-1)).toMatchObject({ name: "Itália", code: "IT", groupId: 2 }),
    );
  });

  it("names what it cannot take: a taken name or code, a bad code, an unknown group", async () => {
    expectFailure(
      await owner.call("POST", "/countries", { name: "espanha", code: "", groupId: 2 }),
      409,
      {
        code: "CONFLICT",
        fields: { name: "Já existe o país «espanha»." },
      },
    );
    expectFailure(
      await owner.call("POST", "/countries", { name: "Hispânia", code: "ES", groupId: 2 }),
      409,
      {
        code: "CONFLICT",
        fields: { code: "Já existe um país com o código ES." },
      },
    );
    expectFailure(
      await owner.call("POST", "/countries", { name: "Atlântida", code: "1X", groupId: 2 }),
      400,
      {
        code: "VALIDATION",
        fields: { code: expect.stringContaining("código ISO") },
      },
    );
    expectFailure(
      await owner.call("POST", "/countries", { name: "Atlântida", code: "", groupId: 99 }),
      400,
      {
        code: "VALIDATION",
        fields: { groupId: "Escolha um grupo de envio que exista." },
      },
    );
  });

  it("moves a country to another group; a code outside the EU drops its own VAT rate", async () => {
    const finland = (await owner.call("GET", "/countries?q=finl")).json().data.items[0];
    await shop.database.db
      .updateTable("countries")
      .set({ vat_percent: 25.5 })
      .where("id", "=", finland.id)
      .execute();
    const moved = await owner.call("PUT", `/countries/${finland.id}`, {
      name: "Finlândia",
      code: "FI",
      groupId: 4,
    });
    expect(moved.json().data).toMatchObject({ groupId: 4, vatPercent: 25.5 });
    const renamed = await owner.call("PUT", `/countries/${finland.id}`, {
      name: "Lapónia",
      code: "",
      groupId: 4,
    });
    expect(renamed.json().data).toMatchObject({ name: "Lapónia", code: null, vatPercent: null });
    expect((await auditOf(shop, "country", finland.id))[0]).toMatchObject({
      action: "country.update",
      before: { name: "Finlândia", vat_percent: 25.5 },
    });
  });

  it("reorders countries and refuses to delete one that addresses or purchases name", async () => {
    const page = (await owner.call("GET", "/countries")).json().data.items;
    const [portugal, spain] = page;
    const groups = (
      await owner.call("PUT", "/countries/order", { ids: [spain.id, portugal.id] })
    ).json().data;
    expect(groups[1].countries[0].name).toBe("Espanha");
    await storefrontShows(shop, (data) =>
      expect(names(data.countries).slice(0, 2)).toEqual(["Espanha", "Portugal"]),
    );
    const user = await shop.database.db
      .insertInto("users")
      .values({ name: "Ana", email: "ana@example.pt", password_hash: "x", cart: "{}" })
      .returning("id")
      .executeTakeFirstOrThrow();
    await shop.database.db
      .insertInto("addresses")
      .values({ user_id: user.id, for_invoice: false, country_id: spain.id })
      .execute();
    expectFailure(await owner.call("DELETE", `/countries/${spain.id}`), 409, {
      code: "CONFLICT",
      message:
        "Não é possível apagar o país «Espanha»: há moradas ou compras com este país. Pode mudá-lo de grupo ou de nome.",
    });
    const italy = (await owner.call("GET", "/countries?q=itália")).json().data.items[0];
    expect((await owner.call("DELETE", `/countries/${italy.id}`)).json()).toEqual({
      valid: true,
      data: null,
    });
    expectFailure(await owner.call("DELETE", `/countries/${italy.id}`), 404, {
      code: "NOT_FOUND",
      message: "Este país não existe.",
    });
  });
});

describe(`the dispatch cut-off in the back office (${databaseKind})`, () => {
  it("starts at 14:00 and changes; the storefront's data shows it at once, audited", async () => {
    expect((await owner.call("GET", "/delivery-settings")).json().data).toEqual({
      dispatchCutoff: "14:00",
    });
    const saved = await owner.call("PUT", "/delivery-settings", { dispatchCutoff: " 16:30 " });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({
      data: { dispatchCutoff: "16:30" },
      message: "Hora limite de expedição guardada.",
    });
    await storefrontShows(shop, (data) => expect(data.settings.dispatch_cutoff).toBe("16:30"));
    expect((await auditOf(shop, "settings", 1))[0]).toMatchObject({
      staff_id: owner.id,
      action: "delivery-settings.update",
      before: { dispatch_cutoff: "14:00" },
      after: { dispatch_cutoff: "16:30" },
    });
  });

  it("refuses an hour that is not one, naming the field", async () => {
    for (const dispatchCutoff of ["25:00", "14h", "3:00", "05:59", "", 14]) {
      expectFailure(await owner.call("PUT", "/delivery-settings", { dispatchCutoff }), 400, {
        code: "VALIDATION",
        fields: { dispatchCutoff: "Indique uma hora entre 06:00 e 23:59, por exemplo 14:00." },
      });
    }
    expect((await owner.call("GET", "/delivery-settings")).json().data.dispatchCutoff).toBe(
      "16:30",
    );
  });

  it("is the owner's: a manager may not see or change it", async () => {
    expectFailure(await manager.call("GET", "/delivery-settings"), 403, { code: "FORBIDDEN" });
    expectFailure(
      await manager.call("PUT", "/delivery-settings", { dispatchCutoff: "12:00" }),
      403,
      { code: "FORBIDDEN" },
    );
  });
});
