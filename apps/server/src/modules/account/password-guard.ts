import type { Kysely } from "kysely";
import { accountLimits, type Limit } from "../../config/limits.ts";
import type { DB } from "../../db/schema.ts";
import { emailKey, failureCounter } from "../../http/account-limit.ts";

/** What a password check is counted under: the client's address and the account it aims at. */
export interface PasswordAttempt {
  address: string;
  /** 'login' checks count per address and email; 'session' ones per signed-in account. */
  target: { email: string } | { userId: number };
}

function targetKey({ address, target }: PasswordAttempt): [string, Limit] {
  return "email" in target
    ? [`login:${address}:${emailKey(target.email)}`, accountLimits.loginFailuresPerAddressAndEmail]
    : [`password:${target.userId}`, accountLimits.passwordFailuresPerAccount];
}

/**
 * Runs `verify` under the limits of wrong passwords: 429 once the address or the target has
 * failed too often; a failure counts on both, a success clears the target's count and never
 * counts. The address's count stays, so one good account cannot reset it.
 */
export function passwordGuard(db: Kysely<DB>) {
  const failures = failureCounter(db);
  return async (attempt: PasswordAttempt, verify: () => Promise<boolean>): Promise<boolean> => {
    const addressKey = `password-failures:${attempt.address}`;
    const [key, limit] = targetKey(attempt);
    await failures.refuseOver(addressKey, accountLimits.passwordFailuresPerAddress);
    await failures.refuseOver(key, limit);
    if (await verify()) {
      await failures.forget(key);
      return true;
    }
    await failures.fail(addressKey, accountLimits.passwordFailuresPerAddress);
    await failures.fail(key, limit);
    return false;
  };
}

export type PasswordGuard = ReturnType<typeof passwordGuard>;
