import { createServer, type IncomingMessage, type ServerResponse } from "node:http";

export const INVOICEXPRESS_API_KEY = "ix_test_key";

/** The shop's configuration for InvoiceXpress, pointed at a fake's address. */
export const invoiceXpressConfig = (apiUrl: string, timeoutMs = 1000) => ({
  INVOICING_PROVIDER: "invoicexpress",
  INVOICEXPRESS_API_KEY,
  INVOICEXPRESS_API_URL: apiUrl,
  INVOICEXPRESS_TIMEOUT_MS: String(timeoutMs),
});

/** The documents' paths and their answers' roots, as the API names them. */
const KINDS: Record<string, { root: string; type: string; series: string }> = {
  invoice_receipts: { root: "invoice_receipt", type: "InvoiceReceipt", series: "A" },
  credit_notes: { root: "credit_note", type: "CreditNote", series: "NC" },
};

/** The AT's validation code of each series, as if communicated (eight letters and digits). */
export const SERIES_CODES: Record<string, string> = { A: "JJ7K9P2M", NC: "JJ7K9P2N" };

interface FakeDocument {
  id: number;
  path: string;
  status: "draft" | "final";
  reference: string;
  body: Record<string, unknown>;
  inverted_sequence_number?: string;
  atcud?: string | null;
}

/** A fake PDF: enough for a browser or a test to tell it is one. */
export const FAKE_PDF = Buffer.from("%PDF-1.4\n% InvoiceXpress fake\n%%EOF\n");

/**
 * A local stand-in for InvoiceXpress's API at the network's edge: invoice-receipts and credit
 * notes made as drafts, finalised through change-state with their ATCUD, listed by reference, and
 * QR codes and PDFs that may answer 202 a few times first. It can be down (503), slow, or refuse a document (422).
 */
export async function startFakeInvoiceXpress() {
  const documents = new Map<number, FakeDocument>();
  const sequences: Record<string, number> = {};
  let nextId = 1000;
  const state = {
    down: false,
    /** Every answer waits this long first (a slow provider). */
    delayMs: 0,
    /** How many 202s the PDF endpoint answers before the PDF. */
    pdfPending: 0,
    /** The next draft is refused with this error (422). */
    refuseNext: null as string | null,
    /** Documents are finalised without ATCUD, as when the series was not communicated to the AT. */
    seriesNotCommunicated: false,
    /** How many 202s the QR code endpoint answers before its image's address. */
    qrPending: 0,
    requests: [] as Array<{ method: string; path: string; body: Record<string, unknown> | null }>,
  };

  function reply(res: ServerResponse, status: number, payload?: unknown) {
    res.writeHead(status, { "content-type": "application/json; charset=utf-8" });
    res.end(payload === undefined ? "" : JSON.stringify(payload));
  }

  async function bodyOf(req: IncomingMessage) {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const text = Buffer.concat(chunks).toString();
    return text ? (JSON.parse(text) as Record<string, unknown>) : null;
  }

  function view(doc: FakeDocument) {
    const { body: _body, path: _path, ...rest } = doc;
    return rest;
  }

  function route(method: string, path: string, url: URL, body: Record<string, unknown> | null) {
    const list = path === "/invoices.json" && method === "GET";
    if (list) {
      const text = url.searchParams.get("text") ?? "";
      const types = url.searchParams.getAll("type[]");
      const invoices = [...documents.values()]
        .filter((doc) => doc.reference.includes(text))
        .filter((doc) => types.length === 0 || types.includes(KINDS[doc.path]?.type ?? ""))
        .map(view);
      return [200, { invoices, pagination: { total_entries: invoices.length } }] as const;
    }
    const pdf = /^\/api\/pdf\/(\d+)\.json$/.exec(path);
    if (pdf && method === "GET") {
      if (!documents.has(Number(pdf[1])))
        return [404, { errors: [{ error: "Not found" }] }] as const;
      if (state.pdfPending > 0) {
        state.pdfPending -= 1;
        return [202, undefined] as const;
      }
      return [200, { output: { pdfUrl: `${url.origin}/pdfs/${pdf[1]}.pdf` } }] as const;
    }
    const qr = /^\/api\/qr_codes\/(\d+)\.json$/.exec(path);
    if (qr && method === "GET") {
      if (documents.get(Number(qr[1]))?.status !== "final")
        return [404, { errors: [{ error: "Not found" }] }] as const;
      if (state.qrPending > 0) {
        state.qrPending -= 1;
        return [202, undefined] as const;
      }
      return [200, { qr_code: { url: `${url.origin}/qr/${qr[1]}.png` } }] as const;
    }
    const create = /^\/(invoice_receipts|credit_notes)\.json$/.exec(path);
    if (create && method === "POST") {
      const kind = create[1] as string;
      const invoice = (body?.invoice ?? {}) as Record<string, unknown>;
      if (state.refuseNext) {
        const error = state.refuseNext;
        state.refuseNext = null;
        return [422, { errors: [{ error }] }] as const;
      }
      if (!Array.isArray(invoice.items) || invoice.items.length === 0)
        return [422, { errors: [{ error: "Items can't be blank" }] }] as const;
      nextId += 1;
      const doc: FakeDocument = {
        id: nextId,
        path: kind,
        status: "draft",
        reference: String(invoice.reference ?? ""),
        body: invoice,
      };
      documents.set(doc.id, doc);
      return [201, { [KINDS[kind]?.root as string]: view(doc) }] as const;
    }
    const one = /^\/(invoice_receipts|credit_notes)\/(\d+)(\/change-state)?\.json$/.exec(path);
    const doc = one && documents.get(Number(one[2]));
    if (one && !doc) return [404, { errors: [{ error: "Not found" }] }] as const;
    if (one && doc && method === "GET" && !one[3])
      return [200, { [KINDS[doc.path]?.root as string]: view(doc) }] as const;
    if (one && doc && method === "PUT" && one[3]) {
      if (doc.status !== "draft")
        return [422, { errors: [{ error: "Document can't be finalized" }] }] as const;
      const series = KINDS[doc.path]?.series as string;
      sequences[series] = (sequences[series] ?? 0) + 1;
      doc.status = "final";
      doc.inverted_sequence_number = `${series}/${sequences[series]}`;
      doc.atcud = state.seriesNotCommunicated
        ? null
        : `${SERIES_CODES[series]}-${sequences[series]}`;
      return [200, { [KINDS[doc.path]?.root as string]: view(doc) }] as const;
    }
    return [404, { errors: [{ error: "Not found" }] }] as const;
  }

  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? "/", `http://${req.headers.host}`);
    const body = await bodyOf(req);
    state.requests.push({ method: req.method ?? "GET", path: url.pathname, body });
    if (state.down) return reply(res, 503, { errors: [{ error: "Service Unavailable" }] });
    const pdfFile = /^\/pdfs\/\d+\.pdf$/.test(url.pathname);
    if (pdfFile) {
      res.writeHead(200, { "content-type": "application/pdf" });
      return res.end(FAKE_PDF);
    }
    if (url.searchParams.get("api_key") !== INVOICEXPRESS_API_KEY)
      return reply(res, 401, { errors: [{ error: "Unauthorized" }] });
    // A slow provider does the work, then answers late: maybe after the shop stopped waiting.
    const [status, payload] = route(req.method ?? "GET", url.pathname, url, body);
    if (state.delayMs > 0) await new Promise((resolve) => setTimeout(resolve, state.delayMs));
    if (!res.destroyed) reply(res, status, payload);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : 0;

  return {
    url: `http://127.0.0.1:${port}`,
    state,
    documents,
    /** The documents asked for of `kind` (invoice_receipts or credit_notes), as sent. */
    created: (kind: string) =>
      state.requests
        .filter((r) => r.method === "POST" && r.path === `/${kind}.json`)
        .map((r) => (r.body?.invoice ?? {}) as Record<string, unknown>),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
