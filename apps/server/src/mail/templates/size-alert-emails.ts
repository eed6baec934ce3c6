import { sizeInWords } from "@shop/shared";
import { renderMail, type ShopIdentity } from "./layout.ts";

export interface AlertedSize {
  title: string;
  size: string;
  productUrl: string;
  unsubscribeUrl: string;
}

const unsubscribe = (url: string) => ({ action: { label: "Cancelar este aviso", url } });

/** The link that turns a guest's alert on (double opt-in); nothing happens without it. */
export function sizeAlertConfirmationMail(
  alert: AlertedSize & { confirmUrl: string },
  shop: ShopIdentity,
) {
  return renderMail(
    {
      subject: `Confirme o aviso: ${alert.title}, ${sizeInWords(alert.size)}`,
      heading: "Confirme o seu aviso",
      blocks: [
        {
          paragraph: `Pediu-nos para o avisar quando ${alert.title} em ${sizeInWords(alert.size)} voltar a estar disponível na loja online. Confirme o pedido para ativarmos o aviso.`,
        },
        { action: { label: "Confirmar o aviso", url: alert.confirmUrl } },
        {
          paragraph:
            "Se não foi você, ignore este email: sem a confirmação não lhe enviamos mais nada. Também pode cancelar o pedido já:",
        },
        unsubscribe(alert.unsubscribeUrl),
      ],
    },
    shop,
  );
}

/** The one email of an alert: the size is back online. */
export function sizeBackInStockMail(alert: AlertedSize, shop: ShopIdentity) {
  return renderMail(
    {
      subject: `Voltou: ${alert.title}, ${sizeInWords(alert.size)}`,
      heading: "O tamanho que esperava voltou",
      blocks: [
        {
          paragraph: `${alert.title} em ${sizeInWords(alert.size)} está de novo disponível na nossa loja online. As unidades são poucas e não as reservamos: se o quiser, não espere muito.`,
        },
        {
          details: [
            ["Produto", alert.title],
            ["Tamanho", alert.size === "U" ? "Único" : alert.size],
          ],
        },
        { action: { label: "Ver o produto", url: alert.productUrl } },
        {
          paragraph:
            "Este é o único email deste aviso: com ele o aviso termina e não lhe enviaremos outro sobre este tamanho.",
        },
        unsubscribe(alert.unsubscribeUrl),
      ],
    },
    shop,
  );
}
