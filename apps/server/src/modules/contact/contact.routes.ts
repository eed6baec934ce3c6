import { ContactBodySchema } from "@shop/shared";
import type { FastifyInstance } from "fastify";
import { contactLimits } from "../../config/limits.ts";
import type { AddressLimits } from "../../http/account-limit.ts";
import { ok } from "../../http/envelope.ts";
import { validate } from "../../http/validate.ts";
import { CONTACT_THANKS, type ContactService } from "./contact.service.ts";

/** The contact form: a few messages per client address (contactLimits). */
export async function contactRoutes(
  app: FastifyInstance,
  { contact, perAddress }: { contact: ContactService; perAddress: AddressLimits },
) {
  app.post(
    "/public/contact",
    perAddress("contact", contactLimits.messagesPerAddress),
    async (request) => {
      const message = validate(ContactBodySchema, request.body);
      await contact.receive(message, request.ip);
      return ok(null, CONTACT_THANKS);
    },
  );
}
