import { MessageDialog } from "../../components/ui/message-dialog";
import { useTexts } from "../../lib/i18n/use-texts";
import type { GenerationFailure } from "./generation-failure";
import styles from "./payment.module.css";
import { failureTexts as portugueseFailureTexts } from "./texts";

/** 'Não foi possível concluir a sua compra.' with the server's code and message. */
export function FailureDialog({
  failure,
  onClose,
}: {
  failure: GenerationFailure;
  onClose: () => void;
}) {
  const failureTexts = useTexts(portugueseFailureTexts);
  return (
    <MessageDialog
      title={failureTexts.title}
      role="alertdialog"
      onClose={onClose}
      text={
        <>
          <p>{failureTexts.text}</p>
          <p className={styles.failureMessage}>{failure.message}</p>
          {failure.cartProblems.length > 0 && (
            <ul className={styles.failureList}>
              {failure.cartProblems.map((problem) => (
                <li key={problem}>{problem}</li>
              ))}
            </ul>
          )}
          {failure.fields.length > 0 && (
            <ul className={styles.failureList}>
              {failure.fields.map(([field, message]) => (
                <li key={field}>{message}</li>
              ))}
            </ul>
          )}
          <p className={styles.failureCode}>
            {failureTexts.code} <code>{failure.code}</code>
          </p>
        </>
      }
    />
  );
}
