import type { WithdrawalForm } from "@shop/shared";
import { withdrawalFormTexts, withdrawalFormTextsEn } from "@shop/shared";
import { type GiftCardPrint, giftCardPdf, giftCardPdfTexts } from "./gift-card-pdf.ts";
import type { MailAttachment } from "./transport.ts";
import { withdrawalFormPdf } from "./withdrawal-form-pdf.ts";

/** What the outbox keeps of an attachment: what to draw it from, not its bytes. */
export type OutboxAttachment =
  | { kind: "withdrawal-form"; form: WithdrawalForm }
  | { kind: "gift-card"; card: GiftCardPrint };

/** The file an outbox attachment stands for, drawn when its email is sent. */
export async function renderAttachment(attachment: OutboxAttachment): Promise<MailAttachment> {
  if (attachment.kind === "gift-card")
    return {
      filename: giftCardPdfTexts[attachment.card.language ?? "pt"].fileName,
      contentType: "application/pdf",
      content: Buffer.from(await giftCardPdf(attachment.card)),
    };
  return {
    filename: (attachment.form.language === "en" ? withdrawalFormTextsEn : withdrawalFormTexts)
      .fileName,
    contentType: "application/pdf",
    content: Buffer.from(await withdrawalFormPdf(attachment.form)),
  };
}
