import {
  type CustomerAddress,
  type CustomerPurchase,
  type CustomerRow,
  centsToEuros,
} from "@shop/shared";
import type { PurchasesTable } from "../../db/schema.ts";
import type { customersAdminRepository } from "./customers-admin.repository.ts";

type Repo = typeof customersAdminRepository;
type Row<F extends (...args: never[]) => unknown> =
  Awaited<ReturnType<F>> extends (infer R)[] ? R : never;
type ListRow = Awaited<ReturnType<Repo["list"]>>["rows"][number];
type Selected<T> = { [K in keyof T]: T[K] extends { __select__: infer S } ? S : T[K] };
export type PurchaseRow = Selected<PurchasesTable>;

export function toCustomerRow(row: ListRow, purchaseCount: number): CustomerRow {
  return {
    id: row.id,
    guest: row.kind === "guest",
    name: row.name,
    email: row.email,
    phone: row.phone,
    emailConfirmed: row.email_confirmed,
    createdAt: row.created_at.toISOString(),
    purchaseCount,
  };
}

export function toCustomerAddress(row: Row<Repo["addresses"]>): CustomerAddress {
  return {
    name: row.name,
    nif: row.nif,
    country: row.country,
    street: row.street,
    city: row.city,
    postalCode: row.postal_code,
  };
}

/** A guest's address as its newest purchase holds it (delivery, or invoice when it has one). */
export function purchaseAddresses(row: PurchaseRow): {
  delivery: CustomerAddress;
  invoice: CustomerAddress | null;
} {
  return {
    delivery: {
      name: row.delivery_name,
      nif: null,
      country: row.delivery_country,
      street: row.delivery_street,
      city: row.delivery_city,
      postalCode: row.delivery_postal_code,
    },
    invoice:
      row.invoice_name === null
        ? null
        : {
            name: row.invoice_name,
            nif: row.invoice_nif,
            country: row.invoice_country,
            street: row.invoice_street ?? "",
            city: row.invoice_city ?? "",
            postalCode: row.invoice_postal_code ?? "",
          },
  };
}

/** A purchase of the profile: `guest` when it was made without signing in. */
export function toCustomerPurchase(row: PurchaseRow): CustomerPurchase {
  return {
    id: row.id,
    idShort: row.id_short,
    state: row.state,
    total: centsToEuros(row.price_total_cents),
    paymentMethod: row.payment_method,
    date: row.created_at.toISOString(),
    guest: row.user_id === null,
  };
}
