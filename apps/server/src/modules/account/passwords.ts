import { hash, verify } from "@node-rs/argon2";

// Algorithm.Argon2id of the library (a const enum that isolated modules cannot import).
const ARGON2ID = 2;
const OPTIONS = { algorithm: ARGON2ID } as const;
let dummyHash: Promise<string> | undefined;

/** An argon2id hash of the password (the library's defaults follow current guidance). */
export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** Spends the time of a real check, so an unknown email answers as slowly as a wrong password. */
export async function verifyAgainstNothing(password: string): Promise<false> {
  dummyHash ??= hashPassword("not-a-real-password");
  await verifyPassword(await dummyHash, password);
  return false;
}
