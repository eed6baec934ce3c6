import { orderStateNames, type PurchaseState } from "@shop/shared";
import styles from "./orders.module.css";

/** An order's state as a coloured tag: waiting, to prepare, on its way, ended. */
export function StateBadge({ state }: { state: PurchaseState }) {
  return (
    <span className={styles.badge} data-state={state}>
      {orderStateNames[state]}
    </span>
  );
}
