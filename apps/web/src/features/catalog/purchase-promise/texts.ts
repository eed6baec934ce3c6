import {
  type DispatchPromise,
  deliveryLeadTime,
  dispatchText,
  formatEuros,
  SHOP_RETURN_DAYS,
} from "@shop/shared";
import { translatable } from "../../../lib/i18n/texts-key";

/** What the product page promises beside the button: delivery, pickup in a store, returns. */
export const promiseTexts = translatable(
  "features/catalog/purchase-promise/texts.ts#promiseTexts",
  {
    heading: "Entrega e devoluções",
    country: "Entregar em",
    delivery: (days: { min: number; max: number }) => `Entrega em ${deliveryLeadTime(days)}`,
    /** «Encomende até às 14h00 e sai hoje.», «… sai amanhã.», «… sai na segunda-feira.» */
    dispatch: (promise: DispatchPromise) => dispatchText(promise),
    deliveryPrice: (euros: number) =>
      euros === 0 ? "Envio grátis" : `Envio ${formatEuros(euros)}`,
    deliveryTerms: "Condições de entrega",
    pickup: "Levantamento grátis em loja",
    pickupText: "Numa das nossas lojas em Lisboa, quando lhe dissermos que está pronta.",
    pickupStores: "Ver lojas",
    returns: `Devolução em ${SHOP_RETURN_DAYS} dias`,
    returnsText: "Grátis numa das nossas lojas; por correio, os portes da devolução são seus.",
    returnsTerms: "Condições de devolução",
  } as const,
);
