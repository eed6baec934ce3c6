import { useCents } from "../../lib/i18n/money";
import { useTexts } from "../../lib/i18n/use-texts";
import styles from "./checkout.module.css";
import { barTexts as portugueseBarTexts } from "./texts";
import { useTyping } from "./use-typing";

export interface BarAction {
  label: string;
  onClick: () => void;
  disabled?: boolean;
  /** The id of what the button's own words need beside them (the obligation to pay). */
  describedBy?: string;
}

/**
 * Phones only (CSS): the total and the open step's button stay at the bottom of the screen, so the
 * buyer never scrolls to find either. Not while a field is typed in: over the phone's keyboard it
 * would hide the form.
 */
export function CheckoutBar({
  totalCents,
  action,
}: {
  totalCents: number | null;
  action: BarAction | null;
}) {
  const barTexts = useTexts(portugueseBarTexts);
  const cents = useCents();
  const typing = useTyping();
  return (
    <section className={styles.bar} aria-label={barTexts.label} data-typing={typing}>
      {totalCents !== null && (
        <p className={styles.barTotal}>
          <span>
            {barTexts.total} <small>{barTexts.vat}</small>
          </span>
          <strong>{cents(totalCents)}</strong>
        </p>
      )}
      {action && (
        <button
          type="button"
          className={`button ${styles.barAction}`}
          onClick={action.onClick}
          disabled={action.disabled}
          aria-describedby={action.describedBy}
        >
          {action.label}
        </button>
      )}
    </section>
  );
}
