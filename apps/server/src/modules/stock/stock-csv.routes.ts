import { CsvImportBodySchema, CsvPreviewSchema, CsvSummarySchema, csvMessages } from "@shop/shared";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { sendCsv } from "../../http/csv.ts";
import { ok, okSchema } from "../../http/envelope.ts";
import { CSV_IMPORT_BODY_LIMIT, explainTooLargeFiles } from "../admin/csv-routes.ts";
import { staffOf } from "../staff/staff-guard.ts";
import { STOCK_EXPORT_HEADER, type StockCsv } from "./stock-csv.service.ts";

/** A store's staff see and import only their store's lines (see stockScope). */
const stock = { staffAccess: "stock.write" } as const;

/** /api/admin/stock/export and /stock/import: the balances as a CSV file, both ways. */
export async function stockCsvRoutes(app: FastifyInstance, { csv }: { csv: StockCsv }) {
  explainTooLargeFiles(app);
  const api = app.withTypeProvider<ZodTypeProvider>();
  const file = { bodyLimit: CSV_IMPORT_BODY_LIMIT, config: stock };

  api.get(
    "/stock/export",
    { config: stock, schema: { summary: "Every product's stock by size and location, as CSV" } },
    async (request, reply) => {
      const day = new Date().toISOString().slice(0, 10);
      const lines = await csv.exportLines(staffOf(request));
      return sendCsv(reply, `stock-${day}.csv`, STOCK_EXPORT_HEADER, lines);
    },
  );
  api.post(
    "/stock/import/preview",
    {
      ...file,
      schema: { body: CsvImportBodySchema, response: { 200: okSchema(CsvPreviewSchema) } },
    },
    async (request) => ok(await csv.preview(staffOf(request), request.body.csv)),
  );
  api.post(
    "/stock/import",
    {
      ...file,
      schema: { body: CsvImportBodySchema, response: { 200: okSchema(CsvSummarySchema) } },
    },
    async (request) => {
      const summary = await csv.import(staffOf(request), request.body.csv);
      return ok(summary, csvMessages.imported(summary));
    },
  );
}
