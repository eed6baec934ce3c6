import type { StaffRole } from "@shop/shared";
import { hashPassword } from "../src/modules/account/passwords.ts";
import { STAFF_COOKIE } from "../src/modules/staff/staff-sessions.ts";
import type { TestApp } from "./app.ts";

export const STAFF_PASSWORD = "balcao-seguro-2026";
let passwordHash: Promise<string> | undefined;
let counter = 0;

type Method = "GET" | "POST" | "PATCH" | "PUT" | "DELETE";

/** The session cookie a sign-in answered. */
export function staffCookieOf(response: { cookies: { name: string; value: string }[] }) {
  return response.cookies.find((cookie) => cookie.name === STAFF_COOKIE)?.value ?? null;
}

/**
 * Calls /api/admin as the holder of a staff session `token`; like the back office, every call but
 * a GET carries a JSON body, `{}` when it needs none.
 */
export function asStaff(shop: TestApp, token: string | null, remoteAddress = "10.9.0.1") {
  return (method: Method, url: string, payload?: unknown) =>
    shop.app.inject({
      method,
      url: `/api/admin${url}`,
      ...(token ? { cookies: { [STAFF_COOKIE]: token } } : {}),
      ...(method === "GET" ? {} : { payload: (payload ?? {}) as object }),
      remoteAddress,
    });
}

/** A staff member of `role` added straight to the database, with a password set. */
export async function addStaff(
  shop: TestApp,
  role: StaffRole,
  options: { storeId?: number | null; email?: string } = {},
) {
  counter += 1;
  passwordHash ??= hashPassword(STAFF_PASSWORD);
  const email = options.email ?? `${role}.${counter}.${Date.now()}@sapatarialisboa.pt`;
  const { id } = await shop.database.db
    .insertInto("staff")
    .values({
      email,
      name: `${role} ${counter}`,
      role,
      store_id: role === "store" ? (options.storeId ?? null) : null,
      password_hash: await passwordHash,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return { id, email };
}

/** Signs a staff member in and answers their token and a caller with it. */
export async function signInStaff(shop: TestApp, email: string, password = STAFF_PASSWORD) {
  const response = await asStaff(shop, null)("POST", "/session", { email, password });
  const token = staffCookieOf(response);
  if (response.statusCode !== 200 || !token)
    throw new Error(`staff sign-in failed: ${response.body}`);
  return { token, view: response.json().data, call: asStaff(shop, token) };
}

/** A signed-in staff member of `role`. */
export async function staffSession(
  shop: TestApp,
  role: StaffRole,
  options: { storeId?: number | null } = {},
) {
  const staff = await addStaff(shop, role, options);
  return { ...staff, ...(await signInStaff(shop, staff.email)) };
}
