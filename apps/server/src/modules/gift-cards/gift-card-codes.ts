import { randomInt } from "node:crypto";
import {
  GIFT_CARD_CODE_ALPHABET,
  GIFT_CARD_CODE_LENGTH,
  normalizeGiftCardCode,
} from "@shop/shared";
import { hashToken } from "../../http/session.ts";

/** A new card's code: 16 characters drawn by the system's CSPRNG, 80 random bits. */
export function newGiftCardCode(): string {
  let code = "";
  for (let i = 0; i < GIFT_CARD_CODE_LENGTH; i += 1)
    code += GIFT_CARD_CODE_ALPHABET[randomInt(GIFT_CARD_CODE_ALPHABET.length)];
  return code;
}

/**
 * What the database keeps to find a card: the SHA-256 of its code, however typed (normalized). Unsalted on purpose
 * (the lookup needs one hash per code); 80 random bits cannot be found by trying.
 */
export const giftCardCodeHash = (code: string) => hashToken(normalizeGiftCardCode(code));
