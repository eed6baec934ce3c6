import type { MessagesQuery } from "@shop/shared";
import { type Kysely, sql, type Transaction } from "kysely";
import type { DB } from "../../db/schema.ts";

type Db = Kysely<DB> | Transaction<DB>;

/** How much of a message the list shows. */
const EXCERPT_LENGTH = 160;

const SORT_COLUMNS = {
  createdAt: "m.created_at",
  name: "m.name",
  email: "m.email",
} as const;

const fullName = sql<string>`trim(m.name || ' ' || m.surname)`;

/** The contact form's messages as the back office reads them. */
export const messagesRepository = {
  async page(db: Db, query: MessagesQuery, pageSize: number) {
    let list = db.selectFrom("contact_messages as m");
    if (query.q) {
      const text = sql`lower(m.name || ' ' || m.surname || ' ' || m.email || ' ' || m.message)`;
      list = list.where(sql<boolean>`strpos(${text}, lower(${query.q})) > 0`);
    }
    const [rows, counts] = await Promise.all([
      list
        .select([
          "m.id",
          fullName.as("name"),
          "m.email",
          sql<string>`left(m.message, ${EXCERPT_LENGTH})`.as("excerpt"),
          "m.created_at",
          "m.read_at",
          (eb) =>
            eb
              .exists(
                eb
                  .selectFrom("contact_message_replies as r")
                  .select("r.id")
                  .whereRef("r.message_id", "=", "m.id"),
              )
              .as("answered"),
        ])
        .orderBy(SORT_COLUMNS[query.sort], query.order)
        .orderBy("m.id", query.order)
        .limit(pageSize)
        .offset((query.page - 1) * pageSize)
        .execute(),
      list.select((eb) => eb.fn.countAll<number>().as("total")).executeTakeFirstOrThrow(),
    ]);
    return { rows, total: Number(counts.total) };
  },

  async unreadCount(db: Db): Promise<number> {
    const { unread } = await db
      .selectFrom("contact_messages")
      .where("read_at", "is", null)
      .select((eb) => eb.fn.countAll<number>().as("unread"))
      .executeTakeFirstOrThrow();
    return Number(unread);
  },

  one(db: Db, id: number) {
    return db
      .selectFrom("contact_messages as m")
      .leftJoin("staff as s", "s.id", "m.read_by")
      .where("m.id", "=", id)
      .select([
        "m.id",
        fullName.as("name"),
        "m.email",
        "m.message",
        "m.created_at",
        "m.read_at",
        "s.name as read_by_name",
      ])
      .executeTakeFirst();
  },

  /** The replies sent to a message, oldest first, with their authors' names. */
  replies: (db: Db, messageId: number) =>
    db
      .selectFrom("contact_message_replies as r")
      .leftJoin("staff as s", "s.id", "r.staff_id")
      .where("r.message_id", "=", messageId)
      .select(["r.id", "r.body", "r.created_at", "s.name as author"])
      .orderBy("r.created_at")
      .orderBy("r.id")
      .execute(),

  /** The message to answer, locked so that its replies are counted one at a time. */
  lockForReply: (db: Transaction<DB>, id: number) =>
    db
      .selectFrom("contact_messages")
      .where("id", "=", id)
      .select(["id", "name", "email", "message", "created_at", "read_at", "language"])
      .forUpdate()
      .executeTakeFirst(),

  async countReplies(db: Db, messageId: number): Promise<number> {
    const { n } = await db
      .selectFrom("contact_message_replies")
      .where("message_id", "=", messageId)
      .select((eb) => eb.fn.countAll<string>().as("n"))
      .executeTakeFirstOrThrow();
    return Number(n);
  },

  insertReply: (db: Db, reply: { message_id: number; staff_id: number; body: string }) =>
    db
      .insertInto("contact_message_replies")
      .values(reply)
      .returning("id")
      .executeTakeFirstOrThrow(),

  /** Read keeps the first reader and moment; unread forgets them. Locks the row. */
  async markRead(db: Transaction<DB>, id: number, staffId: number, read: boolean) {
    const before = await db
      .selectFrom("contact_messages")
      .where("id", "=", id)
      .select(["read_at"])
      .forUpdate()
      .executeTakeFirst();
    if (!before) return null;
    if (read !== (before.read_at === null)) return { changed: false };
    await db
      .updateTable("contact_messages")
      .set(read ? { read_at: new Date(), read_by: staffId } : { read_at: null, read_by: null })
      .where("id", "=", id)
      .execute();
    return { changed: true };
  },
};
