import { routerPathIn, type Settings, type Translation, WITHDRAWAL_PATH } from "@shop/shared";
import { useQuery } from "@tanstack/react-query";
import { Link } from "react-router";
import { BookIcon, MailIcon, PhoneIcon, PinIcon } from "../../components/ui/icons";
import { paymentsConfigQuery } from "../../features/checkout/api";
import { SHOP_NAME } from "../../lib/document-title";
import { useLanguage } from "../../lib/i18n/language";
import { useTexts } from "../../lib/i18n/use-texts";
import { telHref } from "../../lib/phone";
import { footerTexts as portugueseFooterTexts } from "../texts";
import styles from "./footer.module.css";
import { LanguageSwitch } from "./language-switch";
import { Logo } from "./logo";

/** The official electronic complaints book, which Portuguese law asks every online shop to show. */
export const COMPLAINTS_BOOK_URL = "https://www.livroreclamacoes.pt";

type FooterTexts = Translation<typeof portugueseFooterTexts>;

const shopLinks = (texts: FooterTexts) => [
  { to: "/products?forShoe=1", label: texts.shoes },
  { to: "/products?forAccessories=1", label: texts.accessories },
  { to: "/stores", label: texts.stores },
  { to: "/customize", label: texts.customize },
  { to: "/contacts", label: texts.contacts },
  // The holder's page: a gift card's balance, expiry and movements, by its code.
  { to: "/cartao-presente", label: texts.giftCard },
];

/** The information pages, at their address in the page's language (`/en/accessibility`). */
const infoLinks = (texts: FooterTexts) => [
  { to: "/about", label: texts.about },
  { to: "/terms", label: texts.terms },
  { to: "/privacy", label: texts.privacy },
  { to: "/acessibilidade", label: texts.accessibility },
  // The withdrawal function every page offers (Directive 2011/83/EU, art. 11a).
  { to: WITHDRAWAL_PATH, label: texts.withdrawal },
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
  const footerTexts = useTexts(portugueseFooterTexts);
  const language = useLanguage();
  const year = new Date().getFullYear();
  // The methods the checkout's payment step offers (fetched with every page by the root loader).
  const methods = useQuery({ ...paymentsConfigQuery, enabled: !minimal }).data?.methods;
  return (
    <footer className={styles.footer}>
      <div className={`container ${styles.grid}`}>
        <div className={styles.brand}>
          <Logo tone="light" />
          <p className={styles.tagline}>{footerTexts.tagline}</p>
          <div className={styles.badges}>
            <ComplaintsBookLink />
            <LanguageSwitch className={styles.language} />
          </div>
        </div>

        {!minimal && (
          <>
            <nav className={styles.column} aria-labelledby="footer-shop">
              <h2 id="footer-shop" className={styles.heading}>
                {footerTexts.shopHeading}
              </h2>
              <ul className={styles.links}>
                {shopLinks(footerTexts).map((link) => (
                  <li key={link.to}>
                    <Link to={routerPathIn(link.to, language)}>{link.label}</Link>
                  </li>
                ))}
              </ul>
            </nav>
            <nav className={styles.column} aria-labelledby="footer-info">
              <h2 id="footer-info" className={styles.heading}>
                {footerTexts.infoHeading}
              </h2>
              <ul className={styles.links}>
                {infoLinks(footerTexts).map((link) => (
                  <li key={link.to}>
                    <Link to={routerPathIn(link.to, language)}>{link.label}</Link>
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
  const footerTexts = useTexts(portugueseFooterTexts);
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
