import { type Language, sizeInWords, type Translation } from "@shop/shared";
import { itemsBlock, renderMail, type ShopIdentity } from "./layout.ts";
import { english } from "./size-alert-emails.en.ts";

export interface AlertedSize {
  title: string;
  size: string;
  /** The product's main picture as stored; null without one. */
  picture: string | null;
  productUrl: string;
  unsubscribeUrl: string;
  /** The language of the page it was asked on ('pt' when not said): its emails speak it. */
  language?: Language;
}

const portuguese = {
  unsubscribe: "Cancelar este aviso",
  confirmation: {
    subject: (title: string, size: string) => `Confirme o aviso: ${title}, ${size}`,
    heading: "Confirme o seu aviso",
    text: (title: string, size: string) =>
      `Pediu-nos para o avisar quando ${title} em ${size} voltar a estar disponível na loja online. Confirme o pedido para ativarmos o aviso.`,
    action: "Confirmar o aviso",
    notYou:
      "Se não foi você, ignore este email: sem a confirmação não lhe enviamos mais nada. Também pode cancelar o pedido já:",
  },
  back: {
    subject: (title: string, size: string) => `Voltou: ${title}, ${size}`,
    heading: "O tamanho que esperava voltou",
    text: (title: string, size: string) =>
      `${title} em ${size} está de novo disponível na nossa loja online. As unidades são poucas e não as reservamos: se o quiser, não espere muito.`,
    action: "Ver o produto",
    once: "Este é o único email deste aviso: com ele o aviso termina e não lhe enviaremos outro sobre este tamanho.",
  },
};

/** The size alert emails' words, in Portuguese; in English in size-alert-emails.en.ts. */
export type SizeAlertMailTexts = Translation<typeof portuguese>;

const TEXTS: Record<Language, SizeAlertMailTexts> = { pt: portuguese, en: english };

/** The alert's language, words and size in words. */
function wordsOf(alert: AlertedSize) {
  const language = alert.language ?? "pt";
  return { language, texts: TEXTS[language], size: sizeInWords(alert.size, language) };
}

const unsubscribe = (alert: AlertedSize) => ({
  action: { label: wordsOf(alert).texts.unsubscribe, url: alert.unsubscribeUrl },
});

/** The product and the size awaited, with its picture. */
const awaited = (alert: AlertedSize, shop: ShopIdentity) =>
  itemsBlock(
    [{ picture: alert.picture, title: alert.title, size: alert.size }],
    shop,
    wordsOf(alert).language,
  );

/** The link that turns a guest's alert on (double opt-in); nothing happens without it. */
export function sizeAlertConfirmationMail(
  alert: AlertedSize & { confirmUrl: string },
  shop: ShopIdentity,
) {
  const { language, texts, size } = wordsOf(alert);
  return renderMail(
    {
      language,
      subject: texts.confirmation.subject(alert.title, size),
      heading: texts.confirmation.heading,
      blocks: [
        { paragraph: texts.confirmation.text(alert.title, size) },
        awaited(alert, shop),
        { action: { label: texts.confirmation.action, url: alert.confirmUrl } },
        { paragraph: texts.confirmation.notYou },
        unsubscribe(alert),
      ],
    },
    shop,
  );
}

/** The one email of an alert: the size is back online. */
export function sizeBackInStockMail(alert: AlertedSize, shop: ShopIdentity) {
  const { language, texts, size } = wordsOf(alert);
  return renderMail(
    {
      language,
      subject: texts.back.subject(alert.title, size),
      heading: texts.back.heading,
      blocks: [
        { paragraph: texts.back.text(alert.title, size) },
        awaited(alert, shop),
        { action: { label: texts.back.action, url: alert.productUrl } },
        { paragraph: texts.back.once },
        unsubscribe(alert),
      ],
    },
    shop,
  );
}
