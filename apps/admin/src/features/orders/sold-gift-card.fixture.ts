import type { Order } from "@shop/shared";

/** A gift card an order sold, for the order page's tests. */
export const soldGiftCard: Order["giftCardsSold"][number] = {
  valueCents: 5000,
  recipientName: "Rita",
  recipientEmail: "rita@exemplo.pt",
  deliveryDay: "2026-12-24",
  last4: null,
};
