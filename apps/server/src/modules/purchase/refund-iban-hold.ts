import {
  ErrorCode,
  formatShopDateTime,
  lisbonDay,
  orderMessages,
  type RecordTransfer,
} from "@shop/shared";
import type { Transaction } from "kysely";
import { refundLimits } from "../../config/limits.ts";
import type { DB } from "../../db/schema.ts";
import { AppError } from "../../http/app-error.ts";
import { enqueueMail } from "../../mail/outbox.ts";
import type { ShopIdentity } from "../../mail/templates/layout.ts";
import { refundIbanGivenMail } from "../../mail/templates/refund-iban-emails.ts";
import type { PurchaseRow } from "./purchase.repository.ts";
import { recordPurchaseEvent } from "./purchase-timeline.ts";

/** When a refund by transfer may leave: a hold after its IBAN was last given; null without one. */
export function ibanHeldUntil(givenAt: Date | string | null): Date | null {
  if (givenAt === null) return null;
  return new Date(new Date(givenAt).getTime() + refundLimits.ibanHoldSeconds * 1000);
}

/** The end of the hold still running at `now`; null once it is over, or with no IBAN given. */
export function ibanHoldAt(givenAt: Date | string | null, now = new Date()): Date | null {
  const until = ibanHeldUntil(givenAt);
  return until && until > now ? until : null;
}

/** Refuses to record a transfer while its IBAN's hold runs: the buyer may still object. */
export function refuseWhileHeld(givenAt: Date | string | null, now = new Date()) {
  const until = ibanHoldAt(givenAt, now);
  if (givenAt && until)
    throw new AppError(
      ErrorCode.CONFLICT,
      orderMessages.refundHeld(formatShopDateTime(givenAt), formatShopDateTime(until)),
    );
}

/** Refuses a transfer said to be made before the refund was asked for (a typing slip). */
export function refuseTransferBefore(transfer: RecordTransfer, refundAskedAt: Date | string) {
  if (transfer.transferredOn < lisbonDay(refundAskedAt))
    throw new AppError(ErrorCode.VALIDATION, orderMessages.transferDateEarly, {
      transferredOn: orderMessages.transferDateEarly,
    });
}

/**
 * An IBAN given or changed for a refund (by the customer, or the staff on their word): the
 * purchase's contact email is told at once, in the caller's transaction, with only its last four
 * characters. Answers the moment it was given, from which its transfer is held.
 */
export async function tellIbanGiven(
  trx: Transaction<DB>,
  purchase: PurchaseRow,
  given: { iban: string; returnId: number | null },
  shop: ShopIdentity,
): Promise<Date> {
  const givenAt = new Date();
  const mail = refundIbanGivenMail(
    {
      idShort: purchase.id_short,
      language: purchase.language,
      returnId: given.returnId,
      ibanEnd: given.iban.slice(-4),
      givenAt,
      heldUntil: ibanHeldUntil(givenAt) as Date,
    },
    shop,
  );
  const kind = "REFUND_IBAN_GIVEN";
  await enqueueMail(trx, kind, { to: purchase.contact_email, replyTo: shop.email, ...mail });
  await recordPurchaseEvent(trx, purchase.id, "EMAIL", {
    details: { mail: kind, subject: mail.subject },
  });
  return givenAt;
}
