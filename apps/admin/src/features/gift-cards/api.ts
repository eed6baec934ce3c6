import type {
  GiftCardIssueInput,
  GiftCardList,
  GiftCardLookup,
  GiftCardRedeemInStore,
} from "@shop/shared";
import { apiRequest, queryString } from "../../lib/api-client";
import { queryClient } from "../../lib/query-client";

export const giftCardsKey = ["gift-cards"] as const;

export const giftCardsQuery = (query: Record<string, string | number>) => ({
  queryKey: [...giftCardsKey, query],
  queryFn: ({ signal }: { signal: AbortSignal }) =>
    apiRequest<GiftCardList>(`/admin/gift-cards${queryString(query)}`, { signal }),
});

export const lookUpGiftCard = (code: string) =>
  apiRequest<GiftCardLookup>("/admin/gift-cards/lookup", { method: "POST", body: { code } });

/** Deducts a store purchase; answers the card after it and the server's message. */
export async function redeemGiftCard(body: GiftCardRedeemInStore) {
  const card = await apiRequest<GiftCardLookup>("/admin/gift-cards/redeem", {
    method: "POST",
    body,
  });
  await queryClient.invalidateQueries({ queryKey: giftCardsKey });
  return card;
}

export async function issueGiftCard(body: GiftCardIssueInput) {
  const issued = await apiRequest<{ id: number; scheduled: boolean }>("/admin/gift-cards", {
    method: "POST",
    body,
  });
  await queryClient.invalidateQueries({ queryKey: giftCardsKey });
  return issued;
}
