import { afterEach, describe, expect, it } from "vitest";
import { apiRequest, setApiTransport } from "./api-client";

/** The headers of the one call the API receives while the browser shows `path`. */
async function headersOn(path: string): Promise<Headers> {
  window.history.replaceState(null, "", path);
  let sent = new Headers();
  setApiTransport(async (_path, init) => {
    sent = new Headers(init.headers);
    return Response.json({ valid: true, data: null });
  });
  await apiRequest("/public/products/featured");
  return sent;
}

afterEach(() => window.history.replaceState(null, "", "/"));

describe("apiRequest", () => {
  it("asks the API to answer in the page's language", async () => {
    expect((await headersOn("/en/cart")).get("accept-language")).toBe("en");
    expect((await headersOn("/carrinho")).get("accept-language")).toBe("pt-PT");
  });
});
