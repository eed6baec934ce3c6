import { randomInt } from "node:crypto";
import {
  centsToEuros,
  codeState,
  type DiscountCodeCreate,
  type DiscountCodeItem,
  type DiscountCodeUpdate,
  ErrorCode,
  lisbonLocalTime,
  discountCodeMessages as messages,
  singleUseCode,
} from "@shop/shared";
import type { Kysely, Transaction } from "kysely";
import type { DB } from "../../db/schema.ts";
import { AppError, notFound } from "../../http/app-error.ts";
import { csvLine } from "../../http/csv.ts";
import { auditedExport, recordAudit, type StaffActor } from "../staff/audit.ts";
import { discountCodeRepository as codes } from "./discount-codes.repository.ts";

type ListRow = Awaited<ReturnType<typeof codes.list>>[number];

export const SINGLES_CSV_HEADER = ["Código", "Encomenda", "Usado em"];

function item(row: ListRow, now: Date): DiscountCodeItem {
  const uses = Number(row.uses);
  const singles = row.single_use ? Number(row.singles) : null;
  const limits = {
    active: row.active,
    startsAt: row.starts_at,
    endsAt: row.ends_at,
    usageLimit: row.usage_limit,
    perCustomerLimit: row.per_customer_limit,
  };
  return {
    id: row.id,
    code: row.code,
    singleUse: singles,
    description: row.description,
    kind: row.kind,
    percent: row.kind === "PERCENT" ? row.value : null,
    amount: row.kind === "FIXED" ? centsToEuros(row.value) : null,
    minOrder: centsToEuros(row.min_order_cents),
    groupIds: row.group_ids,
    startsAt: row.starts_at && lisbonLocalTime(row.starts_at),
    endsAt: row.ends_at && lisbonLocalTime(row.ends_at),
    usageLimit: row.usage_limit,
    perCustomerLimit: row.per_customer_limit,
    excludeSale: row.exclude_sale,
    active: row.active,
    state: codeState(limits, now, uses, singles === null ? null : singles - uses),
    uses,
    revenue: centsToEuros(Number(row.revenue)),
  };
}

/** The columns a code's rule and limits are kept in. */
function columnsOf(input: DiscountCodeUpdate) {
  return {
    description: input.description,
    kind: input.kind,
    value: input.kind === "FREE_DELIVERY" ? 0 : input.value,
    min_order_cents: input.minOrder,
    group_ids: input.kind === "FREE_DELIVERY" ? input.groupIds : [],
    starts_at: input.startsAt,
    ends_at: input.endsAt,
    usage_limit: input.usageLimit,
    per_customer_limit: input.perCustomerLimit,
    exclude_sale: input.excludeSale,
    active: input.active,
  };
}

/** Draws `count` new single-use codes with the prefix, drawing again the few that collide. */
async function generateSingles(
  trx: Transaction<DB>,
  codeId: number,
  prefix: string,
  count: number,
) {
  let left = count;
  while (left > 0) {
    const drawn = new Set(Array.from({ length: left }, () => singleUseCode(prefix, randomInt)));
    const fresh = [];
    for (const code of drawn) if (!(await codes.taken(trx, code))) fresh.push(code);
    if (fresh.length > 0) left -= await codes.insertSingles(trx, codeId, fresh);
  }
}

/** Discount codes in the back office: each change audited, each answer the whole list. */
export function discountCodesAdmin(db: Kysely<DB>) {
  const list = async () => (await codes.list(db)).map((row) => item(row, new Date()));

  async function existing(trx: Transaction<DB>, id: number) {
    const row = await codes.lock(trx, id);
    if (!row) throw notFound(messages.notFound);
    return row;
  }

  return {
    list,

    async create(actor: StaffActor, input: DiscountCodeCreate) {
      const { code, bulk, ...rule } = input;
      await db.transaction().execute(async (trx) => {
        if (bulk === null && (await codes.taken(trx, code)))
          throw new AppError(ErrorCode.CONFLICT, messages.codeTaken, { code: messages.codeTaken });
        const columns = { ...columnsOf(rule), code, single_use: bulk !== null };
        const id = await codes.insert(trx, columns);
        if (bulk !== null) await generateSingles(trx, id, code, bulk);
        await recordAudit(trx, actor, {
          action: "discount-code.create",
          entity: "discount_code",
          entityId: id,
          after: { ...columns, bulk },
        });
      });
      return list();
    },

    async update(actor: StaffActor, id: number, input: DiscountCodeUpdate) {
      await db.transaction().execute(async (trx) => {
        const before = await existing(trx, id);
        const after = columnsOf(input);
        await codes.update(trx, id, after);
        await recordAudit(trx, actor, {
          action: "discount-code.update",
          entity: "discount_code",
          entityId: id,
          before,
          after,
        });
      });
      return list();
    },

    /** Stops a code at once (its past uses stay on their orders). */
    async deactivate(actor: StaffActor, id: number) {
      await db.transaction().execute(async (trx) => {
        const before = await existing(trx, id);
        await codes.update(trx, id, { active: false });
        await recordAudit(trx, actor, {
          action: "discount-code.deactivate",
          entity: "discount_code",
          entityId: id,
          before: { active: before.active },
          after: { active: false },
        });
      });
      return list();
    },

    /** A code's single-use codes, as CSV lines (the export is audited). */
    async singlesCsv(actor: StaffActor, id: number) {
      const row = await codes.byId(db, id);
      if (!row?.single_use) throw notFound(messages.notFound);
      async function* lines() {
        const singles = await codes.singles(db, id);
        yield singles.map((single) =>
          csvLine([
            single.code,
            single.id_short ?? "",
            single.created_at ? lisbonLocalTime(single.created_at).replace("T", " ") : "",
          ]),
        );
      }
      return {
        filename: `codigos-${row.code || row.id}.csv`,
        lines: auditedExport(
          db,
          actor,
          { action: "discount-code.export", entity: "discount_code", filters: { id } },
          lines(),
        ),
      };
    },
  };
}

export type DiscountCodesAdmin = ReturnType<typeof discountCodesAdmin>;
