import { CsvImportBodySchema, CsvPreviewSchema, CsvSummarySchema, csvMessages } from "@shop/shared";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { sendCsv } from "../../http/csv.ts";
import { ok, okSchema } from "../../http/envelope.ts";
import { CSV_IMPORT_BODY_LIMIT, explainTooLargeFiles } from "../admin/csv-routes.ts";
import { staffOf } from "../staff/staff-guard.ts";
import { PRODUCT_EXPORT_HEADER, type ProductCsv } from "./product-csv.service.ts";

const write = { staffAccess: "catalogue.write" } as const;

/** /api/admin/products/export and /products/import: the catalogue as a CSV file, both ways. */
export async function productCsvRoutes(app: FastifyInstance, { csv }: { csv: ProductCsv }) {
  explainTooLargeFiles(app);
  const api = app.withTypeProvider<ZodTypeProvider>();
  const file = { bodyLimit: CSV_IMPORT_BODY_LIMIT, config: write };

  api.get(
    "/products/export",
    { config: { staffAccess: "catalogue.read" }, schema: { summary: "Every product, as CSV" } },
    async (request, reply) => {
      const day = new Date().toISOString().slice(0, 10);
      const lines = await csv.exportLines(staffOf(request));
      return sendCsv(reply, `produtos-${day}.csv`, PRODUCT_EXPORT_HEADER, lines);
    },
  );
  api.post(
    "/products/import/preview",
    {
      ...file,
      schema: { body: CsvImportBodySchema, response: { 200: okSchema(CsvPreviewSchema) } },
    },
    async (request) => ok(await csv.preview(request.body.csv)),
  );
  api.post(
    "/products/import",
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
