import { failureMessage } from "@shop/ui";
import { confirmCardPurchase } from "./api";
import { cardTexts } from "./texts";

/** What each card form (the sandbox's, the real provider's) receives. */
export interface CardFormProps {
  clientSecret: string;
  /** Euros, for the 'Pagar …' button. */
  value: number;
  /** The delivery name, sent to the provider as the billing name. */
  billingName: string;
  publishableKey: string | null;
  onPaid: () => void;
}

/**
 * After the provider charged the card, the shop confirms the purchase with the intent id (it asks
 * the provider itself). Answers the message to show, or null once the purchase is paid.
 */
export async function confirmCharge(intentId: string): Promise<string | null> {
  try {
    const reply = await confirmCardPurchase(intentId);
    return reply.paid ? null : cardTexts.failed;
  } catch (error) {
    return failureMessage(error, cardTexts.failed);
  }
}
