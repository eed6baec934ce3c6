import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/app.ts";

let shop: TestApp;

beforeAll(async () => {
  shop = await createTestApp();
});
afterAll(() => shop.close());

describe("GET /api/openapi.json", () => {
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
