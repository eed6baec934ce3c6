import {
  CustomerErasedSchema,
  CustomerEraseSchema,
  CustomerExportSchema,
  CustomerListQuerySchema,
  CustomerListSchema,
  CustomerProfileSchema,
  customerExportFileName,
  customerMessages,
  GuestProfileSchema,
  IdSchema,
} from "@shop/shared";
import type { FastifyInstance, FastifyReply } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { ok, okSchema } from "../../http/envelope.ts";
import { staffOf } from "../staff/staff-guard.ts";
import type { CustomersAdmin } from "./customers-admin.service.ts";

const params = z.object({ id: IdSchema });
const read = { staffAccess: "customers.read" } as const;
const write = { staffAccess: "customers.write" } as const;

/** A customer's (or guest's) data as a file to hand them: the document itself, not the envelope. */
function asFile<T extends { exportedAt: string }>(
  reply: FastifyReply,
  id: number,
  data: T,
  guest = false,
): T {
  const fileName = customerExportFileName(id, new Date(data.exportedAt), guest);
  reply.header("content-disposition", `attachment; filename="${fileName}"`);
  return data;
}

/** /api/admin/customers: search, profile, recovery email, data export and erasure. */
export async function customersAdminRoutes(
  app: FastifyInstance,
  { customers }: { customers: CustomersAdmin },
) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    "/customers",
    {
      config: read,
      schema: {
        querystring: CustomerListQuerySchema,
        response: { 200: okSchema(CustomerListSchema) },
      },
    },
    async (request) => ok(await customers.list(request.query)),
  );
  api.get(
    "/customers/:id",
    { config: read, schema: { params, response: { 200: okSchema(CustomerProfileSchema) } } },
    async (request) => ok(await customers.profile(request.params.id)),
  );
  api.post(
    "/customers/:id/recovery-email",
    { config: write, schema: { params, response: { 200: okSchema(z.null()) } } },
    async (request) => {
      await customers.sendRecovery(staffOf(request), request.params.id);
      return ok(null, customerMessages.recoverySent);
    },
  );
  // A file to hand to the customer: the document itself, not the envelope around it.
  api.get(
    "/customers/:id/export",
    { config: write, schema: { params, response: { 200: CustomerExportSchema } } },
    async (request, reply) =>
      asFile(
        reply,
        request.params.id,
        await customers.exportData(staffOf(request), request.params.id),
      ),
  );
  api.post(
    "/customers/:id/erase",
    {
      config: write,
      schema: {
        params,
        body: CustomerEraseSchema,
        response: { 200: okSchema(CustomerErasedSchema) },
      },
    },
    async (request) =>
      ok(
        await customers.erase(staffOf(request), request.params.id, request.body),
        customerMessages.erased,
      ),
  );

  // Guests: buyers without an account, by the key the list gives (one of their purchases' id).
  api.get(
    "/customers/guests/:id",
    { config: read, schema: { params, response: { 200: okSchema(GuestProfileSchema) } } },
    async (request) => ok(await customers.guest(request.params.id)),
  );
  api.get(
    "/customers/guests/:id/export",
    { config: write, schema: { params, response: { 200: CustomerExportSchema } } },
    async (request, reply) =>
      asFile(
        reply,
        request.params.id,
        await customers.exportGuest(staffOf(request), request.params.id),
        true,
      ),
  );
  api.post(
    "/customers/guests/:id/erase",
    {
      config: write,
      schema: {
        params,
        body: CustomerEraseSchema,
        response: { 200: okSchema(CustomerErasedSchema) },
      },
    },
    async (request) =>
      ok(
        await customers.eraseGuest(staffOf(request), request.params.id, request.body),
        customerMessages.guestErased,
      ),
  );
}
