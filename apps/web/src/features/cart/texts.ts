/** Texts of the cart: size picker, 'Artigo adicionado!', the cart page (the header's cart: popup-texts.ts). */
import { translatable } from "../../lib/i18n/texts-key";
import { sizeName, sizeTitle, units } from "./cart-words";

export const cartTexts = translatable("features/cart/texts.ts#cartTexts", {
  sizeName,
  sizeTitle,
  units,
  storeOffline:
    "A nossa loja está temporáriamente indisponível. Pedimos desculpa pelo incómodo. Por favor tente mais tarde.",

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
    checkout: "Finalizar compra",
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
    subtotal: "Subtotal",
    delivery: "Envio",
    deliveryFree: "Grátis",
    giftCards: "Cartões-presente (sem IVA)",
    deliveryLater: "calculado ao finalizar a compra",
    /** Madeira, the Azores, an export: the destination's VAT instead of the mainland's in the prices. */
    vatAdjustment: (percent: string) => `Acerto para o IVA do destino (${percent})`,
    total: "Total (IVA incluído)",
    totalWithoutDelivery: "Total (IVA incluído, sem envio)",
    withoutVat: "Valores sem IVA",
    productsBase: "Artigos sem IVA",
    deliveryBase: "Envio sem IVA",
    vat: (percent: string) => `IVA (${percent})`,
    deliveryToAccount: (country: string) => `Envio para ${country}, a morada da sua conta.`,
    deliveryToPortugal: (country: string) =>
      `Envio para ${country}. Outro país? Escolha-o ao finalizar a compra.`,
    freeFrom: (amount: string) => `Envio grátis a partir de ${amount}`,
    freeMissing: (missing: string) => `faltam ${missing}.`,
    freeReached: "O seu envio é grátis.",
    eurosNote: "Todos os pagamentos são processados em euros.",
    checkout: "Finalizar compra",
    continueShopping: "Continuar a comprar",
    barLabel: "Total e finalizar compra",
  },

  pending: {
    title: (idShort: string, deadline: string | null) =>
      deadline
        ? `Encomenda ${idShort} a aguardar pagamento até ${deadline}`
        : `Encomenda ${idShort} a aguardar pagamento`,
    text: "Os artigos abaixo já estão reservados nesta encomenda. Pague-a com os dados de pagamento; se alterar o carrinho, faz uma encomenda nova.",
    pay: "Ver dados de pagamento",
  },
} as const);
