import { OPEN_RESERVATION_STATES, type ReservationState } from "@shop/shared";
import type { FastifyBaseLogger } from "fastify";
import type { Kysely } from "kysely";
import type { DB } from "../../db/schema.ts";
import type { ShopIdentity } from "../../mail/templates/layout.ts";
import type { CardProvider } from "../../payments/card-provider.ts";
import { queueMadeMail, queueRefundedMail } from "./reservation-mail.ts";
import { reservationsRepository as repo } from "./reservations.repository.ts";

const BATCH = 50;

export interface ReservationPaymentDeps {
  db: Kysely<DB>;
  card: CardProvider;
  shopIdentity: () => Promise<ShopIdentity>;
  onMailQueued: () => void;
  log?: FastifyBaseLogger;
  now: () => Date;
}

/** What a card intent's news did to its reservation. */
export type Settled = "paid" | "unpaid" | "late" | "unknown";

const isOpen = (state: ReservationState) =>
  (OPEN_RESERVATION_STATES as readonly ReservationState[]).includes(state);

/**
 * Card payments of store reservations: the intent for the price the database holds, its
 * settling (from the browser, the provider's notification or the expiry job, in any order and
 * any number of times), and the refund of the money of a pair never collected.
 */
export function reservationPayments(deps: ReservationPaymentDeps) {
  const { db, card, now } = deps;

  /** The intent the browser pays; null when the provider did not answer. */
  async function start(id: number, priceCents: number, email: string) {
    try {
      const intent = await card.createIntent({
        amountCents: priceCents,
        order: { kind: "reservation", id, description: `Reserva em loja ${id}` },
        email,
      });
      await repo.setIntent(db, id, card.name, intent.id);
      return intent.clientSecret;
    } catch (error) {
      deps.log?.warn({ err: error, reservation: id }, "card intent of a reservation not created");
      return null;
    }
  }

  /**
   * Pays the reservation of an intent if the provider itself says it succeeded, in euros, for
   * exactly the reservation's price. Money that arrives for a reservation already ended (its
   * payment time over) is owed back and refunded at once.
   */
  async function settle(intentId: string): Promise<Settled> {
    const intent = await card.retrieveIntent(intentId);
    const shop = await deps.shopIdentity();
    type Outcome = { settled: Settled; id?: number; mailed?: true };
    const outcome = await db.transaction().execute(async (trx): Promise<Outcome> => {
      const locked = await repo.lockByIntent(trx, card.name, intentId);
      if (!locked) return { settled: "unknown" };
      if (locked.paid_at) return { settled: isOpen(locked.state) ? "paid" : "late", id: locked.id };
      const valid =
        intent?.status === "succeeded" &&
        intent.currency === "eur" &&
        intent.amountCents === locked.price_cents;
      if (!valid) return { settled: "unpaid" };
      await repo.markPaid(trx, locked.id, now());
      if (!isOpen(locked.state)) return { settled: "late", id: locked.id };
      await queueMadeMail(trx, locked.id, shop);
      return { settled: "paid", id: locked.id, mailed: true };
    });
    if (outcome.mailed) deps.onMailQueued();
    if (outcome.settled === "late" && outcome.id) await refundOwed(outcome.id);
    return outcome.settled;
  }

  /**
   * Gives back the money of paid reservations ended without their pair collected (one of them,
   * or the oldest BATCH): once per reservation at the provider (the refund's key), once in the
   * shop (the conditional mark), and again on the next round when the provider did not answer.
   */
  async function refundOwed(id?: number): Promise<number> {
    const owed = await repo.owedRefunds(db, BATCH, id);
    if (owed.length === 0) return 0;
    const shop = await deps.shopIdentity();
    let refunded = 0;
    for (const row of owed) {
      if (!row.payment_intent_id) continue;
      try {
        const refund = await card.refund(
          row.payment_intent_id,
          row.price_cents,
          `reservation-${row.id}`,
        );
        const marked = await db.transaction().execute(async (trx) => {
          const done = await repo.markRefunded(trx, row.id, refund.id, now());
          if (done) await queueRefundedMail(trx, row.id, shop);
          return done !== undefined;
        });
        if (marked) refunded++;
      } catch (error) {
        deps.log?.warn({ err: error, reservation: row.id }, "reservation refund not made yet");
      }
    }
    if (refunded > 0) deps.onMailQueued();
    return refunded;
  }

  /**
   * Stops the card payments of reservations unpaid past their time, before the job ends them: an
   * intent that went through meanwhile is settled (paid) instead. Answers the ids to leave for the
   * next round, when the provider did not answer.
   */
  async function stopUnpaid(at: Date): Promise<Set<number>> {
    const keep = new Set<number>();
    for (const row of await repo.unpaidOverdue(db, at, BATCH)) {
      const intentId = row.payment_intent_id;
      if (!intentId) continue;
      try {
        if (!(await card.cancelIntent(intentId))) await settle(intentId);
      } catch (error) {
        keep.add(row.id);
        deps.log?.warn({ err: error, reservation: row.id }, "reservation payment not stopped");
      }
    }
    return keep;
  }

  return {
    start,
    settle,
    refundOwed,
    stopUnpaid,
    paysReservation: (intentId: string) => repo.paysReservation(db, card.name, intentId),
  };
}

export type ReservationPayments = ReturnType<typeof reservationPayments>;
