import { FormAlert } from "@shop/ui";
import type { ReactNode } from "react";
import styles from "./save-bar.module.css";

/**
 * The sticky bar at the bottom of a long form: its buttons, and the server's refusal just above
 * them. The success shows as the layout's toast beside it (`FormStatus` anywhere in the form).
 */
export function SaveBar({ failure, children }: { failure: ReactNode; children: ReactNode }) {
  return (
    <div className={styles.bar}>
      <FormAlert message={failure} />
      <div className={styles.actions}>{children}</div>
    </div>
  );
}
