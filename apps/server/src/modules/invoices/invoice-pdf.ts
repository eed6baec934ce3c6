import {
  centsToEuros,
  FINAL_CONSUMER,
  formatEuros,
  formatShopDateTime,
  formatVatPercent,
  SANDBOX_STAMP,
} from "@shop/shared";
import { PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from "pdf-lib";
import type { InvoiceRequest } from "./invoicing-provider.ts";

const TITLES = { INVOICE: "Fatura-recibo", CREDIT_NOTE: "Nota de crédito" } as const;
const MARGIN = 50;
const GREY = rgb(0.35, 0.35, 0.35);
const RED = rgb(0.75, 0.1, 0.1);

// The standard fonts write WinAnsi: the narrow spaces Intl puts in amounts become plain ones.
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, " ");
const euros = (cents: number) => plain(formatEuros(centsToEuros(cents)));

interface Pen {
  page: PDFPage;
  font: PDFFont;
  bold: PDFFont;
  y: number;
  /** Starts another page (a long order), stamped like the first. */
  turn: () => void;
}

const A4: [number, number] = [595.28, 841.89];
const TOP = 790;
/** Below this, the next row goes on a new page (the stamp sits at the foot). */
const BOTTOM = 90;

function write(pen: Pen, text: string, x: number, options: { bold?: boolean; size?: number } = {}) {
  const font = options.bold ? pen.bold : pen.font;
  pen.page.drawText(plain(text), { x, y: pen.y, size: options.size ?? 10, font });
}

function writeRight(pen: Pen, text: string, right: number, bold = false) {
  const font = bold ? pen.bold : pen.font;
  const width = font.widthOfTextAtSize(plain(text), 10);
  pen.page.drawText(plain(text), { x: right - width, y: pen.y, size: 10, font });
}

function header(pen: Pen, request: InvoiceRequest, number: string) {
  const { issuer, buyer } = request;
  write(pen, issuer.name, MARGIN, { bold: true, size: 14 });
  write(pen, `${TITLES[request.kind]} ${number}`, 330, { bold: true, size: 14 });
  pen.y -= 16;
  write(pen, issuer.address, MARGIN);
  write(pen, `Data: ${formatShopDateTime(request.date)}`, 330);
  pen.y -= 13;
  write(pen, `NIF ${issuer.nif}`, MARGIN);
  write(pen, `Referência: ${request.reference}`, 330);
  pen.y -= 13;
  write(pen, [issuer.email, issuer.phone].filter(Boolean).join(" · "), MARGIN);
  if (request.corrects) write(pen, `Corrige: ${request.corrects.number}`, 330);
  pen.y -= 30;
  write(pen, "Cliente", MARGIN, { bold: true });
  pen.y -= 13;
  write(pen, buyer.name, MARGIN);
  pen.y -= 13;
  write(pen, buyer.nif ? `NIF ${buyer.nif}` : FINAL_CONSUMER, MARGIN);
  const place = [buyer.address, [buyer.postalCode, buyer.city].filter(Boolean).join(" ")]
    .filter(Boolean)
    .join(", ");
  if (place) {
    pen.y -= 13;
    write(pen, place, MARGIN);
  }
  pen.y -= 30;
}

const COLUMNS = { quantity: 330, base: 420, vat: 470, total: 545 };

function lines(pen: Pen, request: InvoiceRequest) {
  write(pen, "Descrição", MARGIN, { bold: true });
  writeRight(pen, "Qtd.", COLUMNS.quantity, true);
  writeRight(pen, "s/ IVA", COLUMNS.base, true);
  writeRight(pen, "IVA", COLUMNS.vat, true);
  writeRight(pen, "Total", COLUMNS.total, true);
  pen.y -= 6;
  pen.page.drawLine({
    start: { x: MARGIN, y: pen.y },
    end: { x: COLUMNS.total, y: pen.y },
    color: GREY,
  });
  pen.y -= 14;
  for (const line of request.document.lines) {
    if (pen.y < BOTTOM) pen.turn();
    write(pen, line.description.slice(0, 48), MARGIN);
    writeRight(pen, String(line.quantity), COLUMNS.quantity);
    writeRight(pen, euros(line.baseCents), COLUMNS.base);
    writeRight(pen, formatVatPercent(line.vatPercent), COLUMNS.vat);
    writeRight(pen, euros(line.totalCents), COLUMNS.total);
    pen.y -= 14;
  }
  pen.y -= 16;
}

function totals(pen: Pen, request: InvoiceRequest) {
  const { document } = request;
  if (pen.y < BOTTOM + 80) pen.turn();
  write(pen, "Resumo do IVA", MARGIN, { bold: true });
  pen.y -= 13;
  write(
    pen,
    `Taxa ${formatVatPercent(document.vatPercent)}: base ${euros(document.baseCents)}, IVA ${euros(document.vatCents)}`,
    MARGIN,
  );
  pen.y -= 24;
  for (const [label, cents, bold] of [
    ["Total sem IVA", document.baseCents, false],
    ["IVA", document.vatCents, false],
    ["Total", document.totalCents, true],
  ] as const) {
    write(pen, label, 400, { bold });
    writeRight(pen, euros(cents), COLUMNS.total, bold);
    pen.y -= 14;
  }
  if (request.paymentMethod) {
    pen.y -= 10;
    write(pen, `Pagamento: ${request.paymentMethod}`, MARGIN);
    pen.y -= 14;
  }
}

/** The sandbox's PDF of a document: the shop, the buyer, lines, VAT summary, totals and its stamp. */
export async function renderInvoicePdf(request: InvoiceRequest, number: string) {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`${TITLES[request.kind]} ${number}`);
  pdf.setCreationDate(request.date);
  pdf.setModificationDate(request.date);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const stamped = () => {
    const page = pdf.addPage(A4);
    const stamp = plain(SANDBOX_STAMP);
    page.drawText(stamp, { x: MARGIN, y: 815, size: 12, font: bold, color: RED });
    page.drawText(stamp, { x: MARGIN, y: 40, size: 12, font: bold, color: RED });
    return page;
  };
  const pen: Pen = {
    page: stamped(),
    font: await pdf.embedFont(StandardFonts.Helvetica),
    bold,
    y: TOP,
    turn() {
      pen.page = stamped();
      pen.y = TOP;
    },
  };
  header(pen, request, number);
  lines(pen, request);
  totals(pen, request);
  return pdf.save();
}
