import { failureMessage } from "@shop/ui";
import { cardTexts } from "./texts";

/** Asks the shop to confirm with the provider what a card intent paid (a purchase, a reservation). */
export type ConfirmCard = (intentId: string) => Promise<{ paid: boolean }>;

/** What each card form (the sandbox's, the real provider's) receives. */
export interface CardFormProps {
  clientSecret: string;
  /** Euros, for the 'Pagar …' button. */
  value: number;
  /** The delivery name, sent to the provider as the billing name. */
  billingName: string;
  publishableKey: string | null;
  onPaid: () => void;
  confirm: ConfirmCard;
}

/**
 * After the provider charged the card, the shop confirms what it paid with the intent id (it asks
 * the provider itself). Answers the message to show, or null once it is paid.
 */
export async function confirmCharge(
  intentId: string,
  confirm: ConfirmCard,
  failed: string = cardTexts.failed,
): Promise<string | null> {
  try {
    const reply = await confirm(intentId);
    return reply.paid ? null : failed;
  } catch (error) {
    return failureMessage(error, failed);
  }
}
