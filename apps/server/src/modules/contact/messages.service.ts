import {
  ADMIN_PAGE_SIZE,
  type ContactMessage,
  ErrorCode,
  type MessagesPage,
  type MessagesQuery,
} from "@shop/shared";
import type { Kysely } from "kysely";
import type { DB } from "../../db/schema.ts";
import { AppError } from "../../http/app-error.ts";
import { recordAudit, type StaffActor } from "../staff/audit.ts";
import { messagesRepository as repository } from "./messages.repository.ts";

export const MESSAGE_NOT_FOUND = "Esta mensagem não existe.";

const notFound = () => new AppError(ErrorCode.NOT_FOUND, MESSAGE_NOT_FOUND);

/** The contact form's messages in the back office: listed, opened (read), marked unread. */
export function messagesService(db: Kysely<DB>) {
  async function one(id: number): Promise<ContactMessage> {
    const row = await repository.one(db, id);
    if (!row) throw notFound();
    return {
      id: row.id,
      name: row.name,
      email: row.email,
      message: row.message,
      createdAt: row.created_at.toISOString(),
      readAt: row.read_at?.toISOString() ?? null,
      readBy: row.read_by_name,
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
  };
}
