import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { registered } from "../../../test/accounts.ts";
import { createTestApp, type TestApp } from "../../../test/app.ts";
import { insertContentFixture } from "../../../test/fixtures.ts";
import {
  addStaff,
  asStaff,
  STAFF_PASSWORD,
  signInStaff,
  staffCookieOf,
  staffSession,
} from "../../../test/staff.ts";
import { currentTotpCode } from "./totp.ts";

let shop: TestApp;

beforeAll(async () => {
  shop = await createTestApp({ prepare: insertContentFixture });
});
afterAll(() => shop.close());

const THIRTY_SECONDS = 30_000;

describe("staff sign-in", () => {
  it("refuses a wrong password and an unknown email alike", async () => {
    const { email } = await addStaff(shop, "manager");
    const call = asStaff(shop, null, "10.9.1.1");
    const wrong = await call("POST", "/session", { email, password: "not-the-password" });
    const unknown = await call("POST", "/session", {
      email: "ninguem@sapatarialisboa.pt",
      password: STAFF_PASSWORD,
    });
    for (const response of [wrong, unknown]) {
      expect(response.statusCode).toBe(401);
      expect(response.json().error).toEqual({
        code: "INVALID_CREDENTIALS",
        message: "Email ou palavra-passe incorretos.",
      });
      expect(staffCookieOf(response)).toBeNull();
    }
  });

  it("names the bad field of a malformed sign-in", async () => {
    const response = await asStaff(shop, null)("POST", "/session", { email: "nope", password: "" });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({
      email: "Introduza um email válido.",
      password: "Indique a palavra-passe.",
    });
  });

  it("sets an HttpOnly, SameSite=Strict cookie for the admin API only, and signs out", async () => {
    const { email } = await addStaff(shop, "manager");
    const response = await asStaff(shop, null)("POST", "/session", {
      email: email.toUpperCase(),
      password: STAFF_PASSWORD,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      step: "ready",
      staff: { email, role: "manager", totpEnabled: false },
    });
    const cookie = response.cookies.find((c) => c.name === "staffSession");
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: "Strict", path: "/api/admin" });
    const call = asStaff(shop, cookie?.value ?? "");
    expect((await call("GET", "/session")).json().data.staff.email).toBe(email);
    expect((await call("DELETE", "/session")).statusCode).toBe(200);
    expect((await call("GET", "/session")).statusCode).toBe(401);
  });

  it("ends a session left idle for 30 minutes", async () => {
    const { call, token } = await staffSession(shop, "manager");
    await sql`UPDATE staff_sessions SET last_seen_at = now() - interval '31 minutes'`.execute(
      shop.database.db,
    );
    const response = await call("GET", "/session");
    expect(response.statusCode).toBe(401);
    expect(response.json().error.message).toBe("A sua sessão terminou. Inicie sessão de novo.");
    expect(token).toBeTruthy();
  });

  it("never takes a customer's session for a staff one", async () => {
    const customer = await registered(shop);
    const response = await shop.app.inject({
      method: "GET",
      url: "/api/admin/staff",
      cookies: { authToken: customer.token, staffSession: customer.token },
    });
    expect(response.statusCode).toBe(401);
  });

  it("refuses further guesses for one email after five wrong passwords", async () => {
    const { email } = await addStaff(shop, "owner");
    const call = asStaff(shop, null, "10.9.2.2");
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await call("POST", "/session", { email, password: "wrong-guess" })).statusCode).toBe(
        401,
      );
    }
    const blocked = await call("POST", "/session", { email, password: STAFF_PASSWORD });
    expect(blocked.statusCode).toBe(429);
    // From another address the owner still signs in.
    expect(
      (
        await asStaff(shop, null, "10.9.2.3")("POST", "/session", {
          email,
          password: STAFF_PASSWORD,
        })
      ).statusCode,
    ).toBe(200);
  });
});

describe("two-step verification", () => {
  it("is turned on with a code, then asked at every sign-in, and a code is never taken twice", async () => {
    const { email, call } = await staffSession(shop, "owner");
    const setup = await call("POST", "/totp/setup");
    expect(setup.statusCode).toBe(200);
    const { secret, otpauthUrl, qrSvg } = setup.json().data;
    expect(otpauthUrl).toContain("otpauth://totp/");
    expect(qrSvg).toContain("<svg");
    const wrong = await call("POST", "/totp/enable", { code: "000000" });
    expect(wrong.statusCode).toBe(401);
    const enabled = await call("POST", "/totp/enable", { code: currentTotpCode(secret) });
    expect(enabled.json().data).toMatchObject({ step: "ready", staff: { totpEnabled: true } });

    const next = await signInStaff(shop, email);
    expect(next.view.step).toBe("totp");
    // Until the code is typed, nothing else answers.
    expect((await next.call("GET", "/staff")).statusCode).toBe(401);
    const bad = await next.call("POST", "/session/totp", { code: "12345" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields.code).toBeTruthy();
    const later = currentTotpCode(secret, Date.now() + THIRTY_SECONDS);
    const good = await next.call("POST", "/session/totp", { code: later });
    expect(good.json().data.step).toBe("ready");
    expect((await next.call("GET", "/staff")).statusCode).toBe(200);

    const third = await signInStaff(shop, email);
    const replay = await third.call("POST", "/session/totp", { code: later });
    expect(replay.statusCode).toBe(401);
    expect(replay.json().error.fields.code).toBe(
      "O código não está certo. Confirme a hora do telemóvel e tente de novo.",
    );
  });

  it("is required of an owner in production before anything else", async () => {
    const production = await createTestApp({
      prepare: insertContentFixture,
      config: {
        NODE_ENV: "production",
        SEED_DEMO: "false",
        INVOICING_PROVIDER: "none",
        PAYMENT_PROVIDER: "stripe",
        STRIPE_SECRET_KEY: "sk_test_x",
        STRIPE_PUBLISHABLE_KEY: "pk_test_x",
        STRIPE_WEBHOOK_SECRET: "whsec_x",
      },
    });
    try {
      const owner = await staffSession(production, "owner");
      expect(owner.view.step).toBe("totp-setup");
      const blocked = await owner.call("GET", "/staff");
      expect(blocked.statusCode).toBe(401);
      expect(blocked.json().error.message).toBe(
        "Conclua a verificação em dois passos para continuar.",
      );
      const { secret } = (await owner.call("POST", "/totp/setup")).json().data;
      await owner.call("POST", "/totp/enable", { code: currentTotpCode(secret) });
      expect((await owner.call("GET", "/staff")).statusCode).toBe(200);
      // A manager is not made to.
      const manager = await staffSession(production, "manager");
      expect(manager.view.step).toBe("ready");
    } finally {
      await production.close();
    }
  });
});

describe("the staff, managed by the owner", () => {
  it("invites a person whose one-time link sets the password once", async () => {
    const owner = await staffSession(shop, "owner");
    const invited = await owner.call("POST", "/staff", {
      email: "Nova.Gestora@sapatarialisboa.pt",
      name: "Nova Gestora",
      role: "manager",
    });
    expect(invited.statusCode).toBe(200);
    const { link, staff } = invited.json().data;
    expect(staff).toMatchObject({ email: "nova.gestora@sapatarialisboa.pt", passwordSet: false });
    expect(link).toMatch(/\/admin\/definir-palavra-passe\?token=/);
    const token = new URL(link).searchParams.get("token");

    const open = asStaff(shop, null);
    expect((await open("GET", `/password-link?token=${token}`)).json().data).toEqual({
      email: "nova.gestora@sapatarialisboa.pt",
      name: "Nova Gestora",
    });
    const short = await open("POST", "/password-link", { token, password: "curta" });
    expect(short.json().error.fields.password).toBe(
      "A palavra-passe deve ter entre 12 e 128 caracteres.",
    );
    const set = await open("POST", "/password-link", { token, password: "sapatos-de-pele-26" });
    expect(set.json().message).toBe("Palavra-passe definida. Pode agora iniciar sessão.");
    await signInStaff(shop, "nova.gestora@sapatarialisboa.pt", "sapatos-de-pele-26");
    const again = await open("POST", "/password-link", { token, password: "outra-palavra-26" });
    expect(again.statusCode).toBe(404);
    expect(again.json().error.message).toBe(
      "Esta ligação já não é válida. Peça uma nova ao dono da loja.",
    );
  });

  it("refuses a second person with the same email and a store role without a store", async () => {
    const owner = await staffSession(shop, "owner");
    const { email } = await addStaff(shop, "manager");
    const taken = await owner.call("POST", "/staff", { email, name: "Outra", role: "manager" });
    expect(taken.statusCode).toBe(409);
    const storeless = await owner.call("POST", "/staff", {
      email: "loja.sem@sapatarialisboa.pt",
      name: "Sem loja",
      role: "store",
    });
    expect(storeless.statusCode).toBe(400);
    expect(storeless.json().error.fields).toEqual({ storeId: "Escolha a loja desta pessoa." });
  });

  it("ends the sessions of a person made inactive, and always keeps one active owner", async () => {
    await shop.database.db
      .updateTable("staff")
      .set({ active: false })
      .where("role", "=", "owner")
      .execute();
    const owner = await staffSession(shop, "owner");
    const manager = await staffSession(shop, "manager");
    const off = await owner.call("PATCH", `/staff/${manager.id}`, { active: false });
    expect(off.json().data).toMatchObject({ active: false });
    expect((await manager.call("GET", "/session")).statusCode).toBe(401);
    const alone = await owner.call("PATCH", `/staff/${owner.id}`, { role: "manager" });
    expect(alone.statusCode).toBe(409);
    expect(alone.json().error.message).toBe("A loja precisa de pelo menos um dono ativo.");
    expect((await owner.call("PATCH", "/staff/99999", { active: true })).statusCode).toBe(404);
  });

  it("writes every change to the audit log with who made it, before and after", async () => {
    const owner = await staffSession(shop, "owner");
    const manager = await staffSession(shop, "manager");
    await owner.call("PATCH", `/staff/${manager.id}`, { role: "store", storeId: 1 });
    const log = await owner.call("GET", `/audit?entity=staff&entityId=${manager.id}`);
    expect(log.statusCode).toBe(200);
    const [entry] = log.json().data.items;
    expect(entry).toMatchObject({
      action: "staff.update",
      staff: { id: owner.id, email: owner.email },
      before: { role: "manager", storeId: null, active: true },
      after: { role: "store", storeId: 1, active: true },
    });
    // The manager's role changed: their session ended, and a manager never reads the log.
    expect((await manager.call("GET", "/audit")).statusCode).toBe(401);
    const other = await staffSession(shop, "manager");
    expect((await other.call("GET", "/audit")).statusCode).toBe(403);
  });
});
