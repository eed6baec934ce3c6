import { z } from "zod";
import { giftCardVat } from "./gift-cards.ts";
import { linePaidCents, purchaseDeliveryBaseCents } from "./pricing.ts";
import { splitCents } from "./split-cents.ts";

export { splitCents };

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
    /** The unit's price in a sale (null or absent outside one). */
    saleCents?: number | null;
    /** The line's share of a discount code, in cents (0 without one). */
    codeDiscountCents?: number;
  }>;
  /** The values of the gift cards it bought: lines at 0 %, not subject to VAT (`giftCardVat`). */
  giftCardValues?: number[];
}

/** A gift card sold, as its invoice line: its value, no VAT, and the mention of why. */
function giftCardLine(valueCents: number): InvoiceLine {
  const sale = giftCardVat.saleLine(valueCents);
  return {
    description: `Cartão-presente — ${sale.exemptionText} (${sale.exemptionCode})`,
    quantity: 1,
    baseCents: sale.baseCents,
    vatPercent: sale.vatPercent,
    vatCents: sale.vatCents,
    totalCents: sale.baseCents,
  };
}

/**
 * The invoice of a purchase: a line per product and size and the delivery as its own line, all at
 * the purchase's rate. The products' base is split over their lines by what each cost (after a
 * discount code's share), the VAT
 * over every line by its base, so lines, base, VAT and total equal the purchase's to the cent.
 */
export function invoiceDocument(purchase: InvoicedPurchase): InvoiceDocument {
  const { vatPercent } = purchase;
  const cards = purchase.giftCardValues ?? [];
  const giftCardsCents = cards.reduce((sum, cents) => sum + cents, 0);
  const deliveryBaseCents = purchaseDeliveryBaseCents({ ...purchase, giftCardsCents });
  const paid = purchase.lines.map((line) =>
    linePaidCents({ ...line, priceCents: line.unitPriceCents }),
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
    lines: [...lines, ...cards.map(giftCardLine)],
    baseCents: purchase.baseCents + deliveryBaseCents + giftCardsCents,
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
