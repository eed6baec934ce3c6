import { type ApiFailure, ErrorCode } from "@shop/shared";
import type { FastifyError, FastifyInstance } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { MediaUnavailable } from "../modules/media/media-storage.ts";
import { AppError, statusOf } from "./app-error.ts";
import {
  isDatabaseUnavailable,
  RETRY_AFTER_SECONDS,
  UNAVAILABLE_MESSAGE,
} from "./database-unavailable.ts";

export const MEDIA_TYPE_MESSAGE = "O pedido deve ser enviado em JSON.";

const MESSAGES = {
  malformed: "O pedido não é JSON válido.",
  tooLarge: "O pedido é demasiado grande.",
  mediaType: MEDIA_TYPE_MESSAGE,
  apiNotFound: "O endereço pedido não existe.",
  badRequest: "O pedido não é válido.",
  internal: "Ocorreu um erro inesperado. Por favor, tente mais tarde.",
};

/** The failure envelope of api.md. */
export function failure(code: ErrorCode, message: string, fields?: Record<string, string>) {
  const body: ApiFailure = { valid: false, error: { code, message } };
  if (fields) body.error.fields = fields;
  return body;
}

function fromFrameworkError(error: FastifyError): { code: ErrorCode; message: string } | null {
  const status = error.statusCode ?? 500;
  if (status === 413) return { code: ErrorCode.PAYLOAD_TOO_LARGE, message: MESSAGES.tooLarge };
  if (status === 415)
    return { code: ErrorCode.UNSUPPORTED_MEDIA_TYPE, message: MESSAGES.mediaType };
  if (error.code === "FST_ERR_CTP_INVALID_JSON_BODY" || error instanceof SyntaxError) {
    return { code: ErrorCode.VALIDATION, message: MESSAGES.malformed };
  }
  if (status >= 400 && status < 500)
    return { code: ErrorCode.VALIDATION, message: MESSAGES.badRequest };
  return null;
}

const INVALID_INPUT = "Alguns dados enviados não são válidos.";

/** The fields a route schema refused: the issue's path (`cart.0100`), or the part of the request. */
function schemaFields(error: FastifyError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.validation ?? []) {
    const path = issue.instancePath.split("/").filter(Boolean).join(".");
    fields[path || (error.validationContext ?? "body")] ??= issue.message ?? MESSAGES.badRequest;
  }
  return fields;
}

/** Every failure leaves as the envelope; 5xx are logged whole and answered with a generic text. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      return reply
        .status(statusOf(error.code))
        .send(failure(error.code, error.message, error.fields));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      return reply
        .status(400)
        .send(failure(ErrorCode.VALIDATION, INVALID_INPUT, schemaFields(error)));
    }
    if (error instanceof MediaUnavailable || isDatabaseUnavailable(error)) {
      const what = error instanceof MediaUnavailable ? "media storage" : "database";
      request.log.warn({ err: error }, `${what} unavailable`);
      return reply
        .status(503)
        .header("retry-after", String(RETRY_AFTER_SECONDS))
        .send(failure(ErrorCode.UNAVAILABLE, UNAVAILABLE_MESSAGE));
    }
    const known = fromFrameworkError(error);
    if (known) {
      const status = known.code === ErrorCode.VALIDATION ? 400 : statusOf(known.code);
      return reply.status(status).send(failure(known.code, known.message));
    }
    request.log.error({ err: error }, "request failed");
    return reply.status(500).send(failure(ErrorCode.INTERNAL, MESSAGES.internal));
  });
}

/** Unknown API paths answer the 404 envelope, never the storefront's HTML. */
export function apiNotFound() {
  return failure(ErrorCode.NOT_FOUND, MESSAGES.apiNotFound);
}
