import {
  type BannerItem,
  lisbonDay,
  settingsMessages,
  shiftDay,
  storeMessages,
} from "@shop/shared";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/app.ts";
import { databaseKind } from "../../../test/database.ts";
import {
  auditOf,
  expectFailure,
  insertShopDataFixture,
  storefrontShows,
} from "../../../test/shop-data.ts";
import { addStaff, staffSession } from "../../../test/staff.ts";

let shop: TestApp;
let manager: Awaited<ReturnType<typeof staffSession>>;

beforeAll(async () => {
  shop = await createTestApp({ prepare: insertShopDataFixture });
  manager = await staffSession(shop, "manager");
});
afterAll(() => shop?.close());

const titles = (items: { title: string }[]) => items.map((item) => item.title);
const names = (items: { name: string }[]) => items.map((item) => item.name);

describe(`home banners in the back office (${databaseKind})`, () => {
  const banner = {
    image: "pictures/banner-inverno.jpg",
    title: "Inverno",
    subtitle: "Botas novas",
    text: "Até domingo.",
  };

  it("adds a banner at the end of the carousel, which the storefront shows at once", async () => {
    const list = (await manager.call("POST", "/banners", banner)).json().data;
    expect(titles(list)).toEqual(["Primavera", "Inverno"]);
    expect(list[1]).toEqual({
      id: expect.any(Number),
      ...banner,
      titleEn: null,
      subtitleEn: null,
      textEn: null,
      link: "",
      startsOn: null,
      endsOn: null,
      state: "active",
      ordering: 1,
    });
    await storefrontShows(shop, (data) =>
      expect(titles(data.banners)).toEqual(["Primavera", "Inverno"]),
    );
    expect((await auditOf(shop, "banner", list[1].id))[0]).toMatchObject({
      action: "banner.create",
      after: banner,
    });
  });

  it("refuses a banner without a picture or with a picture outside the shop's media", async () => {
    for (const image of ["", "../secret.jpg", "https://example.com/x.jpg"]) {
      expectFailure(await manager.call("POST", "/banners", { ...banner, image }), 400, {
        code: "VALIDATION",
        fields: { image: "Escolha uma imagem." },
      });
    }
  });

  it("moves the new banner first, edits it and deletes it", async () => {
    const [spring, winter] = (await manager.call("GET", "/banners")).json().data;
    const moved = (
      await manager.call("PUT", "/banners/order", { ids: [winter.id, spring.id] })
    ).json().data;
    expect(titles(moved)).toEqual(["Inverno", "Primavera"]);
    await storefrontShows(shop, (data) =>
      expect(titles(data.banners)).toEqual(["Inverno", "Primavera"]),
    );
    const edited = (
      await manager.call("PUT", `/banners/${winter.id}`, { ...banner, title: "Inverno quente" })
    ).json().data;
    expect(titles(edited)).toEqual(["Inverno quente", "Primavera"]);
    const left = (await manager.call("DELETE", `/banners/${winter.id}`)).json().data;
    expect(titles(left)).toEqual(["Primavera"]);
    expectFailure(await manager.call("PUT", `/banners/${winter.id}`, banner), 404, {
      code: "NOT_FOUND",
      message: "Este destaque não existe.",
    });
  });
});

describe(`dated banners with a link (${databaseKind})`, () => {
  const today = lisbonDay(new Date());
  const banner = (overrides: Record<string, unknown>) => ({
    image: "pictures/banner-saldos.jpg",
    title: "Saldos",
    subtitle: "",
    text: "",
    ...overrides,
  });
  const byTitle = (items: BannerItem[], title: string) =>
    items.find((item) => item.title === title) as BannerItem;

  it("shows a banner on the storefront only between its Lisbon days, with its link", async () => {
    await manager.call(
      "POST",
      "/banners",
      banner({ title: "Agora", link: "/products/sandalias", startsOn: today, endsOn: today }),
    );
    await manager.call(
      "POST",
      "/banners",
      banner({ title: "Amanhã", link: "/products?search=saldos", startsOn: shiftDay(today, 1) }),
    );
    const list = (
      await manager.call(
        "POST",
        "/banners",
        banner({ title: "Ontem", startsOn: shiftDay(today, -3), endsOn: shiftDay(today, -1) }),
      )
    ).json().data as BannerItem[];
    expect(byTitle(list, "Agora")).toMatchObject({
      link: "/products/sandalias",
      startsOn: today,
      endsOn: today,
      state: "active",
    });
    expect(byTitle(list, "Amanhã")).toMatchObject({ state: "scheduled", endsOn: null });
    expect(byTitle(list, "Ontem").state).toBe("ended");
    await storefrontShows(shop, (data) => {
      expect(titles(data.banners)).toContain("Agora");
      expect(titles(data.banners)).not.toContain("Amanhã");
      expect(titles(data.banners)).not.toContain("Ontem");
      expect(data.banners.find((each) => each.title === "Agora")?.link).toBe("/products/sandalias");
    });
    const ended = byTitle(list, "Ontem");
    await manager.call("PUT", `/banners/${ended.id}`, banner({ title: "Ontem", endsOn: "" }));
    await storefrontShows(shop, (data) => expect(titles(data.banners)).toContain("Ontem"));
    expect((await auditOf(shop, "banner", ended.id))[0]).toMatchObject({
      action: "banner.update",
      before: { ends_on: shiftDay(today, -1) },
      after: { endsOn: null },
    });
  });

  it("refuses a link that is not a path of the shop (the section banners' rule), and days out of order", async () => {
    for (const link of [
      "https://example.pt/saldos",
      "javascript:alert(1)",
      "http://example.pt",
      "//evil.example",
      "/\\evil.example",
      "saldos",
      "https://",
      "/a b",
    ]) {
      expectFailure(await manager.call("POST", "/banners", banner({ link })), 400, {
        code: "VALIDATION",
        fields: { link: settingsMessages.bannerLink },
      });
    }
    expectFailure(
      await manager.call(
        "POST",
        "/banners",
        banner({ startsOn: "2026-12-10", endsOn: "2026-12-01" }),
      ),
      400,
      { code: "VALIDATION", fields: { endsOn: storeMessages.datesOrder } },
    );
    expectFailure(await manager.call("POST", "/banners", banner({ startsOn: "amanhã" })), 400, {
      code: "VALIDATION",
      fields: { startsOn: storeMessages.startsOn },
    });
    expectFailure(await manager.call("POST", "/banners", banner({ endsOn: "2026-02-30" })), 400, {
      code: "VALIDATION",
      fields: { endsOn: storeMessages.endsOn },
    });
  });
});

describe(`stores in the back office (${databaseKind})`, () => {
  const hours = {
    mon: "10:00-19:00",
    tue: "10-19",
    wed: "10-19",
    thu: "10-19",
    fri: "10h-19h",
    sat: "10:00-13:00, 14:00-18:00",
    sun: "",
  };
  const store = {
    name: "Alvalade",
    address: "Avenida da Igreja 10, 1700-239 Lisboa",
    phone: "218 000 111",
    mapLink: "https://maps.google.com/?q=Avenida+da+Igreja+10",
    thumbnail: "pictures/alvalade.jpg",
    hours,
  };

  it("lists stores in the storefront's order with their stock and staff", async () => {
    await addStaff(shop, "store", { storeId: 1 });
    const list = (await manager.call("GET", "/stores")).json().data;
    expect(names(list)).toEqual(["Baixa", "Chiado"]);
    expect(list[1]).toMatchObject({ name: "Chiado", stock: 3, staff: 1, hours: null });
  });

  it("adds a store with its opening hours, which the stores page shows at once", async () => {
    const list = (await manager.call("POST", "/stores", store)).json().data;
    const added = list.find((s: { name: string }) => s.name === "Alvalade");
    const ten = { opens: "10:00", closes: "19:00" };
    expect(added).toMatchObject({
      phone: "218 000 111",
      stock: 0,
      staff: 0,
      hours: {
        mon: [ten],
        fri: [ten],
        sat: [
          { opens: "10:00", closes: "13:00" },
          { opens: "14:00", closes: "18:00" },
        ],
        sun: [],
      },
    });
    await storefrontShows(shop, (data) => {
      const shown = data.stores.find((s) => s.name === "Alvalade");
      expect(shown?.hours?.tue).toEqual([ten]);
      expect(shown?.mapLink).toBe(store.mapLink);
    });
  });

  it("names each field it cannot take", async () => {
    const response = await manager.call("POST", "/stores", {
      ...store,
      name: "",
      phone: "12",
      mapLink: "javascript:alert(1)",
      hours: { ...hours, wed: "19-10" },
    });
    expectFailure(response, 400, {
      code: "VALIDATION",
      fields: {
        name: "Indique o nome (até 80 caracteres).",
        phone: "Indique um telefone válido: 9 algarismos, ou + e o indicativo do país.",
        mapLink: "Indique um endereço https:// (por exemplo, do Google Maps) ou deixe vazio.",
        "hours.wed":
          "Escreva o horário como 10:00-19:00 ou 10:00-13:00, 14:00-19:00 (vazio: encerrada).",
      },
    });
  });

  it("refuses a second store of the same name, and clears hours left all empty", async () => {
    expectFailure(await manager.call("POST", "/stores", { ...store, name: "BAIXA" }), 409, {
      code: "CONFLICT",
      fields: { name: "Já existe uma loja chamada «BAIXA»." },
    });
    const list = (await manager.call("GET", "/stores")).json().data;
    const alvalade = list.find((s: { name: string }) => s.name === "Alvalade");
    const empty = Object.fromEntries(Object.keys(hours).map((day) => [day, ""]));
    const saved = (
      await manager.call("PUT", `/stores/${alvalade.id}`, { ...store, hours: empty })
    ).json().data;
    expect(saved.find((s: { id: number }) => s.id === alvalade.id).hours).toBeNull();
    expect((await auditOf(shop, "store", alvalade.id))[0]).toMatchObject({
      action: "store.update",
      staff_id: manager.id,
    });
  });

  it("takes a store off the pickup stores and back, as the checkout lists them", async () => {
    const list = (await manager.call("GET", "/stores")).json().data;
    const alvalade = list.find((s: { name: string }) => s.name === "Alvalade");
    expect(alvalade.pickup).toBe(true);
    await manager.call("PUT", `/stores/${alvalade.id}`, { ...store, pickup: false });
    await storefrontShows(shop, (data) => {
      expect(data.stores.find((s) => s.name === "Alvalade")?.pickup).toBe(false);
    });
    await manager.call("PUT", `/stores/${alvalade.id}`, store);
    await storefrontShows(shop, (data) => {
      expect(data.stores.find((s) => s.name === "Alvalade")?.pickup).toBe(true);
    });
  });

  it("refuses to delete a store with stock or staff, saying what to do", async () => {
    expectFailure(await manager.call("DELETE", "/stores/1"), 409, {
      code: "CONFLICT",
      message:
        "Não é possível apagar a loja «Chiado»: ainda tem 3 unidades em stock. Transfira-as ou acerte o stock primeiro.",
    });
    await shop.database.db
      .insertInto("stock_movements")
      .values({ product_id: 1, size: "37", store_id: 1, quantity: -3, reason: "recount" })
      .execute();
    expectFailure(await manager.call("DELETE", "/stores/1"), 409, {
      code: "CONFLICT",
      message:
        "Não é possível apagar a loja «Chiado»: 1 pessoa da equipa trabalha nela. Mude-a de loja primeiro.",
    });
  });

  it("reorders and deletes a store without stock or staff", async () => {
    const list = (await manager.call("GET", "/stores")).json().data;
    const alvalade = list.find((s: { name: string }) => s.name === "Alvalade");
    const moved = (await manager.call("PUT", "/stores/order", { ids: [alvalade.id, 2] })).json()
      .data;
    expect(names(moved)).toEqual(["Alvalade", "Chiado", "Baixa"]);
    const left = (await manager.call("DELETE", `/stores/${alvalade.id}`)).json().data;
    expect(names(left)).toEqual(["Chiado", "Baixa"]);
    await storefrontShows(shop, (data) => expect(names(data.stores)).toEqual(["Chiado", "Baixa"]));
    expectFailure(await manager.call("DELETE", `/stores/${alvalade.id}`), 404, {
      code: "NOT_FOUND",
      message: "Esta loja não existe.",
    });
  });

  it("refuses to delete a store other records still name, such as stock movements", async () => {
    const list = (await manager.call("POST", "/stores", { ...store, name: "Belém" })).json().data;
    const belem = list.find((s: { name: string }) => s.name === "Belém");
    await sql`CREATE TABLE store_records (store_id integer REFERENCES stores (id))`.execute(
      shop.database.db,
    );
    await sql`INSERT INTO store_records VALUES (${belem.id})`.execute(shop.database.db);
    expectFailure(await manager.call("DELETE", `/stores/${belem.id}`), 409, {
      code: "CONFLICT",
      message: /^Não é possível apagar a loja «Belém»: há registos da loja que a referem/,
    });
    const after = (await manager.call("GET", "/stores")).json().data;
    expect(names(after)).toContain("Belém");
  });
});
