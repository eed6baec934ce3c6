/** Every error code the API answers with; the storefront may switch on them. */
export const ErrorCode = {
  VALIDATION: "VALIDATION",
  UNAUTHORIZED: "UNAUTHORIZED",
  INVALID_CREDENTIALS: "INVALID_CREDENTIALS",
  FORBIDDEN: "FORBIDDEN",
  NOT_FOUND: "NOT_FOUND",
  INVALID_TOKEN: "INVALID_TOKEN",
  CONFLICT: "CONFLICT",
  EMAIL_TAKEN: "EMAIL_TAKEN",
  OUT_OF_STOCK: "OUT_OF_STOCK",
  STORE_OFFLINE: "STORE_OFFLINE",
  PAYMENT_FAILED: "PAYMENT_FAILED",
  PAYLOAD_TOO_LARGE: "PAYLOAD_TOO_LARGE",
  UNSUPPORTED_MEDIA_TYPE: "UNSUPPORTED_MEDIA_TYPE",
  TOO_MANY_REQUESTS: "TOO_MANY_REQUESTS",
  INTERNAL: "INTERNAL",
  UNAVAILABLE: "UNAVAILABLE",
} as const;

export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];

/** The error part of a failed reply. `fields` maps a field path to a pt-PT message. */
export interface ApiError {
  code: ErrorCode;
  message: string;
  fields?: Record<string, string>;
}

/** A successful reply. */
export interface ApiSuccess<T> {
  valid: true;
  data: T;
  message?: string;
}

/** A failed reply. */
export interface ApiFailure {
  valid: false;
  error: ApiError;
}

/** Every reply of the API has this shape. */
export type ApiEnvelope<T> = ApiSuccess<T> | ApiFailure;

/** A failed API call, carrying the server's code, pt-PT message and field messages. */
export class ApiRequestError extends Error {
  readonly status: number;
  readonly error: ApiError;
  /** The shop's id of the failed request (its x-request-id header), to find it in the log. */
  readonly requestId: string | null;

  constructor(status: number, error: ApiError, requestId: string | null = null) {
    super(error.message);
    this.status = status;
    this.error = error;
    this.requestId = requestId;
  }
}

/**
 * Whether a failed API call is worth one more try (a query cache's `retry`). A refusal (4xx: an
 * unknown product, a wrong field) is answered the same again, and waiting for it only delays its
 * page; a dropped connection (status 0, or no answer at all) or a server error may pass, once: a
 * server really down must lead to the offline page quickly.
 */
export function worthRetrying(failures: number, error: unknown): boolean {
  if (error instanceof ApiRequestError && error.status >= 400 && error.status < 500) return false;
  return failures < 1;
}
