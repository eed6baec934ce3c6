import { ContactBodySchema } from "@shop/shared";
import type { FastifyInstance } from "fastify";
import { ok } from "../../http/envelope.ts";
import { validate } from "../../http/validate.ts";
import { CONTACT_THANKS, type ContactService } from "./contact.service.ts";

/** The contact form: a few messages per client address per ten minutes. */
export async function contactRoutes(
  app: FastifyInstance,
  { contact }: { contact: ContactService },
) {
  app.post(
    "/public/contact",
    { config: { rateLimit: { max: 5, timeWindow: "10 minutes" } } },
    async (request) => {
      const message = validate(ContactBodySchema, request.body);
      await contact.receive(message, request.ip);
      return ok(null, CONTACT_THANKS);
    },
  );
}
