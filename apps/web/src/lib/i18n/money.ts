import { centsToEuros, formatEuros } from "@shop/shared";
import { useLanguage } from "./language";

/** Euros as the page's language writes them: `89,90 €`, or `€89.90` on an English page. */
export function useEuros(): (euros: number) => string {
  const language = useLanguage();
  return (euros) => formatEuros(euros, language);
}

/** Cents, in euros as the page's language writes them (`useEuros` of the amount in euros). */
export function useCents(): (cents: number) => string {
  const euros = useEuros();
  return (cents) => euros(centsToEuros(cents));
}
