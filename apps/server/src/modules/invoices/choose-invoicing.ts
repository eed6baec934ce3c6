import type { Config } from "../../config/env.ts";
import { invoiceXpress } from "./invoicexpress.ts";
import type { InvoicingProvider } from "./invoicing-provider.ts";
import { sandboxInvoicing } from "./sandbox-invoicing.ts";

/** The invoicing provider of the configuration; null when invoices are not issued (`none`). */
export function chooseInvoicing(config: Config): InvoicingProvider | null {
  const { provider, ...invoiceXpressOptions } = config.invoicing;
  if (provider === "none") return null;
  if (provider === "sandbox") return sandboxInvoicing();
  return invoiceXpress(invoiceXpressOptions);
}
