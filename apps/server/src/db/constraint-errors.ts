/** The SQLSTATE of a database error (the same on PostgreSQL and PGlite), if it is one. */
function sqlState(error: unknown): string | undefined {
  return typeof error === "object" && error !== null && "code" in error
    ? String(error.code)
    : undefined;
}

/** A write refused by a unique index: someone saved the same name a moment before. */
export function isUniqueViolation(error: unknown): boolean {
  return sqlState(error) === "23505";
}

/** A delete refused because other rows still refer to the row. */
export function isForeignKeyViolation(error: unknown): boolean {
  return sqlState(error) === "23503";
}

/** A write refused by a CHECK: e.g. a stock balance that would fall below zero. */
export function isCheckViolation(error: unknown): boolean {
  return sqlState(error) === "23514";
}
