import {
  ADMIN_PAGE_SIZE,
  type StockGrid,
  type StockHistory,
  type StockMovementsBodySchema,
  type StockRecountBodySchema,
  type StockTransferBodySchema,
  stockMessages,
  stockScope,
} from "@shop/shared";
import type { Kysely } from "kysely";
import type { z } from "zod";
import type { DB } from "../../db/schema.ts";
import { notFound } from "../../http/app-error.ts";
import type { StaffActor } from "../staff/audit.ts";
import { cellKey, stockRepository as repo } from "./stock.repository.ts";
import {
  applyStockChange,
  movementChange,
  recountChange,
  stockLocations,
  transferChange,
} from "./stock-changes.ts";

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
    purchase: row.id_short === null ? null : { idShort: row.id_short },
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

  /** A product's balances by size and location, and which locations `actor` may change. */
  async function grid(actor: StaffActor, productId: number): Promise<StockGrid> {
    const product = await existingProduct(productId);
    const [names, balances] = await Promise.all([stockLocations(db), repo.balances(db, productId)]);
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
  };
}

export type StockService = ReturnType<typeof stockService>;
