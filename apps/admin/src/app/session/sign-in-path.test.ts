import { describe, expect, it } from "vitest";
import { ApiRequestError } from "../../lib/api-client";
import { isSessionEnd, returnPathOf, signInPathFrom } from "./sign-in-path";

const refusal = (status: number, code: string) =>
  new ApiRequestError(status, { code: code as never, message: "x" });

describe("a session that ended", () => {
  it("is a 401 without a session, not a wrong password or code", () => {
    expect(isSessionEnd(refusal(401, "UNAUTHORIZED"))).toBe(true);
    expect(isSessionEnd(refusal(401, "INVALID_CREDENTIALS"))).toBe(false);
    expect(isSessionEnd(refusal(403, "FORBIDDEN"))).toBe(false);
    expect(isSessionEnd(new Error("network"))).toBe(false);
  });
});

describe("the way back after signing in", () => {
  it("remembers the page, its query and its anchor", () => {
    const path = signInPathFrom({ pathname: "/mensagens/4", search: "?page=2", hash: "#fim" });
    expect(path).toBe("/?voltar=%2Fmensagens%2F4%3Fpage%3D2%23fim");
    const search = new URLSearchParams(path?.split("?")[1]);
    expect(returnPathOf(search)).toBe("/mensagens/4?page=2#fim");
  });

  it("sends nobody anywhere from the pages that need no session", () => {
    expect(signInPathFrom({ pathname: "/" })).toBeNull();
    expect(signInPathFrom({ pathname: "/definir-palavra-passe", search: "?token=x" })).toBeNull();
  });

  it("never returns to another site nor to the sign-in page itself", () => {
    for (const voltar of [
      "//evil.example/x",
      "https://evil.example",
      "/\\evil.example",
      "/",
      "x",
    ]) {
      expect(returnPathOf(new URLSearchParams({ voltar })), voltar).toBeNull();
    }
    expect(returnPathOf(new URLSearchParams())).toBeNull();
  });
});
