import {
  type Cart,
  centsToEuros,
  ErrorCode,
  type GeneratedPurchase,
  type GeneratePurchaseBody,
  type PaymentMethod,
  type PurchaseStateReply,
} from "@shop/shared";
import type { FastifyBaseLogger } from "fastify";
import type { Kysely } from "kysely";
import type { DB } from "../../db/schema.ts";
import { AppError } from "../../http/app-error.ts";
import type { ShopIdentity } from "../../mail/templates/layout.ts";
import type { CardProvider } from "../../payments/card-provider.ts";
import type { Providers } from "../../payments/choose-provider.ts";
import { isValidMultibancoReference } from "../../payments/multibanco.ts";
import type { CatalogService } from "../catalog/catalog.service.ts";
import { paymentOutcomesRepository } from "./payment-outcomes.repository.ts";
import { paymentOutcomes } from "./payment-outcomes.ts";
import {
  OPEN_PURCHASE_STATES,
  type PurchaseRow,
  purchaseRepository as repo,
} from "./purchase.repository.ts";
import type { PurchaseEvents } from "./purchase-events.ts";
import { writePurchase } from "./purchase-generation.ts";
import { queuePurchaseMail } from "./purchase-mail.ts";

const messages = {
  forbidden: "Não pode comprar em nome de outro cliente.",
  notFound: "A encomenda não existe.",
  cardStart: "Não foi possível iniciar o pagamento com cartão. Por favor, tente novamente.",
  notPaid: "O pagamento ainda não foi concluído. Verifique os dados do cartão e tente novamente.",
  unknownIntent: "Este pagamento não corresponde a nenhuma encomenda.",
  referenceAmount: "A referência não corresponde a este valor.",
  referenceUnknown: "Referência MULTIBANCO inexistente ou expirada.",
  referencePaid: "Esta referência já foi paga.",
  multibancoOff:
    "O pagamento por referência MULTIBANCO não está disponível. Por favor, pague com cartão.",
  referenceStart: "Não foi possível gerar a referência MULTIBANCO. Por favor, tente novamente.",
};

const WAIT_MS = 25_000;

export interface PurchaseServiceOptions {
  db: Kysely<DB>;
  card: CardProvider;
  multibanco: Providers["multibanco"];
  catalog: CatalogService;
  events: PurchaseEvents;
  shopIdentity: () => Promise<ShopIdentity>;
  onMailQueued: () => void;
  log: FastifyBaseLogger;
  waitMs?: number;
}

function stateReply(purchase: PurchaseRow): PurchaseStateReply {
  return {
    id: purchase.id,
    idShort: purchase.id_short,
    state: purchase.state,
    paid: !OPEN_PURCHASE_STATES.includes(purchase.state) && purchase.state !== "CANCELED",
  };
}

/** Purchases: generation with stock reservation, payment by reference or card, waiting, expiry. */
export function purchaseService(options: PurchaseServiceOptions) {
  const { db, card } = options;
  const outcomes = paymentOutcomes({ db, card, log: options.log });
  const referenceProvider =
    options.multibanco?.issuer === "provider" ? options.multibanco.provider : null;

  async function findOrFail(idShort: string): Promise<PurchaseRow> {
    const purchase = await repo.findByIdShort(db, idShort);
    if (!purchase) throw new AppError(ErrorCode.NOT_FOUND, messages.notFound);
    return purchase;
  }

  async function pay(
    purchase: PurchaseRow | undefined,
    trxDb: Parameters<typeof repo.markPaid>[0],
  ) {
    if (!purchase || !OPEN_PURCHASE_STATES.includes(purchase.state)) return false;
    await repo.markPaid(trxDb, purchase.id);
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
        latePayment = await outcomes.recordLatePayment(trx, locked, intent);
        return locked;
      }
      const valid =
        intent?.status === "succeeded" &&
        intent.currency === "eur" &&
        intent.amountCents === locked?.price_total_cents;
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
      await repo.releaseOnlineStock(trx, purchaseId);
      await repo.markCanceled(trx, purchaseId);
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
    return !OPEN_PURCHASE_STATES.includes((await repo.findById(db, purchase.id)).state);
  }

  function refuseUnofferedMethod(method: PaymentMethod) {
    if (method === "MULTIBANCO" && !options.multibanco) {
      throw new AppError(ErrorCode.VALIDATION, messages.multibancoOff, {
        paymentMethod: messages.multibancoOff,
      });
    }
  }

  /** A purchase whose payment could not start: its stock goes back. */
  async function cancelUnstarted(purchaseId: number) {
    await db.transaction().execute(async (trx) => {
      await repo.releaseOnlineStock(trx, purchaseId);
      await repo.markCanceled(trx, purchaseId);
    });
  }

  /** Asks the MULTIBANCO provider for a new purchase's reference, then emails it to the buyer. */
  async function startProviderReference(purchase: PurchaseRow, shop: ShopIdentity) {
    if (!referenceProvider || purchase.state !== "MULTIBANCO") return purchase;
    try {
      const issued = await referenceProvider.issueReference({
        amountCents: purchase.price_total_cents,
        purchaseId: purchase.id,
        idShort: purchase.id_short,
        email: purchase.contact_email,
      });
      const ready = await db.transaction().execute(async (trx) => {
        await repo.setIssuedReference(trx, purchase.id, card.name, issued);
        const row = await repo.findById(trx, purchase.id);
        await queuePurchaseMail(trx, "PURCHASE_GENERATED", row, shop);
        return row;
      });
      options.onMailQueued();
      return ready;
    } catch (error) {
      options.log.error({ err: error, idShort: purchase.id_short }, "MULTIBANCO reference failed");
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
        purchaseId,
        idShort,
        email,
      });
      await repo.setIntent(db, purchaseId, card.name, intent.id);
      return intent.clientSecret;
    } catch {
      await cancelUnstarted(purchaseId);
      throw new AppError(ErrorCode.PAYMENT_FAILED, messages.cardStart);
    }
  }

  return {
    /** The cart's products that exist and are on sale. */
    async products(cart: Cart) {
      return options.catalog.productsByIds(Object.values(cart).map((item) => item.id));
    },

    async generate(
      body: GeneratePurchaseBody,
      sessionUserId: number | null,
    ): Promise<GeneratedPurchase> {
      if (body.clientId !== null && body.clientId !== sessionUserId) {
        throw new AppError(ErrorCode.FORBIDDEN, messages.forbidden);
      }
      refuseUnofferedMethod(body.paymentMethod);
      const shop = await options.shopIdentity();
      const generated = await db.transaction().execute(async (trx) => {
        // A signed-in buyer's contact email is the account's.
        const accountEmail =
          sessionUserId === null ? null : await repo.userEmail(trx, sessionUserId);
        const contacts = { ...body.contacts, email: accountEmail ?? body.contacts.email };
        const id = await writePurchase(
          trx,
          { ...body, contacts },
          sessionUserId,
          !!referenceProvider,
        );
        const written = await repo.findById(trx, id);
        if (written.state === "MULTIBANCO" && written.payment_reference)
          await queuePurchaseMail(trx, "PURCHASE_GENERATED", written, shop);
        return written;
      });
      options.onMailQueued();
      const purchase = await startProviderReference(generated, shop);
      const paymentKey =
        purchase.payment_method === "CREDIT"
          ? await startCardPayment(
              purchase.id,
              purchase.id_short,
              purchase.contact_email,
              purchase.price_total_cents,
            )
          : null;
      return {
        paymentMethod: purchase.payment_method,
        paymentKey,
        id: purchase.id,
        idShort: purchase.id_short,
        paymentReference: purchase.payment_reference,
        paymentEntity: purchase.payment_entity,
        paymentValue: centsToEuros(purchase.price_total_cents),
        paymentExpiresAt: purchase.payment_expires_at?.toISOString() ?? null,
      };
    },

    /** The state of a purchase, after waiting up to 25 s for it to change while unpaid. */
    async wait(idShort: string, signal?: AbortSignal): Promise<PurchaseStateReply> {
      const before = await findOrFail(idShort);
      if (OPEN_PURCHASE_STATES.includes(before.state)) {
        await options.events.waitForChange(idShort, options.waitMs ?? WAIT_MS, signal);
      }
      const { id: _id, ...reply } = stateReply(await findOrFail(idShort));
      return reply;
    },

    /** The buyer says the card payment went through: believed only if the provider agrees. */
    async confirm(intentId: string): Promise<PurchaseStateReply> {
      const purchase = await settleCardIntent(intentId, null);
      if (!purchase) throw new AppError(ErrorCode.NOT_FOUND, messages.unknownIntent);
      const current = await findOrFail(purchase.id_short);
      if (current.state === "REGISTERED")
        throw new AppError(ErrorCode.PAYMENT_FAILED, messages.notPaid);
      return stateReply(current);
    },

    settleCardIntent,

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
        if (purchase.price_total_cents !== valueCents) {
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
