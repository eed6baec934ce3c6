import { createReadStream, existsSync } from "node:fs";
import { ErrorCode, InvoicingStatusSchema, OrderMoveSchema, OrderParamsSchema } from "@shop/shared";
import type { FastifyInstance, FastifyReply } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { AppError } from "../../http/app-error.ts";
import { ok, okSchema } from "../../http/envelope.ts";
import { staffOf } from "../staff/staff-guard.ts";
import type { InvoiceService } from "./invoice.service.ts";
import { invoiceMessages } from "./texts.ts";

type PdfFile = Awaited<ReturnType<InvoiceService["pdfByToken"]>>;

/** Sends an issued document's PDF, to be shown in the browser; 404 when there is none. */
export function sendInvoicePdf(reply: FastifyReply, file: PdfFile) {
  // A file lost from DATA_DIR (a restore without it) is a 404 too, never a 500 mid-stream.
  if (!file || !existsSync(file.path))
    throw new AppError(ErrorCode.NOT_FOUND, invoiceMessages.notFound);
  return reply
    .type("application/pdf")
    .header("content-disposition", `inline; filename="${file.filename}"`)
    .send(createReadStream(file.path));
}

/** The long random link of the paid email: /api/public/invoices/:token. */
export async function invoicePublicRoutes(
  app: FastifyInstance,
  { invoices }: { invoices: InvoiceService },
) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    "/public/invoices/:token",
    { schema: { params: z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{43}$/) }) } },
    async (request, reply) =>
      sendInvoicePdf(reply, await invoices.pdfByToken(request.params.token)),
  );
}

const withOrder = { params: OrderParamsSchema };

/** The back office's invoices: an order's PDF, its retry, and whether invoices are issued. */
export async function invoiceAdminRoutes(
  app: FastifyInstance,
  { invoices, onRetry }: { invoices: InvoiceService; onRetry: () => void },
) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    "/orders/:idShort/invoice",
    { config: { staffAccess: "orders.read" }, schema: withOrder },
    async (request, reply) =>
      sendInvoicePdf(reply, await invoices.pdfOfOrder(request.params.idShort)),
  );
  api.post(
    "/orders/:idShort/invoice/retry",
    {
      config: { staffAccess: "orders.write" },
      schema: { ...withOrder, body: OrderMoveSchema, response: { 200: okSchema(z.null()) } },
    },
    async (request) => {
      await invoices.retry(staffOf(request), request.params.idShort);
      onRetry();
      return ok(null, invoiceMessages.retrying);
    },
  );
  api.get(
    "/invoicing",
    {
      config: { staffAccess: "orders.read" },
      schema: { response: { 200: okSchema(InvoicingStatusSchema) } },
    },
    async () => ok(await invoices.status()),
  );
}
