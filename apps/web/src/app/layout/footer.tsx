import { type Settings, WITHDRAWAL_PATH } from "@shop/shared";
import { useQuery } from "@tanstack/react-query";
import { Link } from "react-router";
import { BookIcon, MailIcon, PhoneIcon, PinIcon } from "../../components/ui/icons";
import { paymentsConfigQuery } from "../../features/checkout/api";
import { SHOP_NAME } from "../../lib/document-title";
import { telHref } from "../../lib/phone";
import { footerTexts } from "../texts";
import styles from "./footer.module.css";
import { Logo } from "./logo";

/** The official electronic complaints book, which Portuguese law asks every online shop to show. */
export const COMPLAINTS_BOOK_URL = "https://www.livroreclamacoes.pt";

const SHOP_LINKS = [
  { to: "/products?forShoe=1", label: footerTexts.shoes },
  { to: "/products?forAccessories=1", label: footerTexts.accessories },
  { to: "/stores", label: footerTexts.stores },
  { to: "/customize", label: footerTexts.customize },
  { to: "/contacts", label: footerTexts.contacts },
];

const INFO_LINKS = [
  { to: "/about", label: footerTexts.about },
  { to: "/terms", label: footerTexts.terms },
  { to: "/privacy", label: footerTexts.privacy },
  { to: "/acessibilidade", label: footerTexts.accessibility },
  // The withdrawal function every page offers (Directive 2011/83/EU, art. 11a).
  { to: WITHDRAWAL_PATH, label: footerTexts.withdrawal },
];

interface FooterProps {
  /** The shop's settings; without them (offline page) the contacts are left out. */
  settings?: Settings;
  /** Leaves out the shop links, on pages where the shop cannot be used. */
  minimal?: boolean;
}

/**
 * The shared footer: links, contacts, the complaints book, the copyright line and the payment
 * methods the shop offers.
 */
export function Footer({ settings, minimal = false }: FooterProps) {
  const year = new Date().getFullYear();
  // The methods the checkout's payment step offers (fetched with every page by the root loader).
  const methods = useQuery({ ...paymentsConfigQuery, enabled: !minimal }).data?.methods;
  return (
    <footer className={styles.footer}>
      <div className={`container ${styles.grid}`}>
        <div className={styles.brand}>
          <Logo tone="light" />
          <p className={styles.tagline}>{footerTexts.tagline}</p>
          <ComplaintsBookLink />
        </div>

        {!minimal && (
          <>
            <nav className={styles.column} aria-labelledby="footer-shop">
              <h2 id="footer-shop" className={styles.heading}>
                {footerTexts.shopHeading}
              </h2>
              <ul className={styles.links}>
                {SHOP_LINKS.map((link) => (
                  <li key={link.to}>
                    <Link to={link.to}>{link.label}</Link>
                  </li>
                ))}
              </ul>
            </nav>
            <nav className={styles.column} aria-labelledby="footer-info">
              <h2 id="footer-info" className={styles.heading}>
                {footerTexts.infoHeading}
              </h2>
              <ul className={styles.links}>
                {INFO_LINKS.map((link) => (
                  <li key={link.to}>
                    <Link to={link.to}>{link.label}</Link>
                  </li>
                ))}
              </ul>
            </nav>
          </>
        )}

        {settings && (
          <section className={styles.column} aria-labelledby="footer-contacts">
            <h2 id="footer-contacts" className={styles.heading}>
              {footerTexts.contactHeading}
            </h2>
            <address className={styles.contacts}>
              {settings.contact_phone && (
                <p>
                  <PhoneIcon size={18} />
                  <span>
                    <a href={telHref(settings.contact_phone)}>{settings.contact_phone}</a>
                    <small>{footerTexts.phoneNote}</small>
                  </span>
                </p>
              )}
              {settings.contact_email && (
                <p>
                  <MailIcon size={18} />
                  <a href={`mailto:${settings.contact_email}`}>{settings.contact_email}</a>
                </p>
              )}
              {settings.contact_address && (
                <p>
                  <PinIcon size={18} />
                  <span>{settings.contact_address}</span>
                </p>
              )}
            </address>
          </section>
        )}
      </div>

      <div className={styles.bottom}>
        <div className={`container ${styles.bottomInner}`}>
          <p>
            © {year} {SHOP_NAME}
            {settings?.contact_name && settings.contact_name !== SHOP_NAME
              ? ` · ${settings.contact_name}`
              : ""}
            {settings?.contact_nif ? ` · ${footerTexts.nif} ${settings.contact_nif}` : ""}.{" "}
            {footerTexts.rights}
          </p>
          <p>
            {footerTexts.pricesNote}
            {methods?.length ? ` ${footerTexts.paymentsNote(methods)}` : ""}
          </p>
        </div>
      </div>
    </footer>
  );
}

/** The complaints-book badge, in the look people know from shop counters. */
function ComplaintsBookLink() {
  return (
    <a
      href={COMPLAINTS_BOOK_URL}
      target="_blank"
      rel="noopener noreferrer"
      className={styles.complaints}
    >
      <span className={styles.complaintsIcon}>
        <BookIcon size={22} />
      </span>
      <span className={styles.complaintsText}>
        <strong>{footerTexts.complaintsBook}</strong>
        <small>{footerTexts.complaintsBookNote}</small>
      </span>
      <span className="visually-hidden"> {footerTexts.newWindow}</span>
    </a>
  );
}
