import type { ReactNode } from "react";
import { useId } from "react";
import { Link } from "react-router";
import { ArrowIcon, ChatIcon, RulerIcon, StoreIcon } from "./icons";
import styles from "./service-links.module.css";
import { homeTexts } from "./texts";

const texts = homeTexts.services;

const SERVICES: ReadonlyArray<{
  to: string;
  title: string;
  text: string;
  cta: string;
  icon: ReactNode;
}> = [
  { to: "/stores", ...texts.stores, icon: <StoreIcon size={28} /> },
  { to: "/customize", ...texts.customize, icon: <RulerIcon size={28} /> },
  { to: "/contacts", ...texts.contacts, icon: <ChatIcon size={28} /> },
];

/** Tiles leading to the stores, made to measure and contacts. */
export function ServiceLinks() {
  const headingId = useId();
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {texts.heading}
      </h2>
      <ul className={styles.grid}>
        {SERVICES.map((service) => (
          <li key={service.to}>
            {/* Named by its title and text, as shown (a label apart from them would not hold them). */}
            <Link to={service.to} className={styles.tile}>
              <span className={styles.icon}>{service.icon}</span>
              <span className={styles.title}>{service.title}</span>
              <span className={styles.text}>{service.text}</span>
              <span className={styles.cta} aria-hidden="true">
                {service.cta}
                <ArrowIcon size={18} />
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
