import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { newCustomer } from "../../test/accounts.ts";
import { createTestApp, type TestApp } from "../../test/app.ts";
import { SCRIPT_LOADER_SOURCE } from "./page-assets.ts";
import { readyJson, sendReady } from "./ready-bytes.ts";

let shop: TestApp;

beforeAll(async () => {
  shop = await createTestApp({
    extraRoutes(app) {
      app
        .withTypeProvider<ZodTypeProvider>()
        .post(
          "/api/test/echo",
          { schema: { body: z.object({ name: z.string().min(1, "Indique o nome.") }) } },
          async (request) => ({ valid: true, data: request.body }),
        );
      app.get("/api/test/crash", async () => {
        throw new Error("secret internal detail");
      });
    },
  });
});
afterAll(() => shop?.close());

describe("the API envelope", () => {
  it("answers an unknown API path with the 404 envelope, not HTML", async () => {
    for (const method of ["GET", "POST", "DELETE"] as const) {
      const response = await shop.app.inject({ method, url: "/api/nothing/here" });
      expect(response.statusCode).toBe(404);
      expect(response.headers["content-type"]).toContain("application/json");
      expect(response.json()).toEqual({
        valid: false,
        error: { code: "NOT_FOUND", message: "O endereço pedido não existe." },
      });
    }
  });

  it("answers malformed JSON with 400 VALIDATION", async () => {
    const response = await shop.app.inject({
      method: "POST",
      url: "/api/test/echo",
      headers: { "content-type": "application/json" },
      payload: '{"name": "Ana",',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      valid: false,
      error: { code: "VALIDATION", message: "O pedido não é JSON válido." },
    });
  });

  it("names the bad fields of a body that fails its schema", async () => {
    const response = await shop.app.inject({
      method: "POST",
      url: "/api/test/echo",
      payload: { name: "" },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({
      code: "VALIDATION",
      fields: { name: "Indique o nome." },
    });
  });

  it("refuses a body above 1 MiB with 413", async () => {
    const response = await shop.app.inject({
      method: "POST",
      url: "/api/test/echo",
      payload: { name: "x".repeat(1024 * 1024 + 10) },
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().error.code).toBe("PAYLOAD_TOO_LARGE");
  });

  it("refuses a body that is not JSON with 415", async () => {
    const response = await shop.app.inject({
      method: "POST",
      url: "/api/test/echo",
      headers: { "content-type": "text/plain" },
      payload: "name=Ana",
    });
    expect(response.statusCode).toBe(415);
    expect(response.json().error.code).toBe("UNSUPPORTED_MEDIA_TYPE");
  });

  it("takes a call that says JSON and sends no body as a call without one", async () => {
    const customer = await shop.app.inject({
      method: "POST",
      url: "/api/users/client",
      payload: newCustomer(),
      remoteAddress: "10.9.0.1",
    });
    const token = customer.cookies.find((cookie) => cookie.name === "authToken")?.value as string;
    const json = { "content-type": "application/json" };
    const toggle = await shop.app.inject({
      method: "POST",
      url: "/api/users/client/wishlist/1",
      headers: json,
      cookies: { authToken: token },
    });
    expect(toggle.statusCode, toggle.body).not.toBe(400);
    const logout = await shop.app.inject({
      method: "POST",
      url: "/api/users/client/logout",
      headers: { ...json, "content-length": "0" },
      cookies: { authToken: token },
    });
    expect(logout.statusCode, logout.body).toBe(200);
    // A body the route needs is still asked for by name.
    const echo = await shop.app.inject({ method: "POST", url: "/api/test/echo", headers: json });
    expect(echo.statusCode).toBe(400);
    expect(echo.json().error.code).toBe("VALIDATION");
    // Blanks are not JSON.
    const blank = await shop.app.inject({
      method: "POST",
      url: "/api/test/echo",
      headers: json,
      payload: "  ",
    });
    expect(blank.json().error.message).toBe("O pedido não é JSON válido.");
  });

  it("decides an answer's headers on the path as routed, percent-escapes decoded", async () => {
    const plain = await shop.app.inject({ method: "GET", url: "/api/users/client" });
    for (const url of [
      "/%61pi/users/client",
      "/api/%75sers/client",
      "/%61%70%69/public/orders/x",
    ]) {
      const escaped = await shop.app.inject({ method: "GET", url });
      expect(escaped.headers["content-type"], url).toContain("application/json");
      expect(escaped.headers["cache-control"], url).toBe("no-store");
      expect(escaped.headers["content-security-policy"], url).toBe(
        plain.headers["content-security-policy"],
      );
    }
    const escapedPost = await shop.app.inject({
      method: "POST",
      url: "/%61pi/users/client/logout",
      headers: { "content-type": "text/plain" },
      payload: "x",
    });
    expect(escapedPost.statusCode).toBe(415);
    const admin = await shop.app.inject({ method: "GET", url: "/%61dmin/encomendas" });
    const backOffice = await shop.app.inject({ method: "GET", url: "/admin/encomendas" });
    expect(admin.headers["content-security-policy"]).toBe(
      backOffice.headers["content-security-policy"],
    );
  });

  it("hides a server fault behind a generic message", async () => {
    const response = await shop.app.inject({ method: "GET", url: "/api/test/crash" });
    expect(response.statusCode).toBe(500);
    expect(response.body).not.toContain("secret");
    expect(response.json()).toEqual({
      valid: false,
      error: {
        code: "INTERNAL",
        message: "Ocorreu um erro inesperado. Por favor, tente mais tarde.",
      },
    });
  });

  it("sends security headers with a CSP that allows the card library and the pages' script loader", async () => {
    const response = await shop.app.inject({ method: "GET", url: "/home" });
    const csp = response.headers["content-security-policy"] as string;
    expect(csp).toContain(`script-src 'self' ${SCRIPT_LOADER_SOURCE} https://js.stripe.com;`);
    expect(csp).toContain("frame-src 'self' https://js.stripe.com https://hooks.stripe.com");
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
    expect(response.headers["x-frame-options"]).toBeDefined();
  });

  it("answers the API's calls with a CSP that lets nothing load, run or frame them", async () => {
    for (const url of ["/api/public/brands", "/api/nothing/here", "/api?x=1"]) {
      const response = await shop.app.inject({ method: "GET", url });
      expect(response.headers["content-security-policy"], url).toBe(
        "default-src 'none';frame-ancestors 'none'",
      );
      expect(response.headers["x-content-type-options"], url).toBe("nosniff");
      expect(response.headers["x-frame-options"], url).toBe("DENY");
      expect(response.headers["strict-transport-security"], url).toBeDefined();
      // A document's headers mean nothing on data.
      expect(response.headers["cross-origin-opener-policy"], url).toBeUndefined();
      expect(response.headers["x-xss-protection"], url).toBeUndefined();
    }
    // Only the API's: a page whose address begins alike is a page.
    const page = await shop.app.inject({ method: "GET", url: "/apis" });
    expect(page.headers["content-security-policy"]).toContain("https://js.stripe.com");
  });

  it("sends the same security headers with ready bytes, written past the onSend hooks", async () => {
    const SECURITY =
      /^(content-security-policy|cross-origin-|origin-agent-cluster|referrer-policy|strict-transport-security|x-(?!request-id))/;
    const securityHeaders = (headers: Record<string, unknown>) =>
      Object.fromEntries(Object.entries(headers).filter(([name]) => SECURITY.test(name)));
    const list = await shop.app.inject({ method: "GET", url: "/api/public/brands" });
    expect(Object.keys(securityHeaders(list.headers)).length).toBeGreaterThanOrEqual(6);
    for (const url of ["/api/public/persistent", "/api/public/products/"]) {
      const ready = await shop.app.inject({ method: "GET", url });
      expect(ready.statusCode, url).toBe(200);
      expect(securityHeaders(ready.headers), url).toEqual(securityHeaders(list.headers));
      expect(ready.headers["content-length"], url).toBe(String(ready.rawPayload.length));
      const head = await shop.app.inject({ method: "HEAD", url });
      expect(head.statusCode, url).toBe(200);
      expect(head.rawPayload.length, url).toBe(0);
    }
  });
});

describe("stopping", () => {
  it("closes the connection of every answer sent once the server is stopping, ready bytes too", async () => {
    let open = () => {};
    const gate = new Promise<void>((resolve) => {
      open = resolve;
    });
    const stopping = await createTestApp({
      extraRoutes(app) {
        app.get("/api/test/slow-ready", async (request, reply) => {
          await gate;
          return sendReady(request, reply, await readyJson({ ok: true }));
        });
        app.get("/api/test/slow", async () => {
          await gate;
          return { valid: true, data: null };
        });
      },
    });
    const running = await stopping.app.inject({ url: "/api/public/persistent" });
    expect(running.headers.connection).not.toBe("close");
    const answers = Promise.all(
      ["/api/test/slow-ready", "/api/test/slow"].map((url) => stopping.app.inject({ url })),
    );
    const closed = stopping.close();
    await new Promise((resolve) => setTimeout(resolve, 50));
    open();
    for (const answer of await answers) {
      expect(answer.statusCode).toBe(200);
      expect(answer.headers.connection).toBe("close");
    }
    await closed;
  });
});
