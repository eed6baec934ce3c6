import type { Language, Translation } from "@shop/shared";
import { renderMail, type ShopIdentity } from "./layout.ts";
import { mailDateTime } from "./mail-dates.ts";
import { PURCHASE_MAIL_TEXTS } from "./purchase-mail-texts.ts";
import { english } from "./refund-iban-emails.en.ts";

/** An IBAN given for a refund by transfer: only its last four characters are ever mailed. */
export interface RefundIbanMailData {
  idShort: string;
  /** The purchase's language ('pt' when not said). */
  language?: Language;
  /** The return the refund is of; null for a cancellation's. */
  returnId: number | null;
  ibanEnd: string;
  givenAt: Date;
  heldUntil: Date;
}

const portuguese = {
  ofCancellation: "do cancelamento",
  ofReturn: (returnId: number) => `da devolução n.º ${returnId}`,
  subject: (id: string) => `IBAN para o reembolso da encomenda ${id}`,
  heading: "Foi indicado um IBAN para o seu reembolso",
  given: (at: string, end: string, refund: string, id: string) =>
    `A ${at}, foi indicado o IBAN terminado em ${end} para receber o reembolso ${refund} da encomenda ${id}.`,
  ifYou: (until: string) =>
    `Se indicou este IBAN, não precisa de fazer nada: a transferência segue depois de ${until}.`,
  ifNot: (ways: string, until: string) =>
    `Se não o indicou, ou se o IBAN não está certo, responda a este email ou contacte-nos por ${ways} antes dessa hora: retemos o reembolso até ${until} e só o transferimos para uma conta que nos confirme.`,
  link: "Quem tiver a ligação «Ver a encomenda» dos nossos emails pode pedir o reembolso: se reencaminhou algum email desta encomenda, abra essa ligação e escolha «Desativar esta ligação».",
};

/** The IBAN notice's words, in Portuguese; in English in refund-iban-emails.en.ts. */
export type RefundIbanMailTexts = Translation<typeof portuguese>;

const TEXTS: Record<Language, RefundIbanMailTexts> = { pt: portuguese, en: english };

/**
 * Sent to the purchase's contact email whenever a refund's IBAN is given or changed (anyone with
 * the order's link may give one): how to object before the money leaves.
 */
export function refundIbanGivenMail(data: RefundIbanMailData, shop: ShopIdentity) {
  const language = data.language ?? "pt";
  const texts = TEXTS[language];
  const refund = data.returnId === null ? texts.ofCancellation : texts.ofReturn(data.returnId);
  const until = mailDateTime(data.heldUntil, language);
  const ways = [shop.email, shop.phone].filter(Boolean).join(PURCHASE_MAIL_TEXTS[language].or);
  return renderMail(
    {
      language,
      subject: texts.subject(data.idShort),
      heading: texts.heading,
      blocks: [
        {
          paragraph: texts.given(
            mailDateTime(data.givenAt, language),
            data.ibanEnd,
            refund,
            data.idShort,
          ),
        },
        { paragraph: texts.ifYou(until) },
        { paragraph: texts.ifNot(ways, until) },
        { paragraph: texts.link },
      ],
    },
    shop,
  );
}
