import { type ReactNode, useId, useState } from "react";
import { ChevronDownIcon } from "../../../components/ui/icons";
import styles from "./collapsible.module.css";

/**
 * A section whose body opens and closes under its heading button. The body stays mounted while
 * closed, so what was typed is kept.
 */
export function Collapsible({
  title,
  defaultOpen = false,
  children,
}: {
  title: string;
  defaultOpen?: boolean;
  children: ReactNode;
}) {
  const [open, setOpen] = useState(defaultOpen);
  const id = useId();
  return (
    <section className={styles.section} aria-labelledby={`${id}-title`}>
      <h2 className={styles.heading}>
        <button
          id={`${id}-title`}
          type="button"
          className={styles.toggle}
          aria-expanded={open}
          aria-controls={`${id}-panel`}
          onClick={() => setOpen((value) => !value)}
        >
          <span>{title}</span>
          <ChevronDownIcon size={20} className={styles.chevron} />
        </button>
      </h2>
      <div id={`${id}-panel`} className={styles.panel} hidden={!open}>
        {children}
      </div>
    </section>
  );
}
