import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/app.ts";

let shop: TestApp;

beforeAll(async () => {
  shop = await createTestApp();
});
afterAll(() => shop.close());

describe("GET /api/openapi.json", () => {
  it("describes every public and account call with its request and reply", async () => {
    const { paths } = (await shop.app.inject({ url: "/api/openapi.json" })).json();
    const search = paths["/api/public/products/search"].post;
    expect(search.requestBody.content["application/json"].schema.properties.search).toBeDefined();
    const products = search.responses["200"].content["application/json"].schema;
    expect(products.properties.data.items.properties.price).toEqual({ type: "number" });
    for (const path of [
      "/api/public/persistent",
      "/api/public/purchase/generate",
      "/api/users/client/token",
      "/api/users/client/purchases",
      "/api/public/contact",
      "/api/health",
    ]) {
      const operation = Object.values(paths[path] ?? {})[0] as { responses?: object };
      expect(operation?.responses, path).toHaveProperty("200");
    }
  });

  it("describes the admin calls from their route schemas, request and response", async () => {
    const response = await shop.app.inject({ url: "/api/openapi.json" });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toMatch(/^3\./);
    const signIn = document.paths["/api/admin/session"].post;
    const body = signIn.requestBody.content["application/json"].schema;
    expect(body.required).toEqual(["email", "password"]);
    const reply = signIn.responses["200"].content["application/json"].schema;
    expect(reply.properties.data.properties.step.enum).toEqual(["totp", "totp-setup", "ready"]);
    expect(document.paths["/api/admin/staff/{id}"].patch.parameters[0]).toMatchObject({
      name: "id",
      in: "path",
    });
  });
});
