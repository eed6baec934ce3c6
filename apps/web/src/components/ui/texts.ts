/** Texts of the shared UI components. */
import { translatable } from "../../lib/i18n/texts-key";
export const uiTexts = translatable("components/ui/texts.ts#uiTexts", {
  close: "Fechar",
  loading: "Carregando...",
  errorTitle: "Ups",
} as const);
