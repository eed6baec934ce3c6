import type { Persistent } from "@shop/shared";
import { useSyncExternalStore } from "react";
import { useAddresses } from "../../../lib/auth/hooks";

/** The country a visitor chose to see the delivery promise for (a country id), in the browser. */
export const DELIVERY_COUNTRY_KEY = "delivery-country";

const listeners = new Set<() => void>();

/** The stored choice, or null: none, or not a country id. */
export function storedDeliveryCountry(): number | null {
  try {
    const value = Number(window.localStorage.getItem(DELIVERY_COUNTRY_KEY));
    return Number.isInteger(value) && value > 0 ? value : null;
  } catch {
    return null;
  }
}

export function chooseDeliveryCountry(id: number): void {
  try {
    window.localStorage.setItem(DELIVERY_COUNTRY_KEY, String(id));
  } catch {
    // Private mode or a full storage: the choice lasts until the page changes.
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * The country the promise is for: the visitor's choice, else a signed-in customer's saved delivery
 * address, else Portugal (the shop's first country without one). The server and the hydrating
 * browser both start without a choice, so their pages are the same.
 */
export function useDeliveryCountry(persistent: Persistent) {
  const chosen = useSyncExternalStore(subscribe, storedDeliveryCountry, () => null);
  const saved = useAddresses()?.delivery?.country ?? null;
  const { countries } = persistent;
  const known = (id: number | null) => countries.find((country) => country.id === id);
  return (
    known(chosen) ??
    known(saved) ??
    countries.find((country) => country.code === "PT") ??
    countries[0] ??
    null
  );
}
