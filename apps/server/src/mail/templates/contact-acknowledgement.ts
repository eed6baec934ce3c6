import type { ContactBody } from "@shop/shared";
import { renderMail, type ShopIdentity } from "./layout.ts";

/**
 * The customer's receipt of a message left on the contact page: that it arrived, when to expect
 * the answer, and their own message quoted. Answering the email reaches the shop's address.
 */
export function contactAcknowledgementMail(message: ContactBody, shop: ShopIdentity) {
  return renderMail(
    {
      subject: `Recebemos a sua mensagem — ${shop.name}`,
      heading: `Olá, ${message.name}`,
      blocks: [
        {
          paragraph:
            "Recebemos a sua mensagem e responderemos para este email com a maior brevidade possível, normalmente em 2 dias úteis.",
        },
        { subheading: "A sua mensagem" },
        { quote: message.message },
        { paragraph: "Se quiser acrescentar alguma coisa, basta responder a este email." },
      ],
    },
    shop,
  );
}
