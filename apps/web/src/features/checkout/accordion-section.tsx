import type { ReactNode } from "react";
import { useTexts } from "../../lib/i18n/use-texts";
import styles from "./checkout.module.css";
import { CheckIcon, ChevronIcon } from "./icons";
import { checkoutTexts as portugueseCheckoutTexts } from "./texts";

export interface AccordionSectionProps {
  id: string;
  step: number;
  title: string;
  open: boolean;
  done: boolean;
  onHeading: () => void;
  /** What the step holds, shown under its heading once done and closed, with «Alterar». */
  summary?: string | null;
  /** Whether «Alterar» is offered (not while the purchase's data is locked). */
  changeable?: boolean;
  children: ReactNode;
}

/** One step of the checkout: a heading button (aria-expanded), its summary once done, its panel. */
export function AccordionSection({
  id,
  step,
  title,
  open,
  done,
  onHeading,
  summary = null,
  changeable = true,
  children,
}: AccordionSectionProps) {
  const checkoutTexts = useTexts(portugueseCheckoutTexts);
  const headingId = `${id}-heading`;
  const panelId = `${id}-panel`;
  const summaryId = `${id}-summary`;
  const showSummary = done && !open && summary;
  return (
    <div className={styles.section} data-open={open || undefined}>
      <h2 className={styles.sectionHeading}>
        <button
          type="button"
          id={headingId}
          className={styles.sectionButton}
          aria-expanded={open}
          aria-controls={panelId}
          aria-describedby={showSummary ? summaryId : undefined}
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
      {showSummary && (
        <div className={styles.sectionSummary}>
          <p id={summaryId}>{summary}</p>
          {changeable && (
            <button
              type="button"
              className={styles.changeButton}
              onClick={() => {
                onHeading();
                // The button goes with the summary: the focus stays on the reopened step.
                document.getElementById(headingId)?.focus();
              }}
            >
              {checkoutTexts.change}
              <span className="visually-hidden"> {title}</span>
            </button>
          )}
        </div>
      )}
      <section id={panelId} aria-labelledby={headingId} className={styles.panel} hidden={!open}>
        {children}
      </section>
    </div>
  );
}
