import { describe, expect, it } from "vitest";
import { RegisterBodySchema, UserSettingsBodySchema } from "./account.ts";
import { accountMessages } from "./account-messages.ts";
import { checkoutMessages } from "./checkout-messages.ts";
import { ContactsSchema, MbwayRequestBodySchema } from "./purchase.ts";

const owner = { idShort: "ABCD1234", idempotencyKey: "checkout-key-0123456789" };
const fieldErrors = (result: { success: boolean; error?: { issues: unknown[] } }) =>
  (result.error?.issues ?? []) as { path: PropertyKey[]; message: string }[];

describe("the MB WAY request's phone", () => {
  it.each([
    "+351 961 234 567",
    "00351961234567",
    "(351) 961 234 567",
    "(+351) 961 234 567",
    "961-234-567",
    "96 123 45 67",
    "96.123.45.67",
  ])("takes %s as 961234567", (phone) => {
    expect(MbwayRequestBodySchema.parse({ ...owner, phone }).phone).toBe("961234567");
  });

  it.each([
    "+34 600 112 233",
    "9612345678",
    "+351 9612345678",
    "96123456",
    "96123456a",
    "213 420 118",
    "",
  ])("refuses %s on the phone, naming the field", (phone) => {
    const issues = fieldErrors(MbwayRequestBodySchema.safeParse({ ...owner, phone }));
    expect(issues).toEqual([
      expect.objectContaining({ path: ["phone"], message: checkoutMessages.mbwayPhone }),
    ]);
  });

  it("names the MB WAY phone in its message", () => {
    expect(checkoutMessages.mbwayPhone).toMatch(/telemóvel com MB WAY/);
  });
});

describe("the checkout's contact phone", () => {
  const contacts = (phone: string) => ContactsSchema.safeParse({ email: "ana@example.pt", phone });

  it.each([
    ["+351 961 234 567", "961234567"],
    ["00351961234567", "961234567"],
    ["(351) 961 234 567", "961234567"],
    ["+34 600 11 22 33", "+34600112233"],
  ])("keeps %s as %s", (phone, kept) => {
    expect(contacts(phone).data?.phone).toBe(kept);
  });

  it.each(["(351) 9612345678", "+351 96123456", "96123456a"])("refuses %s", (phone) => {
    expect(fieldErrors(contacts(phone))).toEqual([
      expect.objectContaining({ path: ["phone"], message: checkoutMessages.phone }),
    ]);
  });
});

describe("the account's phone", () => {
  const account = { name: "Ana", email: "ana@example.pt", password: "sapatos-2026" };
  const register = (phone: string | null) => RegisterBodySchema.safeParse({ ...account, phone });

  it.each([
    ["+351 961 234 567", "961234567"],
    ["00351 213 420 118", "213420118"],
    ["(351) 961234567", "961234567"],
    ["(351) ", null],
    ["", null],
    [null, null],
  ])("keeps %s as %s", (phone, kept) => {
    expect(register(phone).data?.phone).toBe(kept);
  });

  it.each(["(351) 9612345678", "+34 600 112 233", "abc", "96123456"])("refuses %s", (phone) => {
    expect(fieldErrors(register(phone))).toEqual([
      expect.objectContaining({ path: ["phone"], message: accountMessages.phone }),
    ]);
    const settings = UserSettingsBodySchema.safeParse({ ...account, phone });
    expect(fieldErrors(settings).map((issue) => issue.path)).toEqual([["phone"]]);
  });
});
