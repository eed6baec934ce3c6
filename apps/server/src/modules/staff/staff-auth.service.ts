import {
  type ChangeStaffPassword,
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
import { emailKey, failureLimits } from "../../http/account-limit.ts";
import { AppError } from "../../http/app-error.ts";
import { hashToken } from "../../http/session.ts";
import { hashPassword, verifyAgainstNothing, verifyPassword } from "../account/passwords.ts";
import { recordAudit } from "./audit.ts";
import { newRecoveryCodes, takeRecoveryCode } from "./recovery-codes.ts";
import { staffRepository as repository, type StaffRow } from "./staff.repository.ts";
import { actorOf, type StaffSession, type StaffSessions } from "./staff-sessions.ts";
import { newTotpSecret, stepOfCode, totpEnrolment } from "./totp.ts";

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

/** A sign-in or a code typed, for the audit log. */
interface DoorEvent {
  action: string;
  address: string;
  /** The person aimed at; none for an email nobody in the staff has. */
  staff: StaffRow | undefined;
  /** Whether they proved who they are (their password): then the entry is theirs. */
  proven: boolean;
}

/** Where it came from, never what was typed: no password, no code, no unknown email. */
function recordDoor(db: Kysely<DB>, { action, address, staff, proven }: DoorEvent) {
  return recordAudit(db, proven && staff ? actorOf(staff) : null, {
    action,
    entity: "staff",
    entityId: staff?.id ?? null,
    after: { address },
  });
}

/** Signing staff in and out, their second step, and the one-time link that sets a password. */
export function staffAuth(db: Kysely<DB>, sessions: StaffSessions) {
  const limited = failureLimits(db);
  const limits = staffLimits;

  const totpFailures = (staff: StaffRow) => ({
    key: `staff-totp:${staff.id}`,
    limit: limits.totpFailuresPerStaff,
    onSuccess: "forget" as const,
  });
  const takeTotp = async (staff: StaffRow, code: string) => {
    const step = staff.totp_secret ? stepOfCode(staff.totp_secret, code) : null;
    return step !== null && repository.takeTotpStep(db, staff.id, step);
  };

  /** A right code whose step nobody took before, under the limit of wrong codes per person. */
  async function checkTotp(staff: StaffRow, code: string, address: string) {
    if (!(await limited([totpFailures(staff)], () => takeTotp(staff, code)))) {
      await recordDoor(db, { action: "staff.totp-failed", address, staff, proven: true });
      throw invalidCode();
    }
  }

  /**
   * The second step of signing in: the app's code, or an unused recovery code (taken for good).
   * Both count under the same limit of wrong codes per person.
   */
  async function checkSecondStep(staff: StaffRow, code: string, address: string) {
    const recovery = !/^\d{6}$/.test(code);
    const right = await limited([totpFailures(staff)], () =>
      recovery ? takeRecoveryCode(db, staff.id, code) : takeTotp(staff, code),
    );
    if (!right) {
      await recordDoor(db, { action: "staff.totp-failed", address, staff, proven: true });
      throw invalidCode();
    }
    if (recovery) {
      const remaining = await repository.countUnusedRecoveryCodes(db, staff.id);
      await recordAudit(db, actorOf(staff), {
        action: "staff.recovery-code-used",
        entity: "staff",
        entityId: staff.id,
        after: { address, remaining },
      });
    }
  }

  /** Only a person past the second step changes their own security. */
  function ready(session: StaffSession) {
    if (session.step === "totp")
      throw new AppError(ErrorCode.UNAUTHORIZED, staffMessages.stepNeeded);
  }

  /** The password of an active person with one; an unknown email takes as long. */
  const rightPassword = (staff: StaffRow | undefined, password: string) =>
    staff?.active && staff.password_hash
      ? verifyPassword(staff.password_hash, password)
      : verifyAgainstNothing(password);

  return {
    /** Counted per address and per address and email, unknown emails too, before it is checked. */
    async login(reply: FastifyReply, { email, password }: StaffLogin, address: string) {
      const staff = await repository.findByEmail(db, email);
      const right = await limited(
        [
          {
            key: `staff-login:${address}`,
            limit: limits.passwordFailuresPerAddress,
            onSuccess: "undo",
          },
          {
            key: `staff-login:${address}:${emailKey(email)}`,
            limit: limits.loginFailuresPerAddressAndEmail,
            onSuccess: "forget",
          },
        ],
        () => rightPassword(staff, password),
      );
      if (!staff || !right) {
        const action = staff ? "staff.sign-in-failed" : "staff.sign-in-unknown-email";
        await recordDoor(db, { action, address, staff, proven: false });
        throw invalidCredentials();
      }
      const step = await sessions.create(reply, staff);
      await recordDoor(db, { action: "staff.sign-in", address, staff, proven: true });
      return sessionView(staff, step);
    },

    /** The second step of a person who has TOTP on. */
    async verifyTotp(session: StaffSession, code: string, address: string) {
      if (session.step !== "totp") return sessionView(session.staff, session.step);
      await checkSecondStep(session.staff, code, address);
      await repository.verifySession(db, session.tokenHash);
      return sessionView(session.staff, sessions.stepOf(session.staff, true));
    },

    /** A new secret to scan; it takes effect once a code from it is typed back (`enableTotp`). */
    async setUpTotp(session: StaffSession) {
      ready(session);
      if (session.staff.totp_enabled)
        throw new AppError(ErrorCode.CONFLICT, staffMessages.totpAlreadyEnabled);
      const secret = newTotpSecret();
      await repository.update(db, session.staff.id, { totp_secret: secret });
      return totpEnrolment(secret, session.staff.email);
    },

    /** Turns TOTP on and answers the recovery codes, shown this once. */
    async enableTotp(session: StaffSession, code: string, address: string) {
      ready(session);
      const staff = await repository.findById(db, session.staff.id);
      if (!staff) throw invalidCredentials();
      if (staff.totp_enabled)
        throw new AppError(ErrorCode.CONFLICT, staffMessages.totpAlreadyEnabled);
      await checkTotp(staff, code, address);
      const recovery = await newRecoveryCodes();
      await db.transaction().execute(async (trx) => {
        await repository.update(trx, staff.id, { totp_enabled: true });
        await repository.replaceRecoveryCodes(trx, staff.id, recovery.hashes);
        // Other sessions were opened without the second step: they end.
        await repository.deleteSessionsOf(trx, staff.id, session.tokenHash);
        await recordAudit(trx, actorOf(staff), {
          action: "staff.totp-enable",
          entity: "staff",
          entityId: staff.id,
        });
      });
      const enabled = { ...staff, totp_enabled: true };
      return {
        ...sessionView(enabled, sessions.stepOf(enabled, true)),
        recoveryCodes: recovery.shown,
      };
    },

    async recoveryCodesState(session: StaffSession) {
      ready(session);
      return { remaining: await repository.countUnusedRecoveryCodes(db, session.staff.id) };
    },

    /** A new set of recovery codes, shown once; the earlier set stops working. */
    async replaceRecoveryCodes(session: StaffSession) {
      ready(session);
      const recovery = await newRecoveryCodes();
      await db.transaction().execute(async (trx) => {
        const staff = await repository.lockById(trx, session.staff.id);
        if (!staff?.totp_enabled) throw new AppError(ErrorCode.CONFLICT, staffMessages.totpNotOn);
        await repository.replaceRecoveryCodes(trx, staff.id, recovery.hashes);
        await recordAudit(trx, actorOf(staff), {
          action: "staff.recovery-codes-new",
          entity: "staff",
          entityId: staff.id,
        });
      });
      return { codes: recovery.shown };
    },

    /**
     * A signed-in person's new password, once their current one is checked (under a limit of
     * wrong ones): their other sessions and any one-time link still out end.
     */
    async changePassword(session: StaffSession, body: ChangeStaffPassword, address: string) {
      ready(session);
      const staff = await repository.findById(db, session.staff.id);
      if (!staff) throw invalidCredentials();
      const right = await limited(
        [
          {
            key: `staff-password:${staff.id}`,
            limit: limits.currentPasswordFailuresPerStaff,
            onSuccess: "forget",
          },
        ],
        () => rightPassword(staff, body.currentPassword),
      );
      if (!right) {
        await recordDoor(db, {
          action: "staff.password-change-failed",
          address,
          staff,
          proven: false,
        });
        throw new AppError(ErrorCode.VALIDATION, staffMessages.wrongCurrentPassword, {
          currentPassword: staffMessages.wrongCurrentPassword,
        });
      }
      const passwordHash = await hashPassword(body.newPassword);
      await db.transaction().execute(async (trx) => {
        await repository.update(trx, staff.id, { password_hash: passwordHash });
        await repository.deleteSessionsOf(trx, staff.id, session.tokenHash);
        await repository.deleteLinksOf(trx, staff.id);
        await recordAudit(trx, actorOf(staff), {
          action: "staff.password-change",
          entity: "staff",
          entityId: staff.id,
          after: { address },
        });
      });
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
