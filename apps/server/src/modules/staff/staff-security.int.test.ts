import { STAFF_RECOVERY_CODE_COUNT, staffMessages } from "@shop/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/app.ts";
import { databaseKind } from "../../../test/database.ts";
import { insertContentFixture } from "../../../test/fixtures.ts";
import { checked, statusesAtOnce } from "../../../test/limits.ts";
import { STAFF_PASSWORD, signInStaff, staffSession } from "../../../test/staff.ts";
import { staffLimits } from "../../config/limits.ts";
import { currentTotpCode } from "./totp.ts";

let shop: TestApp;

beforeAll(async () => {
  shop = await createTestApp({ prepare: insertContentFixture });
});
afterAll(() => shop?.close());

const NEW_PASSWORD = "sapatos-novos-na-montra-2027";

const auditOf = (action: string, staffId: number) =>
  shop.database.db
    .selectFrom("audit_log")
    .selectAll()
    .where("action", "=", action)
    .where("entity_id", "=", String(staffId))
    .orderBy("id", "desc")
    .execute();

/** A manager who turned TOTP on from their account page: their secret and recovery codes. */
async function enrolled() {
  const staff = await staffSession(shop, "manager");
  const setup = await staff.call("POST", "/totp/setup");
  const { secret } = setup.json().data as { secret: string };
  const enable = await staff.call("POST", "/totp/enable", { code: currentTotpCode(secret) });
  expect(enable.statusCode).toBe(200);
  const { recoveryCodes, step } = enable.json().data as { recoveryCodes: string[]; step: string };
  expect(step).toBe("ready");
  return { ...staff, secret, recoveryCodes };
}

/** Signs in with the password and answers the caller still owing the second step. */
async function halfSignedIn(email: string, password = STAFF_PASSWORD) {
  const session = await signInStaff(shop, email, password);
  expect(session.view.step).toBe("totp");
  return session;
}

describe(`recovery codes (${databaseKind})`, () => {
  it("are shown once when TOTP is turned on, ten different ones, kept only as hashes", async () => {
    const staff = await enrolled();
    expect(staff.recoveryCodes).toHaveLength(STAFF_RECOVERY_CODE_COUNT);
    expect(new Set(staff.recoveryCodes).size).toBe(STAFF_RECOVERY_CODE_COUNT);
    for (const code of staff.recoveryCodes) expect(code).toMatch(/^[0-9a-z]{5}-[0-9a-z]{5}$/);

    const stored = await shop.database.db
      .selectFrom("staff_recovery_codes")
      .select("code_hash")
      .where("staff_id", "=", staff.id)
      .execute();
    expect(stored).toHaveLength(STAFF_RECOVERY_CODE_COUNT);
    const written = JSON.stringify(stored);
    for (const code of staff.recoveryCodes) {
      expect(written).not.toContain(code);
      expect(written).not.toContain(code.replace("-", ""));
    }
    for (const { code_hash } of stored) expect(code_hash).toMatch(/^\$argon2id\$/);
    expect((await staff.call("GET", "/totp/recovery-codes")).json().data).toEqual({
      remaining: STAFF_RECOVERY_CODE_COUNT,
    });
  });

  it("each signs in once instead of the app's code, however it is typed", async () => {
    const staff = await enrolled();
    const [first = "", second = ""] = staff.recoveryCodes;
    const session = await halfSignedIn(staff.email);
    const typed = ` ${first.toUpperCase().replace("-", " ")} `;
    const answer = await session.call("POST", "/session/totp", { code: typed });
    expect(answer.statusCode).toBe(200);
    expect(answer.json().data.step).toBe("ready");
    expect((await session.call("GET", "/staff")).statusCode).not.toBe(401);

    const again = await halfSignedIn(staff.email);
    const reused = await again.call("POST", "/session/totp", { code: first });
    expect(reused.statusCode).toBe(401);
    expect(reused.json().error.message).toBe(staffMessages.invalidCode);
    expect((await again.call("POST", "/session/totp", { code: second })).statusCode).toBe(200);
    expect((await again.call("GET", "/totp/recovery-codes")).json().data.remaining).toBe(
      STAFF_RECOVERY_CODE_COUNT - 2,
    );

    const [used] = await auditOf("staff.recovery-code-used", staff.id);
    expect(used).toMatchObject({ staff_id: staff.id, after: { remaining: 8 } });
    expect(JSON.stringify(used)).not.toContain(second);
  });

  it("is taken once when two sessions send it at once", async () => {
    const staff = await enrolled();
    const code = staff.recoveryCodes[3];
    const sessions = [await halfSignedIn(staff.email), await halfSignedIn(staff.email)];
    const answers = await Promise.all(
      sessions.map((session) => session.call("POST", "/session/totp", { code })),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 401]);
  });

  it("count under the limit of wrong codes per person", async () => {
    const staff = await enrolled();
    const session = await halfSignedIn(staff.email);
    const statuses = await statusesAtOnce(20, (index) =>
      session.call("POST", "/session/totp", { code: `zzzzz-zzz${String(index).padStart(2, "0")}` }),
    );
    expect(statuses.filter((status) => status !== 429 && status !== 401)).toEqual([]);
    expect(checked(statuses)).toBeLessThanOrEqual(staffLimits.totpFailuresPerStaff.max);
    // The limit holds for a right code too, and for the app's codes.
    const right = await session.call("POST", "/session/totp", { code: staff.recoveryCodes[0] });
    expect(right.statusCode).toBe(429);
  });

  it("refuses a code of neither shape with a field message", async () => {
    const staff = await enrolled();
    const session = await halfSignedIn(staff.email);
    for (const code of ["12345", "abcde-fghi", "abcde-fghjk-x", 123456]) {
      const answer = await session.call("POST", "/session/totp", { code });
      expect(answer.statusCode).toBe(400);
      expect(answer.json().error.fields.code).toBe(staffMessages.secondStepCode);
    }
  });

  it("a new set from the account page replaces the old one", async () => {
    const staff = await enrolled();
    const fresh = await staff.call("POST", "/totp/recovery-codes");
    expect(fresh.statusCode).toBe(200);
    expect(fresh.json().message).toBe(staffMessages.recoveryCodesNew);
    const { codes } = fresh.json().data as { codes: string[] };
    expect(codes).toHaveLength(STAFF_RECOVERY_CODE_COUNT);
    expect(codes.some((code) => staff.recoveryCodes.includes(code))).toBe(false);

    const session = await halfSignedIn(staff.email);
    expect(
      (await session.call("POST", "/session/totp", { code: staff.recoveryCodes[0] })).statusCode,
    ).toBe(401);
    expect((await session.call("POST", "/session/totp", { code: codes[0] })).statusCode).toBe(200);
    expect(await auditOf("staff.recovery-codes-new", staff.id)).toHaveLength(1);
  });

  it("a new set needs TOTP on and the second step done", async () => {
    const plain = await staffSession(shop, "manager");
    const refused = await plain.call("POST", "/totp/recovery-codes");
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(staffMessages.totpNotOn);
    expect((await plain.call("GET", "/totp/recovery-codes")).json().data.remaining).toBe(0);

    const staff = await enrolled();
    const half = await halfSignedIn(staff.email);
    expect((await half.call("POST", "/totp/recovery-codes")).statusCode).toBe(401);
    expect((await half.call("GET", "/totp/recovery-codes")).statusCode).toBe(401);
  });

  it("end when the owner resets the person's two-step verification", async () => {
    const owner = await staffSession(shop, "owner");
    const staff = await enrolled();
    expect((await owner.call("POST", `/staff/${staff.id}/totp-reset`)).statusCode).toBe(200);
    const left = await shop.database.db
      .selectFrom("staff_recovery_codes")
      .select("id")
      .where("staff_id", "=", staff.id)
      .execute();
    expect(left).toEqual([]);
  });
});

describe(`staff changing their own password (${databaseKind})`, () => {
  it("needs the current one, ends their other sessions and signs in with the new one", async () => {
    const staff = await staffSession(shop, "manager");
    const other = await signInStaff(shop, staff.email);
    const changed = await staff.call("POST", "/password", {
      currentPassword: STAFF_PASSWORD,
      newPassword: NEW_PASSWORD,
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().message).toBe(staffMessages.passwordChanged);
    expect((await staff.call("GET", "/session")).statusCode).toBe(200);
    expect((await other.call("GET", "/session")).statusCode).toBe(401);

    const signIn = (password: string) =>
      shop.app.inject({
        method: "POST",
        url: "/api/admin/session",
        payload: { email: staff.email, password },
        remoteAddress: "10.31.0.1",
      });
    expect((await signIn(STAFF_PASSWORD)).statusCode).toBe(401);
    expect((await signIn(NEW_PASSWORD)).statusCode).toBe(200);

    const [entry] = await auditOf("staff.password-change", staff.id);
    expect(entry).toMatchObject({ staff_id: staff.id });
    expect(JSON.stringify(entry)).not.toContain(NEW_PASSWORD);
  });

  it("ends a one-time link still out", async () => {
    const owner = await staffSession(shop, "owner");
    const staff = await staffSession(shop, "manager");
    const { link } = (await owner.call("POST", `/staff/${staff.id}/link`)).json().data;
    const token = new URL(link).searchParams.get("token") ?? "";
    const check = () =>
      shop.app.inject({
        method: "GET",
        url: `/api/admin/password-link?token=${encodeURIComponent(token)}`,
        remoteAddress: "10.31.0.2",
      });
    expect((await check()).statusCode).toBe(200);
    await staff.call("POST", "/password", {
      currentPassword: STAFF_PASSWORD,
      newPassword: NEW_PASSWORD,
    });
    expect((await check()).statusCode).toBe(404);
  });

  it("refuses a wrong current password on its field, and says nothing changed", async () => {
    const staff = await staffSession(shop, "manager");
    const other = await signInStaff(shop, staff.email);
    const wrong = await staff.call("POST", "/password", {
      currentPassword: "nao-e-esta-palavra",
      newPassword: NEW_PASSWORD,
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.fields).toEqual({
      currentPassword: staffMessages.wrongCurrentPassword,
    });
    expect((await other.call("GET", "/session")).statusCode).toBe(200);
    expect((await signInStaff(shop, staff.email)).view.step).toBe("ready");
  });

  it("validates the new one with the staff's password rules", async () => {
    const staff = await staffSession(shop, "manager");
    const cases = [
      [
        { currentPassword: STAFF_PASSWORD, newPassword: "curta" },
        "newPassword",
        staffMessages.newPassword,
      ],
      [
        { currentPassword: STAFF_PASSWORD, newPassword: STAFF_PASSWORD },
        "newPassword",
        staffMessages.samePassword,
      ],
      [{ newPassword: NEW_PASSWORD }, "currentPassword", staffMessages.currentPassword],
    ] as const;
    for (const [body, field, message] of cases) {
      const answer = await staff.call("POST", "/password", body);
      expect(answer.statusCode).toBe(400);
      expect(answer.json().error.fields[field]).toBe(message);
    }
  });

  it("limits wrong current passwords per person", async () => {
    const staff = await staffSession(shop, "manager");
    const statuses = await statusesAtOnce(15, () =>
      staff.call("POST", "/password", {
        currentPassword: "adivinha-1234",
        newPassword: NEW_PASSWORD,
      }),
    );
    expect(statuses.filter((status) => status !== 429 && status !== 400)).toEqual([]);
    expect(checked(statuses)).toBeLessThanOrEqual(staffLimits.currentPasswordFailuresPerStaff.max);
  });

  it("needs a session", async () => {
    const answer = await shop.app.inject({
      method: "POST",
      url: "/api/admin/password",
      payload: { currentPassword: STAFF_PASSWORD, newPassword: NEW_PASSWORD },
    });
    expect(answer.statusCode).toBe(401);
  });
});
