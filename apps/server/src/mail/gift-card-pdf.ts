import { HTML_LANG, type Language, type Translation } from "@shop/shared";
import { PDFDocument, rgb, StandardFonts } from "pdf-lib";
import { giftCardPdfTextsEn } from "./gift-card-pdf.en.ts";
import { A4, MARGIN, type Pen, paragraph, plain, SIZE } from "./withdrawal-form-pdf.ts";

/** What a printed gift card says: everything but who bought it. */
export interface GiftCardPrint {
  /** The buyer's language ('pt' when not said): the card's words and the PDF's language. */
  language?: Language;
  shopName: string;
  shopUrl: string;
  /** XXXX-XXXX-XXXX-XXXX. */
  code: string;
  value: string;
  expires: string;
  recipientName: string;
  message: string;
}

const portuguese = {
  fileName: "cartao-presente.pdf",
  title: "Cartão-presente",
  code: "Código",
  value: "Valor",
  expires: "Válido até",
  howTo: (url: string) =>
    `Use o código nas lojas ou em ${url}: o que não gastar fica no cartão para a próxima compra. Consulte o saldo em ${url}/cartao-presente.`,
  forName: (name: string) => `Para ${name}`,
};

/** The printed card's words, in Portuguese; in English in gift-card-pdf.en.ts. */
export type GiftCardPdfTexts = Translation<typeof portuguese>;

export const giftCardPdfTexts: Record<Language, GiftCardPdfTexts> = {
  pt: portuguese,
  en: giftCardPdfTextsEn,
};

/** A gift card as a one-page A4 PDF to print: the shop, the value, the code in large letters. */
export async function giftCardPdf(card: GiftCardPrint): Promise<Uint8Array> {
  const language = card.language ?? "pt";
  const texts = giftCardPdfTexts[language];
  const document = await PDFDocument.create();
  document.setTitle(`${texts.title} ${card.shopName}`);
  document.setLanguage(HTML_LANG[language]);
  const font = await document.embedFont(StandardFonts.Helvetica);
  const bold = await document.embedFont(StandardFonts.HelveticaBold);
  const mono = await document.embedFont(StandardFonts.CourierBold);
  const pen: Pen = { page: document.addPage(A4), y: A4[1] - MARGIN };
  paragraph(pen, card.shopName, bold, 22, 4);
  paragraph(pen, texts.title, font, 15, 18);
  paragraph(pen, texts.forName(card.recipientName), bold, 13, 6);
  if (card.message) paragraph(pen, `«${card.message}»`, font, SIZE, 14);
  paragraph(pen, `${texts.value}: ${card.value}`, bold, 18, 14);
  paragraph(pen, texts.code, font, SIZE, 2);
  pen.page.drawText(plain(card.code), { x: MARGIN, y: pen.y - 10, size: 24, font: mono });
  pen.page.drawRectangle({
    x: MARGIN - 8,
    y: pen.y - 20,
    width: mono.widthOfTextAtSize(card.code, 24) + 16,
    height: 40,
    borderColor: rgb(0.2, 0.2, 0.2),
    borderWidth: 1,
  });
  pen.y -= 50;
  paragraph(pen, `${texts.expires}: ${card.expires}`, font, SIZE, 14);
  paragraph(pen, texts.howTo(card.shopUrl), font, 10);
  return document.save();
}
