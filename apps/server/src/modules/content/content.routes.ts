import { CategorySchema, NamedSchema, PersistentSchema, StoreSchema } from "@shop/shared";
import type { FastifyInstance, FastifyReply } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { ok, okSchema } from "../../http/envelope.ts";
import type { ReadyAnswers } from "../../http/ready-answers.ts";
import { sendReady } from "../../http/ready-bytes.ts";
import { answerLanguage } from "../../http/request-language.ts";
import type { ContentService } from "./content.service.ts";

/** The persistent data changes with the back office: a browser asks again each time (ETag). */
const PERSISTENT_HEADERS = { "cache-control": "no-cache" };

/** Persistent data and the public lists. */
export async function contentRoutes(
  app: FastifyInstance,
  { content, answers }: { content: ContentService; answers: ReadyAnswers },
) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const listOf = (schema: z.ZodType) => ({
    schema: { response: { 200: okSchema(z.array(schema)) } },
  });
  api.get(
    "/public/persistent",
    { schema: { response: { 200: okSchema(PersistentSchema) } } },
    async (request, typedReply) => {
      // Ready bytes (or nothing, 304): the schema describes them, nothing re-serialises them.
      const reply = (typedReply as FastifyReply).headers(PERSISTENT_HEADERS);
      const language = answerLanguage(request, reply);
      return sendReady(request, reply, await content.persistent(language));
    },
  );
  const persistent = `${app.prefix}/public/persistent`;
  answers.add(persistent, persistent, (_, language) => content.persistentReady(language), {
    ...PERSISTENT_HEADERS,
    vary: "accept-language",
  });
  // The catalogue's names in the request's language (Accept-Language), as the persistent data.
  api.get("/public/categories", listOf(CategorySchema), async (request, reply) =>
    ok(await content.categories(answerLanguage(request, reply))),
  );
  api.get("/public/brands", listOf(NamedSchema), async () => ok(await content.brands()));
  api.get("/public/colors", listOf(NamedSchema), async (request, reply) =>
    ok(await content.colors(answerLanguage(request, reply))),
  );
  api.get("/public/tags", listOf(NamedSchema), async (request, reply) =>
    ok(await content.tags(answerLanguage(request, reply))),
  );
  api.get("/public/stores", listOf(StoreSchema), async () => ok(await content.stores()));
}
