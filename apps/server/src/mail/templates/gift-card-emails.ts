import { type Language, pagePathIn, type Translation } from "@shop/shared";
import type { GiftCardPrint } from "../gift-card-pdf.ts";
import { english } from "./gift-card-emails.en.ts";
import { type MailBlock, renderMail, type ShopIdentity } from "./layout.ts";
import { mailDay } from "./mail-dates.ts";
import { contactUs, euros } from "./purchase-emails.ts";

export interface GiftCardMailData {
  /** XXXX-XXXX-XXXX-XXXX. */
  code: string;
  valueCents: number;
  expiresOn: string;
  recipientName: string;
  /** Who offers it: the buyer's name. */
  fromName: string;
  message: string;
  /** The buyer's language, the purchase's ('pt' when not said): the email's and the PDF's. */
  language?: Language;
}

const portuguese = {
  subject: (from: string, value: string) => `${from} ofereceu-lhe um cartão-presente de ${value}`,
  heading: (value: string) => `Um cartão-presente de ${value} para si`,
  hello: (name: string, from: string, shop: string) =>
    `Olá ${name}, ${from} ofereceu-lhe um cartão-presente da ${shop}.`,
  code: "Código",
  value: "Valor",
  validUntil: "Válido até",
  howTo:
    "Use o código nas nossas lojas ou na loja online, de uma vez ou em várias compras: o que não gastar fica no cartão. Em anexo, o cartão em PDF para imprimir.",
  balance: "Ver o saldo",
};

/** The gift card email's words, in Portuguese; in English in gift-card-emails.en.ts. */
export type GiftCardMailTexts = Translation<typeof portuguese>;

const TEXTS: Record<Language, GiftCardMailTexts> = { pt: portuguese, en: english };

/** What the printed card shows, from the email's data. */
export function giftCardPrint(card: GiftCardMailData, shop: ShopIdentity): GiftCardPrint {
  const language = card.language ?? "pt";
  return {
    ...(language === "pt" ? {} : { language }),
    shopName: shop.name,
    shopUrl: shop.url,
    code: card.code,
    value: euros(card.valueCents, language),
    expires: mailDay(card.expiresOn, language),
    recipientName: card.recipientName,
    message: card.message,
  };
}

/** Sent on the chosen day: the code, the value, until when, the buyer's message; the PDF attached. */
export function giftCardMail(card: GiftCardMailData, shop: ShopIdentity) {
  const language = card.language ?? "pt";
  const texts = TEXTS[language];
  const value = euros(card.valueCents, language);
  const message: MailBlock[] = card.message ? [{ quote: card.message }] : [];
  return renderMail(
    {
      language,
      subject: texts.subject(card.fromName, value),
      heading: texts.heading(value),
      blocks: [
        { paragraph: texts.hello(card.recipientName, card.fromName, shop.name) },
        ...message,
        {
          details: [
            [texts.code, card.code],
            [texts.value, value],
            [texts.validUntil, mailDay(card.expiresOn, language)],
          ],
        },
        { paragraph: texts.howTo },
        {
          action: {
            label: texts.balance,
            url: `${shop.url}${pagePathIn("/cartao-presente", language)}`,
          },
        },
        contactUs(shop, language),
      ],
    },
    shop,
  );
}
