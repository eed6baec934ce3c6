import { checkoutMessages } from "@shop/shared";
import { useId } from "react";
import styles from "./checkout.module.css";
import type { MissingField } from "./draft";
import { AlertIcon } from "./icons";
import { missingTexts } from "./texts";

/** 'Campos em falta': the required fields still empty, each a button that leads to it. */
export function MissingFieldsAlert({
  missing,
  onPick,
}: {
  missing: MissingField[];
  onPick: (field: MissingField) => void;
}) {
  const titleId = useId();
  return (
    <div
      id="checkout-missing"
      className={styles.missing}
      role="alert"
      aria-labelledby={titleId}
      tabIndex={-1}
    >
      <h2 id={titleId} className={styles.missingTitle}>
        <AlertIcon />
        {missingTexts.title}
      </h2>
      <p className={styles.missingIntro}>{missingTexts.intro}</p>
      <ul className={styles.missingList}>
        {missing.map((field) => (
          <li key={field}>
            <button type="button" className={styles.linkButton} onClick={() => onPick(field)}>
              {checkoutMessages.missing[field]}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
