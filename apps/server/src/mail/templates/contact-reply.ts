import type { Language } from "@shop/shared";
import { CONTACT_MAIL_TEXTS } from "./contact-acknowledgement.ts";
import { renderMail, type ShopIdentity } from "./layout.ts";
import { mailDateTime } from "./mail-dates.ts";

/**
 * The shop's answer to a message left on the contact page, framed in the message's language:
 * the reply, then the customer's own message quoted. Answering the email reaches the shop.
 */
export function contactReplyMail(
  reply: { body: string },
  message: { name: string; message: string; createdAt: Date; language?: Language },
  shop: ShopIdentity,
) {
  const language = message.language ?? "pt";
  const texts = CONTACT_MAIL_TEXTS[language];
  return renderMail(
    {
      language,
      subject: texts.reply.subject(shop.name),
      heading: texts.hello(message.name),
      blocks: [
        ...reply.body
          .split(/\r?\n/)
          .filter((line) => line.trim() !== "")
          .map((line) => ({ paragraph: line })),
        { subheading: texts.yourMessage },
        { paragraph: texts.reply.wrote(mailDateTime(message.createdAt, language)) },
        { quote: message.message },
        { paragraph: texts.reply.more },
      ],
    },
    shop,
  );
}
