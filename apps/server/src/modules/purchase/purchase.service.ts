import {
  type CancelPurchaseBody,
  type Cart,
  centsToEuros,
  ErrorCode,
  type GeneratedPurchase,
  type GeneratePurchaseBody,
  type PaymentMethod,
  type PurchaseStateReply,
  UNPAID_STATES,
} from "@shop/shared";
import type { FastifyBaseLogger } from "fastify";
import type { Kysely, Transaction } from "kysely";
import type { PurchaseLimits } from "../../config/limits.ts";
import type { DB } from "../../db/schema.ts";
import { AppError } from "../../http/app-error.ts";
import type { ShopIdentity } from "../../mail/templates/layout.ts";
import type { CardProvider } from "../../payments/card-provider.ts";
import { IFTHENPAY_MULTIBANCO } from "../../payments/ifthenpay.ts";
import type { MbwayProvider } from "../../payments/mbway-provider.ts";
import { isValidMultibancoReference } from "../../payments/multibanco.ts";
import type { MultibancoIssuer } from "../../payments/reference-provider.ts";
import type { CatalogService } from "../catalog/catalog.service.ts";
import type { InvoiceService } from "../invoices/invoice.service.ts";
import { paymentOutcomesRepository } from "./payment-outcomes.repository.ts";
import { paymentOutcomes } from "./payment-outcomes.ts";
import { type PurchaseRow, purchaseRepository as repo } from "./purchase.repository.ts";
import type { PurchaseEvents } from "./purchase-events.ts";
import { assignLocalReference, writePurchase } from "./purchase-generation.ts";
import { type Buyer, purchaseGuards } from "./purchase-guards.ts";
import { queuePurchaseMail } from "./purchase-mail.ts";
import { mbwayPayments } from "./purchase-mbway.ts";
import { ownPurchase } from "./purchase-owner.ts";
import { recordPurchaseEvent } from "./purchase-timeline.ts";
import { amountDueCents, issueSoldGiftCards } from "./sold-gift-cards.ts";

const messages = {
  forbidden: "Não pode comprar em nome de outro cliente.",
  notFound: "A encomenda não existe.",
  cardStart: "Não foi possível iniciar o pagamento com cartão. Por favor, tente novamente.",
  notPaid: "O pagamento ainda não foi concluído. Verifique os dados do cartão e tente novamente.",
  unknownIntent: "Este pagamento não corresponde a nenhuma encomenda.",
  referenceAmount: "A referência não corresponde a este valor.",
  referenceUnknown: "Referência MULTIBANCO inexistente ou expirada.",
  referencePaid: "Esta referência já foi paga.",
  cancelPaid: "Esta encomenda já foi paga e não pode ser cancelada aqui.",
  multibancoOff:
    "O pagamento por referência MULTIBANCO não está disponível. Por favor, pague com cartão.",
  referenceStart:
    "O serviço de referências MULTIBANCO não respondeu, por isso a encomenda não foi registada. Tente de novo daqui a pouco, ou escolha outro método de pagamento.",
  referenceRetry:
    "O serviço de referências MULTIBANCO não respondeu. A encomenda continua reservada: tente de novo daqui a pouco.",
  mbwayOff: "O pagamento por MB WAY não está disponível. Escolha outro método de pagamento.",
  switchEnded: "Esta encomenda já não aguarda pagamento por MB WAY.",
};

/** What a MULTIBANCO callback did: paid the purchase, nothing (a repeat), or recorded a problem. */
export type ReferenceCallbackOutcome = "paid" | "repeat" | "unknown" | "late" | "wrong-amount";

const WAIT_MS = 25_000;

export interface PurchaseServiceOptions {
  db: Kysely<DB>;
  card: CardProvider;
  multibanco: MultibancoIssuer | null;
  mbway?: MbwayProvider | null;
  catalog: CatalogService;
  events: PurchaseEvents;
  shopIdentity: () => Promise<ShopIdentity>;
  onMailQueued: () => void;
  limits: PurchaseLimits;
  log: FastifyBaseLogger;
  /** Queues a paid purchase's invoice in the payment's transaction. */
  invoices: Pick<InvoiceService, "queueInvoice">;
  waitMs?: number;
}

function generatedReply(purchase: PurchaseRow, paymentKey: string | null): GeneratedPurchase {
  return {
    paymentMethod: purchase.payment_method,
    paymentKey,
    id: purchase.id,
    idShort: purchase.id_short,
    paymentReference: purchase.payment_reference,
    paymentEntity: purchase.payment_entity,
    paymentValue: centsToEuros(amountDueCents(purchase)),
    paymentExpiresAt: purchase.payment_expires_at?.toISOString() ?? null,
  };
}

function stateReply(purchase: PurchaseRow): PurchaseStateReply {
  return {
    id: purchase.id,
    idShort: purchase.id_short,
    state: purchase.state,
    paid: !UNPAID_STATES.includes(purchase.state) && purchase.state !== "CANCELED",
  };
}

/** Purchases: generation with stock reservation, payment by reference or card, waiting, expiry. */
export function purchaseService(options: PurchaseServiceOptions) {
  const { db, card } = options;
  const guards = purchaseGuards(db, options.limits);
  const outcomes = paymentOutcomes({ db, card, mbway: options.mbway, log: options.log });
  const referenceProvider =
    options.multibanco?.issuer === "provider" ? options.multibanco.provider : null;

  async function findOrFail(idShort: string): Promise<PurchaseRow> {
    const purchase = await repo.findByIdShort(db, idShort);
    if (!purchase) throw new AppError(ErrorCode.NOT_FOUND, messages.notFound);
    return purchase;
  }

  async function pay(purchase: PurchaseRow | undefined, trx: Transaction<DB>): Promise<boolean> {
    if (!purchase || !UNPAID_STATES.includes(purchase.state)) return false;
    await repo.markPaid(trx, purchase.id);
    await recordPurchaseEvent(trx, purchase.id, "PAID", {
      details: { paymentMethod: purchase.payment_method },
    });
    await options.invoices.queueInvoice(trx, purchase);
    // Their emails go when onMailQueued wakes the gift card job, after the commit.
    await issueSoldGiftCards(trx, purchase, new Date());
    return true;
  }

  /**
   * Pays the purchase of a card intent if the provider itself says the intent succeeded, in euros,
   * for exactly the purchase's total. A notification id seen before changes nothing; states only
   * move forward, so a purchase is never paid twice. Money that arrives for a cancelled purchase
   * is recorded on it and refunded.
   */
  async function settleCardIntent(intentId: string, notificationId: string | null) {
    const intent = await card.retrieveIntent(intentId);
    const shop = await options.shopIdentity();
    let latePayment: Awaited<ReturnType<typeof outcomes.recordLatePayment>>;
    const purchase = await db.transaction().execute(async (trx) => {
      const locked = await repo.lockByIntent(trx, card.name, intentId);
      if (
        notificationId &&
        !(await repo.recordNotification(trx, card.name, notificationId, locked?.id ?? null))
      ) {
        return locked;
      }
      if (intent?.status === "succeeded" && locked?.state === "CANCELED") {
        latePayment = await outcomes.recordLatePayment(trx, locked, {
          provider: card.name,
          id: intent.id,
          amountCents: intent.amountCents,
          currency: intent.currency,
        });
        return locked;
      }
      const valid =
        intent?.status === "succeeded" &&
        intent.currency === "eur" &&
        locked !== undefined &&
        intent.amountCents === amountDueCents(locked);
      if (valid && (await pay(locked, trx)) && locked) {
        await queuePurchaseMail(trx, "PURCHASE_PAID", { ...locked, state: "PAYED" }, shop);
      }
      return locked;
    });
    options.onMailQueued();
    if (latePayment) await outcomes.refund(latePayment);
    return purchase;
  }

  /** Cancels a purchase still unpaid past its deadline and returns its stock. */
  async function cancelExpired(purchaseId: number): Promise<boolean> {
    return db.transaction().execute(async (trx) => {
      if (!(await paymentOutcomesRepository.lockExpired(trx, purchaseId))) return false;
      if (await repo.cancelReturningStock(trx, purchaseId))
        await recordPurchaseEvent(trx, purchaseId, "EXPIRED");
      return true;
    });
  }

  /** Settles or cancels one expired purchase; false when it stays open for the next round. */
  async function expire(purchase: { id: number; payment_intent_id: string | null }) {
    const intentId = purchase.payment_intent_id;
    const verdict = intentId ? await outcomes.beforeExpiry(intentId) : "cancel";
    if (verdict === "cancel") return cancelExpired(purchase.id);
    if (verdict === "wait" || !intentId) return false;
    await settleCardIntent(intentId, null);
    return !UNPAID_STATES.includes((await repo.findById(db, purchase.id)).state);
  }

  const mbway = mbwayPayments({
    db,
    mbway: options.mbway ?? null,
    guards,
    outcomes,
    shopIdentity: options.shopIdentity,
    onMailQueued: options.onMailQueued,
    log: options.log,
    pay,
  });

  function refuseUnofferedMethod(method: PaymentMethod) {
    const off =
      (method === "MULTIBANCO" && !options.multibanco && messages.multibancoOff) ||
      (method === "MBWAY" && !options.mbway && messages.mbwayOff);
    if (off) throw new AppError(ErrorCode.VALIDATION, off, { paymentMethod: off });
  }

  /** A purchase whose payment could not start: its stock goes back. */
  async function cancelUnstarted(purchaseId: number) {
    await db.transaction().execute(async (trx) => {
      if (await repo.cancelReturningStock(trx, purchaseId))
        await recordPurchaseEvent(trx, purchaseId, "CANCELED", {
          details: { by: "shop", cause: "payment-not-started" },
        });
    });
  }

  /**
   * Asks the MULTIBANCO provider for a purchase's reference, then emails it to the buyer. A new
   * purchase whose reference fails is cancelled; one that switched to MULTIBANCO is kept.
   */
  async function startProviderReference(
    purchase: PurchaseRow,
    shop: ShopIdentity,
    onFailure: "cancel" | "keep" = "cancel",
  ) {
    if (!referenceProvider || purchase.state !== "MULTIBANCO") return purchase;
    try {
      const issued = await referenceProvider.issueReference({
        amountCents: amountDueCents(purchase),
        purchaseId: purchase.id,
        idShort: purchase.id_short,
        email: purchase.contact_email,
      });
      const ready = await db.transaction().execute(async (trx) => {
        await repo.setIssuedReference(trx, purchase.id, referenceProvider.name, issued);
        await recordPurchaseEvent(trx, purchase.id, "REFERENCE_ISSUED", {
          details: { entity: issued.entity, reference: issued.reference },
        });
        const row = await repo.findById(trx, purchase.id);
        await queuePurchaseMail(trx, "PURCHASE_GENERATED", row, shop);
        return row;
      });
      options.onMailQueued();
      return ready;
    } catch (error) {
      options.log.error({ err: error, idShort: purchase.id_short }, "MULTIBANCO reference failed");
      if (onFailure === "keep")
        throw new AppError(ErrorCode.PAYMENT_FAILED, messages.referenceRetry);
      await cancelUnstarted(purchase.id);
      throw new AppError(ErrorCode.PAYMENT_FAILED, messages.referenceStart);
    }
  }

  async function startCardPayment(
    purchaseId: number,
    idShort: string,
    email: string,
    totalCents: number,
  ) {
    try {
      const intent = await card.createIntent({
        amountCents: totalCents,
        order: { kind: "purchase", id: purchaseId, description: `Encomenda ${idShort}` },
        email,
      });
      await repo.setIntent(db, purchaseId, card.name, intent.id);
      return intent.clientSecret;
    } catch {
      await cancelUnstarted(purchaseId);
      throw new AppError(ErrorCode.PAYMENT_FAILED, messages.cardStart);
    }
  }

  /** What generating answered the first time a key was used (the card intent read back). */
  async function generatedAgain(purchase: PurchaseRow): Promise<GeneratedPurchase> {
    const intent =
      purchase.payment_intent_id && purchase.state === "REGISTERED"
        ? await card.retrieveIntent(purchase.payment_intent_id)
        : null;
    return generatedReply(purchase, intent?.clientSecret ?? null);
  }

  return {
    /** The cart's products that exist and are on sale. */
    async products(cart: Cart) {
      return options.catalog.productsByIds(Object.values(cart).map((item) => item.id));
    },

    /** The online stock of every size of the cart's products on sale. */
    async stock(cart: Cart) {
      return options.catalog.onlineStock(Object.values(cart).map((item) => item.id));
    },

    /**
     * The stores taking pickups whose own shelves hold every size of the cart in its quantities:
     * there the order can be collected today. The stock sold stays the online one.
     */
    async pickupShelves(cart: Cart): Promise<number[]> {
      const items = Object.values(cart);
      const shelves = await repo.storeShelves(
        db,
        items.map((item) => item.id),
      );
      const units = new Map(
        shelves.map((row) => [`${row.store_id}:${row.product_id}:${row.size}`, row.quantity]),
      );
      const storeIds = [...new Set(shelves.map((row) => row.store_id as number))];
      return storeIds.filter((storeId) =>
        items.every((item) =>
          Object.entries(item.quantities).every(
            ([size, quantity]) => (units.get(`${storeId}:${item.id}:${size}`) ?? 0) >= quantity,
          ),
        ),
      );
    },

    /**
     * Writes a purchase and reserves its stock, within the limits of purchaseLimits; a key seen
     * before answers its purchase again, writing nothing.
     */
    async generate(body: GeneratePurchaseBody, buyer: Buyer): Promise<GeneratedPurchase> {
      if (body.clientId !== null && body.clientId !== buyer.userId) {
        throw new AppError(ErrorCode.FORBIDDEN, messages.forbidden);
      }
      refuseUnofferedMethod(body.paymentMethod);
      const key = body.idempotencyKey;
      const earlier = key ? await repo.findByIdempotencyKey(db, key) : undefined;
      if (earlier) return generatedAgain(earlier);
      // A signed-in buyer's contact email is the account's.
      const accountEmail = buyer.userId === null ? null : await repo.userEmail(db, buyer.userId);
      const contacts = { ...body.contacts, email: accountEmail ?? body.contacts.email };
      await guards.limitGeneration(contacts.email, buyer.address);
      const shop = await options.shopIdentity();
      const { purchase, written } = await db.transaction().execute(async (trx) => {
        await repo.lockBuyer(trx, { key, email: contacts.email, address: buyer.address });
        const same = key ? await repo.findByIdempotencyKey(trx, key) : undefined;
        if (same) return { purchase: same, written: false };
        await guards.guardOpenPurchases(trx, contacts.email, buyer.address);
        const id = await writePurchase(trx, { ...body, contacts }, buyer, options.multibanco);
        const row = await repo.findById(trx, id);
        if (row.state === "MULTIBANCO" && row.payment_reference)
          await queuePurchaseMail(trx, "PURCHASE_GENERATED", row, shop);
        if (row.payment_method === "GIFT_CARD" && (await pay(row, trx))) {
          await queuePurchaseMail(trx, "PURCHASE_PAID", { ...row, state: "PAYED" }, shop);
          return { purchase: { ...row, state: "PAYED" as const }, written: true };
        }
        return { purchase: row, written: true };
      });
      if (!written) return generatedAgain(purchase);
      options.onMailQueued();
      const started = await startProviderReference(purchase, shop);
      const paymentKey =
        started.payment_method === "CREDIT"
          ? await startCardPayment(
              purchase.id,
              purchase.id_short,
              purchase.contact_email,
              amountDueCents(purchase),
            )
          : null;
      return generatedReply(started, paymentKey);
    },

    /**
     * The buyer's own unpaid purchase, cancelled: stock returned, reference no longer payable,
     * card intent cancelled. Someone else's (or an unknown) purchase is a 404; a paid one a 409.
     */
    async cancel(body: CancelPurchaseBody, buyer: Buyer): Promise<PurchaseStateReply> {
      await guards.limitCall("cancelPerAddress", buyer.address);
      const { purchase, canceled } = await db.transaction().execute(async (trx) => {
        const row = await ownPurchase(trx, body, buyer);
        if (row.state === "CANCELED") return { purchase: row, canceled: false };
        if (!UNPAID_STATES.includes(row.state))
          throw new AppError(ErrorCode.CONFLICT, messages.cancelPaid);
        await repo.cancelReturningStock(trx, row.id);
        await recordPurchaseEvent(trx, row.id, "CANCELED", { details: { by: "customer" } });
        return { purchase: { ...row, state: "CANCELED" as const }, canceled: true };
      });
      if (canceled && purchase.payment_intent_id)
        await card.cancelIntent(purchase.payment_intent_id);
      const { id: _id, ...reply } = stateReply(purchase);
      return reply;
    },

    /** The state of a purchase, after waiting up to 25 s for it to change while unpaid. */
    async wait(idShort: string, signal?: AbortSignal): Promise<PurchaseStateReply> {
      const before = await findOrFail(idShort);
      if (UNPAID_STATES.includes(before.state)) {
        await options.events.waitForChange(idShort, options.waitMs ?? WAIT_MS, signal);
      }
      const { id: _id, ...reply } = stateReply(await findOrFail(idShort));
      return reply;
    },

    /**
     * The buyer says the card payment went through: believed only if the provider agrees. Only an
     * intent of one of our unpaid purchases is worth asking the provider about.
     */
    async confirm(intentId: string, address: string): Promise<PurchaseStateReply> {
      await guards.limitCall("confirmPerAddress", address);
      const known = await repo.findByIntent(db, card.name, intentId);
      if (!known) throw new AppError(ErrorCode.NOT_FOUND, messages.unknownIntent);
      if (known.state === "REGISTERED") await settleCardIntent(intentId, null);
      const current = await findOrFail(known.id_short);
      if (current.state === "REGISTERED")
        throw new AppError(ErrorCode.PAYMENT_FAILED, messages.notPaid);
      return stateReply(current);
    },

    settleCardIntent,

    /**
     * ifthenpay says a reference was paid (its callback, key already checked): the purchase of
     * the dynamic reference its request id names, else the latest of the entity and reference.
     * The purchase's own amount pays it once; a repeat changes nothing; money that cannot pay it
     * (the wrong amount, a purchase cancelled or paid already) is recorded for the staff to refund.
     */
    async settleReferenceCallback(payment: {
      entity: string;
      reference: string;
      amountCents: number;
      paidAt: string;
      requestId?: string | undefined;
    }): Promise<ReferenceCallbackOutcome> {
      const { entity, reference, amountCents, requestId } = payment;
      const shop = await options.shopIdentity();
      const outcome = await db.transaction().execute(async (trx) => {
        const issued =
          requestId && (await repo.lockByRequest(trx, IFTHENPAY_MULTIBANCO, requestId));
        const purchase = issued || (await repo.lockByReference(trx, entity, reference));
        if (!purchase) return "unknown";
        // A reused reference paid for two purchases the same minute is two payments.
        const id = [entity, reference, amountCents, payment.paidAt, issued ? requestId : ""].join(
          ":",
        );
        if (!(await repo.recordNotification(trx, IFTHENPAY_MULTIBANCO, id, purchase.id)))
          return "repeat";
        const received = { provider: IFTHENPAY_MULTIBANCO, id, amountCents, currency: "eur" };
        if (amountCents !== amountDueCents(purchase)) {
          await outcomes.recordLatePayment(trx, purchase, {
            ...received,
            kind: "WRONG_AMOUNT",
            refundBy: "STAFF",
          });
          return "wrong-amount";
        }
        if (purchase.state !== "MULTIBANCO" || !(await pay(purchase, trx))) {
          await outcomes.recordLatePayment(trx, purchase, { ...received, refundBy: "STAFF" });
          return "late";
        }
        await queuePurchaseMail(trx, "PURCHASE_PAID", { ...purchase, state: "PAYED" }, shop);
        return "paid";
      });
      options.onMailQueued();
      return outcome;
    },

    /** MB WAY: push a request, read its state, settle a paid one. */
    requestMbway: mbway.request,
    mbwayStatus: mbway.status,
    settleMbway: mbway.settle,

    /**
     * The buyer of an unpaid MB WAY purchase pays it by MULTIBANCO instead: the same purchase
     * and reserved stock, a reference emailed, a new 6-hour deadline. Asked twice, answers the
     * reference again.
     */
    async switchToMultibanco(body: CancelPurchaseBody, buyer: Buyer): Promise<GeneratedPurchase> {
      await guards.limitCall("switchPerAddress", buyer.address);
      refuseUnofferedMethod("MULTIBANCO");
      const issuer = options.multibanco as MultibancoIssuer;
      const shop = await options.shopIdentity();
      const row = await db.transaction().execute(async (trx) => {
        const purchase = await ownPurchase(trx, body, buyer);
        if (purchase.state === "MULTIBANCO") return purchase;
        if (purchase.state !== "REGISTERED" || purchase.payment_method !== "MBWAY")
          throw new AppError(ErrorCode.CONFLICT, messages.switchEnded);
        await recordPurchaseEvent(trx, purchase.id, "METHOD_CHANGED", {
          details: { from: "MBWAY", to: "MULTIBANCO" },
        });
        if (!(await assignLocalReference(trx, purchase, issuer))) {
          await repo.setMethodMultibanco(trx, purchase.id);
          return repo.findById(trx, purchase.id);
        }
        const switched = await repo.findById(trx, purchase.id);
        await queuePurchaseMail(trx, "PURCHASE_GENERATED", switched, shop);
        return switched;
      });
      options.onMailQueued();
      const ready = row.payment_reference ? row : await startProviderReference(row, shop, "keep");
      return generatedReply(ready, null);
    },

    /** The sandbox bank: pays an open reference with exactly its amount. */
    async payMultibanco(entity: string, reference: string, valueCents: number) {
      if (!isValidMultibancoReference(entity, reference, valueCents)) {
        throw new AppError(ErrorCode.VALIDATION, messages.referenceAmount, {
          value: messages.referenceAmount,
        });
      }
      const shop = await options.shopIdentity();
      const paid = await db.transaction().execute(async (trx) => {
        const purchase = await repo.lockByReference(trx, entity, reference);
        if (!purchase || purchase.state === "CANCELED")
          throw new AppError(ErrorCode.NOT_FOUND, messages.referenceUnknown);
        if (amountDueCents(purchase) !== valueCents) {
          throw new AppError(ErrorCode.VALIDATION, messages.referenceAmount, {
            value: messages.referenceAmount,
          });
        }
        if (!(await pay(purchase, trx)))
          throw new AppError(ErrorCode.CONFLICT, messages.referencePaid);
        await repo.recordNotification(
          trx,
          "multibanco",
          `${entity}:${reference}:${purchase.id}`,
          purchase.id,
        );
        await queuePurchaseMail(trx, "PURCHASE_PAID", { ...purchase, state: "PAYED" }, shop);
        return purchase;
      });
      options.onMailQueued();
      return stateReply({ ...paid, state: "PAYED" });
    },

    /**
     * Ends unpaid purchases past their deadline: an intent the provider says succeeded pays its
     * purchase; others are cancelled at the provider, then here (stock returned). A provider that
     * does not answer leaves the purchase for the next round. Safe on many servers: each purchase
     * is locked and checked again before it changes. Answers how many purchases ended.
     */
    async expireDue(batch = 50): Promise<number> {
      let ended = 0;
      for (const purchase of await paymentOutcomesRepository.expired(db, batch)) {
        if (await expire(purchase)) ended += 1;
      }
      return ended;
    },

    /** Refunds late payments whose refund failed before. */
    refundPending: outcomes.refundPending,
  };
}

export type PurchaseService = ReturnType<typeof purchaseService>;
