import {
  AccountWithdrawalSchema,
  IdSchema,
  WithdrawalConfirmSchema,
  WithdrawalLookupSchema,
  WithdrawalPreviewSchema,
  WithdrawalReceiptSchema,
  withdrawalMessages,
} from "@shop/shared";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { ok, okSchema } from "../../http/envelope.ts";
import type { SessionStore } from "../../http/session.ts";
import type { WithdrawalService } from "./withdrawal.service.ts";

const previewReply = { response: { 200: okSchema(WithdrawalPreviewSchema) } };
const receiptReply = { response: { 200: okSchema(WithdrawalReceiptSchema) } };
const withPurchase = { params: z.object({ id: IdSchema }) };

/**
 * The withdrawal function: /api/public/withdrawals for a guest (reference and email), and
 * /api/users/client/purchase/:id/withdrawal for an account's own order. Each has a preview (the
 * confirmation step) and the withdrawal itself.
 */
export async function withdrawalRoutes(
  app: FastifyInstance,
  { withdrawals, sessions }: { withdrawals: WithdrawalService; sessions: SessionStore },
) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.post(
    "/public/withdrawals/preview",
    { schema: { body: WithdrawalLookupSchema, ...previewReply } },
    async (request) => {
      const { reference, email } = request.body;
      return ok(await withdrawals.previewAsGuest(reference, email, request.ip));
    },
  );
  api.post(
    "/public/withdrawals",
    { schema: { body: WithdrawalConfirmSchema, ...receiptReply } },
    async (request) => {
      const { reference, email, iban } = request.body;
      const receipt = await withdrawals.withdrawAsGuest(reference, email, iban, request.ip);
      return ok(receipt, withdrawalMessages.received);
    },
  );
  const user = async (request: Parameters<SessionStore["require"]>[0]) =>
    (await sessions.require(request)).userId;
  api.get(
    "/users/client/purchase/:id/withdrawal",
    { schema: { ...withPurchase, ...previewReply } },
    async (request) => ok(await withdrawals.previewOwn(await user(request), request.params.id)),
  );
  api.post(
    "/users/client/purchase/:id/withdrawal",
    { schema: { ...withPurchase, body: AccountWithdrawalSchema, ...receiptReply } },
    async (request) => {
      const userId = await user(request);
      const receipt = await withdrawals.withdrawOwn(userId, request.params.id, request.body.iban);
      return ok(receipt, withdrawalMessages.received);
    },
  );
}
