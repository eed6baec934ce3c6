import type { ContactBody, Language } from "@shop/shared";
import type { Kysely } from "kysely";
import type { DB } from "../../db/schema.ts";
import { enqueueMail } from "../../mail/outbox.ts";
import { contactAcknowledgementMail } from "../../mail/templates/contact-acknowledgement.ts";
import { contactMessageMail } from "../../mail/templates/contact-message.ts";
import type { ShopIdentity } from "../../mail/templates/layout.ts";

export const CONTACT_THANKS =
  "Obrigado pela sua mensagem. Responderemos com a maior brevidade possível.";

/**
 * Keeps every message and queues it, in the same transaction, for the shop's contact address,
 * with a receipt for the sender (answering it reaches the shop).
 */
export function contactService(options: {
  db: Kysely<DB>;
  shopIdentity: () => Promise<ShopIdentity>;
  onMailQueued: () => void;
}) {
  return {
    /** Keeps a message sent from a page of `language`: its receipt and the reply speak it. */
    async receive(
      message: ContactBody,
      clientAddress: string,
      language: Language = "pt",
    ): Promise<void> {
      const shop = await options.shopIdentity();
      await options.db.transaction().execute(async (trx) => {
        await trx
          .insertInto("contact_messages")
          .values({ ...message, client_address: clientAddress, language })
          .execute();
        await enqueueMail(trx, "CONTACT_MESSAGE", {
          to: shop.email,
          replyTo: message.email,
          ...contactMessageMail(message, shop),
        });
        await enqueueMail(trx, "CONTACT_ACKNOWLEDGEMENT", {
          to: message.email,
          replyTo: shop.email,
          ...contactAcknowledgementMail(message, shop, language),
        });
      });
      options.onMailQueued();
    },
  };
}

export type ContactService = ReturnType<typeof contactService>;
