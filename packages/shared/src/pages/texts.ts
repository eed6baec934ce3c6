/**
 * The titles and descriptions of the storefront's pages: the storefront sets them in the browser and
 * the server writes them in each page's head (search engines and link previews), from this one copy.
 */

/** The shop's name, as it appears in titles and the footer. */
export const SHOP_NAME = "Sapataria Lisboa";

/** `Quem somos · Sapataria Lisboa`; the shop's name alone without a page title. */
export function formatDocumentTitle(title?: string | null): string {
  return title ? `${title} · ${SHOP_NAME}` : SHOP_NAME;
}

/** The document title of each route (shown as `<title> · Sapataria Lisboa`). */
export const routeTitles = {
  home: "Início",
  products: "Produtos",
  stores: "Lojas",
  contacts: "Contactos",
  customize: "À medida",
  cart: "Carrinho",
  checkout: "Finalizar compra",
  sandboxBank: "Banco de testes (MULTIBANCO)",
  sign: "Registar / Entrar",
  recover: "Recuperar palavra-passe",
  recoverToken: "Nova palavra-passe",
  accountSettings: "Os meus dados",
  accountWishlist: "Favoritos",
  accountDelete: "Eliminar conta",
  accountPurchases: "As minhas compras",
  emailConfirmation: "Confirmação de email",
  sizeAlertConfirm: "Confirmar aviso",
  sizeAlertUnsubscribe: "Cancelar aviso",
  storeReservation: "A sua reserva em loja",
  giftCard: "Cartão-presente",
  giftCardBuy: "Oferecer um cartão-presente",
  orderPage: "A sua encomenda",
  orderConfirmed: "Encomenda confirmada",
  offline: "Manutenção",
  about: "Quem somos",
  terms: "Termos e Condições",
  privacy: "Política de Privacidade",
  accessibility: "Declaração de acessibilidade",
  withdrawal: "Livre resolução do contrato",
  notFound: "Página não encontrada",
} as const;

/** The words of a product list's heading (/products). */
export const listingTexts = {
  allProducts: "Todos os produtos",
  newCollection: "Nova Coleção",
  unknownCategory: "Categoria não encontrada",
  searchResults: (text: string) => `Resultados para “${text}”`,
  shoes: "Sapatos",
  accessories: "Acessórios",
  women: "Mulher",
  men: "Homem",
} as const;

/** A product without a title is named by its reference. */
export const productNameTexts = { untitled: "Artigo" } as const;

/** What a search engine shows under each page's title. */
export const pageDescriptions = {
  home: "Sapataria Lisboa: sapatos e acessórios de mulher e homem, marcas nacionais e europeias, lojas em Lisboa desde 1978. Compre online com entrega em Portugal.",
  stores:
    "As lojas da Sapataria Lisboa em Lisboa: moradas, horários de abertura, telefones e como chegar.",
  contacts:
    "Fale com a Sapataria Lisboa: telefone, email e formulário de contacto para dúvidas sobre encomendas, tamanhos, trocas e lojas.",
  customize:
    "Calçado à medida na Sapataria Lisboa: tamanhos, cores, solas, materiais e alturas de salto escolhidos por si, ao pormenor.",
  about:
    "Quem somos: uma sapataria de Lisboa desde 1978, com marcas nacionais e europeias, coleções exclusivas e um atendimento personalizado.",
  terms:
    "Termos e condições da loja online da Sapataria Lisboa: encomendas, preços, pagamento, entrega, devoluções, trocas e garantia.",
  privacy:
    "Política de privacidade da Sapataria Lisboa: que dados pessoais recolhemos, para quê, por quanto tempo e como exercer os seus direitos.",
  accessibility:
    "Declaração de acessibilidade da loja online da Sapataria Lisboa: o que cumpre (WCAG 2.2 AA), como foi avaliada e como comunicar uma barreira.",
  withdrawal:
    "Exerça o direito de livre resolução de uma compra na Sapataria Lisboa: indique a encomenda, confirme e receba por email a confirmação.",
  listing: (heading: string) =>
    `${heading} na Sapataria Lisboa: sapatos e acessórios de marcas nacionais e europeias. Compre online com entrega em Portugal ou visite as nossas lojas em Lisboa.`,
  product: (title: string, brand: string | null, category: string | null, price: string) =>
    `${[title, brand, category, price].filter(Boolean).join(" · ")}. Compre online na Sapataria Lisboa ou visite as nossas lojas em Lisboa.`,
} as const;
