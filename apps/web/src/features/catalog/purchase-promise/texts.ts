import { formatEuros, SHOP_RETURN_DAYS } from "@shop/shared";

/** What the product page promises beside the button: delivery, pickup in a store, returns. */
export const promiseTexts = {
  heading: "Entrega e devoluções",
  country: "Entregar em",
  delivery: (leadTime: string) => `Entrega em ${leadTime}`,
  deliveryPrice: (euros: number) => (euros === 0 ? "Envio grátis" : `Envio ${formatEuros(euros)}`),
  deliveryTerms: "Condições de entrega",
  pickup: "Levantamento grátis em loja",
  pickupText: "Numa das nossas lojas em Lisboa, quando lhe dissermos que está pronta.",
  pickupStores: "Ver lojas",
  returns: `Devolução em ${SHOP_RETURN_DAYS} dias`,
  returnsText: "Grátis numa das nossas lojas; por correio, os portes da devolução são seus.",
  returnsTerms: "Condições de devolução",
} as const;
