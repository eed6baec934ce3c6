import type { GiftCardBalance } from "@shop/shared";
import { apiRequest } from "../../lib/api-client";

export const giftCardBalance = (code: string) =>
  apiRequest<GiftCardBalance>("/public/gift-cards/balance", { body: { code } });
