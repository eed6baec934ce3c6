/** The back office's products: list and form. */
export const productsTexts = {
  title: "Produtos",
  newProduct: "Novo produto",
  search: "Procurar produtos",
  empty: "Ainda não há produtos.",
  emptySearch: "Nenhum produto corresponde à pesquisa e aos filtros.",
  picture: "Imagem",
  ref: "Referência",
  productTitle: "Título",
  category: "Categoria",
  price: "Preço",
  onlineStock: "Stock online",
  state: "Estado",
  updatedAt: "Alterado",
  active: "Ativo",
  inactive: "Inativo",
  soldOut: "Esgotado",
  noTitle: "(sem título)",
  exportHint:
    "Todos os produtos, um por linha, com nomes de categoria, marca, cor e etiquetas (abre no Excel). Altere-o e importe-o de novo.",
  filters: {
    category: "Categoria",
    brand: "Marca",
    state: "Estado",
    any: "Todas",
    anyState: "Todos",
    activeOnly: "Ativos",
    inactiveOnly: "Inativos",
    outOfStock: "Sem stock online",
    noEnglish: "Sem inglês",
  },
} as const;

/** A product's price now, in the list and under the form's price. */
export const priceNowTexts = {
  sale: (name: string) => `Saldos «${name}»`,
  discount: (percent: number) => `−${percent} %`,
  finalPrice: (price: string) => `Preço na loja: ${price}`,
  finalPriceInSale: (price: string, sale: string, end: string) =>
    `Preço na loja: ${price} nos saldos «${sale}», até ${end}.`,
} as const;

export const productFormTexts = {
  newTitle: "Novo produto",
  back: "Voltar aos produtos",
  identity: "Identificação",
  ref: "Referência",
  refHint: "Única na loja, por exemplo SL-25-0109.",
  title: "Título",
  titleHint:
    "Obrigatório para pôr o produto à venda: é o nome que as montras, o carrinho e os emails mostram.",
  pricing: "Preço",
  price: "Preço (€, com IVA)",
  priceHint: "Escreva como na calculadora: 89,90.",
  discount: "Desconto (%)",
  discountHint: "De 0 a 90.",
  placement: "Secção da loja",
  placementHint:
    "Mulher ou Homem e Sapatos ou Acessórios vêm da categoria: escolha-os para ver as categorias certas.",
  audience: "Para",
  kind: "Tipo",
  all: "Todos",
  women: "Mulher",
  men: "Homem",
  shoes: "Sapatos",
  accessories: "Acessórios",
  category: "Categoria",
  chooseCategory: "Escolha a categoria",
  noCategoryHere: "Nenhuma categoria nesta secção.",
  placeOf: (group: string) => `Aparece em: ${group}`,
  details: "Marca, cor e etiquetas",
  brand: "Marca",
  noBrand: "Sem marca",
  color: "Cor",
  noColor: "Sem cor",
  colorManual: "Cor escrita",
  colorManualHint: "Substitui a cor escolhida na loja, por exemplo «Azul petróleo».",
  tags: "Etiquetas",
  noTags: "Ainda não há etiquetas.",
  sizes: "Tamanhos",
  sizesHint: "Os tamanhos com stock não podem ser retirados: acerte primeiro o stock.",
  addSize: "Novo tamanho",
  addSizeButton: "Adicionar",
  sizeRuns: "Juntar",
  womenRun: "Senhora (35–42)",
  menRun: "Homem (39–46)",
  oneSize: "Tamanho único (U)",
  removeSize: (size: string) => `Retirar o tamanho ${size}`,
  sizeStock: (units: number) => (units === 1 ? "1 em stock" : `${units} em stock`),
  sizeRepeated: (size: string) => `O tamanho ${size} já está na lista.`,
  pictures: "Imagens",
  picturesHint:
    "JPEG, PNG, WebP ou HEIC, até 15 MB, com pelo menos 400 píxeis de lado. A primeira imagem é a principal (a da loja e das partilhas). Arraste para reordenar ou use os botões.",
  addPictures: "Adicionar imagens do computador",
  dropPictures: "ou largue-as aqui",
  noPictures: "Ainda sem imagens.",
  pictureLabel: (position: number, total: number) => `Imagem ${position} de ${total}`,
  thumbnail: "Principal",
  makeMain: "Tornar principal",
  moveEarlier: "Mover para trás",
  moveLater: "Mover para a frente",
  removePicture: "Remover",
  pictureMoved: (position: number, total: number) =>
    `Imagem movida para a posição ${position} de ${total}.`,
  pictureRemoved: "Imagem removida.",
  thumbnailChosen: (position: number) =>
    `A imagem ${position} passou para o primeiro lugar: é agora a principal.`,
  uploading: (name: string) => `A enviar ${name}`,
  uploadFailed: (name: string) => `${name}: não foi enviada.`,
  uploadNetwork: "Não foi possível enviar a imagem. Verifique a ligação e tente de novo.",
  alreadyThere: (name: string) => `${name}: esta imagem já está no produto.`,
  dismiss: "Fechar aviso",
  text: "Página do produto",
  description: "Descrição",
  descriptionHint: "Aparece na página do produto. As mudanças de linha mantêm-se.",
  publishing: "Publicação",
  publishedAt: "Data de publicação",
  publishedAtHint: "Ordena as novidades da loja. Vazia, fica a de hoje.",
  active: "Ativo: à venda na loja",
  newCollection: "Nova coleção",
  featured: "Destaque na página inicial",
  save: "Guardar",
  saving: "A guardar…",
  created: "Produto criado.",
  saved: "Alterações guardadas.",
  reload: "Recarregar o produto",
  stock: "Stock deste produto",
  viewInStore: "Ver na loja",
  newWindow: "(abre numa nova janela)",
} as const;

/** The product page's «Histórico de preços» (DL 138/90, art. 5.º-A: the 30-day reference). */
export const priceHistoryTexts = {
  title: "Histórico de preços",
  loading: "A carregar o histórico…",
  announced: (reference: string, percent: number) =>
    `A loja anuncia -${percent}% sobre ${reference}, o preço mais baixo nos 30 dias antes do início da redução.`,
  noneAnnounced:
    "A loja não anuncia nenhuma redução: o produto não tem desconto, ou o preço com desconto não fica abaixo do preço mais baixo dos 30 dias antes do desconto.",
  when: "Data",
  price: "Preço",
  discount: "Desconto",
  paid: "Preço pago",
  by: "Alterado por",
  byStaff: (name: string, imported: boolean) => (imported ? `${name} (importação CSV)` : name),
  sources: {
    staff: "Equipa",
    import: "Importação CSV",
    seed: "Demonstração",
    migration: "Preço à data da atualização da loja",
    database: "Alteração direta na base de dados",
    sale: "Início ou fim de uma campanha de saldos",
  },
} as const;

type BulkChange =
  | { kind: "publish" | "unpublish" }
  | { kind: "category"; categoryId: number }
  | { kind: "tag"; tagId: number }
  | { kind: "price"; price: string }
  | { kind: "pricePercent"; percent: unknown };

const productsCount = (count: number) => (count === 1 ? "1 produto" : `${count} produtos`);
const nameIn = (list: { id: number; name: string }[] | undefined, id: number) =>
  list?.find((item) => item.id === id)?.name ?? "—";

/** The products list's changes to several products at once. */
export const bulkTexts = {
  title: "Alterar vários produtos",
  selectPage: "Selecionar todos nesta página",
  selectOne: (ref: string) => `Selecionar ${ref}`,
  selectColumn: "Escolher",
  noneSelected: "Nenhum produto selecionado.",
  selected: (count: number) =>
    count === 1 ? "1 produto selecionado." : `${count} produtos selecionados.`,
  clear: "Limpar a seleção",
  action: "O que mudar",
  kinds: {
    publish: "Publicar (ativo na loja)",
    unpublish: "Despublicar (retirar da loja)",
    category: "Mudar a categoria",
    tag: "Acrescentar uma etiqueta",
    price: "Definir o preço",
    pricePercent: "Mudar o preço em %",
  },
  category: "Nova categoria",
  tag: "Etiqueta",
  choose: "Escolha…",
  newPrice: "Novo preço (€)",
  percent: "Percentagem",
  priceHint: "O preço antes do desconto, por exemplo 79,90. Os descontos mantêm-se.",
  percentHint:
    "Por exemplo −10 baixa 10 % e 5 sobe 5 %; cada preço é arredondado ao cêntimo e nunca fica abaixo de 0,01 €. Os descontos mantêm-se.",
  apply: "Rever e aplicar…",
  confirmTitle: "Confirmar a alteração",
  consequence: (
    change: BulkChange,
    count: number,
    choices:
      | { categories: { id: number; name: string }[]; tags: { id: number; name: string }[] }
      | undefined,
  ) => {
    const products = productsCount(count);
    switch (change.kind) {
      case "publish":
        return `Vai publicar ${products}: passam a estar à venda na loja.`;
      case "unpublish":
        return `Vai despublicar ${products}: deixam de aparecer na loja.`;
      case "category":
        return `Vai mudar ${products} para a categoria «${nameIn(choices?.categories, change.categoryId)}».`;
      case "tag":
        return `Vai acrescentar a etiqueta «${nameIn(choices?.tags, change.tagId)}» a ${products}.`;
      case "price":
        return `Vai pôr o preço de ${products} em ${change.price} €.`;
      case "pricePercent": {
        const percent = Number(change.percent);
        const typed = String(Math.abs(percent)).replace(".", ",");
        return percent < 0
          ? `Vai baixar o preço de ${products} em ${typed} %.`
          : `Vai subir o preço de ${products} em ${typed} %.`;
      }
    }
  },
  priceHistoryNote:
    "Cada preço novo fica no histórico de preços do produto, com o seu nome: um desconto anunciado mostra sempre o preço mais baixo dos 30 dias antes.",
  confirm: (count: number) => `Alterar ${productsCount(count)}`,
  applying: "A alterar…",
} as const;

/** A product's other colours, and its copy. */
export const variantTexts = {
  duplicate: "Duplicar",
  duplicating: "A duplicar…",
  duplicateLabel: "Duplicar este produto (cópia não publicada)",
  coloursTitle: "Cores do mesmo modelo",
  coloursLead:
    "Ligue aqui os produtos que são este modelo noutra cor: a página de cada um oferece as outras cores publicadas.",
  noColours: "Este produto não está ligado a outras cores.",
  ref: "Referência do produto noutra cor",
  link: "Ligar cor",
  linking: "A ligar…",
  unlink: "Desligar",
  unlinkLabel: (name: string) => `Desligar ${name} deste modelo`,
  noColourName: "sem cor",
  unpublished: "não publicado",
} as const;

/** The product form's details (issue 37): what the product page says about the product. */
export const productDetailsTexts = {
  title: "Detalhes do produto",
  intro:
    "Todos opcionais: a página do produto mostra os que preencher, no bloco «Detalhes». Medidas em cm, com vírgula (3,5).",
  upperMaterial: "Material exterior",
  lining: "Forro",
  sole: "Sola",
  heelHeight: "Altura do tacão (cm)",
  heelHeightHint: "Por exemplo 3,5. Deixe vazio nos acessórios.",
  madeIn: "Fabricado em",
  fitNote: "Nota sobre o tamanho",
  fitNoteHint:
    "Aparece junto dos tamanhos, por exemplo «Veste pequeno: recomendamos um número acima».",
  care: "Cuidados",
  dimensions: "Dimensões (cm)",
  dimensionsHint: "Para malas e carteiras: as três medidas, ou nenhuma.",
  width: "Largura",
  height: "Altura",
  depth: "Profundidade",
} as const;

/** The product form's English (issue 40): the worded fields for the English storefront. */
export const productEnglishTexts = {
  title: "Em inglês",
  intro:
    "Para a loja em inglês (/en). Cada campo deixado vazio mostra o português; a lista de produtos assinala os que falta traduzir.",
} as const;
