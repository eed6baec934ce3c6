import type {
  ChangePasswordBodySchema,
  LoginBodySchema,
  RegisterBodySchema,
  UserSettingsBodySchema,
} from "@shop/shared";
import { accountMessages, ErrorCode, type Language, type User } from "@shop/shared";
import type { Kysely, Transaction } from "kysely";
import type { z } from "zod";
import { accountLimits } from "../../config/limits.ts";
import type { DB } from "../../db/schema.ts";
import { limitAttempts } from "../../http/account-limit.ts";
import { AppError } from "../../http/app-error.ts";
import type { Session, SessionStore } from "../../http/session.ts";
import type { ShopIdentity } from "../../mail/templates/layout.ts";
import type { AccountReach } from "../privacy/account-reach.ts";
import { eraseTracesOf } from "../privacy/privacy.service.ts";
import { accountRepository as repo } from "./account.repository.ts";
import { queueConfirmationMail, queueEmailChangedNotice } from "./account-emails.ts";
import { toUser } from "./account-mapping.ts";
import { passwordGuard } from "./password-guard.ts";
import { hashPassword, verifyAgainstNothing, verifyPassword } from "./passwords.ts";

export const accountServiceMessages = {
  emailTaken: "Já existe uma conta com este email.",
  invalidCredentials: "Email ou palavra-passe incorretos.",
  wrongPassword: "A palavra-passe não está correta.",
  gone: "A sua conta já não existe.",
};

/** Registrations and email changes share one count per client address (accountLimits.emailClaims). */
export const EMAIL_CLAIMS = "email-claims";

export interface AccountDeps {
  db: Kysely<DB>;
  sessions: SessionStore;
  shopIdentity: () => Promise<ShopIdentity>;
  onMailQueued: () => void;
}

/**
 * The account goes, with its sessions, links, favourites, addresses and cart; its purchases keep
 * only what invoicing law needs (see eraseTracesOf). Asked by the customer or, on their request,
 * by the shop's staff.
 */
export async function eraseAccount(trx: Transaction<DB>, user: AccountReach & { id: number }) {
  await eraseTracesOf(trx, user);
  await repo.deleteUser(trx, user.id);
}

/** Registration, sign-in, the customer's own data and password, and deleting the account. */
export function accountService({ db, sessions, shopIdentity, onMailQueued }: AccountDeps) {
  const guarded = passwordGuard(db);

  async function userOrFail(userId: number) {
    const row = await repo.userById(db, userId);
    if (!row) throw new AppError(ErrorCode.UNAUTHORIZED, accountServiceMessages.gone);
    return row;
  }

  async function me(userId: number): Promise<User> {
    return toUser(await userOrFail(userId), await repo.wishlist(db, userId));
  }

  /** The signed-in customer's current password, checked under the limits of wrong passwords. */
  async function checkPassword(userId: number, password: string, address: string) {
    const row = await userOrFail(userId);
    const attempt = { address, target: { userId } };
    if (!(await guarded(attempt, () => verifyPassword(row.password_hash, password)))) {
      throw new AppError(ErrorCode.INVALID_CREDENTIALS, accountServiceMessages.wrongPassword);
    }
    return row;
  }

  async function claimNewEmail(
    userId: number,
    body: z.output<typeof UserSettingsBodySchema>,
    address: string,
  ) {
    if (!body.currentPassword) {
      throw new AppError(ErrorCode.VALIDATION, accountMessages.passwordForEmail, {
        currentPassword: accountMessages.passwordForEmail,
      });
    }
    await checkPassword(userId, body.currentPassword, address);
    const { max, windowSeconds } = accountLimits.emailClaims;
    await limitAttempts(db, `${EMAIL_CLAIMS}:${address}`, max, windowSeconds);
    const owner = await repo.userByEmail(db, body.email);
    if (owner && owner.id !== userId)
      throw new AppError(ErrorCode.EMAIL_TAKEN, accountServiceMessages.emailTaken);
  }

  return {
    me,

    async register(body: z.output<typeof RegisterBodySchema> & { language: Language }) {
      const passwordHash = await hashPassword(body.password);
      const shop = await shopIdentity();
      const userId = await db.transaction().execute(async (trx) => {
        const id = await repo.insertUser(trx, {
          name: body.name,
          email: body.email,
          phone: body.phone,
          password_hash: passwordHash,
          language: body.language,
        });
        if (id === null)
          throw new AppError(ErrorCode.EMAIL_TAKEN, accountServiceMessages.emailTaken);
        const user = { id, name: body.name, email: body.email, language: body.language };
        await queueConfirmationMail(trx, user, shop);
        return id;
      });
      onMailQueued();
      return { token: await sessions.create(userId), user: await me(userId) };
    },

    /** The account's page language changed: its emails follow. */
    async setLanguage(userId: number, language: Language) {
      await repo.setLanguage(db, userId, language);
    },

    /** The same answer for an unknown email and a wrong password, in about the same time. */
    async login(body: z.output<typeof LoginBodySchema>, address: string) {
      const row = await repo.userByEmail(db, body.email);
      const valid = await guarded({ address, target: { email: body.email } }, () =>
        row
          ? verifyPassword(row.password_hash, body.password)
          : verifyAgainstNothing(body.password),
      );
      if (!row || !valid)
        throw new AppError(
          ErrorCode.INVALID_CREDENTIALS,
          accountServiceMessages.invalidCredentials,
        );
      return { token: await sessions.create(row.id), user: await me(row.id) };
    },

    logout: (session: Session) => sessions.revoke(session.tokenHash),

    /** Ends the other sessions and every recovery link still out. */
    async changePassword(
      session: Session,
      body: z.output<typeof ChangePasswordBodySchema>,
      address: string,
    ) {
      await checkPassword(session.userId, body.oldPassword, address);
      const passwordHash = await hashPassword(body.newPassword);
      await db.transaction().execute(async (trx) => {
        await repo.updateUser(trx, session.userId, { password_hash: passwordHash });
        await repo.endRecoveryLinks(trx, session.userId);
      });
      await sessions.revokeOthers(session.userId, session.tokenHash);
    },

    /**
     * Name, email and phone. A new email needs the current password, counts as an email claim
     * of the address (no faster probing than registration), must be confirmed again, ends the
     * recovery links and is told to the old address.
     */
    async updateSettings(
      userId: number,
      body: z.output<typeof UserSettingsBodySchema>,
      address: string,
    ) {
      const current = await userOrFail(userId);
      const emailChanged = body.email !== current.email.toLowerCase();
      if (emailChanged) await claimNewEmail(userId, body, address);
      const shop = await shopIdentity();
      await db.transaction().execute(async (trx) => {
        await repo.updateUser(trx, userId, {
          name: body.name,
          phone: body.phone,
          ...(emailChanged ? { email: body.email, email_confirmed: false } : {}),
        });
        if (!emailChanged) return;
        await repo.endRecoveryLinks(trx, userId);
        await queueConfirmationMail(
          trx,
          { id: userId, name: body.name, email: body.email, language: current.language },
          shop,
          true,
        );
        await queueEmailChangedNotice(trx, current, shop);
      });
      if (emailChanged) onMailQueued();
      return me(userId);
    },

    /** After the password is checked: purchases kept as invoicing law needs, everything else gone. */
    async deleteAccount(userId: number, password: string, address: string) {
      const user = await checkPassword(userId, password, address);
      await db.transaction().execute((trx) => eraseAccount(trx, user));
    },
  };
}

export type AccountService = ReturnType<typeof accountService>;
