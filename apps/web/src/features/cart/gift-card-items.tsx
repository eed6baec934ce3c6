import { formatShopDay } from "@shop/shared";
import { type GiftCardLine, giftCardLinesStore } from "../../lib/cart/gift-card-lines";
import { useCents } from "../../lib/i18n/money";
import { useTexts } from "../../lib/i18n/use-texts";
import styles from "./gift-card-items.module.css";
import { cartPopupTexts } from "./popup-texts";

/**
 * The cart's gift cards: value, who receives it and when, and a button to take it out; `readOnly`
 * (the header's popup, the checkout's summary) only lists them.
 */
export function GiftCardItems({
  lines,
  onRemoved,
  readOnly = false,
}: {
  lines: readonly GiftCardLine[];
  onRemoved?: (message: string) => void;
  readOnly?: boolean;
}) {
  const texts = useTexts(cartPopupTexts).giftCards;
  const euros = useCents();
  if (lines.length === 0) return null;
  return (
    <section aria-label={texts.label} className={styles.giftCards}>
      <ul className={styles.list}>
        {lines.map((line) => {
          const value = euros(line.valueCents);
          return (
            <li key={line.key} className={styles.line}>
              <div>
                <p className={styles.title}>{texts.line(value, line.recipientName)}</p>
                <p className={styles.details}>
                  {texts.details(line.recipientEmail, formatShopDay(line.deliveryDay))}
                </p>
              </div>
              <p className={styles.value}>{value}</p>
              {!readOnly && (
                <button
                  type="button"
                  className="button button--secondary"
                  aria-label={texts.remove(value)}
                  onClick={() => {
                    giftCardLinesStore.remove(line.key);
                    onRemoved?.(texts.removed);
                  }}
                >
                  {texts.removeText}
                </button>
              )}
            </li>
          );
        })}
      </ul>
      {!readOnly && <p className={styles.details}>{texts.note}</p>}
    </section>
  );
}
