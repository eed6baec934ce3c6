import { readdirSync } from "node:fs";
import { join } from "node:path";
import { pictureSources } from "@shop/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/app.ts";
import { insertContentFixture } from "../../../test/fixtures.ts";
import { staffSession } from "../../../test/staff.ts";
import { pictureLimits } from "../../config/limits.ts";
import { STAFF_COOKIE } from "../staff/staff-sessions.ts";
import { jpegFromPhone, plainPng, truncatedJpeg } from "./test-pictures.ts";

let shop: TestApp;
let manager: string;
let storeStaff: string;

beforeAll(async () => {
  shop = await createTestApp({ prepare: insertContentFixture });
  manager = (await staffSession(shop, "manager")).token;
  storeStaff = (await staffSession(shop, "store", { storeId: 1 })).token;
});
afterAll(() => shop.close());

function upload(body: Buffer | string, token: string | null, type = "image/jpeg") {
  return shop.app.inject({
    method: "POST",
    url: "/api/admin/pictures",
    headers: { "content-type": type },
    ...(token ? { cookies: { [STAFF_COOKIE]: token } } : {}),
    payload: body,
  });
}

function storedFiles(): string[] {
  const folder = join(shop.config.mediaDir, "pictures");
  return readdirSync(folder, { recursive: true }).map(String).sort();
}

describe("POST /api/admin/pictures", () => {
  it("stores a manager's upload once, served in every format", async () => {
    const photo = await jpegFromPhone();
    const response = await upload(photo, manager);
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data).toEqual({
      name: expect.stringMatching(/^pictures\/[0-9a-f]{64}-600x900$/),
      width: 600,
      height: 900,
    });
    const files = storedFiles();
    const again = await upload(photo, manager, "image/png");
    expect(again.json().data).toEqual(data);
    expect(storedFiles()).toEqual(files);

    const { src, sources } = pictureSources(data.name, "/media/");
    for (const url of [src, ...sources.flatMap((source) => source.srcSet.split(" ")[0])]) {
      const served = await shop.app.inject({ url: String(url) });
      expect(served.statusCode, url).toBe(200);
      expect(served.headers["x-media-fallback"]).toBeUndefined();
    }
  });

  it("refuses a text file declared as a JPEG", async () => {
    const response = await upload("Lista de compras: sapatos, meias.", manager, "image/jpeg");
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toEqual({
      code: "VALIDATION",
      message: expect.stringContaining("não é uma imagem"),
      fields: { file: expect.stringContaining("JPEG, PNG, WebP") },
    });
  });

  it("refuses a truncated JPEG as damaged, never with a 500", async () => {
    const response = await upload(await truncatedJpeg(), manager);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields.file).toMatch(/danificada ou incompleta/);
  });

  it("answers 413 to a file over the size limit", async () => {
    const response = await upload(Buffer.alloc(pictureLimits.maxBytes + 1, 0xff), manager);
    expect(response.statusCode).toBe(413);
    expect(response.json().error).toEqual({
      code: "PAYLOAD_TOO_LARGE",
      message: "A imagem tem mais de 15 MB. Envie uma fotografia mais pequena.",
    });
  });

  it("answers 401 without a staff session and 403 to a role without catalogue.write", async () => {
    const png = await plainPng(500, 500);
    const none = await upload(png, null, "image/png");
    expect(none.statusCode).toBe(401);
    expect(none.json().error.code).toBe("UNAUTHORIZED");
    expect((await upload(png, storeStaff, "image/png")).statusCode).toBe(403);
  });

  it("refuses a stranger before receiving the body", async () => {
    const response = await upload(Buffer.alloc(pictureLimits.maxBytes + 1), null);
    expect(response.statusCode).toBe(401);
  });

  it("asks for the image when the body is JSON", async () => {
    const response = await upload("{}", manager, "application/json");
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({ file: "Escolha uma imagem para enviar." });
  });

  it("is the only call that takes an image body", async () => {
    const response = await shop.app.inject({
      method: "POST",
      url: "/api/public/contact",
      headers: { "content-type": "image/png" },
      payload: await plainPng(500, 500),
    });
    expect(response.statusCode).toBe(415);
  });
});
