import { z } from "zod";
import { GIFT_CARD_STATES } from "../gift-cards.ts";
import { listQuerySchema, type Paged } from "./admin-lists.ts";
import { giftCardMessages } from "./gift-card-messages.ts";

/*
 * The staff's list of gift cards, apart from the schemas the storefront reads (gift-cards.ts,
 * which the checkout's schemas import): they would bring the back office's list queries
 * (admin-lists.ts) into the storefront's chunks.
 */

/** GET /api/admin/gift-cards: newest first, by state, or a code's last four characters. */
export const GiftCardListQuerySchema = listQuerySchema(["issuedAt"], {
  sort: "issuedAt",
  order: "desc",
}).extend({
  state: z.enum(GIFT_CARD_STATES, { error: giftCardMessages.state }).optional(),
});
export type GiftCardListQuery = z.output<typeof GiftCardListQuerySchema>;

export const GiftCardSummarySchema = z.object({
  id: z.number().int(),
  last4: z.string(),
  state: z.enum(GIFT_CARD_STATES),
  valueCents: z.number().int(),
  balanceCents: z.number().int(),
  issuedAt: z.string(),
  deliveryDay: z.string(),
  /** When the sending job sends it (ISO instant): at issue for today, 9:00 in Lisbon for a later day. */
  deliverAt: z.string(),
  expiresOn: z.string(),
  /** Purchases or store sales it paid. */
  uses: z.number().int(),
  recipientName: z.string(),
  /** Who issued it by hand; null when it was bought. */
  issuedBy: z.string().nullable(),
});
export type GiftCardSummary = z.infer<typeof GiftCardSummarySchema>;

export const GiftCardListSchema = z.object({
  items: z.array(GiftCardSummarySchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type GiftCardList = Paged<GiftCardSummary>;
