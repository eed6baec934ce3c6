import type { TestApp } from "./app.ts";

let counter = 0;

/** A new customer's registration body, unique per call. */
export function newCustomer(overrides: Record<string, unknown> = {}) {
  counter += 1;
  return {
    name: "Ana Silva",
    email: `ana.${counter}.${Date.now()}@example.pt`,
    password: "sapatos-2026",
    phone: "912345678",
    ...overrides,
  };
}

type Method = "GET" | "POST" | "PATCH";

let calls = 0;
/** A different client address per call unless one is given, so limits per address stay apart. */
const nextAddress = () => {
  calls += 1;
  return `10.2.${Math.floor(calls / 250) % 250}.${(calls % 250) + 1}`;
};

/**
 * Calls the API as a client holding `token` (sent as the authToken cookie); like the storefront,
 * every call but a GET carries a JSON body, `{}` when it needs none.
 */
export function as(shop: TestApp, token: string | null, remoteAddress?: string) {
  return (method: Method, url: string, payload?: unknown) =>
    shop.app.inject({
      method,
      url: `/api${url}`,
      ...(token ? { cookies: { authToken: token } } : {}),
      ...(method === "GET" ? {} : { payload: (payload ?? {}) as object }),
      remoteAddress: remoteAddress ?? nextAddress(),
    });
}

/** Registers a customer and answers their token, user and credentials. */
export async function registered(shop: TestApp, overrides: Record<string, unknown> = {}) {
  const body = newCustomer(overrides);
  const response = await as(shop, null)("POST", "/users/client", body);
  if (response.statusCode !== 200) throw new Error(`register failed: ${response.body}`);
  const { token, user } = response.json().data as {
    token: string;
    user: { id: number; email: string };
  };
  return { token, user, body, call: as(shop, token) };
}

/** The link of the newest email of `kind` queued to `to` (read from the outbox). */
export async function linkMailed(shop: TestApp, to: string, kind: string, pattern: RegExp) {
  const mail = await shop.database.db
    .selectFrom("email_outbox")
    .select("text")
    .where("recipient", "=", to)
    .where("kind", "=", kind)
    .orderBy("id", "desc")
    .executeTakeFirstOrThrow();
  const match = mail.text.match(pattern);
  if (!match?.[1]) throw new Error(`no link in the ${kind} mail to ${to}`);
  return match[1];
}

/** Confirms a registered customer's email with the link of its confirmation email. */
export async function confirmEmail(shop: TestApp, email: string) {
  const code = await linkMailed(
    shop,
    email,
    "EMAIL_CONFIRMATION",
    /\/email\/confirmation\/emailCode\/([\w-]{43})/,
  );
  const response = await as(shop, null)("POST", "/users/client/emailCode", { emailCode: code });
  if (!response.json().data?.confirmed) throw new Error(`confirm failed: ${response.body}`);
}
