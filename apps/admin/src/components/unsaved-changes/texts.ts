export const unsavedTexts = {
  title: "Sair sem guardar?",
  text: "Tem alterações por guardar nesta página. Se sair agora, perde-as.",
  stay: "Continuar a editar",
  leave: "Sair sem guardar",
} as const;
