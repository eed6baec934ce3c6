import {
  ErrorCode,
  permissionsOf,
  type StaffLogin,
  type StaffSessionView,
  staffMessages,
} from "@shop/shared";
import type { FastifyReply } from "fastify";
import type { Kysely } from "kysely";
import { staffLimits } from "../../config/limits.ts";
import type { DB } from "../../db/schema.ts";
import { emailKey, failureCounter } from "../../http/account-limit.ts";
import { AppError } from "../../http/app-error.ts";
import { hashToken } from "../../http/session.ts";
import { hashPassword, verifyAgainstNothing, verifyPassword } from "../account/passwords.ts";
import { recordAudit } from "./audit.ts";
import { staffRepository as repository, type StaffRow } from "./staff.repository.ts";
import { actorOf, type StaffSession, type StaffSessions } from "./staff-sessions.ts";
import { acceptedStep, newTotpSecret, totpEnrolment } from "./totp.ts";

const invalidCredentials = () =>
  new AppError(ErrorCode.INVALID_CREDENTIALS, staffMessages.invalidCredentials);
const invalidCode = () =>
  new AppError(ErrorCode.INVALID_CREDENTIALS, staffMessages.invalidCode, {
    code: staffMessages.invalidCode,
  });
const invalidLink = () => new AppError(ErrorCode.INVALID_TOKEN, staffMessages.invalidLink);

export function sessionView(staff: StaffRow, step: StaffSessionView["step"]): StaffSessionView {
  return {
    staff: {
      id: staff.id,
      email: staff.email,
      name: staff.name,
      role: staff.role,
      storeId: staff.store_id,
      totpEnabled: staff.totp_enabled,
      permissions: [...permissionsOf(staff.role)],
    },
    step,
  };
}

/** Signing staff in and out, their second step, and the one-time link that sets a password. */
export function staffAuth(db: Kysely<DB>, sessions: StaffSessions) {
  const failures = failureCounter(db);
  const limits = staffLimits;

  async function checkTotp(staff: StaffRow, code: string) {
    const key = `staff-totp:${staff.id}`;
    await failures.refuseOver(key, limits.totpFailuresPerStaff);
    const step = staff.totp_secret
      ? acceptedStep(staff.totp_secret, code, staff.totp_last_step)
      : null;
    if (step === null) {
      await failures.fail(key, limits.totpFailuresPerStaff);
      throw invalidCode();
    }
    await failures.forget(key);
    await repository.update(db, staff.id, { totp_last_step: step });
  }

  return {
    async login(reply: FastifyReply, { email, password }: StaffLogin, address: string) {
      const perAddress = `staff-login:${address}`;
      const perEmail = `staff-login:${address}:${emailKey(email)}`;
      await failures.refuseOver(perAddress, limits.passwordFailuresPerAddress);
      await failures.refuseOver(perEmail, limits.loginFailuresPerAddressAndEmail);
      const staff = await repository.findByEmail(db, email);
      const right =
        staff?.active && staff.password_hash
          ? await verifyPassword(staff.password_hash, password)
          : await verifyAgainstNothing(password);
      if (!staff || !right) {
        await failures.fail(perAddress, limits.passwordFailuresPerAddress);
        await failures.fail(perEmail, limits.loginFailuresPerAddressAndEmail);
        throw invalidCredentials();
      }
      await failures.forget(perEmail);
      return sessionView(staff, await sessions.create(reply, staff));
    },

    /** The second step of a person who has TOTP on. */
    async verifyTotp(session: StaffSession, code: string) {
      if (session.step !== "totp") return sessionView(session.staff, session.step);
      await checkTotp(session.staff, code);
      await repository.verifySession(db, session.tokenHash);
      return sessionView(session.staff, sessions.stepOf(session.staff, true));
    },

    /** A new secret to scan; it takes effect once a code from it is typed back (`enableTotp`). */
    async setUpTotp(session: StaffSession) {
      if (session.step === "totp")
        throw new AppError(ErrorCode.UNAUTHORIZED, staffMessages.stepNeeded);
      if (session.staff.totp_enabled)
        throw new AppError(ErrorCode.CONFLICT, staffMessages.totpAlreadyEnabled);
      const secret = newTotpSecret();
      await repository.update(db, session.staff.id, { totp_secret: secret });
      return totpEnrolment(secret, session.staff.email);
    },

    async enableTotp(session: StaffSession, code: string) {
      if (session.step === "totp")
        throw new AppError(ErrorCode.UNAUTHORIZED, staffMessages.stepNeeded);
      const staff = await repository.findById(db, session.staff.id);
      if (!staff) throw invalidCredentials();
      if (staff.totp_enabled)
        throw new AppError(ErrorCode.CONFLICT, staffMessages.totpAlreadyEnabled);
      await checkTotp(staff, code);
      await db.transaction().execute(async (trx) => {
        await repository.update(trx, staff.id, { totp_enabled: true });
        // Other sessions were opened without the second step: they end.
        await repository.deleteSessionsOf(trx, staff.id, session.tokenHash);
        await recordAudit(trx, actorOf(staff), {
          action: "staff.totp-enable",
          entity: "staff",
          entityId: staff.id,
        });
      });
      const enabled = { ...staff, totp_enabled: true };
      return sessionView(enabled, sessions.stepOf(enabled, true));
    },

    async checkLink(token: string) {
      const link = await repository.liveLink(db, hashToken(token));
      if (!link) throw invalidLink();
      return { email: link.email, name: link.name };
    },

    /** Sets the password of a one-time link's person; every session they had ends. */
    async setPasswordByLink(token: string, password: string) {
      const passwordHash = await hashPassword(password);
      await db.transaction().execute(async (trx) => {
        const link = await repository.liveLink(trx, hashToken(token));
        if (!link || !(await repository.useLink(trx, link.id))) throw invalidLink();
        await repository.update(trx, link.staff_id, { password_hash: passwordHash });
        await repository.deleteSessionsOf(trx, link.staff_id);
        await recordAudit(trx, null, {
          action: "staff.password-set",
          entity: "staff",
          entityId: link.staff_id,
        });
      });
    },
  };
}

export type StaffAuth = ReturnType<typeof staffAuth>;
