/** The shop's name, in the header and every title. */
export const SHOP_NAME = "Sapataria Lisboa";

/** The names of the back office's sections, in its navigation and titles. */
export const navTexts = {
  dashboard: "Painel",
  orders: "Encomendas",
  reservations: "Reservas",
  giftCards: "Cartões-presente",
  returns: "Devoluções",
  products: "Produtos",
  promotions: "Promoções",
  sales: "Saldos",
  customers: "Clientes",
  messages: "Mensagens",
  stock: "Stock",
  team: "Equipa",
  audit: "Registo de alterações",
  categories: "Categorias",
  sizeGuides: "Guias de tamanhos",
  discountCodes: "Códigos de desconto",
  vocabulary: "Marcas, cores e etiquetas",
  search: "Pesquisas",
  banners: "Destaques",
  stores: "Lojas",
  delivery: "Envios",
  settings: "Definições",
  account: "A minha conta",
} as const;

export const layoutTexts = {
  backOffice: "Gestão",
  skipToContent: "Saltar para o conteúdo",
  navigation: "Secções",
  openMenu: "Abrir menu",
  closeMenu: "Fechar menu",
  signOut: "Terminar sessão",
  signedInAs: "Sessão iniciada como",
  viewStore: "Ver loja",
} as const;

export const routeTexts = {
  notFoundTitle: "Página não encontrada",
  notFoundText: "Esta página não existe na gestão da loja.",
  errorTitle: "Algo correu mal",
  errorText: "Não foi possível mostrar esta página. Tente de novo dentro de momentos.",
  chunkErrorText: "Saiu uma nova versão da gestão. Recarregue a página para continuar.",
  forbiddenTitle: "Sem acesso",
  retry: "Tentar de novo",
  backHome: "Voltar ao início",
  loading: "A carregar…",
} as const;
