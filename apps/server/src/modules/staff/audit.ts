import type { Kysely, Transaction } from "kysely";
import type { DB } from "../../db/schema.ts";

type Db = Kysely<DB> | Transaction<DB>;

/** Who acted: the staff member a guarded request belongs to. */
export interface StaffActor {
  id: number;
  email: string;
  name: string;
  role: DB["staff"]["role"];
  storeId: number | null;
}

export interface AuditEntry {
  /** `<entity>.<verb>`, e.g. `product.update`, `stock.move`, `purchase.dispatch`. */
  action: string;
  entity: string;
  entityId?: string | number | null;
  before?: unknown;
  after?: unknown;
}

const json = (value: unknown) => (value === undefined ? null : JSON.stringify(value));

/**
 * Writes one change made by staff to the audit log. Call it inside the transaction that makes the
 * change, so the log never says something happened that was rolled back (nor misses one that was not).
 */
export async function recordAudit(db: Db, actor: StaffActor | null, entry: AuditEntry) {
  await db
    .insertInto("audit_log")
    .values({
      staff_id: actor?.id ?? null,
      action: entry.action,
      entity: entry.entity,
      entity_id: entry.entityId == null ? null : String(entry.entityId),
      before: json(entry.before),
      after: json(entry.after),
    })
    .execute();
}

/**
 * The lines of an exported file, a batch at a time as they are sent. When the file ends, or the
 * download stops halfway, the audit log says who took which export, with which filters (never a
 * searched text: it may be someone's email or NIF) and how many rows were sent.
 */
export async function* auditedExport(
  db: Db,
  actor: StaffActor,
  entry: { action: string; entity: string; filters?: Record<string, unknown> },
  batches: AsyncIterable<string[]>,
): AsyncIterable<string> {
  let rows = 0;
  try {
    for await (const lines of batches) {
      rows += lines.length;
      yield lines.join("");
    }
  } finally {
    await recordAudit(db, actor, {
      action: entry.action,
      entity: entry.entity,
      after: { ...entry.filters, rows },
    });
  }
}

export interface AuditFilter {
  page: number;
  pageSize: number;
  staffId?: number | undefined;
  entity?: string | undefined;
  entityId?: string | undefined;
}

/** One page of the log, newest first, with who made each change. */
export async function auditPage(db: Db, filter: AuditFilter) {
  let query = db.selectFrom("audit_log as a").leftJoin("staff as s", "s.id", "a.staff_id");
  if (filter.staffId !== undefined) query = query.where("a.staff_id", "=", filter.staffId);
  if (filter.entity !== undefined) query = query.where("a.entity", "=", filter.entity);
  if (filter.entityId !== undefined) query = query.where("a.entity_id", "=", filter.entityId);
  const [rows, total] = await Promise.all([
    query
      .select([
        "a.id",
        "a.at",
        "a.action",
        "a.entity",
        "a.entity_id",
        "a.before",
        "a.after",
        "s.id as staff_id",
        "s.name as staff_name",
        "s.email as staff_email",
      ])
      .orderBy("a.at", "desc")
      .orderBy("a.id", "desc")
      .limit(filter.pageSize)
      .offset((filter.page - 1) * filter.pageSize)
      .execute(),
    query.select((eb) => eb.fn.countAll<string>().as("n")).executeTakeFirstOrThrow(),
  ]);
  return {
    items: rows.map((row) => ({
      id: row.id,
      at: row.at.toISOString(),
      staff:
        row.staff_id === null
          ? null
          : { id: row.staff_id, name: row.staff_name ?? "", email: row.staff_email ?? "" },
      action: row.action,
      entity: row.entity,
      entityId: row.entity_id,
      before: row.before,
      after: row.after,
    })),
    total: Number(total.n),
    page: filter.page,
    pageSize: filter.pageSize,
  };
}
