import { createMemoryRouter } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { ApiRequestError } from "../../lib/api-client";
import { queryClient } from "../../lib/query-client";
import { sendToSignInWhenSessionEnds } from "./session-end";

const page = { element: null };
const routes = [
  { path: "/", ...page },
  { path: "/mensagens", ...page },
  { path: "/equipa", ...page },
];

function answer(status: number, code: string) {
  return queryClient.fetchQuery({
    queryKey: ["call", Math.random()],
    queryFn: () =>
      Promise.reject(new ApiRequestError(status, { code: code as never, message: "x" })),
    retry: false,
  });
}

let stop: () => void = () => undefined;
afterEach(() => {
  stop();
  queryClient.clear();
});

describe("a call answered 401", () => {
  it("sends the person to sign-in, remembering the page they were on", async () => {
    const router = createMemoryRouter(routes, {
      basename: "/admin",
      initialEntries: ["/admin/mensagens?page=2"],
    });
    stop = sendToSignInWhenSessionEnds(router, "/admin");
    queryClient.setQueryData(["staff-session"], { step: "ready" });
    await expect(answer(401, "UNAUTHORIZED")).rejects.toThrow();
    await expect.poll(() => router.state.location.pathname).toBe("/admin");
    expect(new URLSearchParams(router.state.location.search).get("voltar")).toBe(
      "/mensagens?page=2",
    );
    // Nothing of the ended session stays in the cache.
    expect(queryClient.getQueryData(["staff-session"])).toBeUndefined();
  });

  it("leaves a refused form, a 403 and the sign-in page where they are", async () => {
    const router = createMemoryRouter(routes, {
      basename: "/admin",
      initialEntries: ["/admin/equipa"],
    });
    stop = sendToSignInWhenSessionEnds(router, "/admin");
    await expect(answer(401, "INVALID_CREDENTIALS")).rejects.toThrow();
    await expect(answer(403, "FORBIDDEN")).rejects.toThrow();
    expect(router.state.location.pathname).toBe("/admin/equipa");

    await router.navigate("/");
    await expect(answer(401, "UNAUTHORIZED")).rejects.toThrow();
    expect(router.state.location.search).toBe("");
  });
});
