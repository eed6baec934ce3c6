import {
  type CsvPreviewRow,
  csvMessages,
  PRODUCT_CSV_COLUMNS,
  type ProductCsvField,
  type ProductDetail,
  type ProductValues,
} from "@shop/shared";
import type { Kysely, Transaction } from "kysely";
import type { DB } from "../../db/schema.ts";
import { type CsvRow, csvLine, readCsv } from "../../http/csv.ts";
import { csvAction, csvPreview, csvSummary, refuseBadRows } from "../admin/csv-import.ts";
import { auditedExport, recordAudit, type StaffActor } from "../staff/audit.ts";
import { detailOf, type ProductAdmin } from "./product-admin.service.ts";
import { type ProductCsvRow, productCsvRepository as repo } from "./product-csv.repository.ts";
import {
  type ProductCsvNaming,
  productCsvCells,
  productCsvChanges,
  productCsvNaming,
  readProductLine,
} from "./product-csv.ts";

type Db = Kysely<DB> | Transaction<DB>;

const EXPORT_BATCH = 500;
const FIELDS = Object.keys(PRODUCT_CSV_COLUMNS) as ProductCsvField[];
export const PRODUCT_EXPORT_HEADER: string[] = Object.values(PRODUCT_CSV_COLUMNS);

/** A product of the database as the back office edits it (units by size when the row has them). */
const detailOfRow = (row: ProductCsvRow & { units?: Record<string, number> }) =>
  detailOf(row, row.sizes, row.tag_ids, new Map(Object.entries(row.units ?? {})));

const lineOf = (row: ProductCsvRow, naming: ProductCsvNaming) => {
  const cells = productCsvCells(detailOfRow(row), naming);
  return csvLine(FIELDS.map((field) => cells[field]));
};

/** A line of an import: what the preview says of it, and what the import would save. */
interface PlannedLine {
  row: CsvPreviewRow;
  current: ProductDetail | undefined;
  values: ProductValues | null;
}

/** The products' CSV: the export, and the import's preview and import (all or nothing). */
export function productCsv({ db, products }: { db: Kysely<DB>; products: ProductAdmin }) {
  /** Reads each line over the product its ref names, as the database has it in `dbOrTrx`. */
  async function plan(dbOrTrx: Db, lines: Array<CsvRow<ProductCsvField>>): Promise<PlannedLine[]> {
    const naming = productCsvNaming(await products.choices(dbOrTrx));
    const refs = lines.flatMap(({ cells }) => (cells.ref ? [cells.ref] : []));
    const found = await repo.byRefs(dbOrTrx, refs);
    const byRef = new Map(found.map((row) => [row.ref.toLowerCase(), detailOfRow(row)]));
    const firstLine = new Map<string, number>();
    return lines.map(({ line, cells }) => {
      const ref = cells.ref ?? "";
      const current = byRef.get(ref.toLowerCase());
      const read = readProductLine(cells, current, naming);
      const earlier = firstLine.get(ref.toLowerCase());
      if (ref !== "" && earlier === undefined) firstLine.set(ref.toLowerCase(), line);
      const problems =
        earlier === undefined
          ? read.problems
          : [{ column: PRODUCT_CSV_COLUMNS.ref, message: csvMessages.repeatedRef(earlier) }];
      const changes = current && read.record ? productCsvChanges(current, read.record, naming) : [];
      const action = csvAction(problems, current !== undefined, changes);
      return { row: { line, label: ref, action, changes, problems }, current, values: read.values };
    });
  }

  const read = (csv: string) => readCsv(csv, PRODUCT_CSV_COLUMNS, ["ref"]);

  return {
    /**
     * Every product's line, a batch at a time; the first batch is read before anything is sent.
     * The export is in the audit log, with the lines `actor` got.
     */
    async exportLines(actor: StaffActor): Promise<AsyncIterable<string>> {
      const naming = productCsvNaming(await products.choices());
      const first = await repo.page(db, 0, EXPORT_BATCH);
      async function* batches() {
        let batch = first;
        while (batch.length > 0) {
          yield batch.map((row) => lineOf(row, naming));
          if (batch.length < EXPORT_BATCH) return;
          batch = await repo.page(db, batch.at(-1)?.id ?? 0, EXPORT_BATCH);
        }
      }
      return auditedExport(db, actor, { action: "product.export", entity: "product" }, batches());
    },

    /** What importing the file would do, line by line; nothing is written. */
    async preview(csv: string) {
      const planned = await plan(db, read(csv));
      return csvPreview(planned.map(({ row }) => row));
    },

    /**
     * Imports the file in one transaction, read again inside it: any bad line and nothing is
     * written (400); otherwise each new or changed product is saved as the product form saves it.
     */
    async import(actor: StaffActor, csv: string) {
      const lines = read(csv);
      return products.saveTogether(async (trx, saves) => {
        const planned = await plan(trx, lines);
        const rows = planned.map(({ row }) => row);
        refuseBadRows(rows);
        for (const { row, current, values } of planned) {
          if (values === null || row.action === "unchanged") continue;
          if (current === undefined) await saves.create(actor, values);
          else
            await saves.update(actor, current.id, {
              ...values,
              updatedAt: current.updatedAt,
            });
        }
        const summary = csvSummary(rows);
        await recordAudit(trx, actor, {
          action: "product.import",
          entity: "product",
          after: summary,
        });
        return summary;
      });
    },
  };
}

export type ProductCsv = ReturnType<typeof productCsv>;
