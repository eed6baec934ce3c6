import {
  ADMIN_PAGE_SIZE,
  categoryGroupNames,
  categoryGroups,
  ErrorCode,
  LOW_STOCK_DEFAULT,
  type StockCountsBodySchema,
  type StockGrid,
  type StockHistory,
  type StockLevels,
  type StockLevelsQuery,
  type StockLow,
  type StockMovementsBodySchema,
  type StockRecountBodySchema,
  type StockThresholds,
  type StockTransferBodySchema,
  type StockTransfersBodySchema,
  stockMessages,
  stockScope,
} from "@shop/shared";
import type { Kysely } from "kysely";
import type { z } from "zod";
import type { DB } from "../../db/schema.ts";
import { AppError, notFound } from "../../http/app-error.ts";
import { recordAudit, type StaffActor } from "../staff/audit.ts";
import { cellKey, stockRepository as repo } from "./stock.repository.ts";
import {
  applyCounts,
  applyStockChange,
  applyTransfers,
  movementChange,
  recountChange,
  stockLocations,
  transferChange,
} from "./stock-changes.ts";
import { stockLevelsRepository as levelsRepo } from "./stock-levels.repository.ts";

const PRODUCT_SEARCH_LIMIT = 20;

type HistoryRow = Awaited<ReturnType<typeof repo.history>>["rows"][number];

function movementView(row: HistoryRow, names: Map<number | null, string>) {
  const location = (storeId: number | null) => ({ storeId, name: names.get(storeId) ?? "" });
  return {
    id: row.id,
    at: row.created_at.toISOString(),
    size: row.size,
    location: location(row.store_id),
    quantity: row.quantity,
    balance: row.balance,
    reason: row.reason,
    note: row.note,
    staff: row.staff_id === null ? null : { id: row.staff_id, name: row.staff_name ?? "" },
    purchase:
      row.id_short === null
        ? null
        : { idShort: row.id_short, pickupStore: row.pickup_store_name ?? null },
    returnOf: row.return_id_short === null ? null : { idShort: row.return_id_short },
    counterpart: row.counterpart_id === null ? null : location(row.counterpart_store_id),
  };
}

/** The stock ledger as staff see and change it: grids, movements, recounts, transfers, history. */
export function stockService(db: Kysely<DB>) {
  async function existingProduct(productId: number) {
    const product = await repo.product(db, productId);
    if (!product) throw notFound(stockMessages.productNotFound);
    return product;
  }

  /** Every location and whether `actor` may change it. */
  async function locationsFor(actor: StaffActor) {
    const scope = stockScope(actor);
    return [...(await stockLocations(db))].map(([storeId, name]) => ({
      storeId,
      name,
      editable: scope === "all" || scope === storeId,
    }));
  }

  /** A product's balances by size and location, and which locations `actor` may change. */
  async function grid(actor: StaffActor, productId: number): Promise<StockGrid> {
    const product = await existingProduct(productId);
    const [names, balances, thresholds] = await Promise.all([
      stockLocations(db),
      repo.balances(db, productId),
      levelsRepo.productThreshold(db, productId),
    ]);
    const scope = stockScope(actor);
    const locations = [...names].map(([storeId, name]) => ({
      storeId,
      name,
      editable: scope === "all" || scope === storeId,
    }));
    const byCell = new Map(
      balances.map((row) => [cellKey({ size: row.size, storeId: row.store_id }), row.quantity]),
    );
    return {
      product: { id: product.id, ref: product.ref, title: product.title, active: product.active },
      locations,
      sizes: product.sizes.map((size) => ({
        size,
        quantities: locations.map(({ storeId }) => byCell.get(cellKey({ size, storeId })) ?? 0),
      })),
      lowStock: {
        own: thresholds?.own ?? null,
        category: thresholds?.category ?? null,
        applied: thresholds?.own ?? thresholds?.category ?? LOW_STOCK_DEFAULT,
      },
    };
  }

  /** The categories' thresholds and the shop's default. */
  async function thresholds(): Promise<StockThresholds> {
    const categories = await levelsRepo.categories(db);
    return {
      default: LOW_STOCK_DEFAULT,
      categories: categories.map((c) => ({
        id: c.id,
        name: c.name,
        group: categoryGroups({
          isWoman: c.is_woman,
          isMan: c.is_man,
          forShoe: c.for_shoe,
          forAccessory: c.for_accessory,
        })
          .map((group) => categoryGroupNames[group])
          .join(", "),
        threshold: c.low_stock_threshold,
      })),
    };
  }

  return {
    grid,

    searchProducts: (search: string) => repo.searchProducts(db, search, PRODUCT_SEARCH_LIMIT),

    /**
     * A page of the product's movements, newest first: of every location, or of their own store's
     * only for a store's staff (online movements name the purchases, which are not theirs).
     */
    async history(
      actor: StaffActor,
      productId: number,
      query: { page: number; size?: string | undefined },
    ): Promise<StockHistory> {
      await existingProduct(productId);
      const filter = { ...query, location: stockScope(actor), pageSize: ADMIN_PAGE_SIZE };
      const [names, { rows, total }] = await Promise.all([
        stockLocations(db),
        repo.history(db, productId, filter),
      ]);
      return {
        items: rows.map((row) => movementView(row, names)),
        total,
        page: query.page,
        pageSize: ADMIN_PAGE_SIZE,
      };
    },

    async move(
      actor: StaffActor,
      productId: number,
      body: z.output<typeof StockMovementsBodySchema>,
    ) {
      await applyStockChange(db, actor, productId, movementChange(body));
      return grid(actor, productId);
    },

    async recount(
      actor: StaffActor,
      productId: number,
      body: z.output<typeof StockRecountBodySchema>,
    ) {
      await applyStockChange(db, actor, productId, recountChange(body));
      return grid(actor, productId);
    },

    async transfer(
      actor: StaffActor,
      productId: number,
      body: z.output<typeof StockTransferBodySchema>,
    ) {
      await applyStockChange(db, actor, productId, transferChange(body));
      return grid(actor, productId);
    },

    /**
     * A page of every product's sizes with their units at each location (or at the one filtered),
     * and which of them are low.
     */
    async levels(actor: StaffActor, query: StockLevelsQuery): Promise<StockLevels> {
      const all = await locationsFor(actor);
      const location = query.location === "online" ? null : query.location;
      if (location !== undefined && !all.some((l) => l.storeId === location))
        throw new AppError(ErrorCode.VALIDATION, stockMessages.unknownStore, {
          location: stockMessages.unknownStore,
        });
      const shown = location === undefined ? all : all.filter((l) => l.storeId === location);
      const filter = { ...query, location, low: query.low === "true" };
      const { rows, total } = await levelsRepo.page(db, filter, query.page, ADMIN_PAGE_SIZE);
      const ids = [...new Set(rows.map((r) => r.product_id))];
      const [balances, kept] = await Promise.all([
        levelsRepo.balances(db, ids),
        levelsRepo.keptIn(db, ids),
      ]);
      const units = new Map<string, number>();
      for (const b of balances)
        units.set(`${b.product_id}/${cellKey({ size: b.size, storeId: b.store_id })}`, b.quantity);
      const keeps = new Set(kept.map((k) => `${k.product_id}@${k.store_id}`));
      return {
        items: rows.map((row) => {
          const quantities = shown.map(
            ({ storeId }) =>
              units.get(`${row.product_id}/${cellKey({ size: row.size, storeId })}`) ?? 0,
          );
          return {
            productId: row.product_id,
            ref: row.ref,
            title: row.title,
            active: row.active,
            size: row.size,
            threshold: row.threshold,
            quantities,
            low: shown.map(
              ({ storeId }, i) =>
                row.active &&
                (storeId === null || keeps.has(`${row.product_id}@${storeId}`)) &&
                (quantities[i] ?? 0) <= row.threshold,
            ),
          };
        }),
        total,
        page: query.page,
        pageSize: ADMIN_PAGE_SIZE,
        locations: shown,
      };
    },

    /** «Stock baixo»: a page of the sizes low at a location. */
    async low(page: number, q = ""): Promise<StockLow> {
      const [names, { rows, total }] = await Promise.all([
        stockLocations(db),
        levelsRepo.low(db, page, ADMIN_PAGE_SIZE, q),
      ]);
      return {
        items: rows.map((row) => ({
          productId: row.product_id,
          ref: row.ref,
          title: row.title,
          size: row.size,
          location: { storeId: row.store_id, name: names.get(row.store_id) ?? "" },
          quantity: row.quantity,
          threshold: row.threshold,
        })),
        total,
        page,
        pageSize: ADMIN_PAGE_SIZE,
      };
    },

    /** Every location, for a form that names one (a return received into a store). */
    locations: locationsFor,

    /** Counts of several products' sizes, all or none. */
    async counts(actor: StaffActor, body: z.output<typeof StockCountsBodySchema>) {
      await applyCounts(db, actor, body);
    },

    /** Transfers of several products' sizes, all or none. */
    async transfers(actor: StaffActor, body: z.output<typeof StockTransfersBodySchema>) {
      await applyTransfers(db, actor, body);
    },

    thresholds,

    /** A product's own threshold (null: its category's, or the shop's). */
    async setProductThreshold(actor: StaffActor, productId: number, threshold: number | null) {
      await db.transaction().execute(async (trx) => {
        const before = await levelsRepo.productThreshold(trx, productId);
        if (!before) throw notFound(stockMessages.productNotFound);
        await levelsRepo.setProductThreshold(trx, productId, threshold);
        await recordAudit(trx, actor, {
          action: "stock.threshold",
          entity: "product",
          entityId: productId,
          before: { lowStockThreshold: before.own },
          after: { lowStockThreshold: threshold },
        });
      });
      return grid(actor, productId);
    },

    /** A category's threshold (null: the shop's), for its products without their own. */
    async setCategoryThreshold(actor: StaffActor, categoryId: number, threshold: number | null) {
      await db.transaction().execute(async (trx) => {
        const before = (await levelsRepo.categories(trx)).find((c) => c.id === categoryId);
        if (!before) throw notFound(stockMessages.categoryNotFound);
        await levelsRepo.setCategoryThreshold(trx, categoryId, threshold);
        await recordAudit(trx, actor, {
          action: "stock.threshold",
          entity: "stock",
          before: { category: before.name, lowStockThreshold: before.low_stock_threshold },
          after: { category: before.name, lowStockThreshold: threshold },
        });
      });
      return thresholds();
    },
  };
}

export type StockService = ReturnType<typeof stockService>;
