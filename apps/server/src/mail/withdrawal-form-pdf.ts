import { HTML_LANG, type WithdrawalForm } from "@shop/shared";
import { PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from "pdf-lib";

export const A4: [number, number] = [595.28, 841.89];
export const MARGIN = 56;
const WIDTH = A4[0] - 2 * MARGIN;
export const SIZE = 11;
const LEADING = 16;
const GREY = rgb(0.45, 0.45, 0.45);

// The standard fonts write WinAnsi: the narrow spaces Intl puts in dates become plain ones.
export const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, " ");

/** `text` cut into lines no wider than the page's text column. */
function wrap(text: string, font: PDFFont, size: number): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of plain(text).split(/\s+/)) {
    const candidate = line ? `${line} ${word}` : word;
    if (line && font.widthOfTextAtSize(candidate, size) > WIDTH) {
      lines.push(line);
      line = word;
    } else line = candidate;
  }
  if (line) lines.push(line);
  return lines;
}

export interface Pen {
  page: PDFPage;
  y: number;
}

export function paragraph(pen: Pen, text: string, font: PDFFont, size = SIZE, gap = 6) {
  for (const line of wrap(text, font, size)) {
    pen.page.drawText(line, { x: MARGIN, y: pen.y, size, font });
    pen.y -= LEADING;
  }
  pen.y -= gap;
}

function fillLine(pen: Pen, text?: string, font?: PDFFont) {
  pen.y -= 6;
  if (text && font)
    pen.page.drawText(plain(text), { x: MARGIN + 8, y: pen.y + 3, size: SIZE, font });
  pen.page.drawLine({
    start: { x: MARGIN, y: pen.y },
    end: { x: MARGIN + WIDTH, y: pen.y },
    thickness: 0.5,
    color: GREY,
  });
  pen.y -= LEADING;
}

/**
 * The model withdrawal form as a one-page A4 PDF: the annex's words, what the shop knows filled
 * in (its own name, address and email; the order, when made for one), lines to write on.
 */
export async function withdrawalFormPdf(form: WithdrawalForm): Promise<Uint8Array> {
  const document = await PDFDocument.create();
  document.setTitle(form.title);
  document.setLanguage(HTML_LANG[form.language ?? "pt"]);
  const font = await document.embedFont(StandardFonts.Helvetica);
  const bold = await document.embedFont(StandardFonts.HelveticaBold);
  const pen: Pen = { page: document.addPage(A4), y: A4[1] - MARGIN };
  paragraph(pen, form.title, bold, 15, 2);
  paragraph(pen, form.subtitle, font, 10, 14);
  for (const line of form.lines) {
    paragraph(pen, line.text, font, SIZE, 2);
    const filled = line.filled ?? [];
    const blanks = Math.max(line.fill - filled.length, line.fill > 0 ? 1 : 0);
    for (const text of filled) fillLine(pen, text, font);
    for (let i = 0; i < (filled.length ? blanks - 1 : blanks); i += 1) fillLine(pen);
    pen.y -= 8;
  }
  paragraph(pen, form.note, font, 10);
  return document.save();
}
