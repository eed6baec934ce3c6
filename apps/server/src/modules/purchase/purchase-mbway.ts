import {
  type CancelPurchaseBody,
  ErrorCode,
  type MbwayRequestBody,
  type MbwayStateReply,
  UNPAID_STATES,
} from "@shop/shared";
import type { FastifyBaseLogger } from "fastify";
import type { Kysely, Transaction } from "kysely";
import type { DB } from "../../db/schema.ts";
import { AppError } from "../../http/app-error.ts";
import type { ShopIdentity } from "../../mail/templates/layout.ts";
import { type MbwayProvider, MbwayRejectedError } from "../../payments/mbway-provider.ts";
import { mbwayRepository as requests } from "./mbway.repository.ts";
import type { PaymentOutcomes } from "./payment-outcomes.ts";
import { type PurchaseRow, purchaseRepository as repo } from "./purchase.repository.ts";
import type { Buyer, PurchaseGuards } from "./purchase-guards.ts";
import { queuePurchaseMail } from "./purchase-mail.ts";
import { ownPurchase } from "./purchase-owner.ts";
import { recordPurchaseEvent } from "./purchase-timeline.ts";
import { amountDueCents } from "./sold-gift-cards.ts";

const messages = {
  off: "O pagamento por MB WAY não está disponível. Escolha outro método de pagamento.",
  notMbway: "Esta encomenda não é paga por MB WAY.",
  ended: "Esta encomenda já não aguarda pagamento.",
  rejected:
    "O MB WAY não aceitou o pedido para este número. Confirme que o número tem MB WAY, ou pague por referência MULTIBANCO.",
  down: "O MB WAY não respondeu. Tente de novo daqui a pouco, ou pague por referência MULTIBANCO.",
};

/** After its window, a request the provider still calls pending is taken as expired. */
const GRACE_MS = 30_000;

type Request = NonNullable<Awaited<ReturnType<typeof requests.latest>>>;

export interface MbwayPaymentsOptions {
  db: Kysely<DB>;
  mbway: MbwayProvider | null;
  guards: PurchaseGuards;
  outcomes: PaymentOutcomes;
  shopIdentity: () => Promise<ShopIdentity>;
  onMailQueued: () => void;
  log: FastifyBaseLogger;
  /** Marks an unpaid purchase paid (timeline, invoice); false when it was not unpaid. */
  pay: (purchase: PurchaseRow, trx: Transaction<DB>) => Promise<boolean>;
}

function reply(purchase: PurchaseRow, request: Request | undefined): MbwayStateReply {
  return {
    idShort: purchase.id_short,
    state: purchase.state,
    paid: !UNPAID_STATES.includes(purchase.state) && purchase.state !== "CANCELED",
    request: request
      ? { status: request.status, expiresAt: request.expires_at.toISOString() }
      : null,
  };
}

/** MB WAY: a request pushed to the buyer's phone, its state, and the payment it brings. */
export function mbwayPayments(options: MbwayPaymentsOptions) {
  const { db, guards, outcomes, log } = options;

  function provider(): MbwayProvider {
    if (!options.mbway) throw new AppError(ErrorCode.VALIDATION, messages.off);
    return options.mbway;
  }

  /**
   * The money of a request the provider says was paid: it pays its purchase while unpaid and the
   * amount is the total (switched to MULTIBANCO meanwhile or not); otherwise it is recorded and
   * sent back through the provider. A request paid before changes nothing.
   */
  async function settle(requestId: string, reportedCents: number | null): Promise<boolean> {
    const mbway = provider();
    const shop = await options.shopIdentity();
    let refund: Awaited<ReturnType<PaymentOutcomes["recordLatePayment"]>>;
    const known = await db.transaction().execute(async (trx) => {
      const request = await requests.lock(trx, mbway.name, requestId);
      if (!request) return false;
      if (request.status === "PAID") return true;
      await requests.markPaid(trx, request.id);
      const purchase = await repo.lockById(trx, request.purchase_id);
      const amountCents = reportedCents ?? request.amount_cents;
      if (UNPAID_STATES.includes(purchase.state) && amountCents === amountDueCents(purchase)) {
        await repo.setMbwayPayment(trx, purchase.id, mbway.name, requestId);
        const paid = { ...purchase, payment_method: "MBWAY" as const };
        await options.pay(paid, trx);
        await queuePurchaseMail(trx, "PURCHASE_PAID", { ...paid, state: "PAYED" }, shop);
        return true;
      }
      refund = await outcomes.recordLatePayment(trx, purchase, {
        provider: mbway.name,
        id: requestId,
        amountCents,
        currency: "eur",
        kind: amountCents === amountDueCents(purchase) ? "LATE" : "WRONG_AMOUNT",
      });
      return true;
    });
    options.onMailQueued();
    if (refund) await outcomes.refund(refund);
    return known;
  }

  /** Asks the provider about a pending request and acts on its answer; a silent one waits. */
  async function refresh(request: Request) {
    const mbway = provider();
    try {
      const status = await mbway.status(request.request_id);
      if (status === "PAID") return void (await settle(request.request_id, null));
      if (status !== "PENDING") return requests.end(db, request.id, status);
    } catch (error) {
      log.warn({ err: error, requestId: request.request_id }, "MB WAY provider did not answer");
    }
    if (request.expires_at.getTime() + GRACE_MS < Date.now())
      await requests.end(db, request.id, "EXPIRED");
  }

  return {
    settle,

    /**
     * Pushes a payment request for the buyer's own unpaid MB WAY purchase to `phone`; one still
     * pending is answered again instead. Every call counts against the client address, before the
     * purchase is looked up (guesses); only a request really pushed counts against the phone.
     */
    async request(body: MbwayRequestBody, buyer: Buyer): Promise<MbwayStateReply> {
      const mbway = provider();
      await guards.limitCall("mbwayPerAddress", buyer.address);
      const purchase = await ownPurchase(db, body, buyer);
      if (!UNPAID_STATES.includes(purchase.state))
        throw new AppError(ErrorCode.CONFLICT, messages.ended);
      if (purchase.payment_method !== "MBWAY")
        throw new AppError(ErrorCode.CONFLICT, messages.notMbway);
      const pending = await requests.latest(db, purchase.id);
      if (pending?.status === "PENDING" && pending.expires_at > new Date())
        return reply(purchase, pending);
      await guards.limitMbwayPhone(body.phone);
      try {
        const pushed = await mbway.request({
          orderId: purchase.id_short,
          amountCents: amountDueCents(purchase),
          phone: body.phone,
          description: `Encomenda ${purchase.id_short}`,
        });
        const row = await db.transaction().execute(async (trx) => {
          await recordPurchaseEvent(trx, purchase.id, "MBWAY_REQUESTED", {
            details: { amountCents: amountDueCents(purchase) },
          });
          return requests.insert(trx, {
            purchase_id: purchase.id,
            provider: mbway.name,
            request_id: pushed.requestId,
            phone: body.phone,
            amount_cents: amountDueCents(purchase),
            expires_at: pushed.expiresAt,
          });
        });
        return reply(purchase, row);
      } catch (error) {
        const rejected = error instanceof MbwayRejectedError;
        log.warn({ err: error, idShort: purchase.id_short }, "MB WAY request failed");
        await recordPurchaseEvent(db, purchase.id, "MBWAY_FAILED", { details: { rejected } });
        throw new AppError(ErrorCode.PAYMENT_FAILED, rejected ? messages.rejected : messages.down);
      }
    },

    /** The buyer's purchase and its newest request, after asking the provider while pending. */
    async status(body: CancelPurchaseBody, buyer: Buyer): Promise<MbwayStateReply> {
      await guards.limitCall("mbwayStatusPerAddress", buyer.address);
      const purchase = await ownPurchase(db, body, buyer);
      const latest = await requests.latest(db, purchase.id);
      if (latest?.status !== "PENDING" || !UNPAID_STATES.includes(purchase.state))
        return reply(purchase, latest);
      await refresh(latest);
      return reply(await repo.findById(db, purchase.id), await requests.latest(db, purchase.id));
    },
  };
}
