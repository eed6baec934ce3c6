import {
  type DispatchPromise,
  deliveryLeadTime,
  formatEuros,
  SHOP_RETURN_DAYS,
  type Translation,
} from "@shop/shared";
import type * as pt from "./texts";

const WEEKDAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];

export const promiseTexts: Translation<typeof pt.promiseTexts> = {
  heading: "Delivery and returns",
  country: "Deliver to",
  delivery: (days: { min: number; max: number }) => `Delivery in ${deliveryLeadTime(days, "en")}`,
  dispatch: (promise: DispatchPromise) => {
    if (promise.today) return `Order by ${promise.cutoff} and it ships today.`;
    if (promise.tomorrow) return "Order today and it ships tomorrow.";
    const weekday = WEEKDAYS[new Date(`${promise.day}T00:00:00Z`).getUTCDay()];
    return `Order today and it ships on ${weekday}.`;
  },
  deliveryPrice: (euros: number) =>
    euros === 0 ? "Free delivery" : `Delivery ${formatEuros(euros, "en")}`,
  deliveryTerms: "Delivery terms",
  pickup: "Free pickup in store",
  pickupText: "In one of our Lisbon stores, once we tell you it is ready.",
  pickupStores: "See stores",
  returns: `Returns within ${SHOP_RETURN_DAYS} days`,
  returnsText: "Free in one of our stores; by post, you pay the return postage.",
  returnsTerms: "Return terms",
};
