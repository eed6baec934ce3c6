import { type Language, preferredLanguage } from "@shop/shared";
import type { FastifyReply, FastifyRequest } from "fastify";
import { varyingOn } from "./compression.ts";

/** The back office's calls: its pages are in Portuguese, so are its answers. */
const BACK_OFFICE_API = "/api/admin/";

/** A call of the back office, which answers in Portuguese whatever the browser prefers. */
export function isBackOfficeCall(request: FastifyRequest): boolean {
  return request.url.startsWith(BACK_OFFICE_API);
}

/** The tags of an Accept-Language header by weight, the refused ones (q=0) left out. */
export function acceptedLanguages(header: string | undefined): string[] {
  if (!header) return [];
  return header
    .split(",")
    .map((part, index) => {
      const [tag = "", ...params] = part.trim().split(";");
      const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find(Boolean);
      return { tag: tag.trim(), weight: q === undefined ? 1 : Number(q), index };
    })
    .filter(({ tag, weight }) => tag !== "" && weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index)
    .map(({ tag }) => tag);
}

/**
 * The language a request wants its answer in: English when its Accept-Language prefers English to
 * Portuguese (the storefront's calls send the page's language), else Portuguese.
 */
export function requestLanguage(request: FastifyRequest): Language {
  if (isBackOfficeCall(request)) return "pt";
  return acceptLanguageOf(request.headers["accept-language"]);
}

/** The language an Accept-Language header asks for (English when it prefers it to Portuguese). */
export function acceptLanguageOf(header: string | undefined): Language {
  return preferredLanguage(acceptedLanguages(header));
}

/**
 * The language of a public answer made in the request's language (the catalogue's data): the
 * reply varies on Accept-Language, so a cache keeps one copy per language.
 */
export function answerLanguage(request: FastifyRequest, reply: FastifyReply): Language {
  reply.header("vary", varyingOn(reply.getHeader("vary"), "accept-language"));
  return requestLanguage(request);
}
