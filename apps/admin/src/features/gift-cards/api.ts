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

/** How often the list is asked again while one of its cards is being sent. */
const SENDING_POLL_MS = 3000;
/**
 * How long a card waits for the sending job once due (it is woken when a card is issued, and
 * runs every 5 minutes), and how far this browser's clock may be from the server's: a card
 * still «Por enviar» longer after its time is not being sent (the job is failing, or not
 * running), and asking every 3 s would not change it.
 */
const SENDING_WAIT_MS = 10 * 60_000;

/**
 * Whether a card of the list is being sent: «Por enviar» and its sending time (at issue for
 * today, 9:00 of a later day) within ten minutes of now, the sending job about to make it
 * active. A card issued by hand shows «Por enviar» until then.
 */
export function hasCardBeingSent(list: GiftCardList | undefined, now: Date): boolean {
  return (
    list?.items.some(
      (card) =>
        card.state === "SCHEDULED" &&
        Math.abs(now.getTime() - Date.parse(card.deliverAt)) < SENDING_WAIT_MS,
    ) ?? false
  );
}

/** The list asked again every few seconds while a card is being sent, so it shows it sent. */
export const untilSent = ({ state }: { state: { data?: GiftCardList } }) =>
  hasCardBeingSent(state.data, new Date()) ? SENDING_POLL_MS : false;

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
