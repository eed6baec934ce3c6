import { formatEuros, type GeneratedPurchase, type Language } from "@shop/shared";
import { Dialog } from "../../components/ui/dialog";
import { useLanguage } from "../../lib/i18n/language";
import { textsIn, useTexts } from "../../lib/i18n/use-texts";
import { groupReference } from "./format";
import styles from "./payment.module.css";
import {
  methodLabels as portugueseMethodLabels,
  successTexts as portugueseSuccessTexts,
} from "./texts";

/** The rows of the success message: id, method, and for MULTIBANCO reference and entity; value. */
export function successRows(
  purchase: GeneratedPurchase,
  language: Language = "pt",
): Array<[string, string]> {
  const methodLabels = textsIn(portugueseMethodLabels, language);
  const successTexts = textsIn(portugueseSuccessTexts, language);
  const rows: Array<[string, string]> = [
    [successTexts.order, purchase.idShort],
    [successTexts.method, methodLabels[purchase.paymentMethod]],
  ];
  if (purchase.paymentMethod === "MULTIBANCO") {
    rows.push([successTexts.reference, groupReference(purchase.paymentReference ?? "")]);
    rows.push([successTexts.entity, purchase.paymentEntity ?? ""]);
  }
  rows.push([successTexts.value, formatEuros(purchase.paymentValue, language)]);
  return rows;
}

/** 'Compra concluída', shown once the purchase is paid. */
export function PurchaseSuccessDialog({
  purchase,
  onClose,
}: {
  purchase: GeneratedPurchase;
  onClose: () => void;
}) {
  const successTexts = useTexts(portugueseSuccessTexts);
  const language = useLanguage();
  return (
    <Dialog
      title={successTexts.title}
      onClose={onClose}
      size="md"
      closeOnBackdrop={false}
      footer={
        <button type="button" className="button" onClick={onClose}>
          {successTexts.close}
        </button>
      }
    >
      <p>{successTexts.thanks}</p>
      <dl className={styles.successList}>
        {successRows(purchase, language).map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <p>{successTexts.email}</p>
    </Dialog>
  );
}
