import * as z from "zod/mini";
import { MAX_QUANTITY_PER_SIZE } from "./constants.ts";

/** Most different products one cart may hold. */
export const MAX_CART_PRODUCTS = 50;
/** Most sizes of one product one cart may hold. */
export const MAX_SIZES_PER_PRODUCT = 20;

/** Quantities of one product by size. */
export interface CartItem {
  id: number;
  quantities: Record<string, number>;
}
/** The cart: product id → its sizes and quantities. */
export type Cart = Record<string, CartItem>;

/** Most digits of a product id (the database's ids fit in 9 digits). */
const MAX_PRODUCT_ID = 999_999_999;

// A size as the catalogue writes it ("37", "37.5", "U"): no padding, no control characters, so
// two spellings of one size can never be two lines of a purchase.
const SizeSchema = z
  .string()
  .check(z.regex(/^[^\s\p{C}](?:[^\p{C}]{0,8}[^\s\p{C}])?$/u, "Tamanho inválido."));
const QuantitySchema = z
  .number({ error: "A quantidade deve ser um número." })
  .check(
    z.int("A quantidade deve ser um número inteiro."),
    z.minimum(1, "A quantidade mínima é 1."),
    z.maximum(MAX_QUANTITY_PER_SIZE, `A quantidade máxima por tamanho é ${MAX_QUANTITY_PER_SIZE}.`),
  );

/**
 * A cart sent to the server: each key is its product's id written plainly ("100", never "0100"),
 * so one product is one entry; 1 to 10 per size, bounded in size. Written with zod's mini API:
 * the storefront reads the stored cart with it on every page, and the classic API would put all
 * of zod in its first load.
 */
export const CartSchema = z
  .record(
    z.string().check(z.regex(/^[1-9]\d{0,8}$/, "Produto inválido.")),
    z.object({
      id: z.number().check(z.int(), z.minimum(1), z.maximum(MAX_PRODUCT_ID)),
      quantities: z.record(SizeSchema, QuantitySchema).check(
        z.refine((q) => Object.keys(q).length >= 1, "Escolha pelo menos um tamanho."),
        z.refine((q) => Object.keys(q).length <= MAX_SIZES_PER_PRODUCT, "Demasiados tamanhos."),
      ),
    }),
  )
  .check(
    z.refine((cart) => Object.keys(cart).length <= MAX_CART_PRODUCTS, {
      message: `O carrinho pode ter no máximo ${MAX_CART_PRODUCTS} produtos.`,
    }),
    z.superRefine((cart, context) => {
      for (const [key, item] of Object.entries(cart)) {
        if (key !== String(item.id))
          context.addIssue({
            code: "custom",
            path: [key, "id"],
            message: "O carrinho não é válido.",
          });
      }
    }),
  );

/** A cart a purchase is made of: at least one product. */
export const PurchaseCartSchema = CartSchema.check(
  z.refine((cart) => Object.keys(cart).length > 0, "O carrinho está vazio."),
);

/** Reads a stored cart; anything malformed is an empty cart. */
export function parseStoredCart(stored: string | null | undefined): Cart {
  if (!stored) return {};
  try {
    const parsed = CartSchema.safeParse(JSON.parse(stored));
    return parsed.success ? parsed.data : {};
  } catch {
    return {};
  }
}

function withQuantity(cart: Cart, productId: number, size: string, quantity: number): Cart {
  const item = cart[productId] ?? { id: productId, quantities: {} };
  return {
    ...cart,
    [productId]: { id: productId, quantities: { ...item.quantities, [size]: quantity } },
  };
}

/** Online units of each size of each product: product id → size → units. */
export type OnlineStock = Record<string, Record<string, number>>;

/**
 * The most units of a size a cart may ask for: 10, or fewer when the online stock has fewer.
 * Unknown stock (not loaded yet) stops at 10; the server checks again when the payment is made.
 */
export function quantityLimit(available: number | undefined): number {
  return Math.max(0, Math.min(MAX_QUANTITY_PER_SIZE, available ?? MAX_QUANTITY_PER_SIZE));
}

/** Adds one unit of a size, up to the maximum of 10 and the online stock when it is known. */
export function addToCart(cart: Cart, productId: number, size: string, available?: number): Cart {
  const current = cart[productId]?.quantities[size] ?? 0;
  const next = Math.min(current + 1, quantityLimit(available));
  return next > current ? withQuantity(cart, productId, size, next) : cart;
}

/** A size the cart asks more of than the online stock has. */
export interface SizeAboveStock {
  productId: number;
  size: string;
  quantity: number;
  available: number;
}

/** The sizes of a cart above their online stock (products without a stock answer are skipped). */
export function sizesAboveStock(cart: Cart, stock: OnlineStock): SizeAboveStock[] {
  return Object.values(cart).flatMap((item) => {
    const sizes = stock[item.id];
    if (!sizes) return [];
    return Object.entries(item.quantities)
      .filter(([size, quantity]) => quantity > (sizes[size] ?? 0))
      .map(([size, quantity]) => ({
        productId: item.id,
        size,
        quantity,
        available: sizes[size] ?? 0,
      }));
  });
}

/** Lowers a size to its online stock; a size with none left goes. */
export function lowerToStock(cart: Cart, productId: number, size: string, available: number): Cart {
  if (available <= 0) return removeSizeFromCart(cart, productId, size);
  const current = cart[productId]?.quantities[size];
  if (current === undefined || current <= available) return cart;
  return withQuantity(cart, productId, size, available);
}

/** Takes one unit off a size, stopping at 1 (removing is a separate action). */
export function decrementInCart(cart: Cart, productId: number, size: string): Cart {
  const current = cart[productId]?.quantities[size];
  if (current === undefined) return cart;
  return withQuantity(cart, productId, size, Math.max(current - 1, 1));
}

/** Removes one size; the product goes when it has no sizes left. */
export function removeSizeFromCart(cart: Cart, productId: number, size: string): Cart {
  const item = cart[productId];
  if (!item) return cart;
  const { [size]: _removed, ...quantities } = item.quantities;
  if (Object.keys(quantities).length === 0) return removeProductFromCart(cart, productId);
  return { ...cart, [productId]: { id: productId, quantities } };
}

/** Removes a product with all its sizes. */
export function removeProductFromCart(cart: Cart, productId: number): Cart {
  const { [productId]: _removed, ...rest } = cart;
  return rest;
}

/** Keeps only the products the server still sells. */
export function keepProducts(cart: Cart, productIds: ReadonlySet<number>): Cart {
  return Object.fromEntries(Object.entries(cart).filter(([, item]) => productIds.has(item.id)));
}

/** Units in the cart, all sizes of all products. */
export function cartUnits(cart: Cart): number {
  return Object.values(cart).reduce(
    (sum, item) => sum + Object.values(item.quantities).reduce((a, b) => a + b, 0),
    0,
  );
}

/**
 * Two carts as one (signing in with a cart on the device and one on the account): per product
 * and size the larger count, never above 10.
 */
export function mergeCarts(first: Cart, second: Cart): Cart {
  let merged: Cart = { ...first };
  for (const item of Object.values(second)) {
    for (const [size, quantity] of Object.entries(item.quantities)) {
      const current = merged[item.id]?.quantities[size] ?? 0;
      const larger = Math.min(Math.max(current, quantity), MAX_QUANTITY_PER_SIZE);
      merged = withQuantity(merged, item.id, size, larger);
    }
  }
  return merged;
}

/** Lowers every size to its online stock (a size with none goes); unknown products stay. */
export function capCartToStock(cart: Cart, stock: OnlineStock): Cart {
  return sizesAboveStock(cart, stock).reduce(
    (capped, { productId, size, available }) => lowerToStock(capped, productId, size, available),
    cart,
  );
}

/** One size set to a count; 0 removes it. */
export interface CartChange {
  id: number;
  size: string;
  quantity: number;
}

/** What changed from one cart to the next, size by size (a size that went is set to 0). */
export function cartChanges(base: Cart, next: Cart): CartChange[] {
  const changes: CartChange[] = [];
  const ids = new Set([...Object.values(base), ...Object.values(next)].map((item) => item.id));
  for (const id of ids) {
    const before = base[id]?.quantities ?? {};
    const after = next[id]?.quantities ?? {};
    for (const size of new Set([...Object.keys(before), ...Object.keys(after)])) {
      const quantity = after[size] ?? 0;
      if ((before[size] ?? 0) !== quantity) changes.push({ id, size, quantity });
    }
  }
  return changes;
}

/**
 * A cart with changes made elsewhere applied on top: how a device's changes reach the account's
 * cart without undoing what another device did meanwhile.
 */
export function applyCartChanges(cart: Cart, changes: CartChange[]): Cart {
  return changes.reduce(
    (result, { id, size, quantity }) =>
      quantity <= 0
        ? removeSizeFromCart(result, id, size)
        : withQuantity(result, id, size, Math.min(quantity, MAX_QUANTITY_PER_SIZE)),
    cart,
  );
}
