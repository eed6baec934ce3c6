import { randomInt } from "node:crypto";
import {
  formatRecoveryCode,
  RECOVERY_CODE_ALPHABET,
  RECOVERY_CODE_LENGTH,
  STAFF_RECOVERY_CODE_COUNT,
} from "@shop/shared";
import type { Kysely, Transaction } from "kysely";
import type { DB } from "../../db/schema.ts";
import { hashPassword, verifyPassword } from "../account/passwords.ts";
import { staffRepository as repository } from "./staff.repository.ts";

type Db = Kysely<DB> | Transaction<DB>;

/** One code of 50 random bits, in the alphabet a person reads back without confusion. */
function newRecoveryCode(): string {
  let code = "";
  for (let i = 0; i < RECOVERY_CODE_LENGTH; i++) {
    code += RECOVERY_CODE_ALPHABET[randomInt(RECOVERY_CODE_ALPHABET.length)];
  }
  return code;
}

/**
 * A new set of recovery codes and their argon2id hashes (a stolen database does not give them:
 * each would take an argon2id search of 50 bits). The codes go to the person once, the hashes to
 * `replaceRecoveryCodes`.
 */
export async function newRecoveryCodes() {
  const codes = Array.from({ length: STAFF_RECOVERY_CODE_COUNT }, newRecoveryCode);
  const hashes = await Promise.all(codes.map((code) => hashPassword(code)));
  return { shown: codes.map(formatRecoveryCode), hashes };
}

/**
 * Takes one unused recovery code of a person, once: of two requests with the same code at once,
 * the database lets one mark it used. `code` is already normalised (`SecondStepCodeSchema`).
 */
export async function takeRecoveryCode(db: Db, staffId: number, code: string): Promise<boolean> {
  const unused = await repository.unusedRecoveryCodes(db, staffId);
  for (const row of unused) {
    if (await verifyPassword(row.code_hash, code)) {
      return repository.useRecoveryCode(db, row.id);
    }
  }
  return false;
}
