import { CSV_IMPORT_LIMITS, csvMessages, ErrorCode } from "@shop/shared";
import type { FastifyError, FastifyInstance } from "fastify";
import { AppError } from "../../http/app-error.ts";

/**
 * The body of a CSV import: the file's text inside JSON, where quotes and line breaks may take
 * twice their bytes. A body past it is refused before it is read, naming the file's limit.
 */
export const CSV_IMPORT_BODY_LIMIT = 2 * CSV_IMPORT_LIMITS.maxBytes + 1024;

/** In a scope of CSV imports, a body too large says the file's limit (413, pt-PT). */
export function explainTooLargeFiles(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError) => {
    if (error.statusCode !== 413) throw error;
    throw new AppError(
      ErrorCode.PAYLOAD_TOO_LARGE,
      csvMessages.tooLarge(CSV_IMPORT_LIMITS.maxBytes),
    );
  });
}
