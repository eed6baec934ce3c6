/** Texts of the back office's own controls (the form kit has its own). */
export const pictureFieldTexts = {
  preview: "Pré-visualização da imagem",
  none: "Sem imagem",
  choose: "Escolher imagem",
  replace: "Substituir imagem",
  uploading: (fraction: number) => `A enviar… ${Math.round(fraction * 100)}%`,
  remove: "Retirar imagem",
} as const;

export const orderTexts = {
  up: (name: string) => `Subir ${name}`,
  down: (name: string) => `Descer ${name}`,
} as const;

export const dialogTexts = {
  close: "Fechar",
  stepBack: "Voltar atrás",
  cannotUndo: "Esta ação não pode ser desfeita.",
} as const;

export const listStateTexts = {
  loading: "A carregar…",
  retry: "Tentar de novo",
} as const;

export const formTexts = {
  save: "Guardar",
  saving: "A guardar…",
  cancel: "Cancelar",
} as const;
