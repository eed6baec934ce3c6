import { type ReactNode, useId } from "react";
import styles from "./checkout.module.css";
import { AlertIcon } from "./icons";

/**
 * What stops 'Gerar pagamento' ('Campos em falta', 'Stock insuficiente'): a titled alert the
 * checkout moves the focus to, with what to do.
 */
export function CheckoutAlert({
  id,
  title,
  intro,
  children,
}: {
  id: string;
  title: string;
  intro: string;
  children: ReactNode;
}) {
  const titleId = useId();
  return (
    <div id={id} className={styles.missing} role="alert" aria-labelledby={titleId} tabIndex={-1}>
      <h2 id={titleId} className={styles.missingTitle}>
        <AlertIcon />
        {title}
      </h2>
      <p className={styles.missingIntro}>{intro}</p>
      <ul className={styles.missingList}>{children}</ul>
    </div>
  );
}
