import type { ContactBody, Language, Translation } from "@shop/shared";
import { english } from "./contact-emails.en.ts";
import { renderMail, type ShopIdentity } from "./layout.ts";

const portuguese = {
  hello: (name: string) => `Olá, ${name}`,
  yourMessage: "A sua mensagem",
  receipt: {
    subject: (shop: string) => `Recebemos a sua mensagem — ${shop}`,
    text: "Recebemos a sua mensagem e responderemos para este email com a maior brevidade possível, normalmente em 2 dias úteis.",
    more: "Se quiser acrescentar alguma coisa, basta responder a este email.",
  },
  reply: {
    subject: (shop: string) => `Re: A sua mensagem à ${shop}`,
    wrote: (at: string) => `Em ${at}, escreveu:`,
    more: "Para continuar a conversa, basta responder a este email.",
  },
};

/** The contact emails' words, in Portuguese; in English in contact-emails.en.ts. */
export type ContactMailTexts = Translation<typeof portuguese>;

export const CONTACT_MAIL_TEXTS: Record<Language, ContactMailTexts> = {
  pt: portuguese,
  en: english,
};

/**
 * The customer's receipt of a message left on the contact page, in the page's language: that it
 * arrived, when to expect the answer, and their own message quoted. Answering the email reaches
 * the shop's address.
 */
export function contactAcknowledgementMail(
  message: ContactBody,
  shop: ShopIdentity,
  language: Language = "pt",
) {
  const texts = CONTACT_MAIL_TEXTS[language];
  return renderMail(
    {
      language,
      subject: texts.receipt.subject(shop.name),
      heading: texts.hello(message.name),
      blocks: [
        { paragraph: texts.receipt.text },
        { subheading: texts.yourMessage },
        { quote: message.message },
        { paragraph: texts.receipt.more },
      ],
    },
    shop,
  );
}
