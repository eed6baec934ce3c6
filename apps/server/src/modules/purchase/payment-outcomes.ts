import type { FastifyBaseLogger } from "fastify";
import type { Kysely, Transaction } from "kysely";
import type { DB } from "../../db/schema.ts";
import type { CardProvider, PaymentIntent } from "../../payments/card-provider.ts";
import {
  type LatePayment,
  paymentOutcomesRepository as repo,
} from "./payment-outcomes.repository.ts";
import type { PurchaseRow } from "./purchase.repository.ts";
import { recordPurchaseEvent } from "./purchase-timeline.ts";

const REFUND_BATCH = 50;

/** What the provider says before an expired purchase is cancelled. */
export type ExpiryVerdict = "settle" | "cancel" | "wait";

/**
 * What happens to a payment after the fact: the provider is asked before an unpaid purchase is
 * cancelled, and a payment that arrives for a cancelled purchase is recorded and refunded.
 */
export function paymentOutcomes({
  db,
  card,
  log,
}: {
  db: Kysely<DB>;
  card: CardProvider;
  log: FastifyBaseLogger;
}) {
  async function refund(incident: LatePayment) {
    try {
      const refund = await card.refund(incident.intent_id, incident.amount_cents);
      await db.transaction().execute(async (trx) => {
        if (!(await repo.markRefunded(trx, incident.id))) return;
        await recordPurchaseEvent(trx, incident.purchase_id, "REFUNDED", {
          details: {
            method: "CARD",
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
    /** Records a succeeded intent whose purchase was cancelled; answers it while unrefunded. */
    async recordLatePayment(trx: Transaction<DB>, purchase: PurchaseRow, intent: PaymentIntent) {
      const { incident, recorded } = await repo.recordLatePayment(trx, {
        purchase_id: purchase.id,
        provider: card.name,
        intent_id: intent.id,
        amount_cents: intent.amountCents,
        currency: intent.currency,
      });
      if (recorded) {
        await recordPurchaseEvent(trx, purchase.id, "LATE_PAYMENT", {
          details: { amountCents: intent.amountCents },
        });
      }
      if (incident) {
        log.error(
          { idShort: purchase.id_short, intentId: intent.id, amountCents: intent.amountCents },
          "payment arrived for a cancelled purchase: refunding it",
        );
      }
      return incident;
    },

    refund,

    /** Refunds the late payments a provider did not take back before. */
    async refundPending() {
      for (const incident of await repo.unrefunded(db, card.name, REFUND_BATCH)) {
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
