import type { ReactNode } from "react";
import styles from "./checkout.module.css";
import { CheckIcon, ChevronIcon } from "./icons";
import { checkoutTexts } from "./texts";

export interface AccordionSectionProps {
  id: string;
  step: number;
  title: string;
  open: boolean;
  done: boolean;
  onHeading: () => void;
  children: ReactNode;
}

/** One step of the checkout: a heading button (aria-expanded) and its panel. */
export function AccordionSection({
  id,
  step,
  title,
  open,
  done,
  onHeading,
  children,
}: AccordionSectionProps) {
  const headingId = `${id}-heading`;
  const panelId = `${id}-panel`;
  return (
    <div className={styles.section} data-open={open || undefined}>
      <h2 className={styles.sectionHeading}>
        <button
          type="button"
          id={headingId}
          className={styles.sectionButton}
          aria-expanded={open}
          aria-controls={panelId}
          onClick={onHeading}
        >
          <span className={styles.stepNumber} data-done={done || undefined} aria-hidden="true">
            {done ? <CheckIcon size={16} /> : step}
          </span>
          <span className={styles.sectionTitle}>
            <span className="visually-hidden">{step}. </span>
            {title}
            {done && <span className="visually-hidden"> ({checkoutTexts.done})</span>}
          </span>
          <ChevronIcon className={styles.chevron} />
        </button>
      </h2>
      <section id={panelId} aria-labelledby={headingId} className={styles.panel} hidden={!open}>
        {children}
      </section>
    </div>
  );
}
