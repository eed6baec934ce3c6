/** Texts of the cart: size picker, 'Artigo adicionado!', cart page, cart popup and cart button. */

/** 'U' is the one size of accessories. */
function sizeName(size: string): string {
  return size === "U" ? "tamanho único" : `tamanho ${size}`;
}

/** 'Tamanho 38', or 'Tamanho único'. */
function sizeTitle(size: string): string {
  return size === "U" ? "Tamanho único" : `Tamanho ${size}`;
}

function units(count: number): string {
  return count === 1 ? "1 artigo" : `${count} artigos`;
}

export const cartTexts = {
  sizeName,
  sizeTitle,
  units,
  storeOffline:
    "A nossa loja está temporáriamente indisponível. Pedimos desculpa pelo incómodo. Por favor tente mais tarde.",

  button: {
    label: (count: number) => (count === 0 ? "Carrinho, vazio" : `Carrinho, ${units(count)}`),
    text: "Carrinho",
  },

  quickBuy: {
    text: "Comprar",
    label: (title: string) => `Comprar ${title}`,
  },

  picker: {
    title: "Escolha o tamanho",
    sizesLegend: "Tamanhos disponíveis online",
    sizeButton: (size: string) => (size === "U" ? "Tamanho único" : size),
    sizeButtonLabel: (size: string) =>
      size === "U"
        ? "Adicionar o tamanho único ao carrinho"
        : `Adicionar o tamanho ${size} ao carrinho`,
    hint: "Escolha um tamanho para o adicionar ao carrinho.",
    loading: "A verificar o stock…",
    error: "Não foi possível verificar o stock deste artigo.",
    retry: "Tentar novamente",
    unavailableTitle: "Artigo indisponível online",
    unavailableText:
      "Pedimos desculpa, mas este artigo não está disponível para compra online. Veja na página do produto em que lojas o pode encontrar.",
    productLink: "Ver a página do produto",
  },

  added: {
    title: "Artigo adicionado!",
    cappedTitle: "Quantidade máxima atingida",
    size: "Tamanho",
    sizeValue: (size: string) => (size === "U" ? "Único" : size),
    inCart: "No carrinho",
    inCartUnits: (count: number) => (count === 1 ? "1 unidade" : `${count} unidades`),
    cappedStock: (available: number) =>
      available === 1
        ? "Só temos 1 unidade deste tamanho online e já está no seu carrinho."
        : `Só temos ${available} unidades deste tamanho online e já estão todas no seu carrinho.`,
    aboveStock: (available: number, inCart: number) =>
      `Só temos ${available === 1 ? "1 unidade" : `${available} unidades`} deste tamanho online e o seu carrinho tem ${inCart}. Reduza a quantidade no carrinho antes de finalizar a compra.`,
    cappedText: (max: number) =>
      `Já tem ${max} unidades deste tamanho no carrinho, o máximo por tamanho.`,
    viewCart: "Ver carrinho",
    checkout: "Checkout",
    close: "Fechar",
  },

  page: {
    title: "Carrinho",
    aboveStock:
      "Alguns tamanhos têm menos unidades online do que o seu carrinho pede. Ajuste-os abaixo antes de finalizar a compra.",
    count: (count: number) => `${units(count)} no seu carrinho`,
    itemsLabel: "Artigos no carrinho",
    loading: "A carregar o seu carrinho…",
    error: "Não foi possível carregar os produtos do carrinho.",
    retry: "Tentar novamente",
    dropped: (count: number) =>
      count === 1
        ? "Um artigo do seu carrinho deixou de estar à venda e foi retirado. Pedimos desculpa pelo incómodo."
        : `${count} artigos do seu carrinho deixaram de estar à venda e foram retirados. Pedimos desculpa pelo incómodo.`,
    droppedAllTitle: "Carrinho",
    droppedAll:
      "Os artigos do seu carrinho deixaram de estar à venda e foram retirados. Pedimos desculpa pelo incómodo.",
    unitPrice: "Preço por unidade",
    sizesLabel: (title: string) => `Tamanhos de ${title}`,
    linePrice: "Preço",
    decrease: (size: string) => `Diminuir quantidade do ${sizeName(size)}`,
    increase: (size: string) => `Aumentar quantidade do ${sizeName(size)}`,
    quantityOf: (size: string) => `Quantidade do ${sizeName(size)}`,
    maxReached: (max: number) => `Máximo de ${max} por tamanho`,
    removeSize: "Remover tamanho",
    removeSizeLabel: (size: string) =>
      size === "U" ? "Remover tamanho único" : `Remover tamanho ${size}`,
    removeProduct: "Remover produto",
    removeProductLabel: (title: string) => `Remover produto ${title}`,
    changed: (size: string, quantity: number) =>
      `${sizeTitle(size)}: ${quantity === 1 ? "1 unidade" : `${quantity} unidades`}`,
    removedSize: (title: string, size: string) => `${sizeTitle(size)} de ${title} removido.`,
    removedProduct: (title: string) => `${title} removido do carrinho.`,
  },

  totals: {
    title: "Resumo",
    base: "Preço base (sem IVA)",
    vat: (percent: string) => `IVA (${percent})`,
    delivery: "Portes de envio (sem IVA)",
    deliveryLater: "a calcular no checkout",
    deliveryToAccount: (country: string) =>
      `Portes de envio para ${country}, a morada da sua conta.`,
    deliveryToPortugal: (country: string) =>
      `Portes de envio para ${country}. Outro país? Escolha-o no checkout.`,
    total: "Total",
    totalWith: "(IVA e portes incluídos)",
    totalWithout: "(IVA incluído, sem portes)",
    eurosNote: "Todos os pagamentos são processados em euros.",
    checkout: "Checkout",
    continueShopping: "Continuar a comprar",
  },

  stock: {
    fewer: (available: number) =>
      available === 1
        ? "Só resta 1 unidade deste tamanho online."
        : `Só restam ${available} unidades deste tamanho online.`,
    soldOut: "Este tamanho esgotou online.",
    lowerTo: (available: number) => `Reduzir para ${available}`,
    lowerToLabel: (size: string, available: number) =>
      `Reduzir o ${sizeName(size)} para ${available}`,
    remove: "Remover",
    removeLabel: (size: string) => `Remover o ${sizeName(size)}`,
    maxReached: (available: number) =>
      available === 1
        ? "Só temos 1 unidade deste tamanho online."
        : `Só temos ${available} unidades deste tamanho online.`,
    lowered: (size: string, available: number) =>
      available === 0
        ? `O ${sizeName(size)} foi removido.`
        : `O ${sizeName(size)} passou para ${available}.`,
  },

  popup: {
    title: "O seu carrinho",
    empty: "O seu carrinho está vazio.",
    loading: "A carregar…",
    error: "Não foi possível carregar o carrinho.",
    retry: "Tentar novamente",
    quantity: "quantidade",
    base: "Preço sem IVA",
    total: "TOTAL (sem portes)",
    viewCart: "Ver carrinho",
    checkout: "Checkout",
  },
} as const;
