import { randomUUID } from "node:crypto";
import {
  ErrorCode,
  ONLINE_LOCATION_NAME,
  STOCK_REASON_SIGN,
  type StockCountsBodySchema,
  type StockMovementsBodySchema,
  type StockReason,
  type StockTransferBodySchema,
  type StockTransfersBodySchema,
  stockMessages,
  stockScope,
} from "@shop/shared";
import type { Kysely, Transaction } from "kysely";
import type { z } from "zod";
import type { DB } from "../../db/schema.ts";
import { AppError, notFound } from "../../http/app-error.ts";
import { recordAudit, type StaffActor } from "../staff/audit.ts";
import { type Cell, cellKey, stockRepository as repo } from "./stock.repository.ts";

type MovementsBody = z.output<typeof StockMovementsBodySchema>;
type TransferBody = z.output<typeof StockTransferBodySchema>;
type CountsBody = z.output<typeof StockCountsBodySchema>;
type TransfersBody = z.output<typeof StockTransfersBodySchema>;
type Names = Map<number | null, string>;

/** The locations in the grid's order (online first, then the stores), and their names. */
export async function stockLocations(db: Kysely<DB> | Transaction<DB>) {
  const stores = await repo.stores(db);
  const names: Names = new Map([[null, ONLINE_LOCATION_NAME]]);
  for (const store of stores) names.set(store.id, store.name);
  return names;
}

/** A cell of a request, with where its size and location are in the body (to name them in errors). */
interface FieldCell extends Cell {
  fields: { size: string; storeId: string };
}

interface Planned {
  cell: Cell;
  quantity: number;
  reason: StockReason;
  transferId?: string;
}

/** One change of stock as a request states it; `plan` turns locked balances into movements. */
export interface StockChange {
  action: "stock.move" | "stock.recount" | "stock.transfer";
  cells: FieldCell[];
  note: string;
  /** Throws when a movement cannot be made (below zero); `balances` may be changed. */
  plan(balances: Map<string, number>, names: Names): Planned[];
}

const invalid = (field: string, message: string) =>
  new AppError(ErrorCode.VALIDATION, message, { [field]: message });

/** Sizes the product lacks and stores that do not exist are refused; a store's staff keep to theirs. */
function checkCells(actor: StaffActor, sizes: string[], names: Names, cells: FieldCell[]) {
  for (const cell of cells) {
    if (!sizes.includes(cell.size)) throw invalid(cell.fields.size, stockMessages.unknownSize);
    if (!names.has(cell.storeId)) throw invalid(cell.fields.storeId, stockMessages.unknownStore);
  }
  const scope = stockScope(actor);
  if (scope !== "all" && cells.some((cell) => cell.storeId !== scope))
    throw new AppError(ErrorCode.FORBIDDEN, stockMessages.otherStore);
}

/** The balance after taking `delta` units, or 409 naming the size and the location. */
function moved(
  balances: Map<string, number>,
  cell: Cell,
  delta: number,
  names: Names,
  field: string,
) {
  const balance = balances.get(cellKey(cell)) ?? 0;
  if (balance + delta < 0) {
    const message = stockMessages.notEnough(cell.size, names.get(cell.storeId) ?? "", balance);
    throw new AppError(ErrorCode.OUT_OF_STOCK, message, { [field]: message });
  }
  balances.set(cellKey(cell), balance + delta);
}

const balanceList = (cells: Cell[], balances: Map<string, number>) =>
  [...new Map(cells.map((c) => [cellKey(c), c])).values()].map(({ size, storeId }) => ({
    size,
    storeId,
    quantity: balances.get(cellKey({ size, storeId })) ?? 0,
  }));

/**
 * Makes one change in one transaction: the cells are checked and their balances locked (so two
 * staff changing the same cells at once wait for each other and both count), the movements are
 * planned from the locked balances and written, and the change goes to the audit log.
 */
export function applyStockChange(
  db: Kysely<DB>,
  actor: StaffActor,
  productId: number,
  change: StockChange,
) {
  return db.transaction().execute((trx) => applyStockChangeIn(trx, actor, productId, change));
}

/** `applyStockChange` inside a transaction someone else opened (several products at once). */
export async function applyStockChangeIn(
  trx: Transaction<DB>,
  actor: StaffActor,
  productId: number,
  change: StockChange,
) {
  const product = await repo.product(trx, productId);
  if (!product) throw notFound(stockMessages.productNotFound);
  const names = await stockLocations(trx);
  checkCells(actor, product.sizes, names, change.cells);
  const before = await repo.lockCells(trx, productId, change.cells);
  const planned = change.plan(new Map(before), names);
  const written = await repo.insertMovements(
    trx,
    planned.map(({ cell, quantity, reason, transferId }) => ({
      product_id: productId,
      size: cell.size,
      store_id: cell.storeId,
      quantity,
      reason,
      transfer_id: transferId ?? null,
      staff_id: actor.id,
      note: change.note,
    })),
  );
  const after = new Map(before);
  planned.forEach(({ cell }, i) => {
    after.set(cellKey(cell), written[i]?.balance ?? 0);
  });
  await recordAudit(trx, actor, {
    action: change.action,
    entity: "stock",
    entityId: productId,
    before: { balances: balanceList(change.cells, before) },
    after: {
      balances: balanceList(change.cells, after),
      movements: planned.map(({ cell, quantity, reason }) => ({ ...cell, quantity, reason })),
      note: change.note,
    },
  });
}

/** Units in or out of some cells, each with its reason; none may go below zero. */
export function movementChange(body: MovementsBody): StockChange {
  body.movements.forEach((m, i) => {
    if (m.reason === "sold_in_store" && m.storeId === null)
      throw invalid(`movements.${i}.storeId`, stockMessages.soldOnline);
  });
  return {
    action: "stock.move",
    note: body.note,
    cells: body.movements.map((m, i) => ({
      size: m.size,
      storeId: m.storeId,
      fields: { size: `movements.${i}.size`, storeId: `movements.${i}.storeId` },
    })),
    plan: (balances, names) =>
      body.movements.map((m, i) => {
        const cell = { size: m.size, storeId: m.storeId };
        const quantity = STOCK_REASON_SIGN[m.reason] * m.quantity;
        moved(balances, cell, quantity, names, `movements.${i}.quantity`);
        return { cell, quantity, reason: m.reason };
      }),
  };
}

/** A field of a line of a request: `counts.2.size`, or `size` for a request of one. */
type FieldOf = (index: number, name: string) => string;
const listField =
  (list: string, indexes?: number[]): FieldOf =>
  (i, name) =>
    `${list}.${indexes?.[i] ?? i}.${name}`;

interface CountLine {
  size: string;
  storeId: number | null;
  count: number;
  /** The balance the person saw: refused when the stock moved since. */
  expected?: number | undefined;
}

/**
 * What was counted becomes the balance; the movement is the difference (zero when it was right).
 * A count of a stock that moved since the person saw it (`expected`) is refused, naming the cell.
 */
export function recountChange(
  body: { counts: CountLine[]; note: string },
  field: FieldOf = listField("counts"),
): StockChange {
  const keys = body.counts.map(cellKey);
  const repeated = keys.findIndex((key, i) => keys.indexOf(key) !== i);
  if (repeated >= 0) throw invalid(field(repeated, "size"), stockMessages.repeatedCell);
  return {
    action: "stock.recount",
    note: body.note,
    cells: body.counts.map((c, i) => ({
      size: c.size,
      storeId: c.storeId,
      fields: { size: field(i, "size"), storeId: field(i, "storeId") },
    })),
    plan: (balances, names) =>
      body.counts.map((c, i) => {
        const cell = { size: c.size, storeId: c.storeId };
        const balance = balances.get(cellKey(cell)) ?? 0;
        if (c.expected !== undefined && c.expected !== balance) {
          const message = stockMessages.changed(c.size, names.get(c.storeId) ?? "", balance);
          throw new AppError(ErrorCode.CONFLICT, message, { [field(i, "count")]: message });
        }
        return { cell, quantity: c.count - balance, reason: "recount" };
      }),
  };
}

interface TransferLine {
  size: string;
  fromStoreId: number | null;
  toStoreId: number | null;
  quantity: number;
}

/**
 * Units of sizes out of one location and into another: two movements of one transfer per line,
 * planned in order (two lines out of one cell both count).
 */
export function transfersChange(
  lines: TransferLine[],
  note: string,
  field: FieldOf = (_, name) => name,
): StockChange {
  return {
    action: "stock.transfer",
    note,
    cells: lines.flatMap((line, i) => [
      {
        size: line.size,
        storeId: line.fromStoreId,
        fields: { size: field(i, "size"), storeId: field(i, "fromStoreId") },
      },
      {
        size: line.size,
        storeId: line.toStoreId,
        fields: { size: field(i, "size"), storeId: field(i, "toStoreId") },
      },
    ]),
    plan: (balances, names) =>
      lines.flatMap((line, i) => {
        const from = { size: line.size, storeId: line.fromStoreId };
        const to = { size: line.size, storeId: line.toStoreId };
        moved(balances, from, -line.quantity, names, field(i, "quantity"));
        moved(balances, to, line.quantity, names, field(i, "quantity"));
        const transferId = randomUUID();
        return [
          { cell: from, quantity: -line.quantity, reason: "transfer" as const, transferId },
          { cell: to, quantity: line.quantity, reason: "transfer" as const, transferId },
        ];
      }),
  };
}

/** Units of one size from one location to another (the single form). */
export const transferChange = (body: TransferBody) => transfersChange([body], body.note);

/** Lines of a request of several products, grouped by product (in id order: a fixed lock order). */
function byProduct<T extends { productId: number }>(lines: T[]) {
  const groups = new Map<number, { lines: T[]; indexes: number[] }>();
  lines.forEach((line, index) => {
    const group = groups.get(line.productId) ?? { lines: [], indexes: [] };
    group.lines.push(line);
    group.indexes.push(index);
    groups.set(line.productId, group);
  });
  return [...groups].sort(([a], [b]) => a - b);
}

/**
 * Changes of several products in one transaction, all or none: every line is checked (a product,
 * size or store that does not exist, a location the person may not change, too few units, a stock
 * that moved since it was seen) and every line's error is answered at once, by its field.
 */
async function applyLines(
  db: Kysely<DB>,
  actor: StaffActor,
  groups: Array<[productId: number, change: () => StockChange, productField: string]>,
) {
  return db.transaction().execute(async (trx) => {
    const fields: Record<string, string> = {};
    let first: AppError | null = null;
    for (const [productId, change, productField] of groups) {
      try {
        await applyStockChangeIn(trx, actor, productId, change());
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        if (error.code === ErrorCode.FORBIDDEN) throw error;
        const named =
          error.code === ErrorCode.NOT_FOUND
            ? { [productField]: error.message }
            : (error.fields ?? {});
        Object.assign(fields, named);
        first ??= error.code === ErrorCode.NOT_FOUND ? invalid(productField, error.message) : error;
      }
    }
    if (first) throw new AppError(first.code, first.message, fields);
    return [...new Set(groups.map(([productId]) => productId))];
  });
}

/** Counts of several products' sizes, in one transaction. */
export function applyCounts(db: Kysely<DB>, actor: StaffActor, body: CountsBody) {
  return applyLines(
    db,
    actor,
    byProduct(body.lines).map(([productId, group]) => [
      productId,
      () =>
        recountChange({ counts: group.lines, note: body.note }, listField("lines", group.indexes)),
      `lines.${group.indexes[0]}.productId`,
    ]),
  );
}

/** Transfers of several products' sizes, in one transaction. */
export function applyTransfers(db: Kysely<DB>, actor: StaffActor, body: TransfersBody) {
  return applyLines(
    db,
    actor,
    byProduct(body.lines).map(([productId, group]) => [
      productId,
      () => transfersChange(group.lines, body.note, listField("lines", group.indexes)),
      `lines.${group.indexes[0]}.productId`,
    ]),
  );
}
