import { type CoveringSale, priceEndingCents, resolveProductSale } from "@shop/shared";
import type { Kysely } from "kysely";
import type { DB } from "../../db/schema.ts";
import { recordAudit } from "../staff/audit.ts";
import { reductionOf, salesRepository as repo } from "./sales.repository.ts";

/** What one run of the sales changed: products repriced, sales started and ended. */
export interface AppliedSales {
  repriced: number;
  started: number[];
  ended: number[];
}

type Covered = Awaited<ReturnType<typeof repo.covered>>[number];

/** Each covered product's running sales, with its list price. */
function byProduct(rows: Covered[]) {
  const products = new Map<number, { listCents: number; sales: CoveringSale[] }>();
  for (const row of rows) {
    const reduction = reductionOf({ ...row, price_cents: row.sale_price_cents });
    const sale = { id: row.sale_id, reduction, endsAt: row.ends_at };
    const product = products.get(row.product_id);
    if (product) product.sales.push(sale);
    else products.set(row.product_id, { listCents: row.price_cents, sales: [sale] });
  }
  return products;
}

/**
 * Puts every product in the sale it should be in at `now` (the lowest of its running sales'
 * prices, see `resolveProductSale`) and takes the others out, in one transaction under a lock:
 * two servers running it at once change each product once, so the price history records each
 * start and end once. The sales that started or ended are marked so, once, and audited (no staff).
 */
export async function applySales(db: Kysely<DB>, now = new Date()): Promise<AppliedSales> {
  return db.transaction().execute(async (trx) => {
    await repo.lockApplying(trx);
    const ending = priceEndingCents(await repo.priceEnding(trx));
    const [covered, current] = await Promise.all([repo.covered(trx, now), repo.inSale(trx)]);
    const wanted = new Map(
      [...byProduct(covered)].map(([id, { listCents, sales }]) => [
        id,
        resolveProductSale(listCents, sales, ending),
      ]),
    );
    const changes = [...wanted].map(([id, sale]) => ({
      id,
      saleId: sale?.saleId ?? null,
      cents: sale?.saleCents ?? null,
      endsAt: sale?.endsAt ?? null,
    }));
    for (const row of current)
      if (!wanted.has(row.id))
        changes.push({ id: row.id, saleId: null, cents: null, endsAt: null });
    const repriced = await repo.setProductSales(trx, changes);
    const started = await repo.markStarted(trx, now);
    const ended = await repo.markEnded(trx, now);
    for (const id of started)
      await recordAudit(trx, null, { action: "sale.start", entity: "sale", entityId: id });
    for (const id of ended)
      await recordAudit(trx, null, { action: "sale.end", entity: "sale", entityId: id });
    return { repriced, started, ended };
  });
}
