import headerStyles from "../../app/layout/header.module.css";
import { Logo } from "../../app/layout/logo";
import { headerTexts as portugueseHeaderTexts } from "../../app/texts";
import { PhoneIcon } from "../../components/ui/icons";
import { useTexts } from "../../lib/i18n/use-texts";
import { usePersistent } from "../../lib/persistent";
import { telHref } from "../../lib/phone";
import styles from "./checkout-header.module.css";
import { secureHeaderTexts as portugueseSecureHeaderTexts } from "./checkout-header-texts";
import { LockIcon } from "./icons";
import { PaymentLogos } from "./payment-logos";

/** /checkout's header: the logo, «Compra segura», the shop's phone and the accepted methods. */
export function CheckoutHeader() {
  const headerTexts = useTexts(portugueseHeaderTexts);
  const secureHeaderTexts = useTexts(portugueseSecureHeaderTexts);
  const { settings } = usePersistent();
  return (
    <header className={`${headerStyles.header} ${headerStyles.minimal}`}>
      <a href="#main" className={headerStyles.skip}>
        {headerTexts.skipToContent}
      </a>
      <div className={`container ${styles.bar}`}>
        <Logo />
        <p className={styles.secure}>
          <LockIcon size={18} />
          {secureHeaderTexts.secure}
        </p>
        <div className={styles.aside}>
          {settings.contact_phone && (
            <p className={styles.phone}>
              <PhoneIcon size={16} />
              <a href={telHref(settings.contact_phone)}>
                <span className="visually-hidden">{secureHeaderTexts.phone}: </span>
                {settings.contact_phone}
              </a>
            </p>
          )}
          <PaymentLogos />
        </div>
      </div>
    </header>
  );
}
