import { renderInvoicePdf } from "./invoice-pdf.ts";
import type { InvoicingProvider } from "./invoicing-provider.ts";

const SERIES = { INVOICE: "FR TESTE", CREDIT_NOTE: "NC TESTE" } as const;

/**
 * The built-in provider: no network, documents numbered after our own reference (so a retry
 * makes the same one) and a PDF stamped as a test document.
 */
export function sandboxInvoicing(): InvoicingProvider {
  return {
    name: "sandbox",
    find: async () => null,
    createDraft: async (request) => `sandbox-${request.reference}`,
    // A test document is not communicated to the AT: it has no ATCUD.
    finalise: async (request) => ({
      number: `${SERIES[request.kind]}/${request.reference}`,
      atcud: null,
    }),
    pdf: (request, _providerId, number) => renderInvoicePdf(request, number),
  };
}
