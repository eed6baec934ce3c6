import { centsToEuros, formatEuros } from "@shop/shared";
import styles from "./checkout.module.css";
import { barTexts } from "./texts";

export interface BarAction {
  label: string;
  onClick: () => void;
  disabled?: boolean;
  /** The id of what the button's own words need beside them (the obligation to pay). */
  describedBy?: string;
}

/**
 * Phones only (CSS): the total and the open step's button stay at the bottom of the screen, so the
 * buyer never scrolls to find either.
 */
export function CheckoutBar({
  totalCents,
  action,
}: {
  totalCents: number | null;
  action: BarAction | null;
}) {
  return (
    <section className={styles.bar} aria-label={barTexts.label}>
      {totalCents !== null && (
        <p className={styles.barTotal}>
          <span>
            {barTexts.total} <small>{barTexts.vat}</small>
          </span>
          <strong>{formatEuros(centsToEuros(totalCents))}</strong>
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
