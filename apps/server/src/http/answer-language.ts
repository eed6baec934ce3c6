import { type ApiFailure, type Language, messageTranslator } from "@shop/shared";
import type { FastifyInstance } from "fastify";
import { apiMessagesEn } from "./api-messages.en.ts";
import { apiMessages } from "./api-messages.ts";
import { varyingOn } from "./compression.ts";
import { isBackOfficeCall, requestLanguage } from "./request-language.ts";

const toEnglish = messageTranslator(apiMessages, apiMessagesEn);

function isFailure(payload: unknown): payload is ApiFailure {
  return (
    typeof payload === "object" &&
    payload !== null &&
    (payload as { valid?: unknown }).valid === false &&
    typeof (payload as ApiFailure).error?.message === "string"
  );
}

/** A failure's message and field messages in a language (the modules write them in Portuguese). */
export function failureIn(failure: ApiFailure, language: Language): ApiFailure {
  if (language === "pt") return failure;
  const { code, message, fields } = failure.error;
  const error: ApiFailure["error"] = { code, message: toEnglish(message) };
  if (fields) {
    error.fields = Object.fromEntries(
      Object.entries(fields).map(([field, text]) => [field, toEnglish(text)]),
    );
  }
  return { valid: false, error };
}

/**
 * Every failure envelope leaves in the request's language, whoever sent it; a cache keeps one
 * copy per Accept-Language.
 */
export function registerAnswerLanguage(app: FastifyInstance): void {
  // Synchronous: it runs on every routed answer, and most are successes it leaves alone.
  app.addHook("preSerialization", (request, reply, payload, done) => {
    if (!isFailure(payload) || isBackOfficeCall(request)) return done(null, payload);
    reply.header("vary", varyingOn(reply.getHeader("vary"), "accept-language"));
    done(null, failureIn(payload, requestLanguage(request)));
  });
}
