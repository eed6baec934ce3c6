import {
  ADMIN_PAGE_SIZE,
  type ContactMessage,
  ErrorCode,
  type MessageReply,
  type MessagesPage,
  type MessagesQuery,
  REPLY_LIMITS,
  replyMessages,
} from "@shop/shared";
import type { Kysely } from "kysely";
import type { DB } from "../../db/schema.ts";
import { limitAttempts } from "../../http/account-limit.ts";
import { AppError } from "../../http/app-error.ts";
import { enqueueMail } from "../../mail/outbox.ts";
import { contactReplyMail } from "../../mail/templates/contact-reply.ts";
import type { ShopIdentity } from "../../mail/templates/layout.ts";
import { recordAudit, type StaffActor } from "../staff/audit.ts";
import { messagesRepository as repository } from "./messages.repository.ts";

export const MESSAGE_NOT_FOUND = "Esta mensagem não existe.";

const notFound = () => new AppError(ErrorCode.NOT_FOUND, MESSAGE_NOT_FOUND);

export interface MessagesOptions {
  db: Kysely<DB>;
  shopIdentity: () => Promise<ShopIdentity>;
  onMailQueued: () => void;
}

/**
 * The contact form's messages in the back office: listed, opened (read), marked unread, and
 * answered by email from the shop, the replies kept on the message.
 */
export function messagesService({ db, shopIdentity, onMailQueued }: MessagesOptions) {
  async function one(id: number): Promise<ContactMessage> {
    const row = await repository.one(db, id);
    if (!row) throw notFound();
    const replies = await repository.replies(db, id);
    return {
      id: row.id,
      name: row.name,
      email: row.email,
      message: row.message,
      createdAt: row.created_at.toISOString(),
      readAt: row.read_at?.toISOString() ?? null,
      readBy: row.read_by_name,
      replies: replies.map((reply) => ({
        id: reply.id,
        body: reply.body,
        author: reply.author,
        createdAt: reply.created_at.toISOString(),
      })),
    };
  }

  return {
    one,

    async page(query: MessagesQuery): Promise<MessagesPage> {
      const [{ rows, total }, unread] = await Promise.all([
        repository.page(db, query, ADMIN_PAGE_SIZE),
        repository.unreadCount(db),
      ]);
      return {
        items: rows.map((row) => ({
          id: row.id,
          name: row.name,
          email: row.email,
          excerpt: row.excerpt,
          createdAt: row.created_at.toISOString(),
          read: row.read_at !== null,
          answered: Boolean(row.answered),
        })),
        total,
        page: query.page,
        pageSize: ADMIN_PAGE_SIZE,
        unread,
      };
    },

    /** Marks a message read (by `staff`, once) or unread again; the audit log says who did. */
    async mark(staff: StaffActor, id: number, read: boolean): Promise<ContactMessage> {
      await db.transaction().execute(async (trx) => {
        const result = await repository.markRead(trx, id, staff.id, read);
        if (!result) throw notFound();
        if (!result.changed) return;
        await recordAudit(trx, staff, {
          action: read ? "message.read" : "message.unread",
          entity: "message",
          entityId: id,
          before: { read: !read },
          after: { read },
        });
      });
      return one(id);
    },

    /**
     * Emails `body` to the message's sender through the outbox (sent and retried by the mail
     * worker), and keeps it on the message with its author; the message is read from then on.
     * A staff member sends at most REPLY_LIMITS.perStaffHour an hour, a message gets at most
     * REPLY_LIMITS.perMessage. The audit log says who answered which message, not what.
     */
    async reply(staff: StaffActor, id: number, reply: MessageReply): Promise<ContactMessage> {
      const shop = await shopIdentity();
      if (!(await repository.one(db, id))) throw notFound();
      const key = `message-reply:${staff.id}`;
      await limitAttempts(db, key, REPLY_LIMITS.perStaffHour, 3600, replyMessages.tooMany);
      await db.transaction().execute(async (trx) => {
        const message = await repository.lockForReply(trx, id);
        if (!message) throw notFound();
        if ((await repository.countReplies(trx, id)) >= REPLY_LIMITS.perMessage)
          throw new AppError(ErrorCode.CONFLICT, replyMessages.tooManyForMessage);
        const { id: replyId } = await repository.insertReply(trx, {
          message_id: id,
          staff_id: staff.id,
          body: reply.body,
        });
        if (message.read_at === null) await repository.markRead(trx, id, staff.id, true);
        await enqueueMail(trx, "CONTACT_REPLY", {
          to: message.email,
          replyTo: shop.email,
          ...contactReplyMail(
            reply,
            {
              name: message.name,
              message: message.message,
              createdAt: message.created_at,
              language: message.language,
            },
            shop,
          ),
        });
        await recordAudit(trx, staff, {
          action: "message.reply",
          entity: "message",
          entityId: id,
          after: { replyId, characters: reply.body.length },
        });
      });
      onMailQueued();
      return one(id);
    },
  };
}
