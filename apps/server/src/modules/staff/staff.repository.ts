import type { StaffRole } from "@shop/shared";
import { type Kysely, sql, type Transaction } from "kysely";
import type { DB } from "../../db/schema.ts";

type Db = Kysely<DB> | Transaction<DB>;

const STAFF_COLUMNS = [
  "s.id",
  "s.email",
  "s.name",
  "s.role",
  "s.store_id",
  "s.password_hash",
  "s.totp_secret",
  "s.totp_enabled",
  "s.totp_last_step",
  "s.active",
] as const;

/** SQL of the staff: people, their sessions and one-time links. */
export const staffRepository = {
  findByEmail: (db: Db, email: string) =>
    db
      .selectFrom("staff as s")
      .select(STAFF_COLUMNS)
      .where(sql<string>`lower(s.email)`, "=", email.toLowerCase())
      .executeTakeFirst(),

  findById: (db: Db, id: number) =>
    db.selectFrom("staff as s").select(STAFF_COLUMNS).where("s.id", "=", id).executeTakeFirst(),

  lockById: (db: Db, id: number) =>
    db
      .selectFrom("staff as s")
      .select(STAFF_COLUMNS)
      .where("s.id", "=", id)
      .forUpdate()
      .executeTakeFirst(),

  list: (db: Db) =>
    db
      .selectFrom("staff as s")
      .select([
        "s.id",
        "s.email",
        "s.name",
        "s.role",
        "s.store_id",
        "s.active",
        "s.totp_enabled",
        sql<boolean>`s.password_hash IS NOT NULL`.as("password_set"),
        (eb) =>
          eb
            .selectFrom("staff_sessions as ss")
            .select((inner) => inner.fn.max("ss.last_seen_at").as("at"))
            .whereRef("ss.staff_id", "=", "s.id")
            .as("last_seen_at"),
      ])
      .orderBy("s.active", "desc")
      .orderBy("s.name")
      .execute(),

  async insert(
    db: Db,
    staff: { email: string; name: string; role: StaffRole; store_id: number | null },
  ) {
    const { id } = await db
      .insertInto("staff")
      .values(staff)
      .returning("id")
      .executeTakeFirstOrThrow();
    return id;
  },

  async update(
    db: Db,
    id: number,
    changes: Partial<{
      role: StaffRole;
      store_id: number | null;
      active: boolean;
      password_hash: string;
      totp_secret: string | null;
      totp_enabled: boolean;
    }>,
  ) {
    await db
      .updateTable("staff")
      .set({ ...changes, updated_at: new Date() })
      .where("id", "=", id)
      .execute();
  },

  /**
   * Takes a TOTP time step for a person, in the statement that checks it is newer than the last
   * one taken: of codes sent at once for one step, one is taken; false for the others.
   */
  async takeTotpStep(db: Db, id: number, step: number): Promise<boolean> {
    const taken = await db
      .updateTable("staff")
      .set({ totp_last_step: step })
      .where("id", "=", id)
      .where((eb) => eb.or([eb("totp_last_step", "is", null), eb("totp_last_step", "<", step)]))
      .returning("id")
      .executeTakeFirst();
    return taken !== undefined;
  },

  /** Active owners other than `except`: the shop must always keep one. */
  async otherActiveOwners(db: Db, except: number): Promise<number> {
    const row = await db
      .selectFrom("staff")
      .select((eb) => eb.fn.countAll<string>().as("n"))
      .where("role", "=", "owner")
      .where("active", "=", true)
      .where("id", "<>", except)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  },

  storeExists: async (db: Db, storeId: number) =>
    (await db.selectFrom("stores").select("id").where("id", "=", storeId).executeTakeFirst()) !==
    undefined,

  async insertSession(
    db: Db,
    session: { staff_id: number; token_hash: string; verified: boolean; expires_at: Date },
  ) {
    await db.insertInto("staff_sessions").values(session).execute();
  },

  /** A live session (not past its end, used within `idleSeconds`) and its active person. */
  liveSession: (db: Db, tokenHash: string, idleSeconds: number) =>
    db
      .selectFrom("staff_sessions as ss")
      .innerJoin("staff as s", "s.id", "ss.staff_id")
      .select([...STAFF_COLUMNS, "ss.verified", "ss.last_seen_at"])
      .where("ss.token_hash", "=", tokenHash)
      .where("ss.expires_at", ">", sql<Date>`now()`)
      .where("ss.last_seen_at", ">", sql<Date>`now() - make_interval(secs => ${idleSeconds})`)
      .where("s.active", "=", true)
      .executeTakeFirst(),

  async touchSession(db: Db, tokenHash: string) {
    await db
      .updateTable("staff_sessions")
      .set({ last_seen_at: sql`now()` })
      .where("token_hash", "=", tokenHash)
      .execute();
  },

  async verifySession(db: Db, tokenHash: string) {
    await db
      .updateTable("staff_sessions")
      .set({ verified: true, last_seen_at: sql`now()` })
      .where("token_hash", "=", tokenHash)
      .execute();
  },

  async deleteSession(db: Db, tokenHash: string) {
    await db.deleteFrom("staff_sessions").where("token_hash", "=", tokenHash).execute();
  },

  /** Ends every session of a person but `keep`. */
  async deleteSessionsOf(db: Db, staffId: number, keep: string | null = null) {
    let query = db.deleteFrom("staff_sessions").where("staff_id", "=", staffId);
    if (keep) query = query.where("token_hash", "<>", keep);
    await query.execute();
  },

  /** A person's recovery codes become `hashes`: the earlier set, used or not, is gone. */
  async replaceRecoveryCodes(db: Db, staffId: number, hashes: string[]) {
    await db.deleteFrom("staff_recovery_codes").where("staff_id", "=", staffId).execute();
    if (hashes.length === 0) return;
    await db
      .insertInto("staff_recovery_codes")
      .values(hashes.map((code_hash) => ({ staff_id: staffId, code_hash })))
      .execute();
  },

  unusedRecoveryCodes: (db: Db, staffId: number) =>
    db
      .selectFrom("staff_recovery_codes")
      .select(["id", "code_hash"])
      .where("staff_id", "=", staffId)
      .where("used_at", "is", null)
      .orderBy("id")
      .execute(),

  async countUnusedRecoveryCodes(db: Db, staffId: number): Promise<number> {
    const row = await db
      .selectFrom("staff_recovery_codes")
      .select((eb) => eb.fn.countAll<string>().as("n"))
      .where("staff_id", "=", staffId)
      .where("used_at", "is", null)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  },

  /** Marks a code used in the statement that checks it was not: true for one taker only. */
  async useRecoveryCode(db: Db, id: number): Promise<boolean> {
    const used = await db
      .updateTable("staff_recovery_codes")
      .set({ used_at: sql`now()` })
      .where("id", "=", id)
      .where("used_at", "is", null)
      .executeTakeFirst();
    return used.numUpdatedRows === 1n;
  },

  async deleteLinksOf(db: Db, staffId: number) {
    await db.deleteFrom("staff_tokens").where("staff_id", "=", staffId).execute();
  },

  /** A new one-time link for a person; their earlier unused links die with it. */
  async replaceLink(db: Db, staffId: number, tokenHash: string, expiresAt: Date) {
    await db.deleteFrom("staff_tokens").where("staff_id", "=", staffId).execute();
    await db
      .insertInto("staff_tokens")
      .values({ staff_id: staffId, token_hash: tokenHash, expires_at: expiresAt })
      .execute();
  },

  liveLink: (db: Db, tokenHash: string) =>
    db
      .selectFrom("staff_tokens as t")
      .innerJoin("staff as s", "s.id", "t.staff_id")
      .select(["t.id", "s.id as staff_id", "s.email", "s.name"])
      .where("t.token_hash", "=", tokenHash)
      .where("t.used_at", "is", null)
      .where("t.expires_at", ">", sql<Date>`now()`)
      .where("s.active", "=", true)
      .executeTakeFirst(),

  async useLink(db: Db, linkId: number): Promise<boolean> {
    const used = await db
      .updateTable("staff_tokens")
      .set({ used_at: sql`now()` })
      .where("id", "=", linkId)
      .where("used_at", "is", null)
      .executeTakeFirst();
    return used.numUpdatedRows === 1n;
  },
};

export type StaffRow = NonNullable<Awaited<ReturnType<typeof staffRepository.findById>>>;
