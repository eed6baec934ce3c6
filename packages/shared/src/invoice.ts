import { z } from "zod";
import { discountedPriceCents, purchaseDeliveryBaseCents } from "./pricing.ts";

/** The buyer of an invoice without a name and NIF asked for. */
export const FINAL_CONSUMER = "Consumidor final";

/** The stamp on every document of the sandbox invoicing provider. */
export const SANDBOX_STAMP = "Documento de teste — sem validade fiscal";

/** One line of an invoice, in cents: without VAT, its VAT, and both. */
export interface InvoiceLine {
  description: string;
  quantity: number;
  baseCents: number;
  vatPercent: number;
  vatCents: number;
  totalCents: number;
}

export interface InvoiceDocumentTotals {
  baseCents: number;
  vatCents: number;
  totalCents: number;
  vatPercent: number;
}

export interface InvoiceDocument extends InvoiceDocumentTotals {
  lines: InvoiceLine[];
}

/** A stored purchase as its invoice needs it: its totals and its lines as sold. */
export interface InvoicedPurchase {
  baseCents: number;
  vatCents: number;
  totalCents: number;
  vatPercent: number;
  lines: Array<{
    title: string;
    size: string;
    quantity: number;
    unitPriceCents: number;
    discount: number;
  }>;
}

/**
 * Splits `total` cents in proportion to `weights`, to the cent, by largest remainder: the parts
 * always add up to `total` (a weightless list splits it evenly).
 */
export function splitCents(total: number, weights: number[]): number[] {
  if (weights.length === 0) return [];
  const sum = weights.reduce((a, b) => a + b, 0);
  const exact = weights.map((w) => (sum === 0 ? total / weights.length : (total * w) / sum));
  const parts = exact.map(Math.floor);
  let left = total - parts.reduce((a, b) => a + b, 0);
  const order = exact
    .map((value, index) => ({ index, rest: value - Math.floor(value) }))
    .sort((a, b) => b.rest - a.rest || a.index - b.index);
  for (const { index } of order) {
    if (left <= 0) break;
    parts[index] = (parts[index] ?? 0) + 1;
    left -= 1;
  }
  return parts;
}

/**
 * The invoice of a purchase: a line per product and size and the delivery as its own line, all at
 * the purchase's rate. The products' base is split over their lines by what each cost, the VAT
 * over every line by its base, so lines, base, VAT and total equal the purchase's to the cent.
 */
export function invoiceDocument(purchase: InvoicedPurchase): InvoiceDocument {
  const { vatPercent } = purchase;
  const deliveryBaseCents = purchaseDeliveryBaseCents(purchase);
  const paid = purchase.lines.map(
    (line) => discountedPriceCents(line.unitPriceCents, line.discount) * line.quantity,
  );
  const bases = [
    ...splitCents(purchase.baseCents, paid),
    ...(deliveryBaseCents > 0 ? [deliveryBaseCents] : []),
  ];
  const vats = splitCents(purchase.vatCents, bases);
  const described = [
    ...purchase.lines.map((line) => ({
      description: `${line.title} — tamanho ${line.size}`,
      quantity: line.quantity,
    })),
    { description: "Entrega", quantity: 1 },
  ];
  const lines = bases.map((baseCents, index) => {
    const vatCents = vats[index] ?? 0;
    const { description, quantity } = described[index] as { description: string; quantity: number };
    return {
      description,
      quantity,
      baseCents,
      vatPercent,
      vatCents,
      totalCents: baseCents + vatCents,
    };
  });
  return {
    lines,
    baseCents: purchase.baseCents + deliveryBaseCents,
    vatCents: purchase.vatCents,
    totalCents: purchase.totalCents,
    vatPercent,
  };
}

export const INVOICE_STATES = ["PENDING", "ISSUED", "FAILED"] as const;
export type InvoiceState = (typeof INVOICE_STATES)[number];

/** A purchase's invoice as the back office sees it. */
export const OrderInvoiceSchema = z.object({
  state: z.enum(INVOICE_STATES),
  provider: z.string(),
  number: z.string().nullable(),
  /** The certified document's ATCUD (Portaria 195/2020); null until issued, and for the sandbox's. */
  atcud: z.string().nullable(),
  /** The PDF's path under the API, for the staff; null until it is issued. */
  pdfUrl: z.string().nullable(),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  nextAttemptAt: z.string().nullable(),
  issuedAt: z.string().nullable(),
  /** The latest credit note against it. */
  creditNote: z
    .object({
      state: z.enum(INVOICE_STATES),
      number: z.string().nullable(),
      atcud: z.string().nullable(),
    })
    .nullable(),
});
export type OrderInvoice = z.infer<typeof OrderInvoiceSchema>;

/** The invoicing provider and how many invoices it failed, for the back office's dashboard. */
export const InvoicingStatusSchema = z.object({
  provider: z.enum(["sandbox", "invoicexpress", "none"]),
  failed: z.number().int(),
});
export type InvoicingStatus = z.infer<typeof InvoicingStatusSchema>;
