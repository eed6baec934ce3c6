import { useQuery } from "@tanstack/react-query";
import { useUser } from "../../../lib/auth/hooks";
import { addressesQuery } from "../../../lib/auth/queries";
import { useTexts } from "../../../lib/i18n/use-texts";
import { Collapsible } from "../components/collapsible";
import { accountTexts as portugueseAccountTexts } from "../texts";
import { AccountDataForm } from "./account-data-form";
import { AddressForm } from "./address-form";
import { EmailNotice } from "./email-notice";
import { PasswordForm } from "./password-form";
import styles from "./settings.module.css";

function AddressSection({ forInvoice }: { forInvoice: boolean }) {
  const accountTexts = useTexts(portugueseAccountTexts);
  const texts = accountTexts.settings;
  const addresses = useQuery(addressesQuery);
  if (addresses.isPending) return <p className={styles.muted}>{accountTexts.loading}</p>;
  if (addresses.isError) {
    return (
      <div className={styles.muted}>
        <p>{accountTexts.loadFailed}</p>
        <button
          type="button"
          className="button button--secondary"
          onClick={() => addresses.refetch()}
        >
          {accountTexts.retry}
        </button>
      </div>
    );
  }
  const address = forInvoice ? addresses.data.invoice : addresses.data.delivery;
  return (
    <>
      <p className={styles.muted}>{forInvoice ? texts.invoiceText : texts.deliveryText}</p>
      <AddressForm address={address} forInvoice={forInvoice} />
    </>
  );
}

/** /account/settings: account data, delivery address, invoice details and password. */
export function SettingsPage() {
  const texts = useTexts(portugueseAccountTexts).settings;
  const user = useUser();
  if (!user) return null;
  return (
    <>
      <h1 className={styles.title}>{texts.title}</h1>
      {user.emailConfirmed === 0 && <EmailNotice />}
      <div className={styles.sections}>
        <Collapsible title={texts.accountSection} defaultOpen>
          <AccountDataForm user={user} />
        </Collapsible>
        <Collapsible title={texts.deliverySection}>
          <AddressSection forInvoice={false} />
        </Collapsible>
        <Collapsible title={texts.invoiceSection}>
          <AddressSection forInvoice />
        </Collapsible>
        <Collapsible title={texts.passwordSection}>
          <PasswordForm />
        </Collapsible>
      </div>
    </>
  );
}
