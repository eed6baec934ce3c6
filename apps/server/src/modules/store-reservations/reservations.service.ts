import {
  discountedPriceCents,
  ErrorCode,
  reservationMessages as messages,
  pickupDate,
  RESERVATION_HOLD_HOURS,
  type Reservation,
  type ReservationBody,
  reservationDays,
} from "@shop/shared";
import type { Kysely, Transaction } from "kysely";
import { reservationLimits } from "../../config/limits.ts";
import { isCheckViolation } from "../../db/constraint-errors.ts";
import type { DB } from "../../db/schema.ts";
import { emailKey, limitAttempts } from "../../http/account-limit.ts";
import { AppError, notFound } from "../../http/app-error.ts";
import { hashToken, newToken } from "../../http/session.ts";
import { enqueueMail } from "../../mail/outbox.ts";
import type { ShopIdentity } from "../../mail/templates/layout.ts";
import { reservationMadeMail } from "../../mail/templates/reservation-emails.ts";
import { customerView, mailData } from "./reservation-view.ts";
import { reservationsRepository as repo } from "./reservations.repository.ts";

const HOLD_MS = RESERVATION_HOLD_HOURS * 3_600_000;

export interface ReservationDeps {
  db: Kysely<DB>;
  shopIdentity: () => Promise<ShopIdentity>;
  onMailQueued: () => void;
  /** The clock (tests move it). */
  now?: () => Date;
}

const invalid = (field: string, message: string) =>
  new AppError(ErrorCode.VALIDATION, message, { [field]: message });
const noStock = () => new AppError(ErrorCode.OUT_OF_STOCK, messages.noStock);
const invalidLink = () => new AppError(ErrorCode.INVALID_TOKEN, messages.invalidLink);

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
  now = () => new Date(),
}: ReservationDeps) {
  /** The product on sale with its size, and a real store open on the asked day. */
  async function check(body: ReservationBody, at: Date) {
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
   * CHECK would refuse it anyway, and that refusal answers the same.
   */
  async function hold(body: ReservationBody, userId: number | null, at: Date, priceCents: number) {
    const code = newToken();
    // Before the transaction: PGlite has one connection, which the transaction holds.
    const shop = await shopIdentity();
    try {
      const id = await db.transaction().execute(async (trx) => {
        const units = await repo.lockStoreUnits(trx, body.productId, body.size, body.storeId);
        if (units < 1) throw noStock();
        const { id } = await repo.insert(trx, {
          codeHash: hashToken(code),
          productId: body.productId,
          size: body.size,
          storeId: body.storeId,
          userId,
          name: body.name,
          email: body.email,
          phone: body.phone,
          pickupDay: pickupDate(body.pickupDay, at),
          priceCents,
          heldUntil: new Date(at.getTime() + HOLD_MS),
        });
        await repo.move(
          trx,
          { id, product_id: body.productId, size: body.size, store_id: body.storeId },
          "reservation_held",
          null,
          "",
        );
        const row = await repo.byId(trx, id);
        if (!row) throw new Error(`reservation ${id} vanished`);
        await enqueueMail(trx, "STORE_RESERVATION", {
          to: body.email,
          ...reservationMadeMail(
            { ...mailData(row), cancelUrl: `${shop.url}/reservas/${code}` },
            shop,
          ),
        });
        return id;
      });
      onMailQueued();
      return id;
    } catch (error) {
      if (isCheckViolation(error)) throw noStock();
      throw error;
    }
  }

  return {
    async reserve(body: ReservationBody, userId: number | null): Promise<Reservation> {
      const { max, windowSeconds } = reservationLimits.perEmail;
      await limitAttempts(db, `reservation:${emailKey(body.email)}`, max, windowSeconds);
      const at = now();
      const product = await check(body, at);
      const price = discountedPriceCents(product.price_cents, product.discount);
      const id = await hold(body, userId, at, price);
      const row = await repo.byId(db, id);
      if (!row) throw notFound(messages.notFound);
      return customerView(row);
    },

    /** The reservation of an emailed link. */
    async byCode(code: string): Promise<Reservation> {
      const row = await repo.byCodeHash(db, hashToken(code));
      if (!row) throw invalidLink();
      return customerView(row);
    },

    /** The link cancels an open reservation and frees its unit; an ended one answers as it is. */
    async cancel(code: string): Promise<Reservation> {
      const row = await db.transaction().execute(async (trx) => {
        const found = await repo.byCodeHash(trx, hashToken(code));
        if (!found) throw invalidLink();
        await endReservation(trx, found.id, "CANCELLED", null, now());
        return repo.byId(trx, found.id);
      });
      if (!row) throw invalidLink();
      return customerView(row);
    },
  };
}

export type ReservationService = ReturnType<typeof reservationService>;
