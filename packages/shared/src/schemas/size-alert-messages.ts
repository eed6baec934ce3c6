import type { Language } from "../languages.ts";

// Apart from the alerts' schemas: the product cards show these, and importing a module builds all
// of its schemas.

/** The most alerts one email may have waiting at once (pending, active or about to be sent). */
export const SIZE_ALERTS_PER_EMAIL = 20;

/**
 * A size in words, as the alert's page and emails say it: "tamanho 38", or "tamanho único" ("U");
 * in English "size 38", or "one size".
 */
export const sizeInWords = (size: string, language: Language = "pt") => {
  if (language === "en") return size === "U" ? "one size" : `size ${size}`;
  return size === "U" ? "tamanho único" : `tamanho ${size}`;
};

/** Texts of the "Avisem-me" calls, shown as the server answers them. */
export const sizeAlertMessages = {
  product: "Indique o produto.",
  size: "Escolha um tamanho.",
  productNotFound: "O produto não existe ou já não está à venda.",
  unknownSize: "Este produto não tem esse tamanho.",
  inStock: "Este tamanho está disponível online: pode comprá-lo já.",
  tooMany: `Este email já tem ${SIZE_ALERTS_PER_EMAIL} avisos à espera. Cancele algum (há um link em cada email) antes de pedir outro.`,
  guestAsked:
    "Enviámos um email para confirmar o aviso. Siga o link que lá encontra para o ativar (se não o encontrar, veja na pasta de spam).",
  customerAsked: (size: string) =>
    `Vamos avisá-lo por email quando o tamanho ${size} voltar a estar disponível online.`,
  invalidLink: "O link é inválido ou já expirou.",
} as const;
