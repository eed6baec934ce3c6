import {
  ErrorCode,
  lisbonLocalInstant,
  type PriceEnding,
  priceEndingCents,
  type SaleInputSchema,
  type SaleItem,
  salePriceCents,
  saleState,
  salesMessages as texts,
} from "@shop/shared";
import type { Kysely, Transaction } from "kysely";
import type { z } from "zod";
import type { DB } from "../../db/schema.ts";
import { AppError, notFound } from "../../http/app-error.ts";
import { recordAudit, type StaffActor } from "../staff/audit.ts";
import { reductionOf, salesRepository as repo, type SaleRow } from "./sales.repository.ts";
import { applySales } from "./sales-apply.ts";

type SaleInput = z.output<typeof SaleInputSchema>;
type Stored = Awaited<ReturnType<typeof repo.list>>[number];
type Covered = Awaited<ReturnType<typeof repo.covered>>[number];

const invalid = (field: string, message: string) =>
  new AppError(ErrorCode.VALIDATION, message, { [field]: message });

function rowOf(input: SaleInput): SaleRow {
  return {
    name: input.name,
    kind: input.kind,
    price_cents: input.kind === "price" ? input.price : null,
    percent: input.kind === "percent" ? input.percent : null,
    scope: input.scope,
    category_id: input.scope === "category" ? input.categoryId : null,
    brand_id: input.scope === "brand" ? input.brandId : null,
    starts_at: lisbonLocalInstant(`${input.startDay}T${input.startTime}`),
    ends_at: lisbonLocalInstant(`${input.endDay}T${input.endTime}`),
  };
}

/** What a sale covers exists, and it ends after now: else a 400 naming the field. */
async function check(db: Transaction<DB>, row: SaleRow, productIds: number[], now: Date) {
  if (row.ends_at <= now) throw invalid("endDay", texts.endPassed);
  if (row.category_id !== null && !(await repo.exists(db, "categories", row.category_id)))
    throw invalid("categoryId", texts.unknownCategory);
  if (row.brand_id !== null && !(await repo.exists(db, "brands", row.brand_id)))
    throw invalid("brandId", texts.unknownBrand);
  if (row.scope === "products" && (await repo.countProducts(db, productIds)) !== productIds.length)
    throw invalid("productIds", texts.unknownProducts);
}

function toItem(row: Stored, covered: Covered[], ending: number | null, now: Date): SaleItem {
  const reduction = reductionOf(row);
  return {
    id: row.id,
    name: row.name,
    kind: row.kind,
    priceCents: row.price_cents,
    percent: row.percent,
    scope: row.scope,
    chosenProducts: row.chosen_products,
    categoryId: row.category_id,
    categoryName: row.category_name,
    brandId: row.brand_id,
    brandName: row.brand_name,
    startsAt: row.starts_at.toISOString(),
    endsAt: row.ends_at.toISOString(),
    stoppedAt: row.stopped_at?.toISOString() ?? null,
    state: saleState(
      { startsAt: row.starts_at, endsAt: row.ends_at, stoppedAt: row.stopped_at },
      now,
    ),
    products: covered
      .filter((product) => product.sale_id === row.id)
      .map((product) => ({
        id: product.product_id,
        ref: product.ref,
        title: product.title,
        priceCents: product.price_cents,
        saleCents: salePriceCents(reduction, product.price_cents, ending),
      }))
      .filter((product) => product.saleCents < product.priceCents),
  };
}

const audited = (row: SaleRow, productIds: number[]) => ({
  ...row,
  starts_at: row.starts_at.toISOString(),
  ends_at: row.ends_at.toISOString(),
  product_ids: productIds,
});

/**
 * The back office's sales: created, changed and stopped by the staff, each change audited. A
 * change applies the sales at once (the answer shows its products repriced), and wakes the sales
 * job (`onChanged`), which keeps them on time.
 */
export function salesAdmin(db: Kysely<DB>, onChanged: () => void) {
  async function apply() {
    await applySales(db);
    onChanged();
  }

  async function list(now = new Date()): Promise<SaleItem[]> {
    const [rows, covered, ending] = await Promise.all([
      repo.list(db),
      repo.covered(db, null),
      repo.priceEnding(db),
    ]);
    return rows.map((row) => toItem(row, covered, priceEndingCents(ending), now));
  }

  /** A sale not ended yet, locked for a change: else a 404 or a 409. */
  async function openSale(trx: Transaction<DB>, id: number, now: Date) {
    const sale = await repo.lock(trx, id);
    if (!sale) throw notFound(texts.notFound);
    const state = saleState(
      { startsAt: sale.starts_at, endsAt: sale.ends_at, stoppedAt: sale.stopped_at },
      now,
    );
    if (state === "ended") throw new AppError(ErrorCode.CONFLICT, texts.ended);
    return sale;
  }

  async function changed() {
    await apply();
    return list();
  }

  return {
    list,

    async create(actor: StaffActor, input: SaleInput, now = new Date()) {
      const row = rowOf(input);
      const productIds = input.scope === "products" ? [...new Set(input.productIds)] : [];
      await db.transaction().execute(async (trx) => {
        await check(trx, row, productIds, now);
        const id = await repo.insert(trx, row);
        await repo.setProducts(trx, id, productIds);
        await recordAudit(trx, actor, {
          action: "sale.create",
          entity: "sale",
          entityId: id,
          after: audited(row, productIds),
        });
      });
      return changed();
    },

    async update(actor: StaffActor, id: number, input: SaleInput, now = new Date()) {
      const row = rowOf(input);
      const productIds = input.scope === "products" ? [...new Set(input.productIds)] : [];
      await db.transaction().execute(async (trx) => {
        const before = await openSale(trx, id, now);
        await check(trx, row, productIds, now);
        await repo.update(trx, id, row);
        await repo.setProducts(trx, id, productIds);
        await recordAudit(trx, actor, {
          action: "sale.update",
          entity: "sale",
          entityId: id,
          before,
          after: audited(row, productIds),
        });
      });
      return changed();
    },

    async stop(actor: StaffActor, id: number, now = new Date()) {
      await db.transaction().execute(async (trx) => {
        await openSale(trx, id, now);
        await repo.update(trx, id, { stopped_at: now });
        await recordAudit(trx, actor, {
          action: "sale.stop",
          entity: "sale",
          entityId: id,
          after: { stopped_at: now.toISOString() },
        });
      });
      return changed();
    },

    async priceEnding(): Promise<PriceEnding> {
      return { priceEnding: (await repo.priceEnding(db)) as PriceEnding["priceEnding"] };
    },

    async setPriceEnding(actor: StaffActor, change: PriceEnding): Promise<PriceEnding> {
      await db.transaction().execute(async (trx) => {
        const before = await repo.priceEnding(trx);
        await repo.setPriceEnding(trx, change.priceEnding);
        await recordAudit(trx, actor, {
          action: "settings.update",
          entity: "settings",
          entityId: 1,
          before: { price_ending: before },
          after: { price_ending: change.priceEnding },
        });
      });
      await apply();
      return change;
    },
  };
}

export type SalesAdmin = ReturnType<typeof salesAdmin>;
