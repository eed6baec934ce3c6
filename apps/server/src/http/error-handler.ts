import { type ApiFailure, ErrorCode } from "@shop/shared";
import type { FastifyError, FastifyInstance, FastifyRequest } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { z } from "zod";
import { MediaUnavailable } from "../modules/media/media-storage.ts";
import { AppError, statusOf } from "./app-error.ts";
import {
  isDatabaseUnavailable,
  RETRY_AFTER_SECONDS,
  UNAVAILABLE_MESSAGE,
} from "./database-unavailable.ts";
import { requestLanguage } from "./request-language.ts";

export const MEDIA_TYPE_MESSAGE = "O pedido deve ser enviado em JSON.";

/** The error handler's own messages (api.md); api-messages.ts has their English. */
export const MESSAGES = {
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

export const INVALID_INPUT = "Alguns dados enviados não são válidos.";

type RequestPart = NonNullable<FastifyError["validationContext"]>;

/** The fields a route schema refused: the issue's path (`cart.0100`), or the part of the request. */
function fieldsOf(issues: Array<{ path: string[]; message?: string }>, part: RequestPart) {
  const fields: Record<string, string> = {};
  for (const { path, message } of issues) {
    fields[path.join(".") || part] ??= message ?? MESSAGES.badRequest;
  }
  return fields;
}

/**
 * The refused fields with zod's own messages in English: the part is checked again with zod's
 * English locale (the schemas' own texts stay Portuguese here; answer-language.ts translates them).
 */
// Here, not in packages/shared: the storefront's bundle would carry zod's English locale.
const englishZodErrors = z.locales.en().localeError;

function englishSchemaFields(request: FastifyRequest, part: RequestPart) {
  const schema = request.routeOptions.schema?.[part];
  const input = { body: request.body, querystring: request.query, params: request.params }[
    part as "body"
  ];
  if (!(schema instanceof z.ZodType)) return null;
  const result = schema.safeParse(part === "headers" ? request.headers : input, {
    error: englishZodErrors,
  });
  if (result.success) return null;
  return fieldsOf(
    result.error.issues.map(({ path, message }) => ({ path: path.map(String), message })),
    part,
  );
}

function schemaFields(error: FastifyError, request: FastifyRequest): Record<string, string> {
  const part = error.validationContext ?? "body";
  if (requestLanguage(request) === "en") {
    const english = englishSchemaFields(request, part);
    if (english) return english;
  }
  const issues = (error.validation ?? []).map(({ instancePath, message }) => ({
    path: instancePath.split("/").filter(Boolean),
    message,
  }));
  return fieldsOf(issues, part);
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
        .send(failure(ErrorCode.VALIDATION, INVALID_INPUT, schemaFields(error, request)));
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
