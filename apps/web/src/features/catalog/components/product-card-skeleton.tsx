import styles from "./product-card.module.css";

// Apart from the card: the home page shows it before the cards' buttons (and what they import) load.
/** The shape of a card while its product loads; hidden from screen readers. */
export function ProductCardSkeleton() {
  return (
    <div className={styles.skeleton} aria-hidden="true">
      <div className={`${styles.media} ${styles.shimmer}`} />
      <div className={styles.body}>
        <div className={`${styles.line} ${styles.shimmer}`} style={{ width: "40%" }} />
        <div className={`${styles.line} ${styles.shimmer}`} style={{ width: "85%" }} />
        <div className={`${styles.line} ${styles.shimmer}`} style={{ width: "30%" }} />
        <div className={`${styles.buy} ${styles.shimmer}`} />
      </div>
    </div>
  );
}
