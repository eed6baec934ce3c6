import type { ContactBody } from "@shop/shared";
import { type MailContent, renderMail, type ShopIdentity } from "./layout.ts";

/** The message a customer left on the contact page, for the shop's inbox. */
export function contactMessageMail(message: ContactBody, shop: ShopIdentity) {
  const sender = [message.name, message.surname].filter(Boolean).join(" ");
  const content: MailContent = {
    subject: `Mensagem de contacto: ${sender}`,
    heading: "Nova mensagem do site",
    blocks: [
      {
        details: [
          ["Nome", sender],
          ["Email", message.email],
        ],
      },
      { quote: message.message },
      { paragraph: "Responda a este email para responder diretamente ao cliente." },
    ],
  };
  return renderMail(content, shop);
}
