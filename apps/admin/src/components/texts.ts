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

/**
 * The catalogue's English fields (issue 40): written beside the Portuguese, optional. Each is
 * labelled with its English name (`lang="en"`), its hint in Portuguese.
 */
export const englishTexts = {
  missing: "Sem inglês",
  missingTitle: "Falta o inglês: a loja em inglês mostra o português.",
  hint: "Em inglês, para a loja em /en; vazio, mostra o português.",
  portuguese: (text: string) => `Em português: «${text}»`,
} as const;

/** The English fields' labels: the fields' names in the language they are written in. */
export const englishLabels = {
  title: "Title",
  description: "Description",
  colorManual: "Colour as written",
  upperMaterial: "Upper material",
  lining: "Lining",
  sole: "Sole",
  madeIn: "Made in",
  fitNote: "Fit note",
  care: "Care",
  name: "Name",
  subtitle: "Subtitle",
  text: "Text",
  measureLabel: "What is measured",
  howToMeasure: "How to measure",
} as const;
