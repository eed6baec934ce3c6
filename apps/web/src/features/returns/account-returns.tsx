import type { ReturnRequest } from "@shop/shared";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useTexts } from "../../lib/i18n/use-texts";
import { cancelReturn, requestReturn, returnableQuery } from "./api";
import styles from "./returns.module.css";
import { ReturnsSection } from "./returns-section";
import { returnTexts as portugueseReturnTexts } from "./texts";

/** The returns of one of the signed-in customer's delivered purchases. */
export function AccountReturns({ purchaseId, idShort }: { purchaseId: number; idShort: string }) {
  const texts = useTexts(portugueseReturnTexts);
  const client = useQueryClient();
  const query = returnableQuery(purchaseId);
  const returnable = useQuery(query);
  const refresh = () => client.invalidateQueries({ queryKey: query.queryKey });

  if (returnable.isPending) return <p className={styles.muted}>{texts.loading}</p>;
  if (returnable.isError) return <p className={styles.muted}>{texts.loadFailed}</p>;
  return (
    <ReturnsSection
      idShort={idShort}
      returnable={returnable.data}
      onRequest={async (body: ReturnRequest) => {
        await requestReturn(purchaseId, body);
        await refresh();
      }}
      onCancel={async (returnId) => {
        await cancelReturn(purchaseId, returnId);
        await refresh();
      }}
    />
  );
}
