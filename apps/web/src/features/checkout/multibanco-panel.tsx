import { type GeneratedPurchase, pagePathIn, type Translation } from "@shop/shared";
import { useQuery } from "@tanstack/react-query";
import { useLanguage } from "../../lib/i18n/language";
import { useEuros } from "../../lib/i18n/money";
import { useTexts } from "../../lib/i18n/use-texts";
import { paymentsConfigQuery } from "./api";
import { CopyButton } from "./copy-button";
import { formatAmount, formatDeadline, groupReference } from "./format";
import styles from "./payment.module.css";
import { multibancoTexts as portugueseMultibancoTexts } from "./texts";
import { useWaitForPayment, type WaitStatus } from "./use-wait-for-payment";

/** What the panel says while it waits for the payment. */
function statusText(texts: Translation<typeof portugueseMultibancoTexts>, status: WaitStatus) {
  return texts[status];
}

/** The sandbox's test bank (sandbox-bank-page.tsx), outside the router: a new tab. */
export const SANDBOX_BANK_PATH = "/sandbox/multibanco";

/** A reference to pay, as the checkout generated it or as the order's page reads it. */
export type PayableReference = Pick<
  GeneratedPurchase,
  "idShort" | "paymentEntity" | "paymentReference" | "paymentValue" | "paymentExpiresAt"
>;

/** Where the sandbox's bank pays this reference (opened in a new tab, as a bank would be). */
export function sandboxBankHref(purchase: PayableReference): string {
  const query = new URLSearchParams({
    entity: purchase.paymentEntity ?? "",
    reference: purchase.paymentReference ?? "",
    value: String(purchase.paymentValue),
  });
  return `${SANDBOX_BANK_PATH}?${query}`;
}

function Detail({ label, shown, copied }: { label: string; shown: string; copied: string }) {
  return (
    <div className={styles.detail}>
      <dt>{label}</dt>
      <dd>
        <span className={styles.detailValue}>{shown}</span>
        <CopyButton value={copied} what={label} />
      </dd>
    </div>
  );
}

/** The reference to pay (entity, reference, value, deadline), then waiting until it is paid. */
export function MultibancoPanel({
  purchase,
  onPaid,
}: {
  purchase: PayableReference;
  onPaid: () => void;
}) {
  const multibancoTexts = useTexts(portugueseMultibancoTexts);
  const euros = useEuros();
  const language = useLanguage();
  const status = useWaitForPayment(purchase.idShort, onPaid);
  const config = useQuery(paymentsConfigQuery);
  const reference = purchase.paymentReference ?? "";
  return (
    <>
      <p>{multibancoTexts.intro}</p>
      <div className={styles.voucher}>
        <span className={styles.mbBadge} aria-hidden="true">
          {multibancoTexts.badge}
        </span>
        <dl className={styles.details}>
          <Detail
            label={multibancoTexts.entity}
            shown={purchase.paymentEntity ?? ""}
            copied={purchase.paymentEntity ?? ""}
          />
          <Detail
            label={multibancoTexts.reference}
            shown={groupReference(reference)}
            copied={reference}
          />
          <Detail
            label={multibancoTexts.value}
            shown={euros(purchase.paymentValue)}
            copied={formatAmount(purchase.paymentValue)}
          />
        </dl>
      </div>
      {purchase.paymentExpiresAt && (
        <p className={styles.deadline}>
          {multibancoTexts.deadline}{" "}
          <time dateTime={purchase.paymentExpiresAt}>
            {formatDeadline(purchase.paymentExpiresAt)}
          </time>
          <span className={styles.order}>
            {" · "}
            {multibancoTexts.order} {purchase.idShort}
          </span>
        </p>
      )}
      <p className={styles.waiting} role="status" data-state={status}>
        {status !== "expired" && <span className={styles.spinner} aria-hidden="true" />}
        {statusText(multibancoTexts, status)}
      </p>
      <p className={styles.note}>
        {multibancoTexts.waitingHint} {multibancoTexts.emailNote}
      </p>
      {config.data?.provider === "sandbox" && status !== "expired" && (
        <a
          className="button button--secondary"
          href={pagePathIn(sandboxBankHref(purchase), language)}
          target="_blank"
          rel="noopener"
        >
          {multibancoTexts.sandboxLink}
          <span className="visually-hidden"> {multibancoTexts.newWindow}</span>
        </a>
      )}
    </>
  );
}
