import { type CartCodeBody, type CartCodeReply, centsToEuros } from "@shop/shared";
import type { Kysely } from "kysely";
import type { Limit } from "../../config/limits.ts";
import type { DB } from "../../db/schema.ts";
import { limitAttempts } from "../../http/account-limit.ts";
import { pricedLine } from "../purchase/line-price.ts";
import { purchaseRepository as purchases } from "../purchase/purchase.repository.ts";
import { priceCart } from "../purchase/purchase-generation.ts";
import type { Buyer } from "../purchase/purchase-guards.ts";
import { applyCode, ruleReply } from "./discount-codes.service.ts";

/**
 * POST /public/cart/code: a code checked against a cart priced from the database and its
 * destination, for a signed-in customer with their own uses too (a guest's are checked at the
 * purchase, with the email and NIF given). Limited per client address: codes are not guessed.
 */
export function cartCodeService(db: Kysely<DB>, limit: Limit) {
  return {
    async check(body: CartCodeBody & { code: string }, buyer: Buyer): Promise<CartCodeReply> {
      await limitAttempts(db, `discount-code:${buyer.address}`, limit.max, limit.windowSeconds);
      const ids = Object.values(body.cart).map((item) => item.id);
      const lines = priceCart(body.cart, await purchases.cartProducts(db, ids));
      const country =
        body.pickup || !body.countryId ? null : await purchases.country(db, body.countryId);
      const email = buyer.userId === null ? null : await purchases.userEmail(db, buyer.userId);
      const { row, applied } = await applyCode(db, {
        text: body.code,
        // As the purchase prices them: sale prices included (a code may exclude products on sale).
        lines: lines.map(pricedLine),
        groupId: country?.group_id ?? null,
        customer: email ? { userId: buyer.userId, email, nif: null } : null,
        field: "code",
      });
      return {
        code: body.code,
        rule: ruleReply(row),
        discount: centsToEuros(applied.discountCents),
        freeDelivery: applied.freeDelivery,
        lines: lines.map((line, index) => ({
          productId: line.product_id,
          size: line.size,
          discount: centsToEuros(applied.shares[index] ?? 0),
        })),
      };
    },
  };
}

export type CartCodeService = ReturnType<typeof cartCodeService>;
