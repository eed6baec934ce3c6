import { ErrorCode, type Language } from "@shop/shared";
import type { Transaction } from "kysely";
import { accountLimits } from "../../config/limits.ts";
import type { DB } from "../../db/schema.ts";
import { emailKey, limitAttempts } from "../../http/account-limit.ts";
import { AppError } from "../../http/app-error.ts";
import { hashToken } from "../../http/session.ts";
import { accountRepository as repo } from "./account.repository.ts";
import type { AccountDeps } from "./account.service.ts";
import { queueConfirmationMail, queueRecoveryMail } from "./account-emails.ts";
import { hashPassword } from "./passwords.ts";

type RecoveryUser = { id: number; name: string; email: string; language?: Language };

export const RECOVERY_LINK_INVALID = "O link de recuperação é inválido ou já expirou.";

type LiveToken = NonNullable<Awaited<ReturnType<typeof repo.liveEmailToken>>>;
const isUsable = (token: LiveToken | undefined): token is LiveToken =>
  token !== undefined && token.used_at === null && token.expires_at > new Date();

/** Password recovery by emailed link, and email confirmation. */
export function accountRecovery({ db, sessions, shopIdentity, onMailQueued }: AccountDeps) {
  /** Recovery emails per account and hour, counted whether the email has an account or not. */
  function limitRecoveryMails(email: string) {
    const { max, windowSeconds } = accountLimits.recoveryMailsPerAccount;
    return limitAttempts(db, `recover:${emailKey(email)}`, max, windowSeconds);
  }

  async function queueRecovery(user: RecoveryUser, alongside?: (trx: Transaction<DB>) => unknown) {
    const shop = await shopIdentity();
    await db.transaction().execute(async (trx) => {
      await queueRecoveryMail(trx, user, shop);
      await alongside?.(trx);
    });
    onMailQueued();
  }

  return {
    /** Always the same answer, whether the email has an account or not. */
    async sendRecovery(email: string): Promise<void> {
      await limitRecoveryMails(email);
      const user = await repo.userByEmail(db, email);
      if (user) await queueRecovery(user);
    },

    /**
     * The same email sent to an account by the shop's staff, under the same limit per account;
     * `alongside` runs in the transaction that queues it (the audit entry).
     */
    async sendRecoveryTo(user: RecoveryUser, alongside: (trx: Transaction<DB>) => unknown) {
      await limitRecoveryMails(user.email);
      await queueRecovery(user, alongside);
    },

    async checkRecovery(recoveryToken: string): Promise<void> {
      const token = await repo.liveEmailToken(db, "PASSWORD_RECOVERY", hashToken(recoveryToken));
      if (!isUsable(token)) throw new AppError(ErrorCode.INVALID_TOKEN, RECOVERY_LINK_INVALID);
    },

    /**
     * Sets the new password once per link, and ends every session of the account. The link went
     * to the account's email (a change of email ends it): its use proves the email, as a
     * confirmation does.
     */
    async performRecovery(recoveryToken: string, password: string): Promise<void> {
      const passwordHash = await hashPassword(password);
      const userId = await db.transaction().execute(async (trx) => {
        const token = await repo.liveEmailToken(trx, "PASSWORD_RECOVERY", hashToken(recoveryToken));
        if (!isUsable(token)) throw new AppError(ErrorCode.INVALID_TOKEN, RECOVERY_LINK_INVALID);
        await repo.endRecoveryLinks(trx, token.user_id);
        await repo.updateUser(trx, token.user_id, {
          password_hash: passwordHash,
          email_confirmed: true,
        });
        await repo.claimGuestPurchases(trx, token.user_id, token.email);
        return token.user_id;
      });
      await sessions.revokeOthers(userId, null);
    },

    async confirmEmail(emailCode: string) {
      return db.transaction().execute(async (trx) => {
        const token = await repo.liveEmailToken(trx, "EMAIL_CONFIRMATION", hashToken(emailCode));
        const user = token ? await repo.userById(trx, token.user_id) : undefined;
        const sameEmail =
          user !== undefined && token?.email.toLowerCase() === user.email.toLowerCase();
        if (!token || !user || !sameEmail)
          return { confirmed: false, alreadyConfirmed: false, invalidCode: true };
        if (user.email_confirmed)
          return { confirmed: false, alreadyConfirmed: true, invalidCode: false };
        if (!isUsable(token))
          return { confirmed: false, alreadyConfirmed: false, invalidCode: true };
        await repo.useEmailToken(trx, token.id);
        await repo.updateUser(trx, user.id, { email_confirmed: true });
        await repo.claimGuestPurchases(trx, user.id, user.email);
        return { confirmed: true, alreadyConfirmed: false, invalidCode: false };
      });
    },

    async resendConfirmation(userId: number): Promise<void> {
      const { max, windowSeconds } = accountLimits.confirmationMailsPerAccount;
      await limitAttempts(db, `confirm:${userId}`, max, windowSeconds);
      const user = await repo.userById(db, userId);
      if (!user || user.email_confirmed) return;
      await queueConfirmationMail(db, user, await shopIdentity());
      onMailQueued();
    },
  };
}

export type AccountRecovery = ReturnType<typeof accountRecovery>;
