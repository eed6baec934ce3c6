/** Texts of the shared UI components. */
export const uiTexts = {
  close: "Fechar",
  loading: "Carregando...",
  errorTitle: "Ups",
} as const;
