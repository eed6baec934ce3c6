import { roleMay, STAFF_ROLES, type StaffPermission } from "@shop/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { registered } from "../../../test/accounts.ts";
import { createTestApp, type TestApp } from "../../../test/app.ts";
import { insertContentFixture } from "../../../test/fixtures.ts";
import { staffSession } from "../../../test/staff.ts";

let shop: TestApp;
let sessions: Record<string, Awaited<ReturnType<typeof staffSession>>>;

beforeAll(async () => {
  shop = await createTestApp({ prepare: insertContentFixture });
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
