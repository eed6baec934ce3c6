import { Link } from "react-router";
import { MailIcon, PhoneIcon, PinIcon } from "../../components/ui/icons";
import { useUser } from "../../lib/auth/hooks";
import { useTexts } from "../../lib/i18n/use-texts";
import { usePersistent } from "../../lib/persistent";
import { telHref } from "../../lib/phone";
import { ContactForm } from "./contact-form";
import styles from "./contact-page.module.css";
import { contactTexts as portugueseContactTexts } from "./texts";

/** /contacts: how to reach the shop (from the settings) and the contact form. */
export function ContactPage() {
  const contactTexts = useTexts(portugueseContactTexts);
  const { settings } = usePersistent();
  const customer = useUser();
  return (
    <div className={`container ${styles.page}`}>
      <header className={styles.header}>
        <h1>{contactTexts.title}</h1>
        <p className={styles.lead}>{contactTexts.lead}</p>
      </header>

      <div className={styles.layout}>
        <section className={styles.details} aria-labelledby="contact-details-heading">
          <h2 id="contact-details-heading" className={styles.sectionHeading}>
            {contactTexts.detailsHeading}
          </h2>
          <address className={styles.detailList}>
            {settings.contact_phone && (
              <p>
                <PhoneIcon size={20} />
                <span>
                  <span className={styles.detailLabel}>{contactTexts.phone}</span>
                  <a href={telHref(settings.contact_phone)}>{settings.contact_phone}</a>{" "}
                  <span className={styles.note}>({contactTexts.phoneNote})</span>
                </span>
              </p>
            )}
            {settings.contact_email && (
              <p>
                <MailIcon size={20} />
                <span>
                  <span className={styles.detailLabel}>{contactTexts.email}</span>
                  <a href={`mailto:${settings.contact_email}`}>{settings.contact_email}</a>
                </span>
              </p>
            )}
            {settings.contact_address && (
              <p>
                <PinIcon size={20} />
                <span>
                  <span className={styles.detailLabel}>{contactTexts.address}</span>
                  {settings.contact_address}
                </span>
              </p>
            )}
          </address>
          <Link to="/stores" className={styles.storesLink}>
            {contactTexts.storesLink} →
          </Link>
        </section>

        <section className={styles.formCard} aria-labelledby="contact-form-heading">
          <h2 id="contact-form-heading" className={styles.sectionHeading}>
            {contactTexts.formHeading}
          </h2>
          <ContactForm customer={customer} />
        </section>
      </div>
    </div>
  );
}
