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
