import type { Order, OrderInvoice } from "@shop/shared";
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { CertifiedInvoice } from "./order-panels";
import { orderTexts as texts } from "./texts";

const issued: OrderInvoice = {
  state: "ISSUED",
  provider: "invoicexpress",
  number: "FR 2026/12",
  atcud: "JJ7K9P2M-12",
  pdfUrl: "/admin/orders/AB12CD34/invoice",
  attempts: 1,
  lastError: null,
  nextAttemptAt: null,
  issuedAt: "2026-11-26T07:00:00.000Z",
  creditNote: null,
};

// The panel reads only the order's invoice.
const orderWith = (certifiedInvoice: OrderInvoice | null) => ({ certifiedInvoice }) as Order;

afterEach(cleanup);

describe("an order's certified invoice panel", () => {
  it("is left out when the order has no invoice", () => {
    const { container } = render(<CertifiedInvoice order={orderWith(null)} />);
    expect(container.innerHTML).toBe("");
  });

  it("shows the issued invoice's number, ATCUD, provider and PDF link, and no failure", () => {
    render(<CertifiedInvoice order={orderWith(issued)} />);
    expect(screen.getByText("FR 2026/12")).toBeTruthy();
    expect(screen.getByText("JJ7K9P2M-12")).toBeTruthy();
    expect(screen.getByText("InvoiceXpress")).toBeTruthy();
    const link = screen.getByRole("link", { name: /Abrir a fatura \(PDF\)/ });
    expect(link.getAttribute("href")).toBe("/api/admin/orders/AB12CD34/invoice");
    expect(link.getAttribute("target")).toBe("_blank");
    expect(screen.queryByText(texts.invoiceFailed)).toBeNull();
    expect(screen.queryByText(texts.invoicePending)).toBeNull();
    expect(screen.queryByText(texts.nextAttempt)).toBeNull();
  });

  it("tells an invoice given up on, with its error, and no PDF", () => {
    render(
      <CertifiedInvoice
        order={orderWith({
          ...issued,
          state: "FAILED",
          number: null,
          atcud: null,
          pdfUrl: null,
          attempts: 8,
          lastError: "InvoiceXpress POST /invoice_receipts.json: 422 Client fiscal_id is invalid",
          issuedAt: null,
        })}
      />,
    );
    expect(screen.getByText(texts.invoiceFailed)).toBeTruthy();
    expect(screen.getByText(/422 Client fiscal_id is invalid/)).toBeTruthy();
    expect(screen.getByText(texts.invoiceStates.FAILED)).toBeTruthy();
    expect(screen.queryByRole("link")).toBeNull();
  });

  it("tells a credit note still being tried, beside the issued invoice", () => {
    render(
      <CertifiedInvoice
        order={orderWith({
          ...issued,
          lastError: "InvoiceXpress POST /credit_notes.json: 503 Service Unavailable",
          creditNote: { state: "PENDING", number: null, atcud: null },
        })}
      />,
    );
    expect(screen.getByText(texts.invoicePending)).toBeTruthy();
    expect(screen.getByText(/503 Service Unavailable/)).toBeTruthy();
    expect(screen.getByText(texts.invoiceStates.PENDING)).toBeTruthy();
  });

  it("gives an issued credit note's number with its ATCUD", () => {
    const creditNote = { state: "ISSUED" as const, number: "NC A/3", atcud: "JJ7K9P2N-3" };
    render(<CertifiedInvoice order={orderWith({ ...issued, creditNote })} />);
    expect(screen.getByText("NC A/3, ATCUD JJ7K9P2N-3 (Emitida)")).toBeTruthy();
  });
});
