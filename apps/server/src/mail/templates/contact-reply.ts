import { formatShopDateTime } from "@shop/shared";
import { renderMail, type ShopIdentity } from "./layout.ts";

/**
 * The shop's answer to a message left on the contact page: the reply, then the customer's own
 * message quoted. Answering the email reaches the shop's address.
 */
export function contactReplyMail(
  reply: { body: string },
  message: { name: string; message: string; createdAt: Date },
  shop: ShopIdentity,
) {
  return renderMail(
    {
      subject: `Re: A sua mensagem à ${shop.name}`,
      heading: `Olá, ${message.name}`,
      blocks: [
        ...reply.body
          .split(/\r?\n/)
          .filter((line) => line.trim() !== "")
          .map((line) => ({ paragraph: line })),
        { subheading: "A sua mensagem" },
        {
          paragraph: `Em ${formatShopDateTime(message.createdAt)}, escreveu:`,
        },
        { quote: message.message },
        { paragraph: "Para continuar a conversa, basta responder a este email." },
      ],
    },
    shop,
  );
}
