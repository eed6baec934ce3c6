import type { FastifyBaseLogger } from "fastify";
import type { Kysely, Transaction } from "kysely";
import type { DB } from "../../db/schema.ts";
import type { CardProvider } from "../../payments/card-provider.ts";
import type { MbwayProvider } from "../../payments/mbway-provider.ts";
import {
  type LatePayment,
  paymentOutcomesRepository as repo,
} from "./payment-outcomes.repository.ts";
import type { PurchaseRow } from "./purchase.repository.ts";
import { recordPurchaseEvent } from "./purchase-timeline.ts";

const REFUND_BATCH = 50;

/** A payment as a provider reported it: its id at the provider (intent, request, callback). */
export interface PaymentReceived {
  provider: string;
  id: string;
  amountCents: number;
  currency: string;
  kind?: "LATE" | "WRONG_AMOUNT";
  refundBy?: "PROVIDER" | "STAFF";
}

/** What the provider says before an expired purchase is cancelled. */
export type ExpiryVerdict = "settle" | "cancel" | "wait";

/**
 * What happens to a payment after the fact: the provider is asked before an unpaid purchase is
 * cancelled, and a payment that arrives for a cancelled purchase is recorded and refunded.
 */
export function paymentOutcomes({
  db,
  card,
  mbway = null,
  log,
}: {
  db: Kysely<DB>;
  card: CardProvider;
  mbway?: MbwayProvider | null;
  log: FastifyBaseLogger;
}) {
  /** The providers that send money back themselves, by the name their payments carry. */
  const refunders = new Map<string, Pick<CardProvider, "refund">>([[card.name, card]]);
  if (mbway) refunders.set(mbway.name, mbway);

  async function refund(incident: LatePayment) {
    try {
      const refunder = refunders.get(incident.provider);
      if (!refunder) throw new Error(`no provider ${incident.provider} to refund through`);
      const refund = await refunder.refund(incident.intent_id, incident.amount_cents);
      await db.transaction().execute(async (trx) => {
        if (!(await repo.markRefunded(trx, incident.id))) return;
        await recordPurchaseEvent(trx, incident.purchase_id, "REFUNDED", {
          details: {
            method: incident.provider === mbway?.name ? "MBWAY" : "CARD",
            late: true,
            amountCents: incident.amount_cents,
            providerRefundId: refund.id,
          },
        });
      });
    } catch (error) {
      // Left unrefunded: the expiry job tries again every minute.
      log.error({ err: error, intentId: incident.intent_id }, "refund of a late payment failed");
    }
  }

  return {
    /**
     * Records a payment the shop cannot take (the purchase was cancelled or already paid, or the
     * amount is wrong); answers it while the provider still has to refund it.
     */
    async recordLatePayment(trx: Transaction<DB>, purchase: PurchaseRow, payment: PaymentReceived) {
      const { kind = "LATE", refundBy = "PROVIDER" } = payment;
      const { incident, recorded } = await repo.recordLatePayment(trx, {
        purchase_id: purchase.id,
        provider: payment.provider,
        intent_id: payment.id,
        amount_cents: payment.amountCents,
        currency: payment.currency,
        kind,
        refund_by: refundBy,
      });
      if (recorded) {
        await recordPurchaseEvent(trx, purchase.id, kind === "LATE" ? "LATE_PAYMENT" : kind, {
          details: { amountCents: payment.amountCents, byStaff: refundBy === "STAFF" },
        });
        log.error(
          { idShort: purchase.id_short, paymentId: payment.id, amountCents: payment.amountCents },
          refundBy === "STAFF"
            ? "payment the shop cannot take: the staff must refund it"
            : "payment arrived for a cancelled purchase: refunding it",
        );
      }
      return refundBy === "PROVIDER" ? incident : undefined;
    },

    refund,

    /** Refunds the late payments a provider did not take back before. */
    async refundPending() {
      for (const incident of await repo.unrefunded(db, [...refunders.keys()], REFUND_BATCH)) {
        await refund(incident);
      }
    },

    /** Asks the provider about an expired purchase's intent, cancelling it unless it was paid. */
    async beforeExpiry(intentId: string): Promise<ExpiryVerdict> {
      try {
        const intent = await card.retrieveIntent(intentId);
        if (intent?.status === "succeeded") return "settle";
        if (!intent || intent.status === "canceled") return "cancel";
        return (await card.cancelIntent(intentId)) ? "cancel" : "settle";
      } catch (error) {
        log.warn({ err: error, intentId }, "card provider did not answer; expiry waits");
        return "wait";
      }
    },
  };
}

export type PaymentOutcomes = ReturnType<typeof paymentOutcomes>;
