import { formatEuros, type GeneratedPurchase } from "@shop/shared";
import { useQuery } from "@tanstack/react-query";
import { paymentsConfigQuery } from "./api";
import { CopyButton } from "./copy-button";
import { formatAmount, formatDeadline, groupReference } from "./format";
import styles from "./payment.module.css";
import { multibancoTexts } from "./texts";
import { useWaitForPayment, type WaitStatus } from "./use-wait-for-payment";

const statusText: Record<WaitStatus, string> = {
  waiting: multibancoTexts.waiting,
  retrying: multibancoTexts.retrying,
  expired: multibancoTexts.expired,
};

/** Where the sandbox's bank pays this reference (opened in a new tab, as a bank would be). */
export function sandboxBankHref(purchase: GeneratedPurchase): string {
  const query = new URLSearchParams({
    entity: purchase.paymentEntity ?? "",
    reference: purchase.paymentReference ?? "",
    value: String(purchase.paymentValue),
  });
  return `/sandbox/multibanco?${query}`;
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
  purchase: GeneratedPurchase;
  onPaid: () => void;
}) {
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
            shown={formatEuros(purchase.paymentValue)}
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
        {statusText[status]}
      </p>
      <p className={styles.note}>
        {multibancoTexts.waitingHint} {multibancoTexts.emailNote}
      </p>
      {config.data?.provider === "sandbox" && status !== "expired" && (
        <a
          className="button button--secondary"
          href={sandboxBankHref(purchase)}
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
