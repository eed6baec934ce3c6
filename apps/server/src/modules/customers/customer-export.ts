import { type CustomerExport, centsToEuros } from "@shop/shared";
import type { Transaction } from "kysely";
import type { DB } from "../../db/schema.ts";
import { type AccountReach, guestReach } from "../privacy/account-reach.ts";
import { paidUnitCents } from "../purchase/line-price.ts";
import { sizeAlertsRepository } from "../size-alerts/size-alerts.repository.ts";
import type { PurchaseRow } from "./customer-mapping.ts";
import { toCustomerAddress } from "./customer-mapping.ts";
import { customersAdminRepository as repo } from "./customers-admin.repository.ts";

type User = NonNullable<Awaited<ReturnType<typeof repo.user>>>;
type Line = Awaited<ReturnType<typeof repo.purchaseLines>>[number];

const iso = (date: Date | null) => date?.toISOString() ?? null;

function exportPurchase(row: PurchaseRow, lines: Line[]): CustomerExport["purchases"][number] {
  return {
    idShort: row.id_short,
    guest: row.user_id === null,
    state: row.state,
    date: row.created_at.toISOString(),
    paidAt: iso(row.paid_at),
    canceledAt: iso(row.canceled_at),
    paymentMethod: row.payment_method,
    paymentEntity: row.payment_entity,
    paymentReference: row.payment_reference,
    contactEmail: row.contact_email,
    contactPhone: row.contact_phone,
    delivery: {
      name: row.delivery_name,
      country: row.delivery_country,
      street: row.delivery_street,
      city: row.delivery_city,
      postalCode: row.delivery_postal_code,
    },
    invoice: {
      name: row.invoice_name,
      nif: row.invoice_nif,
      country: row.invoice_country,
      street: row.invoice_street,
      city: row.invoice_city,
      postalCode: row.invoice_postal_code,
    },
    notes: row.notes_client,
    clientAddress: row.client_address,
    priceBase: centsToEuros(row.price_base_cents),
    priceDelivery: centsToEuros(row.price_delivery_cents),
    vatPercent: row.vat_percent,
    priceTax: centsToEuros(row.price_tax_cents),
    priceTotal: centsToEuros(row.price_total_cents),
    trackingNumber: row.tracking_number,
    trackingUrl: row.tracking_url,
    lines: lines.map((line) => ({
      productId: line.product_id,
      ref: line.ref,
      title: line.title,
      size: line.size,
      quantity: line.quantity,
      unitPrice: centsToEuros(line.unit_price_cents),
      discount: line.discount,
      paidUnitPrice: centsToEuros(paidUnitCents(line)),
    })),
  };
}

/** Everything the shop holds about the account, read in one snapshot of the database. */
export const collectCustomerData = (trx: Transaction<DB>, user: User) => collect(trx, user, user);

/** Everything the shop holds under a guest's email (no account): the same file, without one. */
export const collectGuestData = (trx: Transaction<DB>, email: string) =>
  collect(trx, guestReach(email), null);

async function collect(
  trx: Transaction<DB>,
  reach: AccountReach,
  user: User | null,
): Promise<CustomerExport> {
  const purchases = await repo.purchasesOf(trx, reach);
  const linesOf = new Map<number, Line[]>();
  for (const line of await repo.purchaseLines(
    trx,
    purchases.map((purchase) => purchase.id),
  ))
    linesOf.set(line.purchase_id, [...(linesOf.get(line.purchase_id) ?? []), line]);
  const sessions = user ? await repo.sessions(trx, user.id) : [];
  const addresses = user ? await repo.addresses(trx, user.id) : [];
  const wishlist = user ? await repo.wishlist(trx, user.id) : [];
  const messages = await repo.contactMessages(trx, reach);
  const emails = await repo.emails(trx, reach);
  const alerts = await sizeAlertsRepository.ofCustomer(trx, reach);
  return {
    exportedAt: new Date().toISOString(),
    email: reach.email,
    account: user && {
      id: user.id,
      name: user.name,
      email: user.email,
      phone: user.phone,
      emailConfirmed: user.email_confirmed,
      createdAt: user.created_at.toISOString(),
      updatedAt: user.updated_at.toISOString(),
      cart: user.cart ?? {},
    },
    sessions: sessions.map((session) => ({
      createdAt: session.created_at.toISOString(),
      lastSeenAt: session.last_seen_at.toISOString(),
      expiresAt: session.expires_at.toISOString(),
    })),
    addresses: addresses.map((address) => ({
      forInvoice: address.for_invoice,
      ...toCustomerAddress(address),
    })),
    purchases: purchases.map((purchase) =>
      exportPurchase(purchase, linesOf.get(purchase.id) ?? []),
    ),
    wishlist: wishlist.map((item) => ({
      productId: item.product_id,
      ref: item.ref,
      title: item.title,
      addedAt: item.created_at.toISOString(),
    })),
    contactMessages: messages.map((message) => ({
      name: message.name,
      surname: message.surname,
      email: message.email,
      message: message.message,
      clientAddress: message.client_address,
      date: message.created_at.toISOString(),
    })),
    emails: emails.map((email) => ({
      kind: email.kind,
      recipient: email.recipient,
      subject: email.subject,
      status: email.status,
      createdAt: email.created_at.toISOString(),
      sentAt: iso(email.sent_at),
    })),
    sizeAlerts: alerts.map((alert) => ({
      productId: alert.product_id,
      ref: alert.ref,
      title: alert.title,
      size: alert.size,
      email: alert.email,
      state: alert.state,
      createdAt: alert.created_at.toISOString(),
      confirmedAt: iso(alert.confirmed_at),
      endedAt: iso(alert.ended_at),
    })),
  };
}
