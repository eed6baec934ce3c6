import {
  ErrorCode,
  type Language,
  reservationMessages as messages,
  pickupDate,
  RESERVATION_HOLD_HOURS,
  RESERVATION_PAY_MINUTES,
  type Reservation,
  type ReservationBody,
  reservationDays,
  unitPriceCents,
} from "@shop/shared";
import type { Kysely, Transaction } from "kysely";
import { reservationLimits } from "../../config/limits.ts";
import { isCheckViolation } from "../../db/constraint-errors.ts";
import type { DB } from "../../db/schema.ts";
import { emailKey, limitAttempts } from "../../http/account-limit.ts";
import { AppError, notFound } from "../../http/app-error.ts";
import { hashToken, newToken } from "../../http/session.ts";
import type { ShopIdentity } from "../../mail/templates/layout.ts";
import { settingsRepository } from "../settings/settings.repository.ts";
import { queueMadeMail } from "./reservation-mail.ts";
import type { ReservationPayments } from "./reservation-payments.ts";
import { customerView } from "./reservation-view.ts";
import { reservationsRepository as repo } from "./reservations.repository.ts";

const HOLD_MS = RESERVATION_HOLD_HOURS * 3_600_000;
const PAY_MS = RESERVATION_PAY_MINUTES * 60_000;

export interface ReservationDeps {
  db: Kysely<DB>;
  shopIdentity: () => Promise<ShopIdentity>;
  onMailQueued: () => void;
  payments: ReservationPayments;
  /** The clock (tests move it). */
  now: () => Date;
}

const invalid = (field: string, message: string) =>
  new AppError(ErrorCode.VALIDATION, message, { [field]: message });
const noStock = () => new AppError(ErrorCode.OUT_OF_STOCK, messages.noStock);
const invalidLink = () => new AppError(ErrorCode.INVALID_TOKEN, messages.invalidLink);
const noCardNow = () => new AppError(ErrorCode.UNAVAILABLE, messages.paymentUnavailable);

/** Gives a reservation's unit back to its store, if it still holds one; answers whether it did. */
export async function endReservation(
  trx: Transaction<DB>,
  id: number,
  to: "NOT_COLLECTED" | "EXPIRED" | "CANCELLED",
  staffId: number | null,
  now: Date,
) {
  const ended = await repo.transition(trx, id, ["RESERVED", "READY"], to, staffId, now);
  if (ended) await repo.move(trx, ended, "reservation_released", staffId, "");
  return ended !== undefined;
}

/** "Reservar em loja": a customer holds one unit at a store; the emailed link cancels it. */
export function reservationService({
  db,
  shopIdentity,
  onMailQueued,
  payments,
  now,
}: ReservationDeps) {
  /** The product on sale with its size, and a real store open on the asked day. */
  async function check(body: ReservationBody, at: Date) {
    const { reservation_online_payment: cardsTaken } = await settingsRepository.read(db);
    if (body.payment === "CARD" && !cardsTaken) throw invalid("payment", messages.onlineOff);
    const product = await repo.product(db, body.productId, body.size);
    if (!product) throw notFound(messages.productNotFound);
    if (product.size === null) throw invalid("size", messages.unknownSize);
    const store = await repo.store(db, body.storeId);
    if (!store) throw invalid("storeId", messages.unknownStore);
    if (!reservationDays(store.hours, at)[body.pickupDay])
      throw invalid(
        "pickupDay",
        body.pickupDay === "today" ? messages.closedToday : messages.closedTomorrow,
      );
    return product;
  }

  /**
   * Holds the unit in the transaction that writes the reservation: the store's balance is locked
   * first, so of two reservations of a last pair the second finds none (409); the balance's
   * CHECK would refuse it anyway, and that refusal answers the same. One paid in the store is
   * emailed at once; one to pay by card once paid.
   */
  async function hold(
    body: ReservationBody,
    who: { userId: number | null; language: Language },
    at: Date,
    priceCents: number,
  ) {
    // Before the transaction: PGlite has one connection, which the transaction holds.
    const shop = await shopIdentity();
    const byCard = body.payment === "CARD";
    try {
      const id = await db.transaction().execute(async (trx) => {
        const units = await repo.lockStoreUnits(trx, body.productId, body.size, body.storeId);
        if (units < 1) throw noStock();
        const { id } = await repo.insert(trx, {
          // Replaced by the emailed link's code when the email is queued.
          codeHash: hashToken(newToken()),
          productId: body.productId,
          size: body.size,
          storeId: body.storeId,
          userId: who.userId,
          language: who.language,
          name: body.name,
          email: body.email,
          phone: body.phone,
          pickupDay: pickupDate(body.pickupDay, at),
          priceCents,
          heldUntil: new Date(at.getTime() + HOLD_MS),
          payBy: byCard ? new Date(at.getTime() + PAY_MS) : null,
        });
        await repo.move(
          trx,
          { id, product_id: body.productId, size: body.size, store_id: body.storeId },
          "reservation_held",
          null,
          "",
        );
        if (!byCard) await queueMadeMail(trx, id, shop);
        return id;
      });
      if (!byCard) onMailQueued();
      return id;
    } catch (error) {
      if (isCheckViolation(error)) throw noStock();
      throw error;
    }
  }

  /** A reservation whose card payment could not start gives its pair back at once. */
  async function abandon(id: number): Promise<never> {
    await db.transaction().execute((trx) => endReservation(trx, id, "EXPIRED", null, now()));
    throw noCardNow();
  }

  async function view(id: number, paymentKey: string | null = null) {
    const row = await repo.byId(db, id, "own");
    if (!row) throw notFound(messages.notFound);
    return customerView(row, paymentKey);
  }

  return {
    /** Reserves as a customer (null: a guest) on a page of `language`, which its emails speak. */
    async reserve(
      body: ReservationBody,
      userId: number | null,
      language: Language = "pt",
    ): Promise<Reservation> {
      const { max, windowSeconds } = reservationLimits.perEmail;
      await limitAttempts(db, `reservation:${emailKey(body.email)}`, max, windowSeconds);
      const at = now();
      const product = await check(body, at);
      // The price of now (a running sale's, when lower) is the reservation's: the customer keeps
      // it until the reservation ends, even when the sale ends first (the counter charges it).
      const price = unitPriceCents({
        priceCents: product.price_cents,
        discount: product.discount,
        saleCents: product.sale_cents,
      });
      const id = await hold(body, { userId, language }, at, price);
      if (body.payment === "IN_STORE") return view(id);
      const key = await payments.start(id, price, body.email);
      return key ? view(id, key) : abandon(id);
    },

    /** The browser's word that the card was charged: the provider is asked, not believed. */
    async confirm(intentId: string) {
      return { paid: (await payments.settle(intentId)) === "paid" };
    },

    /** The reservation of an emailed link. */
    async byCode(code: string): Promise<Reservation> {
      const row = await repo.byCodeHash(db, hashToken(code), "own");
      if (!row) throw invalidLink();
      return customerView(row);
    },

    /**
     * The link cancels an open reservation and frees its unit; an ended one answers as it is.
     * Money paid online goes back to the card.
     */
    async cancel(code: string): Promise<Reservation> {
      const row = await db.transaction().execute(async (trx) => {
        const found = await repo.byCodeHash(trx, hashToken(code));
        if (!found) throw invalidLink();
        await endReservation(trx, found.id, "CANCELLED", null, now());
        return repo.byId(trx, found.id);
      });
      if (!row) throw invalidLink();
      if (row.paid_at) await payments.refundOwed(row.id);
      return view(row.id);
    },
  };
}

export type ReservationService = ReturnType<typeof reservationService>;
