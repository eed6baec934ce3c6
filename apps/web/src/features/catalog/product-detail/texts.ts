/** Texts of the product detail page. */
import { pickupTexts } from "@shop/shared";
import { translatable } from "../../../lib/i18n/texts-key";
export const productTexts = translatable("features/catalog/product-detail/texts.ts#productTexts", {
  breadcrumbLabel: "Navegação estrutural",
  home: "Início",
  galleryLabel: "Imagens do produto",
  pictureAlt: (title: string, index: number, total: number) =>
    total > 1 ? `${title}, imagem ${index} de ${total}` : title,
  zoomPicture: "Ampliar imagem",
  showPicture: (index: number, total: number) => `Ver imagem ${index} de ${total}`,
  ref: "Ref.",
  refLine: (ref: string) => `Ref: ${ref}`,
  color: "Cor",
  coloursHeading: "Outras cores",
  colourUnnamed: "Outra cor",
  brand: "Marca",
  category: "Categoria",
  tagsLabel: "Características",
  descriptionHeading: "Descrição",
  sizesLegend: "Tamanho",
  sizeLabel: (size: string) => (size === "U" ? "Tamanho único" : size),
  sizeOnlineUnavailable: "sem stock online",
  sizesHint:
    "Os tamanhos riscados não têm stock online: veja em que lojas os pode encontrar, ou escolha um para pedir que o avisemos quando voltar.",
  chooseSize: "Escolha um tamanho",
  sizeNotOnline:
    "Este tamanho está indisponível online. Veja abaixo em que lojas o pode encontrar, ou escolha outro tamanho.",
  soldOutOnline: "Esgotado online",
  soldOutInStores:
    "Não há nenhum tamanho na loja online. Pode encontrá-lo nas lojas assinaladas abaixo, ou peça que o avisemos quando voltar.",
  soldOutNowhere:
    "Não há nenhum tamanho na loja online nem nas lojas. Peça que o avisemos quando voltar.",
  buyBarLabel: "Compra rápida",
  buyBarPrice: "Preço",
  buyBarSize: (size: string) => (size === "U" ? "Tamanho único" : `Tamanho ${size}`),
  stockHeading: "Disponibilidade",
  stockForSize: (size: string) => `Tamanho ${size}`,
  stockAnySize: "Qualquer tamanho",
  stockLocation: "Local",
  stockState: "Estado",
  onlineStore: "Loja online",
  pickupToday: pickupTexts.readyToday,
  inStock: "Em stock",
  outOfStock: "indisponível",
  stockLoading: "A verificar o stock…",
  stockError: "Não foi possível verificar o stock.",
  retry: "Tentar novamente",
  addToCart: "Adicionar ao carrinho",
  favouriteToggle: "Favorito",
  favouriteAdd: "Adicionar aos favoritos",
  favouriteRemove: "Remover dos favoritos",
  /** The heart of a card: one name, its state told by aria-pressed. */
  favouriteOf: (title: string) => `Favorito: ${title}`,
  favouritesTitle: "Favoritos",
  signIn: "Registar / Entrar",
  close: "Fechar",
  storeOffline:
    "A nossa loja está temporáriamente indisponível. Pedimos desculpa pelo incómodo. Por favor tente mais tarde.",
  shareHeading: "Partilhar",
  shareOn: (network: string) => `Partilhar no ${network}`,
  shareByEmail: "Enviar por email",
  newWindow: "(abre numa nova janela)",
  copyLink: "Copiar ligação",
  linkCopied: "Ligação copiada.",
  copyFailed: "Não foi possível copiar. Selecione e copie a ligação:",
  shareEmailBody: (title: string, url: string) => `${title}\n${url}`,
  zoomIn: "Aumentar",
  zoomOut: "Diminuir",
  previous: "Imagem anterior",
  next: "Imagem seguinte",
  zoomCounter: (index: number, total: number) => `${index} / ${total}`,
  zoomHelp:
    "Clique para ampliar e mova o rato para ver os detalhes. As setas mudam de imagem; + e − ampliam ou reduzem.",
  zoomHelpTouch: "Toque para ampliar e arraste para ver os detalhes; deslize para mudar de imagem.",
  zoomLoading: "A abrir a imagem…",
} as const);

/** What the product page says about the product (issue 37): the «Detalhes» block, the fit note. */
export const productDetailsTexts = translatable(
  "features/catalog/product-detail/texts.ts#productDetailsTexts",
  {
    heading: "Detalhes",
    upperMaterial: "Material exterior",
    lining: "Forro",
    sole: "Sola",
    heelHeight: "Altura do tacão",
    madeIn: "Fabricado em",
    dimensions: "Dimensões",
    dimensionsHint: "largura × altura × profundidade",
    care: "Cuidados",
    fitNoteLabel: "Sobre o tamanho",
  } as const,
);
