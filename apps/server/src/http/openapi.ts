import "@shop/shared/zod-locale";
import fastifySwagger from "@fastify/swagger";
import type { FastifyInstance } from "fastify";
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
} from "fastify-type-provider-zod";

/**
 * Routes declare their request and response with the shared zod schemas: Fastify validates with
 * them, serialises with them, and the OpenAPI document at /api/openapi.json is generated from them.
 * Register before any route. Messages zod writes itself are in Portuguese (zod-locale).
 */
export async function registerRouteSchemas(app: FastifyInstance, version: string) {
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: "Sapataria Lisboa API",
        description: "The shop's API: public, account and back office (/api/admin).",
        version,
      },
    },
    transform: jsonSchemaTransform,
  });
}

/** GET /api/openapi.json: the document, built once on the first call. */
export async function openApiRoute(app: FastifyInstance) {
  app.get("/openapi.json", { schema: { hide: true } }, async (_request, reply) =>
    reply.header("cache-control", "no-cache").send(app.swagger()),
  );
}
