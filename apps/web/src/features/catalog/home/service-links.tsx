import type { Translation } from "@shop/shared";
import type { ReactNode } from "react";
import { useId } from "react";
import { Link } from "react-router";
import { useTexts } from "../../../lib/i18n/use-texts";
import { ArrowIcon, ChatIcon, RulerIcon, StoreIcon } from "./icons";
import styles from "./service-links.module.css";
import { homeTexts } from "./texts";

const services = (
  texts: Translation<typeof homeTexts>["services"],
): ReadonlyArray<{ to: string; title: string; text: string; cta: string; icon: ReactNode }> => [
  { to: "/stores", ...texts.stores, icon: <StoreIcon size={28} /> },
  { to: "/customize", ...texts.customize, icon: <RulerIcon size={28} /> },
  { to: "/contacts", ...texts.contacts, icon: <ChatIcon size={28} /> },
];

/** Tiles leading to the stores, made to measure and contacts. */
export function ServiceLinks() {
  const texts = useTexts(homeTexts).services;
  const headingId = useId();
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {texts.heading}
      </h2>
      <ul className={styles.grid}>
        {services(texts).map((service) => (
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
