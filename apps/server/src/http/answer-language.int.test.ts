import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newCustomer } from "../../test/accounts.ts";
import { createTestApp, type TestApp } from "../../test/app.ts";
import { databaseKind } from "../../test/database.ts";
import { insertContentFixture } from "../../test/fixtures.ts";

let shop: TestApp;

beforeAll(async () => {
  shop = await createTestApp({ prepare: insertContentFixture, config: { TRUST_PROXY: "1" } });
});
afterAll(async () => {
  await shop?.close();
});

const ENGLISH = { "accept-language": "en" };
const PORTUGUESE_PAGE = { "accept-language": "pt-PT" };
const LIMITED = "198.51.100.41";

const register = (payload: object, headers: Record<string, string> = {}, from = "198.51.100.40") =>
  shop.app.inject({
    method: "POST",
    url: "/api/users/client",
    payload,
    remoteAddress: "10.0.0.1",
    headers: { "x-forwarded-for": from, ...headers },
  });

/** A recovery without its password: zod's own message, the schema has none of its own. */
const recoverWithout = async (headers: Record<string, string>) =>
  (
    await shop.app.inject({
      method: "POST",
      url: "/api/users/client/recover/perform",
      payload: { recoveryToken: "abc" },
      headers,
    })
  ).json().error;

describe(`the API answers in the request's language (${databaseKind})`, () => {
  it("gives a refused field's messages in English when asked, zod's own and the schema's", async () => {
    const english = (await register({ name: "Ana", email: "not an email" }, ENGLISH)).json();
    expect(english.error).toEqual({
      code: "VALIDATION",
      message: "Some of the data sent is not valid.",
      fields: {
        email: "Enter a valid email.",
        password: "The password must have between 8 and 40 characters.",
      },
    });
    const unwritten = await recoverWithout(ENGLISH);
    expect(unwritten.fields.password).toBe("Invalid input: expected string, received undefined");
  });

  it("keeps them in Portuguese without a language, or with Portuguese first", async () => {
    for (const headers of [{}, PORTUGUESE_PAGE, { "accept-language": "pt;q=0.9,en;q=0.5" }]) {
      const error = (await register({ name: "Ana", email: "not an email" }, headers)).json().error;
      expect(error.message).toBe("Alguns dados enviados não são válidos.");
      expect(error.fields.email).toBe("Introduza um email válido.");
      expect(error.fields.password).toBe("A palavra-passe deve ter entre 8 e 40 caracteres.");
      expect((await recoverWithout(headers)).fields.password).toMatch(/^Entrada inválida/);
    }
  });

  it("says a product is not found in English or Portuguese", async () => {
    const notFound = (headers: Record<string, string>) =>
      shop.app.inject({ url: "/api/public/products/product/987654", headers });
    const english = await notFound({ "accept-language": "en-GB,en;q=0.9,pt;q=0.8" });
    expect(english.statusCode).toBe(404);
    expect(english.headers.vary).toMatch(/accept-language/);
    expect(english.json().error.message).toBe(
      "The product you are looking for does not exist or is no longer available.",
    );
    expect((await notFound({})).json().error.message).toBe(
      "O produto que procura não existe ou já não está disponível.",
    );
  });

  it("says an unknown API address is unknown in the language asked", async () => {
    const english = await shop.app.inject({ url: "/api/no-such-thing", headers: ENGLISH });
    expect(english.statusCode).toBe(404);
    expect(english.json().error.message).toBe("The address asked for does not exist.");
  });

  it("answers a rate limit in English when asked, in Portuguese otherwise", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 10; i += 1)
      statuses.push((await register(newCustomer(), {}, LIMITED)).statusCode);
    expect(statuses).toEqual(Array(10).fill(200));
    const english = await register(newCustomer(), ENGLISH, LIMITED);
    expect(english.statusCode).toBe(429);
    expect(english.json().error.message).toBe(
      "Too many requests. Please wait a little and try again.",
    );
    const portuguese = await register(newCustomer(), PORTUGUESE_PAGE, LIMITED);
    expect(portuguese.statusCode).toBe(429);
    expect(portuguese.json().error.message).toBe(
      "Demasiados pedidos. Por favor, aguarde um pouco e tente novamente.",
    );
  });

  it("keeps the back office's answers in Portuguese, whatever the browser prefers", async () => {
    const response = await shop.app.inject({ url: "/api/admin/no-such-thing", headers: ENGLISH });
    expect(response.json().error.message).toBe("O endereço pedido não existe.");
  });
});
