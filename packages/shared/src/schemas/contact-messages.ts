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
export interface ContactMessageSummary {
  id: number;
  /** Name and surname. */
  name: string;
  email: string;
  /** The beginning of the message. */
  excerpt: string;
  createdAt: string;
  read: boolean;
}

/** A whole message, with who on the staff read it first and when. */
export interface ContactMessage {
  id: number;
  name: string;
  email: string;
  message: string;
  createdAt: string;
  readAt: string | null;
  readBy: string | null;
}
