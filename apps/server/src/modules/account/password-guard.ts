import type { Kysely } from "kysely";
import { accountLimits } from "../../config/limits.ts";
import type { DB } from "../../db/schema.ts";
import { emailKey, type FailureKey, failureLimits } from "../../http/account-limit.ts";

/** What a password check is counted under: the client's address and the account it aims at. */
export interface PasswordAttempt {
  address: string;
  /** 'login' checks count per address and email; 'session' ones per signed-in account. */
  target: { email: string } | { userId: number };
}

function targetKey({ address, target }: PasswordAttempt): FailureKey {
  return "email" in target
    ? {
        key: `login:${address}:${emailKey(target.email)}`,
        limit: accountLimits.loginFailuresPerAddressAndEmail,
        onSuccess: "forget",
      }
    : {
        key: `password:${target.userId}`,
        limit: accountLimits.passwordFailuresPerAccount,
        onSuccess: "forget",
      };
}

/**
 * Runs `verify` under the limits of wrong passwords, counted on the address and the target
 * before it runs (429 past either, unchecked). A success clears the target's count and takes
 * its own back from the address, whose other counts stay: one good account cannot reset it.
 */
export function passwordGuard(db: Kysely<DB>) {
  const limited = failureLimits(db);
  return (attempt: PasswordAttempt, verify: () => Promise<boolean>): Promise<boolean> =>
    limited(
      [
        {
          key: `password-failures:${attempt.address}`,
          limit: accountLimits.passwordFailuresPerAddress,
          onSuccess: "undo",
        },
        targetKey(attempt),
      ],
      verify,
    );
}

export type PasswordGuard = ReturnType<typeof passwordGuard>;
