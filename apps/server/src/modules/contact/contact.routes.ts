import { ContactBodySchema } from "@shop/shared";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { contactLimits } from "../../config/limits.ts";
import type { AddressLimits } from "../../http/account-limit.ts";
import { ok, okSchema } from "../../http/envelope.ts";
import { requestLanguage } from "../../http/request-language.ts";
import { CONTACT_THANKS, type ContactService } from "./contact.service.ts";

/** The contact form: a few messages per client address (contactLimits). */
export async function contactRoutes(
  app: FastifyInstance,
  { contact, perAddress }: { contact: ContactService; perAddress: AddressLimits },
) {
  app.withTypeProvider<ZodTypeProvider>().post(
    "/public/contact",
    {
      ...perAddress("contact", contactLimits.messagesPerAddress),
      schema: { body: ContactBodySchema, response: { 200: okSchema(z.null()) } },
    },
    async (request) => {
      await contact.receive(request.body, request.ip, requestLanguage(request));
      return ok(null, CONTACT_THANKS);
    },
  );
}
