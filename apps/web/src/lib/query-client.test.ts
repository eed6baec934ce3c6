import { ErrorCode } from "@shop/shared";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiRequestError } from "./api-client";
import { createQueryClient } from "./query-client";

afterEach(() => {
  vi.useRealTimers();
});

/** How many times the storefront's query cache asks before it gives up on `failure`. */
async function attempts(failure: Error): Promise<number> {
  vi.useFakeTimers();
  let asked = 0;
  const fetching = createQueryClient()
    .fetchQuery({
      queryKey: ["page"],
      queryFn: () => {
        asked += 1;
        throw failure;
      },
    })
    .catch(() => undefined);
  await vi.runAllTimersAsync();
  await fetching;
  return asked;
}

describe("the storefront's query cache", () => {
  it("takes an unknown product's 404 at once, without asking again", async () => {
    const notFound = new ApiRequestError(404, {
      code: ErrorCode.NOT_FOUND,
      message: "Produto não encontrado.",
    });
    expect(await attempts(notFound)).toBe(1);
  });

  it("asks once more after a dropped connection or a server error", async () => {
    // apiRequest's failure when the shop did not answer.
    const dropped = new ApiRequestError(0, {
      code: ErrorCode.INTERNAL,
      message: "Não foi possível contactar a loja.",
    });
    expect(await attempts(dropped)).toBe(2);
    const unavailable = new ApiRequestError(503, {
      code: ErrorCode.UNAVAILABLE,
      message: "Serviço indisponível.",
    });
    expect(await attempts(unavailable)).toBe(2);
  });
});
