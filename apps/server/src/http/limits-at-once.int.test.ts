import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newCustomer } from "../../test/accounts.ts";
import { createTestApp, type TestApp } from "../../test/app.ts";
import { databaseKind } from "../../test/database.ts";
import { insertCatalogueFixture } from "../../test/fixtures.ts";
import { checked, statusesAtOnce } from "../../test/limits.ts";
import {
  accountLimits,
  contactLimits,
  orderPageLimits,
  sizeAlertLimits,
  staffLimits,
} from "../config/limits.ts";
import { newToken } from "./session.ts";

let shop: TestApp;

beforeAll(async () => {
  shop = await createTestApp({ prepare: insertCatalogueFixture });
});
afterAll(() => shop?.close());

type Method = "GET" | "POST";
interface LimitedCall {
  name: string;
  max: number;
  method: Method;
  url: (i: number) => string;
  body?: (i: number) => object;
}

/**
 * The shop's other limits, each counted in one statement before anything is looked up: one call
 * each, sent far past its max at once from one address.
 */
const calls: LimitedCall[] = [
  {
    name: "registrations (email claims)",
    max: accountLimits.emailClaims.max,
    method: "POST",
    url: () => "/api/users/client",
    body: () => newCustomer(),
  },
  {
    name: "recovery requests",
    max: accountLimits.recoverySend.max,
    method: "POST",
    url: () => "/api/users/client/recover/send",
    body: (i) => ({ email: `ninguem.${i}@example.pt` }),
  },
  {
    name: "recovery link checks",
    max: accountLimits.recoveryCheck.max,
    method: "POST",
    url: () => "/api/users/client/recover/check",
    body: () => ({ recoveryToken: newToken() }),
  },
  {
    name: "email confirmations",
    max: accountLimits.emailCode.max,
    method: "POST",
    url: () => "/api/users/client/emailCode",
    body: () => ({ emailCode: newToken() }),
  },
  {
    name: "contact messages",
    max: contactLimits.messagesPerAddress.max,
    method: "POST",
    url: () => "/api/public/contact",
    body: () => ({ name: "Ana", surname: "Silva", email: "ana@example.pt", message: "Olá" }),
  },
  {
    name: "«Avisem-me» links",
    max: sizeAlertLimits.linksPerAddress.max,
    method: "POST",
    url: () => "/api/public/size-alerts/confirm",
    body: () => ({ code: newToken() }),
  },
  {
    name: "staff password links",
    max: staffLimits.linkChecksPerAddress.max,
    method: "GET",
    url: () => `/api/admin/password-link?token=${newToken()}`,
  },
  {
    name: "order links",
    max: orderPageLimits.linkCallsPerAddress.max,
    method: "GET",
    url: () => `/api/public/orders/${newToken()}`,
  },
];

describe(`every other limit, with calls sent at once (${databaseKind})`, () => {
  it.each(calls.map((call, i) => [call.name, call, i] as const))(
    "%s: at most the limit reach the check",
    async (_name, call, index) => {
      const statuses = await statusesAtOnce(call.max + 20, (i) =>
        shop.app.inject({
          method: call.method,
          url: call.url(i),
          ...(call.body ? { payload: call.body(i) } : {}),
          remoteAddress: `10.77.${index}.1`,
        }),
      );
      expect(checked(statuses)).toBe(call.max);
      expect(statuses.filter((status) => status === 429)).toHaveLength(20);
    },
  );
});
