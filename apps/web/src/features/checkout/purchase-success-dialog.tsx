import { formatEuros, type GeneratedPurchase } from "@shop/shared";
import { Dialog } from "../../components/ui/dialog";
import { groupReference } from "./format";
import styles from "./payment.module.css";
import { methodLabels, successTexts } from "./texts";

/** The rows of the success message: id, method, and for MULTIBANCO reference and entity; value. */
export function successRows(purchase: GeneratedPurchase): Array<[string, string]> {
  const rows: Array<[string, string]> = [
    [successTexts.order, purchase.idShort],
    [successTexts.method, methodLabels[purchase.paymentMethod]],
  ];
  if (purchase.paymentMethod === "MULTIBANCO") {
    rows.push([successTexts.reference, groupReference(purchase.paymentReference ?? "")]);
    rows.push([successTexts.entity, purchase.paymentEntity ?? ""]);
  }
  rows.push([successTexts.value, formatEuros(purchase.paymentValue)]);
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
        {successRows(purchase).map(([label, value]) => (
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
