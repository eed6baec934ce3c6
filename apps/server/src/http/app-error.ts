import { ErrorCode } from "@shop/shared";

/** A failure the client caused or may act on; the error handler turns it into the envelope. */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
  }
}

const STATUS_BY_CODE: Record<ErrorCode, number> = {
  VALIDATION: 400,
  UNAUTHORIZED: 401,
  INVALID_CREDENTIALS: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  INVALID_TOKEN: 404,
  CONFLICT: 409,
  EMAIL_TAKEN: 409,
  OUT_OF_STOCK: 409,
  STORE_OFFLINE: 409,
  PAYMENT_FAILED: 402,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  TOO_MANY_REQUESTS: 429,
  INTERNAL: 500,
  UNAVAILABLE: 503,
};

/** The HTTP status of an error code: one table for the whole API. */
export function statusOf(code: ErrorCode): number {
  return STATUS_BY_CODE[code];
}

/** The answer to an unknown thing, unless a module says which. */
export const NOT_FOUND = "O recurso pedido não existe.";

export const notFound = (message = NOT_FOUND) => new AppError(ErrorCode.NOT_FOUND, message);
