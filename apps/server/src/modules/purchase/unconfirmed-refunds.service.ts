import { ErrorCode, orderMessages } from "@shop/shared";
import type { FastifyBaseLogger } from "fastify";
import type { Kysely } from "kysely";
import type { DB } from "../../db/schema.ts";
import { AppError } from "../../http/app-error.ts";
import type { IfthenpayRefundLedger } from "../../payments/ifthenpay-refunds.ts";
import type { ReturnsAdmin } from "../returns/returns-admin.service.ts";
import { recordAudit, type StaffActor } from "../staff/audit.ts";
import { purchaseRepository as repo } from "./purchase.repository.ts";
import { notFound } from "./purchase-admin.service.ts";
import type { PurchaseCancel } from "./purchase-cancel.service.ts";

export interface UnconfirmedRefundsOptions {
  db: Kysely<DB>;
  ledger: IfthenpayRefundLedger | null;
  cancellations: Pick<PurchaseCancel, "retryRefund">;
  returns: Pick<ReturnsAdmin, "retryRefund">;
  log: FastifyBaseLogger;
}

/** A return's refund is asked under `return-<id>` (returns-admin.service.ts). */
const returnIdOf = (key: string) => /^return-(\d+)$/.exec(key)?.[1];

/**
 * The staff's word on a refund ifthenpay did not confirm, after checking its back office: made,
 * or not made and asked again. Either way the refund then goes on as any other: the next ask
 * finds it made (recorded done), or asks ifthenpay once more.
 */
export function unconfirmedRefunds({
  db,
  ledger,
  cancellations,
  returns,
  log,
}: UnconfirmedRefundsOptions) {
  /** The refund, asked again now: done (made) or a new call; one that fails is retried by the job. */
  async function askAgain(actor: StaffActor, idShort: string, key: string) {
    const returnId = returnIdOf(key);
    try {
      if (returnId) await returns.retryRefund(actor, Number(returnId));
      else await cancellations.retryRefund(actor, idShort);
    } catch (error) {
      log.warn({ err: error, idShort, key }, "a checked refund was not settled at once");
    }
  }

  return {
    async check(actor: StaffActor, idShort: string, key: string, made: boolean) {
      const row = await repo.findByIdShort(db, idShort);
      if (!row) throw notFound();
      const requestId = row.payment_intent_id;
      const checked =
        ledger !== null &&
        requestId !== null &&
        (await ledger.check(key, requestId, made, actor.id));
      if (!checked) throw new AppError(ErrorCode.CONFLICT, orderMessages.noUnconfirmedRefund);
      await recordAudit(db, actor, {
        action: "purchase.refund-checked",
        entity: "purchase",
        entityId: idShort,
        after: { key, made },
      });
      await askAgain(actor, idShort, key);
    },
  };
}

export type UnconfirmedRefunds = ReturnType<typeof unconfirmedRefunds>;
