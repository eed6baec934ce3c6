import {
  type Address,
  carrierName,
  centsToEuros,
  type PurchaseRecord,
  type RefundMethod,
  type User,
} from "@shop/shared";
import type { AddressesTable, PurchasesTable } from "../../db/schema.ts";
import { customerCancelOf } from "../purchase/purchase-cancel.service.ts";
import type { accountRepository } from "./account.repository.ts";

type UserRow = NonNullable<Awaited<ReturnType<typeof accountRepository.userById>>>;
type Selected<T> = { [K in keyof T]: T[K] extends { __select__: infer S } ? S : T[K] };

/** The customer as the API sends them: never the password hash. */
export function toUser(row: UserRow, wishlist: number[]): User {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    cart: JSON.stringify(row.cart ?? {}),
    wishlist,
    emailConfirmed: row.email_confirmed ? 1 : 0,
    logged: true,
  };
}

export function toAddress(row: Selected<AddressesTable>): Address {
  return {
    id: row.id,
    clientId: row.user_id,
    forInvoice: row.for_invoice,
    name: row.name,
    nif: row.nif,
    country: row.country_id,
    street: row.street,
    city: row.city,
    postalCode: row.postal_code,
  };
}

type PurchaseWithRefund = Selected<PurchasesTable> & {
  refund_method: RefundMethod | null;
  refund_status: "PENDING" | "DONE" | null;
  /** The number of its issued invoice. */
  invoice: string | null;
};

/** A customer's purchase, with the issued credit notes of its refunds. */
export function toPurchaseRecord(
  row: PurchaseWithRefund,
  creditNotes: Array<{ number: string | null; access_token: string }>,
): PurchaseRecord {
  return {
    id: row.id,
    idShort: row.id_short,
    state: row.state,
    priceBase: centsToEuros(row.price_base_cents),
    priceDelivery: centsToEuros(row.price_delivery_cents),
    priceIVA: row.vat_percent,
    priceTax: centsToEuros(row.price_tax_cents),
    priceTotal: centsToEuros(row.price_total_cents),
    paymentMethod: row.payment_method,
    paymentEntity: row.payment_entity,
    paymentReference: row.payment_reference,
    paymentExpiresAt: row.payment_expires_at?.toISOString() ?? null,
    deliveryName: row.delivery_name,
    deliveryCountry: row.delivery_country,
    deliveryStreet: row.delivery_street,
    deliveryCity: row.delivery_city,
    deliveryPostalCode: row.delivery_postal_code,
    pickupStore:
      row.pickup_store_name === null
        ? null
        : { name: row.pickup_store_name, address: row.pickup_store_address ?? "" },
    invoiceName: row.invoice_name,
    invoiceNif: row.invoice_nif,
    invoiceCountry: row.invoice_country,
    invoiceStreet: row.invoice_street,
    invoiceCity: row.invoice_city,
    invoicePostalCode: row.invoice_postal_code,
    date: new Date(row.created_at).toISOString(),
    cart: JSON.stringify(row.cart),
    carrier: row.carrier && carrierName(row.carrier),
    trackingNumber: row.tracking_number,
    trackingUrl: row.tracking_url,
    refund: row.refund_method && { method: row.refund_method, done: row.refund_status === "DONE" },
    invoice: row.invoice
      ? { number: row.invoice, url: `/users/client/purchase/${row.id}/invoice` }
      : null,
    creditNotes: creditNotes.map((note) => ({
      number: note.number ?? "",
      url: `/public/invoices/${note.access_token}`,
    })),
    cancel: customerCancelOf(row),
  };
}
