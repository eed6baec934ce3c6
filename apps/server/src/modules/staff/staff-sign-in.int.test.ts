import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/app.ts";
import { databaseKind } from "../../../test/database.ts";
import { insertContentFixture } from "../../../test/fixtures.ts";
import { checked, statusesAtOnce } from "../../../test/limits.ts";
import {
  addStaff,
  asStaff,
  STAFF_PASSWORD,
  signInStaff,
  staffSession,
} from "../../../test/staff.ts";
import { staffLimits } from "../../config/limits.ts";
import { currentTotpCode, newTotpSecret } from "./totp.ts";

let shop: TestApp;

beforeAll(async () => {
  shop = await createTestApp({ prepare: insertContentFixture });
});
afterAll(() => shop?.close());

const GUESSES = 60;
const TEN_MINUTES = 10 * 60_000;

const signIn = (address: string, email: string, password: string) =>
  asStaff(shop, null, address)("POST", "/session", { email, password });

/** A staff member with two-step verification on, and its secret. */
async function withTotp(role: "owner" | "manager" = "manager") {
  const staff = await addStaff(shop, role);
  const secret = newTotpSecret();
  await shop.database.db
    .updateTable("staff")
    .set({ totp_secret: secret, totp_enabled: true })
    .where("id", "=", staff.id)
    .execute();
  return { ...staff, secret };
}

function expectAtMost(statuses: number[], wrong: number, max: number) {
  expect(statuses.filter((status) => status !== 429 && status !== wrong)).toEqual([]);
  expect(checked(statuses)).toBeGreaterThan(0);
  expect(checked(statuses)).toBeLessThanOrEqual(max);
}

const auditOf = (action: string) =>
  shop.database.db
    .selectFrom("audit_log")
    .selectAll()
    .where("action", "=", action)
    .orderBy("id", "desc")
    .execute();

describe(`staff guesses sent at once are counted before they are checked (${databaseKind})`, () => {
  it("wrong passwords, per address and email", async () => {
    const { email } = await addStaff(shop, "owner");
    const statuses = await statusesAtOnce(GUESSES, () => signIn("10.30.0.1", email, "wrong-guess"));
    expectAtMost(statuses, 401, staffLimits.loginFailuresPerAddressAndEmail.max);
  });

  it("wrong passwords, per address, emails of nobody in the staff included", async () => {
    const statuses = await statusesAtOnce(GUESSES, (index) =>
      signIn("10.30.0.2", `ninguem.${index}@sapatarialisboa.pt`, "wrong-guess"),
    );
    expectAtMost(statuses, 401, staffLimits.passwordFailuresPerAddress.max);
  });

  it("wrong TOTP codes, per person", async () => {
    const staff = await withTotp();
    const { call } = await signInStaff(shop, staff.email);
    const wrong = currentTotpCode(staff.secret, Date.now() + TEN_MINUTES);
    const statuses = await statusesAtOnce(GUESSES, () =>
      call("POST", "/session/totp", { code: wrong }),
    );
    expectAtMost(statuses, 401, staffLimits.totpFailuresPerStaff.max);
  });
});

describe(`the per-address limit of staff sign-ins (${databaseKind})`, () => {
  it("counts emails that are nobody's, then refuses a right password from that address", async () => {
    const { email } = await addStaff(shop, "manager");
    const limit = staffLimits.passwordFailuresPerAddress.max;
    for (let index = 0; index < limit; index += 1) {
      const guess = await signIn("10.30.1.1", `ninguem.${index}@sapatarialisboa.pt`, "x-guess");
      expect(guess.statusCode).toBe(401);
    }
    expect((await signIn("10.30.1.1", email, STAFF_PASSWORD)).statusCode).toBe(429);
    expect((await signIn("10.30.1.2", email, STAFF_PASSWORD)).statusCode).toBe(200);
  });

  it("never counts a good sign-in", async () => {
    const { email } = await addStaff(shop, "manager");
    const limit = staffLimits.passwordFailuresPerAddress.max;
    for (let index = 0; index < limit; index += 1)
      expect((await signIn("10.30.2.1", email, STAFF_PASSWORD)).statusCode).toBe(200);
    for (let index = 0; index < limit - 1; index += 1) {
      const guess = await signIn("10.30.2.1", `ninguem.${index}@sapatarialisboa.pt`, "x-guess");
      expect(guess.statusCode).toBe(401);
    }
    expect((await signIn("10.30.2.1", email, STAFF_PASSWORD)).statusCode).toBe(200);
  });
});

describe(`a TOTP code (${databaseKind})`, () => {
  it("is taken once, even sent by eight sessions at once", async () => {
    const staff = await withTotp();
    const sessions = [];
    for (let index = 0; index < 8; index += 1) sessions.push(await signInStaff(shop, staff.email));
    const code = currentTotpCode(staff.secret);
    const answers = await Promise.all(
      sessions.map((session) => session.call("POST", "/session/totp", { code })),
    );
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(1);
  });
});

describe(`the audit log of the back office's door (${databaseKind})`, () => {
  it("records good and failed sign-ins, never the password typed", async () => {
    const { id, email } = await addStaff(shop, "manager");
    await signIn("10.30.3.1", email, "palavra-errada-123");
    await signIn("10.30.3.1", email, STAFF_PASSWORD);
    await signIn("10.30.3.1", "intruso.desconhecido@example.pt", "outra-errada-456");

    const [failed] = await auditOf("staff.sign-in-failed");
    expect(failed).toMatchObject({
      staff_id: null,
      entity: "staff",
      entity_id: String(id),
      after: { address: "10.30.3.1" },
    });
    const [good] = await auditOf("staff.sign-in");
    expect(good).toMatchObject({
      staff_id: id,
      entity: "staff",
      entity_id: String(id),
      after: { address: "10.30.3.1" },
    });
    const [unknown] = await auditOf("staff.sign-in-unknown-email");
    expect(unknown).toMatchObject({
      staff_id: null,
      entity: "staff",
      entity_id: null,
      after: { address: "10.30.3.1" },
    });
    const written = JSON.stringify([failed, good, unknown]);
    for (const secret of ["palavra-errada-123", STAFF_PASSWORD, "outra-errada-456", "intruso"])
      expect(written).not.toContain(secret);
  });

  it("records a wrong TOTP code against the person", async () => {
    const staff = await withTotp();
    const { call } = await signInStaff(shop, staff.email);
    const wrong = currentTotpCode(staff.secret, Date.now() + TEN_MINUTES);
    expect((await call("POST", "/session/totp", { code: wrong })).statusCode).toBe(401);
    const [entry] = await auditOf("staff.totp-failed");
    expect(entry).toMatchObject({
      staff_id: staff.id,
      entity: "staff",
      entity_id: String(staff.id),
    });
    expect(JSON.stringify(entry)).not.toContain(wrong);
  });

  it("records the owner resetting a person's two-step verification, which ends their sessions", async () => {
    const owner = await staffSession(shop, "owner");
    const staff = await withTotp();
    const before = await signInStaff(shop, staff.email);
    await before.call("POST", "/session/totp", { code: currentTotpCode(staff.secret) });
    expect((await before.call("GET", "/session")).json().data.step).toBe("ready");

    const reset = await owner.call("POST", `/staff/${staff.id}/totp-reset`);
    expect(reset.statusCode).toBe(200);
    expect(reset.json().data).toMatchObject({ id: staff.id, totpEnabled: false });
    expect((await before.call("GET", "/session")).statusCode).toBe(401);
    expect((await signInStaff(shop, staff.email)).view.step).toBe("ready");
    const again = await owner.call("POST", `/staff/${staff.id}/totp-reset`);
    expect(again.statusCode).toBe(409);

    const log = await owner.call("GET", `/audit?entity=staff&entityId=${staff.id}`);
    const entry = log
      .json()
      .data.items.find((item: { action: string }) => item.action === "staff.totp-reset");
    expect(entry).toMatchObject({
      staff: { id: owner.id },
      before: { totpEnabled: true },
      after: { totpEnabled: false },
    });
  });
});
