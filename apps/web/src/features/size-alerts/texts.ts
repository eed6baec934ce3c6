import { sizeAlertMessages, sizeInWords } from "@shop/shared";
import { translatable } from "../../lib/i18n/texts-key";

/** Texts of "Avisem-me": the alert on a sold-out size, and the pages of its emailed links. */
export const sizeAlertTexts = translatable("features/size-alerts/texts.ts#sizeAlertTexts", {
  heading: (size: string) => `O ${sizeInWords(size)} está esgotado online`,
  guestLead: "Deixe-nos o seu email e avisamos quando voltar. Enviamos um único email.",
  customerLead: (email: string) => `Avisamos para ${email} quando voltar. Enviamos um único email.`,
  email: "O seu email",
  ask: "Avisem-me",
  asking: "A pedir…",
  guestAsked: sizeAlertMessages.guestAsked,
  customerAsked: sizeAlertMessages.customerAsked,
  alreadySet: (size: string) =>
    `Já tem um aviso para o ${sizeInWords(size)}: vamos avisá-lo por email quando voltar a estar disponível online.`,
  failed: "Não foi possível pedir o aviso. Por favor, tente novamente.",
  confirmTitle: "Confirmar o aviso",
  confirming: "A confirmar o seu aviso…",
  confirmed: (title: string, size: string) =>
    `O seu aviso está ativo. Vamos avisá-lo por email quando ${title} em ${sizeInWords(size)} voltar a estar disponível online.`,
  unsubscribeTitle: "Cancelar o aviso",
  unsubscribing: "A cancelar o seu aviso…",
  unsubscribed: (title: string, size: string) =>
    `O aviso foi cancelado: não lhe enviaremos mais emails sobre ${title} em ${sizeInWords(size)}.`,
  invalidLink: sizeAlertMessages.invalidLink,
  toProduct: "Ver o produto",
  cardLabel: (title: string) => `Avisem-me quando ${title} voltar`,
  soldOutTitle: "Avisem-me quando voltar",
  soldOutLead: (title: string) =>
    `${title} está esgotado online. Escolha o tamanho que procura e avisamos quando voltar.`,
  soldOutSizes: "Tamanho que procura",
  sizeButton: (size: string) => (size === "U" ? "Tamanho único" : size),
  inStores: "Pode haver stock nas nossas lojas: veja-o na página do produto.",
  openFailed: "Não foi possível abrir o aviso. Por favor, tente novamente.",
  toShop: "Continuar a comprar",
} as const);
