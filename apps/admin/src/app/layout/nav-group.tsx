import { useEffect, useId, useState } from "react";
import { matchPath, NavLink, useLocation } from "react-router";
import { ChevronIcon } from "../../components/icons";
import type { Section, SectionGroup } from "../sections";
import styles from "./admin-layout.module.css";

/** One section's link in the navigation; the current page's is marked (`aria-current`). */
export function SectionLink({ section }: { section: Section }) {
  const { path, label, icon: Icon } = section;
  return (
    <NavLink to={`/${path}`} className={styles.navLink}>
      <Icon />
      {label}
    </NavLink>
  );
}

/**
 * A heading of the navigation that opens and closes the list of its sections (a button, so the
 * keyboard opens it too). It is open while one of its pages is shown, and marked as holding it.
 */
export function NavGroup({ group, sections }: { group: SectionGroup; sections: Section[] }) {
  const { pathname } = useLocation();
  const current = sections.some((section) =>
    matchPath({ path: `/${section.path}`, end: false }, pathname),
  );
  const [open, setOpen] = useState(current);
  const listId = useId();
  useEffect(() => {
    if (current) setOpen(true);
  }, [current]);
  const Icon = group.icon;
  return (
    <li>
      <button
        type="button"
        className={styles.navLink}
        data-current={current || undefined}
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen(!open)}
      >
        <Icon />
        {group.label}
        <ChevronIcon className={styles.navChevron} />
      </button>
      <ul id={listId} className={`${styles.navList} ${styles.navGroupList}`} hidden={!open}>
        {sections.map((section) => (
          <li key={section.path}>
            <SectionLink section={section} />
          </li>
        ))}
      </ul>
    </li>
  );
}
