import {
  type Address,
  type AddressBodySchema,
  applyCartChanges,
  type Cart,
  cartChanges,
  ErrorCode,
  type Language,
  MAX_QUANTITY_PER_SIZE,
  normalizePostalCodeFor,
  type Product,
  type PurchaseRecord,
  postalCodeError,
} from "@shop/shared";
import type { Kysely } from "kysely";
import type { z } from "zod";
import type { DB } from "../../db/schema.ts";
import { AppError } from "../../http/app-error.ts";
import type { Catalogues } from "../catalog/catalog.service.ts";
import { accountRepository as repo } from "./account.repository.ts";
import { toAddress, toPurchaseRecord } from "./account-mapping.ts";

/** Its customers' messages (api-messages.ts has their English). */
export const accountDataMessages = {
  notFound: "Não encontrado.",
  productGone: "Este produto já não está disponível.",
  country: "Escolha o país.",
  cartBusy: "O carrinho está a ser alterado noutro dispositivo. Tente novamente.",
};
const CART_SAVE_ATTEMPTS = 5;

/** A cart as sent by a client, before cleaning. */
export type LooseCart = Record<string, { id: number; quantities: Record<string, number> }>;

/** Keeps products on sale and their real sizes, with 1 to 10 units of each. */
export function cleanCart(cart: LooseCart, products: Product[]): Cart {
  const cleaned: Cart = {};
  for (const product of products) {
    const item = Object.values(cart).find((entry) => entry.id === product.id);
    const quantities = Object.fromEntries(
      Object.entries(item?.quantities ?? {})
        .filter(([size, quantity]) => product.sizes.includes(size) && quantity >= 1)
        .map(([size, quantity]) => [size, Math.min(Math.floor(quantity), MAX_QUANTITY_PER_SIZE)]),
    );
    if (Object.keys(quantities).length > 0) cleaned[product.id] = { id: product.id, quantities };
  }
  return cleaned;
}

/** The customer's favourites, cart, addresses and purchases: only ever their own. */
export function accountData({ db, catalogues }: { db: Kysely<DB>; catalogues: Catalogues }) {
  // The cart is checked against the shop's own catalogue; what a page lists is in its language.
  const catalog = catalogues.pt;
  /** 404 unless the purchase is the customer's own (another's is answered as if it did not exist). */
  async function ownPurchase(userId: number, purchaseId: number) {
    if (!(await repo.purchaseOf(db, userId, purchaseId)))
      throw new AppError(ErrorCode.NOT_FOUND, accountDataMessages.notFound);
  }

  return {
    async toggleWishlist(userId: number, productId: number): Promise<number[]> {
      if (!(await repo.productIsActive(db, productId)))
        throw new AppError(ErrorCode.NOT_FOUND, accountDataMessages.productGone);
      await repo.toggleWishlist(db, userId, productId);
      return repo.wishlist(db, userId);
    },

    wishlistProducts: async (userId: number, language: Language = "pt") =>
      catalogues.in(language).productsByIds(await repo.wishlist(db, userId)),

    /**
     * Saves the account's cart. With `base` (the cart the device last had from the account), only
     * what the device changed since is applied to the account's cart as it is now, so a change
     * made meanwhile on another device stays; without it, the cart is replaced.
     */
    async saveCart(userId: number, cart: LooseCart, base?: LooseCart): Promise<Cart> {
      // Written only over the cart it was computed from: a save racing with another device's
      // is computed again on top of it.
      for (let attempt = 1; ; attempt += 1) {
        const stored = await repo.cart(db, userId);
        const next = base ? applyCartChanges(stored, cartChanges(base, cart)) : cart;
        const products = await catalog.productsByIds(Object.values(next).map((item) => item.id));
        const cleaned = cleanCart(next, products);
        if (await repo.replaceCart(db, userId, stored, cleaned)) return cleaned;
        if (attempt === CART_SAVE_ATTEMPTS)
          throw new AppError(ErrorCode.CONFLICT, accountDataMessages.cartBusy);
      }
    },

    async addresses(
      userId: number,
    ): Promise<{ delivery: Address | null; invoice: Address | null }> {
      const rows = await repo.addresses(db, userId);
      const of = (forInvoice: boolean) => {
        const row = rows.find((address) => address.for_invoice === forInvoice);
        return row ? toAddress(row) : null;
      };
      return { delivery: of(false), invoice: of(true) };
    },

    /** One delivery and one invoice address per customer; an id that is not theirs is a 404. */
    async saveAddress(userId: number, body: z.output<typeof AddressBodySchema>): Promise<Address> {
      if (body.id) {
        const existing = await repo.addressById(db, body.id);
        if (!existing || existing.user_id !== userId)
          throw new AppError(ErrorCode.NOT_FOUND, accountDataMessages.notFound);
      }
      const country = body.country === null ? null : await repo.country(db, body.country);
      if (country === undefined)
        throw new AppError(ErrorCode.VALIDATION, accountDataMessages.country, {
          country: accountDataMessages.country,
        });
      const code = country?.code ?? null;
      const postalCode = body.postalCode && normalizePostalCodeFor(code, body.postalCode);
      const postalError = postalCode ? postalCodeError(code, postalCode) : null;
      if (postalError)
        throw new AppError(ErrorCode.VALIDATION, postalError, { postalCode: postalError });
      const saved = await repo.saveAddress(db, userId, {
        for_invoice: body.forInvoice,
        name: body.name,
        nif: body.forInvoice ? body.nif : null,
        country_id: body.country,
        street: body.street,
        city: body.city,
        postal_code: postalCode,
      });
      return toAddress(saved);
    },

    async purchases(userId: number): Promise<PurchaseRecord[]> {
      const [rows, creditNotes] = await Promise.all([
        repo.purchases(db, userId),
        repo.creditNotes(db, userId),
      ]);
      return rows.map((row) =>
        toPurchaseRecord(
          row,
          creditNotes.filter((note) => note.purchase_id === row.id),
        ),
      );
    },

    /** The products of one of the customer's purchases, each with its sizes and quantities. */
    ownPurchase,

    async purchaseProducts(userId: number, purchaseId: number, language: Language = "pt") {
      await ownPurchase(userId, purchaseId);
      const lines = await repo.purchaseLines(db, purchaseId);
      const products = await catalogues
        .in(language)
        .productsByIds([...new Set(lines.map((line) => line.product_id))]);
      return products.map((product) => ({
        ...product,
        quantities: Object.fromEntries(
          lines
            .filter((line) => line.product_id === product.id)
            .map((line) => [line.size, line.quantity]),
        ),
      }));
    },
  };
}

export type AccountData = ReturnType<typeof accountData>;
