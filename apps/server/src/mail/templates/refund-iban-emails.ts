import { formatShopDateTime } from "@shop/shared";
import { renderMail, type ShopIdentity } from "./layout.ts";

/** An IBAN given for a refund by transfer: only its last four characters are ever mailed. */
export interface RefundIbanMailData {
  idShort: string;
  /** The return the refund is of; null for a cancellation's. */
  returnId: number | null;
  ibanEnd: string;
  givenAt: Date;
  heldUntil: Date;
}

/**
 * Sent to the purchase's contact email whenever a refund's IBAN is given or changed (anyone with
 * the order's link may give one): how to object before the money leaves.
 */
export function refundIbanGivenMail(data: RefundIbanMailData, shop: ShopIdentity) {
  const refund = data.returnId === null ? "do cancelamento" : `da devolução n.º ${data.returnId}`;
  const until = formatShopDateTime(data.heldUntil);
  const ways = [shop.email, shop.phone].filter(Boolean).join(" ou ");
  return renderMail(
    {
      subject: `IBAN para o reembolso da encomenda ${data.idShort}`,
      heading: "Foi indicado um IBAN para o seu reembolso",
      blocks: [
        {
          paragraph: `A ${formatShopDateTime(data.givenAt)}, foi indicado o IBAN terminado em ${data.ibanEnd} para receber o reembolso ${refund} da encomenda ${data.idShort}.`,
        },
        {
          paragraph: `Se indicou este IBAN, não precisa de fazer nada: a transferência segue depois de ${until}.`,
        },
        {
          paragraph: `Se não o indicou, ou se o IBAN não está certo, responda a este email ou contacte-nos por ${ways} antes dessa hora: retemos o reembolso até ${until} e só o transferimos para uma conta que nos confirme.`,
        },
        {
          paragraph:
            "Quem tiver a ligação «Ver a encomenda» dos nossos emails pode pedir o reembolso: se reencaminhou algum email desta encomenda, abra essa ligação e escolha «Desativar esta ligação».",
        },
      ],
    },
    shop,
  );
}
