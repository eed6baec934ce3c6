import {
  ApiRequestError,
  maskedGiftCardCode,
  normalizeGiftCardCode,
  splitGiftCardPayment,
} from "@shop/shared";
import { useId, useState } from "react";
import { apiRequest } from "../../lib/api-client";
import { useCents } from "../../lib/i18n/money";
import { useTexts } from "../../lib/i18n/use-texts";
import styles from "./checkout.module.css";
import { giftCardPayTexts } from "./texts";

/** A card the buyer will pay with, as the shop answered it a moment ago. */
export interface QuotedCard {
  code: string;
  last4: string;
  balanceCents: number;
}

/** The cards the checkout pays with, in the order they were added (the order they are spent). */
export function useGiftCardPayment() {
  const [cards, setCards] = useState<QuotedCard[]>([]);
  return {
    cards,
    add: (card: QuotedCard) =>
      setCards((list) => (list.some((c) => c.code === card.code) ? list : [...list, card])),
    remove: (code: string) => setCards((list) => list.filter((card) => card.code !== code)),
  };
}
export type GiftCardPayment = ReturnType<typeof useGiftCardPayment>;

/** What the cards pay of `payableCents`, each, and what is left for the payment method. */
export const cardsSplit = (cards: readonly QuotedCard[], payableCents: number) =>
  splitGiftCardPayment(
    payableCents,
    cards.map((card) => card.balanceCents),
  );

/**
 * «Cartões-presente» in the payment step: the buyer types a code, the shop checks it can pay now
 * (why not, in its words), and each card shows what it pays and the balance it keeps.
 */
export function GiftCardPaymentFields({
  payment,
  payableCents,
}: {
  payment: GiftCardPayment;
  /** What cards may pay: the products and the delivery, never a gift card being bought. */
  payableCents: number | null;
}) {
  const texts = useTexts(giftCardPayTexts);
  const euros = useCents();
  const id = useId();
  const [typed, setTyped] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const { fromCards, remainingCents } = cardsSplit(payment.cards, payableCents ?? 0);

  async function apply() {
    const code = normalizeGiftCardCode(typed);
    if (!code) return;
    setPending(true);
    try {
      const card = await apiRequest<{ last4: string; balanceCents: number }>(
        "/public/gift-cards/quote",
        { body: { code } },
      );
      payment.add({ code, last4: card.last4, balanceCents: card.balanceCents });
      setTyped("");
      setError(null);
    } catch (caught) {
      setError(
        caught instanceof ApiRequestError
          ? (caught.error.fields?.code ?? caught.error.message)
          : texts.networkError,
      );
    } finally {
      setPending(false);
    }
  }

  return (
    <fieldset className={styles.giftCards}>
      <legend className={styles.methodsLegend}>{texts.legend}</legend>
      {payment.cards.length > 0 && (
        <ul className={styles.giftCardList}>
          {payment.cards.map((card, index) => (
            <li key={card.code}>
              <span>
                {texts.card(maskedGiftCardCode(card.last4))}{" "}
                {texts.uses(
                  euros(fromCards[index] ?? 0),
                  euros(card.balanceCents - (fromCards[index] ?? 0)),
                )}
              </span>
              <button
                type="button"
                className="button button--secondary"
                onClick={() => payment.remove(card.code)}
              >
                {texts.remove}
              </button>
            </li>
          ))}
        </ul>
      )}
      {payment.cards.length > 0 && payableCents !== null && (
        <p role="status">
          {remainingCents === 0 ? texts.coversAll : texts.rest(euros(remainingCents))}
        </p>
      )}
      <label htmlFor={id}>{texts.code}</label>
      <div className={styles.giftCardRow}>
        <input
          id={id}
          className="input"
          value={typed}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={40}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-error`}
          onChange={(event) => setTyped(event.target.value)}
          onKeyDown={(event) => {
            // Enter here uses the card; it never generates the payment.
            if (event.key !== "Enter") return;
            event.preventDefault();
            void apply();
          }}
        />
        <button
          type="button"
          className="button button--secondary"
          disabled={pending}
          onClick={() => void apply()}
        >
          {texts.apply}
        </button>
      </div>
      <p id={`${id}-error`} className={styles.giftCardError} role="alert">
        {pending ? texts.checking : error}
      </p>
    </fieldset>
  );
}
