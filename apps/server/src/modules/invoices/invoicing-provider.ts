import type { InvoiceDocument } from "@shop/shared";

export type InvoiceKind = "INVOICE" | "CREDIT_NOTE";

/** What a provider needs to make one document: who sells, who buys, the lines and totals. */
export interface InvoiceRequest {
  kind: InvoiceKind;
  /** Our reference of the document (the purchase's code; code-NC for a cancellation's credit note). */
  reference: string;
  date: Date;
  issuer: { name: string; address: string; nif: string; email: string; phone: string };
  buyer: {
    name: string;
    nif: string | null;
    email: string;
    address: string | null;
    postalCode: string | null;
    city: string | null;
    country: string | null;
  };
  document: InvoiceDocument;
  /** How the purchase was paid, as the customer knows it ('MB WAY'); null when not said. */
  paymentMethod: string | null;
  /** A credit note's invoice: its provider id and number. */
  corrects: { providerId: string; number: string } | null;
}

/**
 * A certified invoicing provider (InvoiceXpress) or the built-in sandbox. Each step may be asked
 * again after a failure or a crash: `find` answers a document made before for a reference, and
 * `finalise` of a document already final answers its number.
 */
export interface InvoicingProvider {
  readonly name: "sandbox" | "invoicexpress";
  /** The provider's id of the document made before for this request's reference, or null. */
  find(request: InvoiceRequest): Promise<string | null>;
  /** Makes the document as a draft; answers its provider id. */
  createDraft(request: InvoiceRequest): Promise<string>;
  /** Makes the draft final (numbered and certified); answers its number and ATCUD. */
  finalise(request: InvoiceRequest, providerId: string): Promise<FinalDocument>;
  /** The final document's PDF; null while the provider is still making it. */
  pdf(request: InvoiceRequest, providerId: string, number: string): Promise<Uint8Array | null>;
}

/**
 * A final document: its number (FR A/5) and its ATCUD (the series' validation code from the AT and
 * the document's number in it, Portaria 195/2020); null only for the sandbox's test documents.
 */
export interface FinalDocument {
  number: string;
  atcud: string | null;
}

/** An ATCUD: the AT's validation code of the series (8 or more letters and digits), a dash, the number. */
export const ATCUD_FORMAT = /^[A-Z0-9]{8,}-\d+$/;

/** A provider's refusal or failure, in a line the back office can show. */
export class InvoicingError extends Error {}
