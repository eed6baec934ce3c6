import type { Translation } from "@shop/shared";
import { useUiLanguage } from "./ui-language";

/** pt-PT texts the form kit shows. */
export const uiTexts = {
  required: "obrigatório",
  optional: "opcional",
  unexpected: "Ocorreu um erro inesperado. Por favor, tente novamente.",
  closeMessage: "Fechar mensagem",
  address: {
    country: "País",
    chooseCountry: "Escolha o país…",
    street: "Morada",
    city: "Cidade",
    postalCode: "Código postal",
    postalCodeHint: (example: string) => (example ? `Por exemplo, ${example}.` : ""),
  },
} as const;

/** The kit's words in the page's language (`UiLanguageProvider`), Portuguese without one. */
export function useUiTexts(): Translation<typeof uiTexts> {
  return useUiLanguage().texts ?? uiTexts;
}
