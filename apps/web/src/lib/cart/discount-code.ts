import {
  type AppliedCode,
  applyDiscountRule,
  type Cart,
  type CartCodeReply,
  eurosToCents,
  isRefusal,
  type PricedLine,
} from "@shop/shared";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useSyncExternalStore } from "react";
import { ApiRequestError, apiRequest } from "../api-client";
import { usePersistent } from "../persistent";
import { type CartLine, pricedLines } from "./cart-products";

/** The code the customer entered, kept in the browser with the cart; the server checks it again. */
export const DISCOUNT_CODE_KEY = "cart-discount-code";

const listeners = new Set<() => void>();

function read(): string | null {
  try {
    return window.localStorage.getItem(DISCOUNT_CODE_KEY);
  } catch {
    return null;
  }
}

/** The entered code: set, cleared, read by the cart and the checkout. */
export const discountCodeStore = {
  set(code: string | null) {
    try {
      if (code) window.localStorage.setItem(DISCOUNT_CODE_KEY, code);
      else window.localStorage.removeItem(DISCOUNT_CODE_KEY);
    } catch {
      // Private mode without storage: the code lasts this page only.
    }
    for (const listener of listeners) listener();
  },
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

export function useDiscountCode(): string | null {
  return useSyncExternalStore(discountCodeStore.subscribe, read, () => null);
}

/** What the cart knows of its code: the server's answer, or why it refused it. */
export interface CodeCheck {
  code: string | null;
  reply: CartCodeReply | null;
  /** The refusal's Portuguese reason. */
  error: string | null;
  pending: boolean;
}

/**
 * The entered code checked against the cart and its destination (POST /public/cart/code), asked
 * again whenever either changes.
 */
export function useCodeCheck(cart: Cart, countryId: number | null, pickup = false): CodeCheck {
  const code = useDiscountCode();
  const query = useQuery({
    queryKey: ["cart-code", code, cart, countryId, pickup],
    queryFn: ({ signal }) =>
      apiRequest<CartCodeReply>("/public/cart/code", {
        body: { code, cart, countryId, pickup },
        signal,
      }),
    enabled: code !== null && Object.keys(cart).length > 0,
    retry: false,
    staleTime: 30_000,
    placeholderData: keepPreviousData,
  });
  const error = query.error instanceof ApiRequestError ? query.error.message : null;
  return {
    code,
    reply: query.isError ? null : (query.data ?? null),
    error: code ? error : null,
    pending: query.isFetching,
  };
}

/**
 * The code's effect on these lines, by the shared rule the server applies (so the cart follows
 * a quantity changed before the server answers again); null without an accepted code.
 */
export function appliedCodeOf(
  reply: CartCodeReply | null,
  lines: readonly PricedLine[],
  groupId: number | null,
): AppliedCode | null {
  if (!reply) return null;
  const { rule } = reply;
  const applied = applyDiscountRule(
    {
      kind: rule.kind,
      value: rule.kind === "PERCENT" ? (rule.percent ?? 0) : eurosToCents(rule.amount ?? 0),
      minOrderCents: eurosToCents(rule.minOrder),
      excludeSale: rule.excludeSale,
      groupIds: rule.groupIds,
    },
    lines,
    groupId,
  );
  return isRefusal(applied) ? null : applied;
}

/** The cart's code: the check, its effect, and the lines with their shares. */
export interface CartCode extends CodeCheck {
  applied: AppliedCode | null;
  lines: CartLine[] | null;
}

/**
 * The entered code on the cart's lines delivered to a country (or collected in a store): the
 * lines carry their shares, `applied.freeDelivery` says whether delivery is free.
 */
export function useCartCode(
  cart: Cart,
  lines: CartLine[] | null,
  countryId: number | null,
  pickup = false,
): CartCode {
  const persistent = usePersistent();
  const check = useCodeCheck(cart, countryId, pickup);
  const groupId = pickup
    ? null
    : (persistent.countries.find((country) => country.id === countryId)?.groupId ?? null);
  const applied = lines && appliedCodeOf(check.reply, pricedLines(lines), groupId);
  return {
    ...check,
    applied: applied ?? null,
    lines:
      lines?.map((line, index) => ({ ...line, codeDiscountCents: applied?.shares[index] ?? 0 })) ??
      null,
  };
}
