import { FINAL_CONSUMER, type InvoiceDocument } from "@shop/shared";
import {
  ATCUD_FORMAT,
  type FinalDocument,
  type InvoiceKind,
  type InvoiceRequest,
  InvoicingError,
  type InvoicingProvider,
} from "./invoicing-provider.ts";

export interface InvoiceXpressOptions {
  apiKey: string;
  /** https://ACCOUNT.app.invoicexpress.com, or a local fake in tests. */
  apiUrl: string;
  /** The longest wait for one answer. */
  timeoutMs: number;
}

/** The API's path, list type and answer's root of each kind of document. */
const DOCUMENTS = {
  INVOICE: {
    path: "invoice_receipts",
    type: "InvoiceReceipt",
    root: "invoice_receipt",
    prefix: "FR",
  },
  CREDIT_NOTE: { path: "credit_notes", type: "CreditNote", root: "credit_note", prefix: "NC" },
} as const;

/** Portugal's generic NIF of a final consumer, the client code of buyers without their own. */
const FINAL_CONSUMER_NIF = "999999990";
/** Exports leave without VAT: exempt by article 14 of the CIVA. */
const EXPORT_EXEMPTION = "M05";

interface IxDocument {
  id: number;
  status?: string;
  reference?: string;
  inverted_sequence_number?: string;
  sequence_number?: string;
  atcud?: string | null;
}

const day = (date: Date) =>
  new Intl.DateTimeFormat("pt-PT", {
    timeZone: "Europe/Lisbon",
    day: "2-digit",
    month: "2-digit",
    year: "numeric",
  }).format(date);

function items(document: InvoiceDocument) {
  return document.lines.map((line) => ({
    name: line.description.slice(0, 60),
    description: line.description,
    // Net unit price with enough decimals that quantity × price gives back the line's base.
    unit_price: Number((line.baseCents / line.quantity / 100).toFixed(6)),
    quantity: line.quantity,
    tax: { name: `IVA${line.vatPercent}`, value: line.vatPercent },
  }));
}

function body(request: InvoiceRequest) {
  const { buyer, document } = request;
  return {
    invoice: {
      date: day(request.date),
      due_date: day(request.date),
      reference: request.reference,
      client: {
        name: buyer.nif ? buyer.name : FINAL_CONSUMER,
        code: buyer.nif ?? FINAL_CONSUMER_NIF,
        email: buyer.email,
        ...(buyer.nif ? { fiscal_id: buyer.nif } : {}),
        ...(buyer.address ? { address: buyer.address } : {}),
        ...(buyer.postalCode ? { postal_code: buyer.postalCode } : {}),
        ...(buyer.city ? { city: buyer.city } : {}),
      },
      items: items(document),
      ...(request.paymentMethod ? { observations: `Pagamento: ${request.paymentMethod}` } : {}),
      ...(document.vatPercent === 0 ? { tax_exemption: EXPORT_EXEMPTION } : {}),
      ...(request.corrects ? { owner_invoice_id: Number(request.corrects.providerId) } : {}),
    },
  };
}

/** The error answers' texts: `{"errors":[{"error":"…"}]}` or `{"errors":{"error":"…"}}`. */
function errorText(payload: unknown): string {
  const errors = (payload as { errors?: unknown } | null)?.errors;
  const list = Array.isArray(errors) ? errors : errors ? [errors] : [];
  return list
    .map((entry) => (entry as { error?: unknown }).error ?? JSON.stringify(entry))
    .join("; ");
}

function parsed(text: string): unknown {
  try {
    return text ? JSON.parse(text) : null;
  } catch {
    return null;
  }
}

/** Certified documents through InvoiceXpress's API (api_key in the query, JSON both ways). */
export function invoiceXpress(options: InvoiceXpressOptions): InvoicingProvider {
  const base = options.apiUrl.replace(/\/+$/, "");

  async function call(method: string, path: string, payload?: unknown, query = "") {
    const url = `${base}/${path}?api_key=${encodeURIComponent(options.apiKey)}${query}`;
    let response: Response;
    try {
      response = await fetch(url, {
        method,
        headers: { accept: "application/json", "content-type": "application/json" },
        ...(payload === undefined ? {} : { body: JSON.stringify(payload) }),
        signal: AbortSignal.timeout(options.timeoutMs),
      });
    } catch (error) {
      // The address holds the key: only the path and the cause's code are told.
      const cause = (error as { cause?: { code?: string } }).cause?.code ?? (error as Error).name;
      throw new InvoicingError(`InvoiceXpress ${method} /${path}: no answer (${cause})`);
    }
    const json = parsed(await response.text());
    if (!response.ok) {
      throw new InvoicingError(
        `InvoiceXpress ${method} /${path}: ${response.status} ${errorText(json)}`.trim(),
      );
    }
    return { status: response.status, json };
  }

  async function read(kind: InvoiceKind, id: string): Promise<IxDocument> {
    const { path, root } = DOCUMENTS[kind];
    const { json } = await call("GET", `${path}/${id}.json`);
    return (json as Record<string, IxDocument>)[root] as IxDocument;
  }

  /**
   * A final document's number and ATCUD. One without a valid ATCUD cannot be handed to a buyer
   * (Portaria 195/2020): its series was not communicated to the AT in InvoiceXpress, so it fails
   * with that cause, and the owner's «Tentar de novo» reads it again once the series is fixed.
   */
  function finalOf(kind: InvoiceKind, document: IxDocument): FinalDocument {
    const number = `${DOCUMENTS[kind].prefix} ${document.inverted_sequence_number ?? document.sequence_number}`;
    const atcud = document.atcud?.trim() ?? "";
    if (!ATCUD_FORMAT.test(atcud))
      throw new InvoicingError(
        `InvoiceXpress: ${number} ${atcud ? `tem um ATCUD inválido (${atcud})` : "não tem ATCUD"}; comunique a série à AT no InvoiceXpress`,
      );
    return { number, atcud };
  }

  /** The QR code InvoiceXpress prints on the PDF; false while it is still being made. */
  async function hasQrCode(providerId: string) {
    const { status, json } = await call("GET", `api/qr_codes/${providerId}.json`);
    if (status === 202) return false;
    if (!(json as { qr_code?: { url?: string } } | null)?.qr_code?.url)
      throw new InvoicingError(`InvoiceXpress: o documento ${providerId} não tem código QR`);
    return true;
  }

  return {
    name: "invoicexpress",

    async find(request) {
      const { type } = DOCUMENTS[request.kind];
      const query = `&text=${encodeURIComponent(request.reference)}&type[]=${type}&per_page=30`;
      const { json } = await call("GET", "invoices.json", undefined, query);
      const found = ((json as { invoices?: IxDocument[] }).invoices ?? []).find(
        (document) =>
          document.reference === request.reference &&
          !["deleted", "canceled"].includes(document.status ?? ""),
      );
      return found ? String(found.id) : null;
    },

    async createDraft(request) {
      const { path, root } = DOCUMENTS[request.kind];
      const { json } = await call("POST", `${path}.json`, body(request));
      const id = (json as Record<string, IxDocument | undefined>)[root]?.id;
      if (!id) throw new InvoicingError(`InvoiceXpress POST /${path}.json: no id in its answer`);
      return String(id);
    },

    async finalise(request, providerId) {
      const current = await read(request.kind, providerId);
      if (current.status !== "draft") return finalOf(request.kind, current);
      const { path, root } = DOCUMENTS[request.kind];
      const { json } = await call("PUT", `${path}/${providerId}/change-state.json`, {
        invoice: { state: "finalized" },
      });
      return finalOf(request.kind, (json as Record<string, IxDocument>)[root] as IxDocument);
    },

    async pdf(_request, providerId) {
      // The PDF is only taken once it carries the QR code (asked again like a PDF in the making).
      if (!(await hasQrCode(providerId))) return null;
      const { status, json } = await call("GET", `api/pdf/${providerId}.json`);
      // 202: the PDF is still being made; asked again on the next attempt.
      if (status === 202) return null;
      const pdfUrl = (json as { output?: { pdfUrl?: string } }).output?.pdfUrl;
      if (!pdfUrl) throw new InvoicingError("InvoiceXpress gave no PDF address");
      const response = await fetch(pdfUrl, { signal: AbortSignal.timeout(options.timeoutMs) });
      if (!response.ok) throw new InvoicingError(`InvoiceXpress PDF: ${response.status}`);
      return new Uint8Array(await response.arrayBuffer());
    },
  };
}
