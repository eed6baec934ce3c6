import { checkoutMessages } from "@shop/shared";
import styles from "./checkout.module.css";
import { CheckoutAlert } from "./checkout-alert";
import type { MissingField } from "./draft";
import { missingTexts } from "./texts";

/** 'Campos em falta': the required fields still empty, each a button that leads to it. */
export function MissingFieldsAlert({
  missing,
  onPick,
}: {
  missing: MissingField[];
  onPick: (field: MissingField) => void;
}) {
  return (
    <CheckoutAlert id="checkout-missing" title={missingTexts.title} intro={missingTexts.intro}>
      {missing.map((field) => (
        <li key={field}>
          <button type="button" className={styles.linkButton} onClick={() => onPick(field)}>
            {checkoutMessages.missing[field]}
          </button>
        </li>
      ))}
    </CheckoutAlert>
  );
}
