import { roleMay, STAFF_ROLES, type StaffPermission, type StaffRole } from "@shop/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { as, registered } from "../../../test/accounts.ts";
import { createTestApp, type TestApp } from "../../../test/app.ts";
import { databaseKind } from "../../../test/database.ts";
import { insertCatalogueFixture } from "../../../test/fixtures.ts";
import { paidByMultibanco } from "../../../test/orders.ts";
import { purchaseBody, setOnlineStock } from "../../../test/purchases.ts";
import { asStaff, staffSession } from "../../../test/staff.ts";

let shop: TestApp;
let sessions: Record<string, Awaited<ReturnType<typeof staffSession>>>;

beforeAll(async () => {
  shop = await createTestApp({ prepare: insertCatalogueFixture });
  sessions = {};
  for (const role of STAFF_ROLES) sessions[role] = await staffSession(shop, role, { storeId: 1 });
});
afterAll(() => shop.close());

type Method = "GET" | "POST" | "PATCH" | "PUT" | "DELETE";
const PUBLIC = "public";

/** A route's URL with its parameters filled: a valid id, or something that is not one. */
const urlOf = (url: string, id: string) => url.replace(/:[a-zA-Z]+/g, id);

function routes() {
  return shop.app.shop.staff.routes.filter((route) => route.access !== PUBLIC);
}

function call(method: string, url: string, cookies: Record<string, string>, payload?: unknown) {
  return shop.app.inject({
    method: method as Method,
    url: urlOf(url, "1"),
    cookies,
    ...(method === "GET" ? {} : { payload: (payload ?? {}) as object }),
  });
}

describe("every admin route", () => {
  it("is guarded: each one names how it is reached", () => {
    expect(routes().length).toBeGreaterThan(5);
    for (const route of shop.app.shop.staff.routes) {
      expect(route.access, `${route.method} ${route.url}`).toBeDefined();
    }
  });

  it("answers 401 without a staff session and to a customer's session", async () => {
    const customer = await registered(shop);
    for (const route of routes()) {
      const none = await call(route.method, route.url, {});
      expect(none.statusCode, `${route.method} ${route.url}`).toBe(401);
      expect(none.json().error.code).toBe("UNAUTHORIZED");
      const asCustomer = await call(route.method, route.url, {
        authToken: customer.token,
        staffSession: customer.token,
      });
      expect(asCustomer.statusCode, `${route.method} ${route.url} (customer)`).toBe(401);
    }
  });

  it("answers 403 to a role without the permission", async () => {
    let checked = 0;
    for (const route of routes()) {
      if (route.access === "session") continue;
      for (const role of STAFF_ROLES) {
        if (roleMay(role, route.access as StaffPermission)) continue;
        const response = await call(route.method, route.url, {
          staffSession: sessions[role]?.token ?? "",
        });
        expect(response.statusCode, `${role}: ${route.method} ${route.url}`).toBe(403);
        expect(response.json().error.code).toBe("FORBIDDEN");
        checked += 1;
      }
    }
    expect(checked).toBeGreaterThan(0);
  });

  it("answers 400 naming the field to bad input", async () => {
    const owner = { staffSession: sessions.owner?.token ?? "" };
    for (const route of routes()) {
      const withId = route.url.includes(":");
      const { takesBody } = route;
      if (!withId && !takesBody) continue;
      const response = await shop.app.inject({
        method: route.method as Method,
        url: urlOf(route.url, withId ? "abc" : "1"),
        cookies: owner,
        headers: { "content-type": "application/json" },
        payload: takesBody ? "[]" : "{}",
      });
      const label = `${route.method} ${route.url}`;
      expect(response.statusCode, label).toBe(400);
      const { fields } = response.json().error;
      expect(Object.keys(fields ?? {}).length, label).toBeGreaterThan(0);
    }
  });
});

/** The store of the store role's session (Chiado) and another one (Baixa). */
const OWN_STORE = 1;
const OTHER_STORE = 2;
const IBAN = "PT50000201231234567890154";

/** What a store's staff may read: their store's pickups, the stock, the catalogue, their session. */
const STORE_READS = [
  "/session",
  "/totp/recovery-codes",
  "/pickups",
  "/pickups/:idShort",
  "/reservations",
  "/products",
  "/products/choices",
  "/products/:id",
  "/products/:id/prices",
  "/products/:id/colours",
  "/products/export",
  "/stock/products",
  "/stock/products/:id",
  "/stock/products/:id/movements",
  "/stock/export",
  "/stock/levels",
  "/stock/low",
  "/stock/locations",
  "/stock/thresholds",
  "/categories",
  "/size-guides",
  "/brands",
  "/colors",
  "/tags",
  "/banners",
  "/stores",
];

interface Buyer {
  name: string;
  street: string;
  nif: string;
  invoiceStreet: string;
}

/** A paid purchase whose buyer's every particular is its own, so a reply holding one is caught. */
async function boughtBy(buyer: Buyer, storeId: number | null) {
  const invoice = {
    name: `${buyer.name} Lda`,
    nif: buyer.nif,
    country: 1,
    street: buyer.invoiceStreet,
    city: "Lisboa",
    postalCode: "1200-109",
  };
  const delivery = { ...purchaseBody().addressDelivery, name: buyer.name, street: buyer.street };
  const order = await paidByMultibanco(shop, {
    addressInvoice: invoice,
    ...(storeId === null
      ? { addressDelivery: delivery }
      : { addressDelivery: null, pickup: { storeId, name: buyer.name } }),
  });
  const { contact_phone: phone } = await shop.database.db
    .selectFrom("purchases")
    .select("contact_phone")
    .where("id_short", "=", order.idShort)
    .executeTakeFirstOrThrow();
  return { ...order, ...buyer, phone };
}
type Bought = Awaited<ReturnType<typeof boughtBy>>;

/** The purchases every read is tried on, and the other things a read may name by id. */
let parcel: Bought;
let ownPickup: Bought;
let otherPickup: Bought;
let refunded: Bought;
let customerId: number;
let messageId: number;
let discountCodeId: number;

async function readFixtures() {
  await setOnlineStock(shop.database, 1, "36", 20);
  await setOnlineStock(shop.database, 1, "38", 20);
  parcel = await boughtBy(
    {
      name: "Beatriz Entrega",
      street: "Rua das Flores 7",
      nif: "246813571",
      invoiceStreet: "Rua do Ouro 20",
    },
    null,
  );
  ownPickup = await boughtBy(
    { name: "Carla Levanta", street: "", nif: "258114703", invoiceStreet: "Rua da Prata 31" },
    OWN_STORE,
  );
  otherPickup = await boughtBy(
    { name: "Duarte Baixa", street: "", nif: "269375813", invoiceStreet: "Rua dos Fanqueiros 42" },
    OTHER_STORE,
  );
  refunded = await boughtBy(
    {
      name: "Eva Reembolso",
      street: "Rua do Carmo 9",
      nif: "512345678",
      invoiceStreet: "Rua Nova 5",
    },
    null,
  );
  const canceled = await asStaff(shop, sessions.owner?.token ?? "")(
    "POST",
    `/orders/${refunded.idShort}/cancel`,
    { iban: IBAN },
  );
  expect(canceled.statusCode, canceled.body).toBe(200);
  // Invoices issued, so that the invoice's PDF is there to be read.
  await shop.app.shop.invoiceWorker.kick();
  await shop.app.shop.invoiceWorker.kick();
  customerId = (await registered(shop)).user.id;
  await as(shop, null)("POST", "/public/contact", {
    name: "Filipa",
    surname: "Mensagem",
    email: "filipa@example.pt",
    message: "Têm estas botas em 39?",
  });
  const message = await shop.database.db
    .selectFrom("contact_messages")
    .select("id")
    .executeTakeFirstOrThrow();
  messageId = message.id;
  const batch = await shop.database.db
    .insertInto("discount_codes")
    .values({ code: "LOTE", single_use: true, kind: "PERCENT", value: 10 })
    .returning("id")
    .executeTakeFirstOrThrow();
  discountCodeId = batch.id;
}

const ADMIN = "/api/admin";
/** A route's path under /api/admin, as the back office calls it. */
const pathOf = (url: string) => url.slice(ADMIN.length);

/** The paths a read route is tried at: each id in its path filled with a fixture's. */
function pathsOf(url: string): string[] {
  const path = pathOf(url);
  if (path.includes(":idShort"))
    return [parcel, ownPickup, otherPickup].map((order) => path.replace(":idShort", order.idShort));
  const id = path.startsWith("/customers/")
    ? customerId
    : path.startsWith("/messages/")
      ? messageId
      : path.startsWith("/discount-codes/")
        ? discountCodeId
        : path.startsWith("/products/") || path.startsWith("/stock/products/")
          ? 1
          : null;
  if (!path.includes(":")) return [path];
  if (id === null) throw new Error(`no fixture to read ${path} with: name one in pathsOf`);
  return [path.replace(/:[a-zA-Z]+/, String(id))];
}

const SCOPE_OF: Record<StaffRole, "all" | number> = {
  owner: "all",
  manager: "all",
  store: OWN_STORE,
};

/** The answer a role gets: 403 without the permission; a pickup out of its scope is none (404). */
function expectedStatus(role: StaffRole, route: { url: string; access: unknown }, path: string) {
  const access = route.access as StaffPermission | "session";
  if (access !== "session" && !roleMay(role, access)) return 403;
  if (!pathOf(route.url).startsWith("/pickups/:idShort")) return 200;
  const scope = SCOPE_OF[role];
  const inScope = [ownPickup, otherPickup].some(
    (order) =>
      path.includes(order.idShort) &&
      (scope === "all" || scope === (order === ownPickup ? OWN_STORE : OTHER_STORE)),
  );
  return inScope ? 200 : 404;
}

const readRoutes = () => routes().filter((route) => route.method === "GET");

describe(`every admin read, for each role (${databaseKind})`, () => {
  beforeAll(readFixtures);

  it("answers each role what its permissions and its scope allow", async () => {
    const storeReads = readRoutes()
      .filter(
        (route) => route.access === "session" || roleMay("store", route.access as StaffPermission),
      )
      .map((route) => pathOf(route.url));
    expect(storeReads.sort()).toEqual([...STORE_READS].sort());
    for (const role of STAFF_ROLES) {
      const call = asStaff(shop, sessions[role]?.token ?? "");
      for (const route of readRoutes()) {
        for (const path of pathsOf(route.url)) {
          const response = await call("GET", path);
          expect(response.statusCode, `${role}: GET ${path}: ${response.body.slice(0, 200)}`).toBe(
            expectedStatus(role, route, path),
          );
        }
      }
    }
  });

  it("shows a store's staff the name and phone of their own pickups, and nothing of a customer", async () => {
    const call = asStaff(shop, sessions.store?.token ?? "");
    const list = (await call("GET", "/pickups")).json().data;
    expect(list.items.map((item: { idShort: string }) => item.idShort)).toEqual([
      ownPickup.idShort,
    ]);
    const page = await call("GET", `/pickups/${ownPickup.idShort}`);
    expect(page.json().data).toMatchObject({
      idShort: ownPickup.idShort,
      state: "PAYED",
      customer: { name: ownPickup.name, phone: ownPickup.phone },
      lines: [
        {
          productId: 1,
          ref: "SL-0001",
          title: "Sandálias de pele entrançada",
          size: "36",
          quantity: 1,
        },
        {
          productId: 1,
          ref: "SL-0001",
          title: "Sandálias de pele entrançada",
          size: "38",
          quantity: 1,
        },
      ],
      pickup: expect.objectContaining({ storeId: OWN_STORE }),
    });

    let bodies = "";
    for (const route of readRoutes()) {
      for (const path of pathsOf(route.url)) {
        const response = await call("GET", path);
        if (response.statusCode === 200) bodies += `\n${path}: ${response.body}`;
      }
    }
    const others = [parcel, otherPickup, refunded];
    const secrets = [
      IBAN,
      ...[ownPickup, ...others].flatMap((order) => [
        order.email,
        order.nif,
        order.invoiceStreet,
        `${order.name} Lda`,
      ]),
      ...others.flatMap((order) => [order.idShort, order.name, order.street].filter(Boolean)),
    ];
    for (const secret of secrets) expect(bodies, secret).not.toContain(secret);
  });
});
