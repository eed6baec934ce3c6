import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { loggableUrl } from "./loggable-url.ts";

const token = () => randomBytes(32).toString("base64url");
const hex = () => randomBytes(32).toString("hex");

describe("the address a log line keeps", () => {
  it("masks a link's token wherever it stands in the path", () => {
    for (const secret of [token(), token(), hex(), "AbCdEfGhIjKlMnOp"]) {
      for (const url of [
        `/encomenda/${secret}`,
        `/api/public/orders/${secret}/returns/12/cancel`,
        `/api/public/invoices/${secret}`,
        `/sign/recover/${secret}`,
        `/email/confirmation/emailCode/${secret}`,
        `/size-alerts/unsubscribe/${secret}`,
        `/any/future/route/${secret}/with/more`,
      ]) {
        const logged = loggableUrl(url);
        expect(logged, url).not.toContain(secret);
        expect(logged).toBe(url.replace(secret, "…"));
      }
    }
  });

  it("masks a token written with percent-escapes as the router would read it", () => {
    const secret = token();
    const escaped = [...secret].map((c) => `%${c.charCodeAt(0).toString(16)}`).join("");
    expect(loggableUrl(`/%65ncomenda/${escaped}`)).toBe("/encomenda/…");
  });

  it("keeps the names of a query's parameters and none of their values", () => {
    const key = token();
    expect(
      loggableUrl(`/api/payments/ifthenpay/multibanco?key=${key}&entidade=11604&valor=10.00`),
    ).toBe("/api/payments/ifthenpay/multibanco?key=…&entidade=…&valor=…");
    expect(loggableUrl(`/admin/definir-palavra-passe?token=${key}`)).toBe(
      "/admin/definir-palavra-passe?token=…",
    );
    expect(loggableUrl("/api/admin/orders?q=ana%40example.pt&page=2")).toBe(
      "/api/admin/orders?q=…&page=…",
    );
    expect(loggableUrl(`/x?${key}`)).toBe("/x?…");
    expect(loggableUrl("/x?=a&b")).toBe("/x?…&b=…");
  });

  it("leaves the shop's own pages and files as they are", () => {
    for (const url of [
      "/",
      "/home",
      "/product/123",
      "/admin/definir-palavra-passe",
      "/api/users/client/emailCode/resend",
      "/api/public/products/",
      "/assets/index-B3x9kD2a.js",
      "/media/products/sl-0001-camel-800.avif",
      "/products?",
    ]) {
      expect(loggableUrl(url), url).toBe(url.replace(/\?$/, ""));
    }
  });
});
