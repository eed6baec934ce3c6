import { ErrorCode } from "@shop/shared";
import { isForeignKeyViolation, isUniqueViolation } from "../../db/constraint-errors.ts";
import { AppError } from "../../http/app-error.ts";

/** 409: the thing is still used, and `message` says by what and what to do first. */
export const inUse = (message: string) => new AppError(ErrorCode.CONFLICT, message);

/** 409 naming the field whose value another row already has. */
export const taken = (field: string, message: string) =>
  new AppError(ErrorCode.CONFLICT, message, { [field]: message });

/**
 * Runs a write, turning the database's last word into the 409s a person can act on: a unique
 * index (someone saved the same name a moment before) or a reference the checks could not name.
 */
export async function refusingConflicts<T>(
  write: () => Promise<T>,
  messages: { taken?: () => AppError; referenced?: () => string },
): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (messages.taken && isUniqueViolation(error)) throw messages.taken();
    if (messages.referenced && isForeignKeyViolation(error)) throw inUse(messages.referenced());
    throw error;
  }
}
