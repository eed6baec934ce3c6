import { z } from "zod";
import { listQuerySchema } from "./admin-lists.ts";

/** GET /api/admin/messages: newest first unless asked otherwise; `q` looks in name, email and text. */
export const MessagesQuerySchema = listQuerySchema(["createdAt", "name", "email"], {
  sort: "createdAt",
  order: "desc",
});
export type MessagesQuery = z.output<typeof MessagesQuerySchema>;

/** PATCH /api/admin/messages/:id: read, or back to unread. */
export const MessageReadSchema = z.object({
  read: z.boolean({ error: "Indique se a mensagem foi lida." }),
});

/** A message of the contact form in the back office's list. */
export const ContactMessageSummarySchema = z.object({
  id: z.number().int(),
  /** Name and surname. */
  name: z.string(),
  email: z.string(),
  /** The beginning of the message. */
  excerpt: z.string(),
  createdAt: z.string(),
  read: z.boolean(),
  /** A reply was sent from the back office. */
  answered: z.boolean(),
});
export type ContactMessageSummary = z.infer<typeof ContactMessageSummarySchema>;

/** One page of the messages, and how many of all of them nobody has read. */
export const MessagesPageSchema = z.object({
  items: z.array(ContactMessageSummarySchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  unread: z.number().int(),
});
export type MessagesPage = z.infer<typeof MessagesPageSchema>;

/** A whole message, with who on the staff read it first and when. */
export const ContactMessageSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  message: z.string(),
  createdAt: z.string(),
  readAt: z.string().nullable(),
  /** The name of the staff member who read it; null when unread or their account is gone. */
  readBy: z.string().nullable(),
  /** The replies sent from the back office, oldest first. */
  replies: z.array(
    z.object({
      id: z.number().int(),
      body: z.string(),
      /** The staff member who wrote it; null when their account is gone. */
      author: z.string().nullable(),
      createdAt: z.string(),
    }),
  ),
});
export type ContactMessage = z.infer<typeof ContactMessageSchema>;

export const REPLY_MAX = 5000;
/** Replies one staff member may send in an hour, and replies one message may get. */
export const REPLY_LIMITS = { perStaffHour: 30, perMessage: 10 } as const;

export const replyMessages = {
  empty: "Escreva a resposta.",
  long: `A resposta pode ter no máximo ${REPLY_MAX} caracteres.`,
  sent: "Resposta enviada ao cliente por email.",
  tooManyForMessage: `Esta mensagem já recebeu ${REPLY_LIMITS.perMessage} respostas. Continue a conversa pelo email da loja.`,
  tooMany: "Enviou muitas respostas na última hora. Tente mais tarde.",
} as const;

/** POST /api/admin/messages/:id/replies. */
export const MessageReplySchema = z.object({
  body: z
    .string({ error: replyMessages.empty })
    .trim()
    .min(1, replyMessages.empty)
    .max(REPLY_MAX, replyMessages.long),
});
export type MessageReply = z.output<typeof MessageReplySchema>;
