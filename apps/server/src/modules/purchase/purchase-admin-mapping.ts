import {
  carrierName,
  isPickupOverdue,
  type Order,
  type OrderInvoice,
  type OrderRefund,
  type OrderSummary,
  PICKUP_EVENT_KINDS,
  type PickupOrder,
  type PickupSummary,
  type PurchaseEventKind,
  purchaseDeliveryBaseCents,
  refundDueAt,
} from "@shop/shared";
import type { UnconfirmedRefund } from "../../payments/ifthenpay-refunds.ts";
import { paidUnitCents, paidUnitReduction } from "./line-price.ts";
import type { PurchaseRow, purchaseRepository } from "./purchase.repository.ts";
import type { OrderSummaryRow, PickupSummaryRow } from "./purchase-admin.repository.ts";
import type { refundsRepository } from "./purchase-refunds.repository.ts";
import type { purchaseTimeline } from "./purchase-timeline.ts";
import { ibanHoldAt } from "./refund-iban-hold.ts";
import type { PurchaseGiftCards } from "./sold-gift-cards.ts";

type LineRow = Awaited<ReturnType<typeof purchaseRepository.lines>>[number];
type RefundRow = NonNullable<Awaited<ReturnType<typeof refundsRepository.of>>>;
type EventRow = Awaited<ReturnType<typeof purchaseTimeline>>[number];
type LatePaymentRow = {
  id: number;
  kind: "LATE" | "WRONG_AMOUNT";
  refund_by: "PROVIDER" | "STAFF";
  amount_cents: number;
  received_at: Date;
  refunded_at: Date | null;
  transfer_date: string | null;
  transfer_reference: string | null;
};

const iso = (date: Date | null) => (date ? new Date(date).toISOString() : null);
const staffName = (id: number | null, name: string | null) =>
  id === null ? null : { id, name: name ?? "" };

export function toOrderSummary(row: OrderSummaryRow): OrderSummary {
  return {
    idShort: row.id_short,
    createdAt: new Date(row.created_at).toISOString(),
    state: row.state,
    paymentMethod: row.payment_method,
    name: row.delivery_name,
    email: row.contact_email,
    nif: row.invoice_nif,
    totalCents: row.price_total_cents,
    refundPending: row.refund_pending,
    pickupStore: row.pickup_store_name,
    pickupOverdue: isPickupOverdue(
      { state: row.state, remindedAt: row.pickup_reminded_at },
      new Date(),
    ),
  };
}

/** A transfer recorded as made, or null (none yet, or recorded before its day was kept). */
export function recordedTransfer(row: {
  transfer_date: string | null;
  transfer_reference: string | null;
}) {
  return row.transfer_date && row.transfer_reference
    ? { transferredOn: row.transfer_date, bankReference: row.transfer_reference }
    : null;
}

export function toOrderRefund(row: RefundRow): OrderRefund {
  return {
    method: row.method,
    status: row.status,
    amountCents: row.amount_cents,
    iban: row.iban,
    providerRefundId: row.provider_refund_id,
    attempts: row.attempts,
    lastError: row.last_error,
    ibanGivenAt: iso(row.iban_given_at),
    heldUntil: iso(ibanHoldAt(row.iban_given_at)),
    requestedAt: new Date(row.requested_at).toISOString(),
    dueAt: refundDueAt(row.requested_at, row.withdrawn_at).toISOString(),
    transfer: recordedTransfer(row),
    requestedBy: staffName(row.requested_by, row.requested_by_name),
    doneAt: iso(row.done_at),
    doneBy: staffName(row.done_by, row.done_by_name),
  };
}

const invoiceOf = (p: PurchaseRow): Order["invoice"] =>
  p.invoice_name === null && p.invoice_nif === null
    ? null
    : {
        name: p.invoice_name ?? "",
        nif: p.invoice_nif,
        street: p.invoice_street ?? "",
        city: p.invoice_city ?? "",
        postalCode: p.invoice_postal_code ?? "",
        country: p.invoice_country ?? "",
      };

const pickupDetails = (p: PurchaseRow, storeName: string): PickupOrder["pickup"] => ({
  storeId: p.pickup_store_id,
  storeName,
  storeAddress: p.pickup_store_address ?? "",
  readyAt: iso(p.ready_at),
  remindedAt: iso(p.pickup_reminded_at),
  overdue: isPickupOverdue({ state: p.state, remindedAt: p.pickup_reminded_at }, new Date()),
});

const pickupOf = (p: PurchaseRow): Order["pickup"] =>
  p.pickup_store_name === null ? null : pickupDetails(p, p.pickup_store_name);

/** A pickup in its counter's list: no contact, no money. */
export function toPickupSummary(row: PickupSummaryRow): PickupSummary {
  return {
    idShort: row.id_short,
    createdAt: new Date(row.created_at).toISOString(),
    state: row.state,
    name: row.delivery_name,
    store: row.pickup_store_name ?? "",
    readyAt: iso(row.ready_at),
    overdue: isPickupOverdue({ state: row.state, remindedAt: row.pickup_reminded_at }, new Date()),
  };
}

const toEvent = (event: EventRow) => ({
  id: Number(event.id),
  at: new Date(event.at).toISOString(),
  kind: event.kind,
  staff: staffName(event.staff_id, event.staff_name),
  details: event.details,
});

const PICKUP_EVENTS: ReadonlySet<PurchaseEventKind> = new Set(PICKUP_EVENT_KINDS);

/**
 * One pickup as its counter hands it over: who collects it and their phone, the lines, the
 * store and its way there; never the email, a NIF, an address, the invoice, a refund or money.
 */
export function toPickup(
  p: PurchaseRow,
  related: { lines: LineRow[]; events: EventRow[] },
): PickupOrder {
  return {
    idShort: p.id_short,
    state: p.state,
    createdAt: new Date(p.created_at).toISOString(),
    customer: { name: p.delivery_name, phone: p.contact_phone },
    lines: related.lines.map((line) => ({
      productId: line.product_id,
      ref: line.ref,
      title: line.title ?? `Ref: ${line.ref}`,
      size: line.size,
      quantity: line.quantity,
    })),
    pickup: pickupDetails(p, p.pickup_store_name ?? ""),
    events: related.events.filter((event) => PICKUP_EVENTS.has(event.kind)).map(toEvent),
  };
}

/** Everything about one order, as its page in the back office shows it. */
export function toOrder(
  p: PurchaseRow,
  related: {
    lines: LineRow[];
    refund: RefundRow | undefined;
    latePayments: LatePaymentRow[];
    events: EventRow[];
    certifiedInvoice: OrderInvoice | null;
    unconfirmedRefunds: UnconfirmedRefund[];
    giftCards: PurchaseGiftCards;
  },
): Order {
  return {
    idShort: p.id_short,
    state: p.state,
    createdAt: new Date(p.created_at).toISOString(),
    paidAt: iso(p.paid_at),
    canceledAt: iso(p.canceled_at),
    customer: {
      userId: p.user_id,
      email: p.contact_email,
      phone: p.contact_phone,
      language: p.language,
    },
    notes: p.notes_client,
    lines: related.lines.map((line) => ({
      productId: line.product_id,
      ref: line.ref,
      title: line.title ?? `Ref: ${line.ref}`,
      size: line.size,
      quantity: line.quantity,
      unitPriceCents: paidUnitCents(line),
      discount: line.discount,
      reduction: paidUnitReduction(line),
      codeDiscountCents: line.code_discount_cents,
    })),
    discountCode: p.discount_code
      ? {
          code: p.discount_code,
          discountCents: p.discount_cents,
          freeDelivery: p.discount_free_delivery,
        }
      : null,
    totals: {
      baseCents: p.price_base_cents,
      deliveryBaseCents: purchaseDeliveryBaseCents({
        totalCents: p.price_total_cents,
        baseCents: p.price_base_cents,
        vatCents: p.price_tax_cents,
        giftCardsCents: p.sold_gift_cards_cents,
      }),
      vatCents: p.price_tax_cents,
      vatPercent: p.vat_percent,
      totalCents: p.price_total_cents,
    },
    delivery: {
      name: p.delivery_name,
      street: p.delivery_street,
      city: p.delivery_city,
      postalCode: p.delivery_postal_code,
      country: p.delivery_country,
    },
    pickup: pickupOf(p),
    invoice: invoiceOf(p),
    certifiedInvoice: related.certifiedInvoice,
    payment: {
      method: p.payment_method,
      provider: p.payment_provider,
      intentId: p.payment_intent_id,
      entity: p.payment_entity,
      reference: p.payment_reference,
      expiresAt: iso(p.payment_expires_at),
    },
    dispatch:
      p.carrier && p.tracking_number
        ? {
            carrier: p.carrier,
            carrierName: carrierName(p.carrier),
            trackingNumber: p.tracking_number,
            trackingUrl: p.tracking_url,
          }
        : null,
    refund: related.refund ? toOrderRefund(related.refund) : null,
    latePayments: related.latePayments.map((late) => ({
      id: late.id,
      kind: late.kind,
      byStaff: late.refund_by === "STAFF",
      amountCents: late.amount_cents,
      receivedAt: new Date(late.received_at).toISOString(),
      dueAt: refundDueAt(late.received_at).toISOString(),
      refundedAt: iso(late.refunded_at),
      transfer: recordedTransfer(late),
    })),
    giftCardsUsed: related.giftCards.used,
    giftCardsSold: related.giftCards.sold,
    unconfirmedRefunds: related.unconfirmedRefunds.map((refund) => ({
      ...refund,
      askedAt: refund.askedAt.toISOString(),
    })),
    events: related.events.map(toEvent),
  };
}
