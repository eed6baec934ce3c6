import type { Cart, GeneratedPurchase } from "@shop/shared";
import { type CheckoutDraft, EMPTY_DRAFT } from "./draft";

/** sessionStorage keys: the draft survives a reload or a trip to the cart, not the tab. */
export const DRAFT_STORAGE_KEY = "checkout-draft";
export const PURCHASE_STORAGE_KEY = "checkout-purchase";
export const ATTEMPT_STORAGE_KEY = "checkout-attempt";

type Plain = Record<string, unknown>;

function isPlain(value: unknown): value is Plain {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function text(source: unknown, key: string, max = 1000): string {
  const value = isPlain(source) ? source[key] : undefined;
  return typeof value === "string" ? value.slice(0, max) : "";
}

function parseJson(raw: string | null): unknown {
  if (!raw) return null;
  try {
    return JSON.parse(raw);
  } catch {
    return null;
  }
}

/** Reads a stored draft; anything missing or malformed falls back to the empty draft's value. */
export function parseDraft(raw: string | null): CheckoutDraft {
  const stored = parseJson(raw);
  if (!isPlain(stored)) return EMPTY_DRAFT;
  const { contacts, addressDelivery: delivery, addressInvoice: invoice, pickup } = stored;
  return {
    fulfilment: stored.fulfilment === "pickup" ? "pickup" : "delivery",
    pickup: { storeId: text(pickup, "storeId", 10), name: text(pickup, "name", 300) },
    contacts: { email: text(contacts, "email", 254), phone: text(contacts, "phone", 20) },
    addressDelivery: {
      name: text(delivery, "name", 300),
      country: text(delivery, "country", 10),
      street: text(delivery, "street", 300),
      city: text(delivery, "city", 70),
      postalCode: text(delivery, "postalCode", 8),
    },
    wantsInvoice: stored.wantsInvoice === true,
    addressInvoice: {
      name: text(invoice, "name", 70),
      nif: text(invoice, "nif", 9),
      country: text(invoice, "country", 10),
      street: text(invoice, "street", 300),
      city: text(invoice, "city", 70),
      postalCode: text(invoice, "postalCode", 8),
    },
    notesClient: text(stored, "notesClient", 1000),
    paymentMethod:
      stored.paymentMethod === "CREDIT" || stored.paymentMethod === "MBWAY"
        ? stored.paymentMethod
        : "MULTIBANCO",
  };
}

function read(key: string): string | null {
  try {
    return window.sessionStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string | null): void {
  try {
    if (value === null) window.sessionStorage.removeItem(key);
    else window.sessionStorage.setItem(key, value);
  } catch {
    // Private mode or a full storage: the checkout still works, only without surviving a reload.
  }
}

export const draftStorage = {
  load: (): CheckoutDraft => parseDraft(read(DRAFT_STORAGE_KEY)),
  save: (draft: CheckoutDraft) => write(DRAFT_STORAGE_KEY, JSON.stringify(draft)),
  clear: () => write(DRAFT_STORAGE_KEY, null),
};

/** A generated purchase, the cart it was generated for, and whether it is paid. */
export interface StoredPurchase {
  purchase: GeneratedPurchase;
  cartKey: string;
  paid: boolean;
}

/** The cart as a stable string: a generated purchase only holds while the cart is the same. */
export function cartKey(cart: Cart): string {
  return Object.values(cart)
    .sort((a, b) => a.id - b.id)
    .map((item) => {
      const sizes = Object.entries(item.quantities).sort(([a], [b]) => a.localeCompare(b));
      return `${item.id}:${sizes.map(([size, count]) => `${size}=${count}`).join(",")}`;
    })
    .join(";");
}

function isGeneratedPurchase(value: unknown): value is GeneratedPurchase {
  if (!isPlain(value)) return false;
  const nullableText = (key: string) => value[key] === null || typeof value[key] === "string";
  return (
    ["MULTIBANCO", "CREDIT", "MBWAY"].includes(String(value.paymentMethod)) &&
    typeof value.id === "number" &&
    typeof value.idShort === "string" &&
    typeof value.paymentValue === "number" &&
    ["paymentKey", "paymentReference", "paymentEntity", "paymentExpiresAt"].every(nullableText)
  );
}

/**
 * Reads a stored purchase. It no longer counts when malformed, generated for another cart, or an
 * unpaid reference past its deadline.
 */
export function parseStoredPurchase(
  raw: string | null,
  cart: Cart,
  now: Date,
): StoredPurchase | null {
  const stored = parseJson(raw);
  if (!isPlain(stored) || !isGeneratedPurchase(stored.purchase)) return null;
  if (stored.cartKey !== cartKey(cart)) return null;
  const paid = stored.paid === true;
  const expiresAt = stored.purchase.paymentExpiresAt;
  if (!paid && expiresAt && new Date(expiresAt).getTime() <= now.getTime()) return null;
  return { purchase: stored.purchase, cartKey: stored.cartKey, paid };
}

export const purchaseStorage = {
  load: (cart: Cart): StoredPurchase | null =>
    parseStoredPurchase(read(PURCHASE_STORAGE_KEY), cart, new Date()),
  save: (stored: StoredPurchase) => write(PURCHASE_STORAGE_KEY, JSON.stringify(stored)),
  clear: () => write(PURCHASE_STORAGE_KEY, null),
};

/**
 * The checkout's key for its next generation (a retry after a lost answer reuses it, and gets the
 * same purchase), and the purchase it generated last, which must be cancelled before another.
 */
export interface PaymentAttempt {
  key: string;
  previous: { idShort: string; idempotencyKey: string } | null;
}

export function newAttempt(previous: PaymentAttempt["previous"] = null): PaymentAttempt {
  return { key: crypto.randomUUID(), previous };
}

const KEY_PATTERN = /^[\w-]{16,100}$/;

/** Reads a stored attempt; anything malformed starts a new one. */
export function parseAttempt(raw: string | null): PaymentAttempt {
  const stored = parseJson(raw);
  if (!isPlain(stored) || typeof stored.key !== "string" || !KEY_PATTERN.test(stored.key))
    return newAttempt();
  const idShort = text(stored.previous, "idShort", 16);
  const idempotencyKey = text(stored.previous, "idempotencyKey", 100);
  return {
    key: stored.key,
    previous: idShort && idempotencyKey ? { idShort, idempotencyKey } : null,
  };
}

export const attemptStorage = {
  load: (): PaymentAttempt => parseAttempt(read(ATTEMPT_STORAGE_KEY)),
  save: (attempt: PaymentAttempt) => write(ATTEMPT_STORAGE_KEY, JSON.stringify(attempt)),
  clear: () => write(ATTEMPT_STORAGE_KEY, null),
};
