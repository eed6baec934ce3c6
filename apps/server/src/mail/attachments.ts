import type { WithdrawalForm } from "@shop/shared";
import { withdrawalFormTexts } from "@shop/shared";
import type { MailAttachment } from "./transport.ts";
import { withdrawalFormPdf } from "./withdrawal-form-pdf.ts";

/** What the outbox keeps of an attachment: what to draw it from, not its bytes. */
export type OutboxAttachment = { kind: "withdrawal-form"; form: WithdrawalForm };

/** The file an outbox attachment stands for, drawn when its email is sent. */
export async function renderAttachment(attachment: OutboxAttachment): Promise<MailAttachment> {
  return {
    filename: withdrawalFormTexts.fileName,
    contentType: "application/pdf",
    content: Buffer.from(await withdrawalFormPdf(attachment.form)),
  };
}
