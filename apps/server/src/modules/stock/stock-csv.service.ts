import {
  type CsvPreviewRow,
  type CsvProblem,
  csvMessages,
  ProductSizeSchema,
  STOCK_CSV_COLUMNS,
  STOCK_CSV_LIMITS,
  StockCountSchema,
  type StockCsvField,
  stockMessages,
  stockScope,
} from "@shop/shared";
import type { Kysely, Transaction } from "kysely";
import type { DB } from "../../db/schema.ts";
import { type CsvRow, csvLine, readCsv } from "../../http/csv.ts";
import { csvAction, csvPreview, csvSummary, refuseBadRows } from "../admin/csv-import.ts";
import { auditedExport, recordAudit, type StaffActor } from "../staff/audit.ts";
import { type Cell, cellKey } from "./stock.repository.ts";
import { applyStockChangeIn, recountChange, stockLocations } from "./stock-changes.ts";
import { stockCsvRepository as repo } from "./stock-csv.repository.ts";

type Db = Kysely<DB> | Transaction<DB>;
type Names = Map<number | null, string>;

const EXPORT_BATCH = 200;
export const STOCK_EXPORT_HEADER: string[] = Object.values(STOCK_CSV_COLUMNS);

/** Hyphens, dashes and minus signs a spreadsheet or a keyboard may put for "-". */
const DASHES = /[\u002d\u00ad\u2010-\u2015\u2212\ufe58\ufe63\uff0d]/g;

/**
 * A location's name as a file's line is matched to it: case, accents' encoding, spaces and the
 * kind of dash aside («Loja – Chiado», «loja-chiado» and «LOJA — CHIADO» are one).
 */
export const locationKey = (text: string) =>
  text
    .normalize("NFC")
    .toLowerCase()
    .replace(DASHES, "-")
    .replace(/\s*-\s*/g, "-")
    .replace(/\s+/g, " ")
    .trim();
const key = locationKey;
const productCellKey = (productId: number, cell: Cell) => `${productId}:${cellKey(cell)}`;

/** The balances of some products by product and cell (a cell without a row holds 0). */
async function balancesOf(db: Db, productIds: number[]) {
  const rows = await repo.balances(db, productIds);
  return new Map(
    rows.map((row) => [
      productCellKey(row.product_id, { size: row.size, storeId: row.store_id }),
      row.quantity,
    ]),
  );
}

/** The locations `actor` may see in a file: every one, or their own store's. */
function locationsOf(actor: StaffActor, names: Names) {
  const scope = stockScope(actor);
  return [...names.keys()].filter((storeId) => scope === "all" || storeId === scope);
}

/** A line of an import: what the preview says of it, and the count to write. */
interface PlannedLine {
  row: CsvPreviewRow;
  productId: number;
  cell: Cell;
  count: number;
}

/** The stock as a CSV file: one line per product, size and location, both ways. */
export function stockCsv(db: Kysely<DB>) {
  async function plan(
    dbOrTrx: Db,
    actor: StaffActor,
    lines: Array<CsvRow<StockCsvField>>,
  ): Promise<PlannedLine[]> {
    const names = await stockLocations(dbOrTrx);
    const locationByName = new Map([...names].map(([storeId, name]) => [key(name), storeId]));
    const scope = stockScope(actor);
    const refs = lines.flatMap(({ cells }) => (cells.ref ? [cells.ref] : []));
    const products = await repo.byRefs(dbOrTrx, refs);
    const byRef = new Map(products.map((product) => [product.ref.toLowerCase(), product]));
    const balances = await balancesOf(
      dbOrTrx,
      products.map((product) => product.id),
    );
    const firstLine = new Map<string, number>();

    return lines.map(({ line, cells }) => {
      const problems: CsvProblem[] = [];
      const problem = (field: StockCsvField, message: string) =>
        problems.push({ column: STOCK_CSV_COLUMNS[field], message });
      const product = byRef.get((cells.ref ?? "").toLowerCase());
      if (!product) problem("ref", csvMessages.unknownRef);
      const size = ProductSizeSchema.safeParse(cells.size ?? "");
      if (!size.success || (product && !product.sizes.includes(size.data)))
        problem("size", stockMessages.unknownSize);
      const storeId = locationByName.get(key(cells.location ?? ""));
      if (storeId === undefined)
        problem("location", csvMessages.unknownLocation(cells.location ?? ""));
      else if (scope !== "all" && storeId !== scope)
        problem("location", csvMessages.otherStore(names.get(scope) ?? ""));
      const quantity = cells.quantity ?? "";
      const count = StockCountSchema.safeParse(quantity === "" ? Number.NaN : Number(quantity));
      if (!count.success) problem("quantity", stockMessages.count);

      const cell = { size: size.data ?? cells.size ?? "", storeId: storeId ?? null };
      const productId = product?.id ?? 0;
      const cellOf = productCellKey(productId, cell);
      const earlier = firstLine.get(cellOf);
      if (problems.length === 0 && earlier !== undefined)
        problems.push({ column: null, message: csvMessages.repeatedCell(earlier) });
      if (earlier === undefined) firstLine.set(cellOf, line);

      const before = balances.get(cellOf) ?? 0;
      const after = count.data ?? 0;
      const changes =
        problems.length === 0 && before !== after
          ? [{ column: STOCK_CSV_COLUMNS.quantity, before: String(before), after: String(after) }]
          : [];
      const label = [
        cells.ref,
        cell.size,
        storeId === undefined ? cells.location : names.get(storeId),
      ]
        .filter(Boolean)
        .join(" · ");
      const action = csvAction(problems, true, changes);
      return { row: { line, label, action, changes, problems }, productId, cell, count: after };
    });
  }

  const read = (csv: string) =>
    readCsv(csv, STOCK_CSV_COLUMNS, ["ref", "size", "location", "quantity"], STOCK_CSV_LIMITS);

  return {
    /**
     * A line per product, size and location `actor` may change, with the ledger's balance; a
     * batch of products at a time, the first read before anything is sent. The export is in the
     * audit log, with the store it was limited to and the lines `actor` got.
     */
    async exportLines(actor: StaffActor): Promise<AsyncIterable<string>> {
      const names = await stockLocations(db);
      const locations = locationsOf(actor, names);
      const page = async (afterId: number) => {
        const products = await repo.page(db, afterId, EXPORT_BATCH);
        return {
          products,
          balances: await balancesOf(
            db,
            products.map((p) => p.id),
          ),
        };
      };
      const first = await page(0);
      async function* batches() {
        let batch = first;
        while (batch.products.length > 0) {
          yield batch.products.flatMap((product) =>
            product.sizes.flatMap((size) =>
              locations.map((storeId) =>
                csvLine([
                  product.ref,
                  product.title,
                  size,
                  names.get(storeId) ?? "",
                  batch.balances.get(productCellKey(product.id, { size, storeId })) ?? 0,
                ]),
              ),
            ),
          );
          if (batch.products.length < EXPORT_BATCH) return;
          batch = await page(batch.products.at(-1)?.id ?? 0);
        }
      }
      const scope = stockScope(actor);
      const filters = scope === "all" ? {} : { storeId: scope };
      const entry = { action: "stock.export", entity: "stock", filters };
      return auditedExport(db, actor, entry, batches());
    },

    /** What importing the file would do, line by line; nothing is written. */
    async preview(actor: StaffActor, csv: string) {
      const planned = await plan(db, actor, read(csv));
      return csvPreview(planned.map(({ row }) => row));
    },

    /**
     * Imports the file in one transaction, read again inside it: any bad line and nothing is
     * written (400); otherwise each product's changed cells become one recount to the file's
     * quantities, through the ledger (balances locked, so a change made meanwhile waits).
     */
    async import(actor: StaffActor, csv: string) {
      const lines = read(csv);
      return db.transaction().execute(async (trx) => {
        const planned = await plan(trx, actor, lines);
        const rows = planned.map(({ row }) => row);
        refuseBadRows(rows);
        const counts = new Map<number, Array<Cell & { count: number }>>();
        for (const { row, productId, cell, count } of planned) {
          if (row.action !== "update") continue;
          counts.set(productId, [...(counts.get(productId) ?? []), { ...cell, count }]);
        }
        for (const [productId, cells] of counts) {
          const change = recountChange({ counts: cells, note: csvMessages.stockNote });
          await applyStockChangeIn(trx, actor, productId, change);
        }
        const summary = csvSummary(rows);
        await recordAudit(trx, actor, { action: "stock.import", entity: "stock", after: summary });
        return summary;
      });
    },
  };
}

export type StockCsv = ReturnType<typeof stockCsv>;
