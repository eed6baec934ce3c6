import type {
  ChangePasswordBodySchema,
  LoginBodySchema,
  RegisterBodySchema,
  UserSettingsBodySchema,
} from "@shop/shared";
import { ErrorCode, type User } from "@shop/shared";
import type { Kysely } from "kysely";
import type { z } from "zod";
import type { DB } from "../../db/schema.ts";
import { limitAttempts } from "../../http/account-limit.ts";
import { AppError } from "../../http/app-error.ts";
import type { Session, SessionStore } from "../../http/session.ts";
import type { ShopIdentity } from "../../mail/templates/layout.ts";
import { accountRepository as repo } from "./account.repository.ts";
import { queueConfirmationMail } from "./account-emails.ts";
import { toUser } from "./account-mapping.ts";
import { hashPassword, verifyAgainstNothing, verifyPassword } from "./passwords.ts";

const messages = {
  emailTaken: "Já existe uma conta com este email.",
  invalidCredentials: "Email ou password incorretos.",
  wrongPassword: "A password não está correta.",
  gone: "A sua conta já não existe.",
};

export interface AccountDeps {
  db: Kysely<DB>;
  sessions: SessionStore;
  shopIdentity: () => Promise<ShopIdentity>;
  onMailQueued: () => void;
}

const LOGIN_ATTEMPTS = { max: 10, windowSeconds: 15 * 60 };

/** Registration, sign-in, the customer's own data and password, and deleting the account. */
export function accountService({ db, sessions, shopIdentity, onMailQueued }: AccountDeps) {
  async function userOrFail(userId: number) {
    const row = await repo.userById(db, userId);
    if (!row) throw new AppError(ErrorCode.UNAUTHORIZED, messages.gone);
    return row;
  }

  async function me(userId: number): Promise<User> {
    return toUser(await userOrFail(userId), await repo.wishlist(db, userId));
  }

  async function checkPassword(userId: number, password: string) {
    const row = await userOrFail(userId);
    if (!(await verifyPassword(row.password_hash, password))) {
      throw new AppError(ErrorCode.INVALID_CREDENTIALS, messages.wrongPassword);
    }
  }

  return {
    me,

    async register(body: z.output<typeof RegisterBodySchema>) {
      const passwordHash = await hashPassword(body.password);
      const shop = await shopIdentity();
      const userId = await db.transaction().execute(async (trx) => {
        const id = await repo.insertUser(trx, {
          name: body.name,
          email: body.email,
          phone: body.phone,
          password_hash: passwordHash,
        });
        if (id === null) throw new AppError(ErrorCode.EMAIL_TAKEN, messages.emailTaken);
        await queueConfirmationMail(trx, { id, name: body.name, email: body.email }, shop);
        return id;
      });
      onMailQueued();
      return { token: await sessions.create(userId), user: await me(userId) };
    },

    /** The same answer for an unknown email and a wrong password, in about the same time. */
    async login(body: z.output<typeof LoginBodySchema>) {
      await limitAttempts(
        db,
        `login:${body.email}`,
        LOGIN_ATTEMPTS.max,
        LOGIN_ATTEMPTS.windowSeconds,
      );
      const row = await repo.userByEmail(db, body.email);
      const valid = row
        ? await verifyPassword(row.password_hash, body.password)
        : await verifyAgainstNothing(body.password);
      if (!row || !valid)
        throw new AppError(ErrorCode.INVALID_CREDENTIALS, messages.invalidCredentials);
      return { token: await sessions.create(row.id), user: await me(row.id) };
    },

    logout: (session: Session) => sessions.revoke(session.tokenHash),

    async changePassword(session: Session, body: z.output<typeof ChangePasswordBodySchema>) {
      await checkPassword(session.userId, body.oldPassword);
      await repo.updateUser(db, session.userId, {
        password_hash: await hashPassword(body.newPassword),
      });
      await sessions.revokeOthers(session.userId, session.tokenHash);
    },

    /** Name, email and phone; a new email must be confirmed again. */
    async updateSettings(userId: number, body: z.output<typeof UserSettingsBodySchema>) {
      const current = await userOrFail(userId);
      const emailChanged = body.email !== current.email.toLowerCase();
      if (emailChanged) {
        const owner = await repo.userByEmail(db, body.email);
        if (owner && owner.id !== userId)
          throw new AppError(ErrorCode.EMAIL_TAKEN, messages.emailTaken);
      }
      const shop = await shopIdentity();
      await db.transaction().execute(async (trx) => {
        await repo.updateUser(trx, userId, {
          name: body.name,
          phone: body.phone,
          ...(emailChanged ? { email: body.email, email_confirmed: false } : {}),
        });
        if (emailChanged) {
          await queueConfirmationMail(
            trx,
            { id: userId, name: body.name, email: body.email },
            shop,
            true,
          );
        }
      });
      if (emailChanged) onMailQueued();
      return me(userId);
    },

    /** After the password is checked: purchases kept as the law needs, everything else gone. */
    async deleteAccount(userId: number, password: string) {
      await checkPassword(userId, password);
      await db.transaction().execute(async (trx) => {
        await repo.stripFinishedPurchases(trx, userId);
        await repo.deleteUser(trx, userId);
      });
    },
  };
}

export type AccountService = ReturnType<typeof accountService>;
