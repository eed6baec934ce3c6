import {
  ContactMessageSchema,
  IdSchema,
  MessageReadSchema,
  MessageReplySchema,
  MessagesPageSchema,
  MessagesQuerySchema,
  replyMessages,
} from "@shop/shared";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { ok, okSchema } from "../../http/envelope.ts";
import { staffOf } from "../staff/staff-guard.ts";
import type { messagesService } from "./messages.service.ts";

const readMessages = { staffAccess: "messages.read" } as const;
const params = z.object({ id: IdSchema });

/** The contact form's messages in the back office (messages.read): /api/admin/messages. */
export async function messagesRoutes(
  app: FastifyInstance,
  { messages }: { messages: ReturnType<typeof messagesService> },
) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    "/messages",
    {
      config: readMessages,
      schema: { querystring: MessagesQuerySchema, response: { 200: okSchema(MessagesPageSchema) } },
    },
    async (request) => ok(await messages.page(request.query)),
  );
  api.get(
    "/messages/:id",
    {
      config: readMessages,
      schema: { params, response: { 200: okSchema(ContactMessageSchema) } },
    },
    async (request) => ok(await messages.one(request.params.id)),
  );
  api.patch(
    "/messages/:id",
    {
      config: readMessages,
      schema: {
        params,
        body: MessageReadSchema,
        response: { 200: okSchema(ContactMessageSchema) },
      },
    },
    async (request) =>
      ok(await messages.mark(staffOf(request), request.params.id, request.body.read)),
  );
  api.post(
    "/messages/:id/replies",
    {
      config: readMessages,
      schema: {
        params,
        body: MessageReplySchema,
        response: { 200: okSchema(ContactMessageSchema) },
      },
    },
    async (request) =>
      ok(
        await messages.reply(staffOf(request), request.params.id, request.body),
        replyMessages.sent,
      ),
  );
}
