import type { ApiError } from "@shop/shared";
import { vi } from "vitest";

/** What a fake route answers: `data` (200), or an `error` with its status. */
export interface FakeAnswer {
  status?: number;
  data?: unknown;
  error?: ApiError;
}

export interface FakeCall {
  method: string;
  path: string;
  body: unknown;
}

function reply(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { "content-type": "application/json" },
  });
}

/**
 * Replaces `fetch` with a tiny API for tests: routes are "METHOD /path" (without /api); an
 * unknown route answers 404. Every call is recorded. Undo with `vi.unstubAllGlobals()`.
 */
export function fakeApi(routes: Record<string, (body: unknown) => FakeAnswer>) {
  const calls: FakeCall[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const method = init.method ?? "GET";
      const path = String(url).replace(/^\/api/, "");
      const body = init.body ? JSON.parse(String(init.body)) : undefined;
      calls.push({ method, path, body });
      const route = routes[`${method} ${path}`];
      if (!route) return reply(404, { valid: false, error: { code: "NOT_FOUND", message: "?" } });
      const answer = route(body);
      return answer.error
        ? reply(answer.status ?? 400, { valid: false, error: answer.error })
        : reply(answer.status ?? 200, { valid: true, data: answer.data ?? null });
    }),
  );
  return {
    calls,
    /** The calls to one route. */
    callsTo: (route: string) => calls.filter((call) => `${call.method} ${call.path}` === route),
  };
}
