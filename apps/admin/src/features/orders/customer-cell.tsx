import styles from "./orders.module.css";

/** The customer of a list's row: the name, and the email under it. */
export function CustomerCell(props: { name: string; email: string }) {
  return (
    <span className={styles.person}>
      {props.name}
      <span className={styles.muted}>{props.email}</span>
    </span>
  );
}
