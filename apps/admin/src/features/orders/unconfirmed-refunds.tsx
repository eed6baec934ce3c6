import {
  centsToEuros,
  formatEuros,
  formatShopDateTime,
  type Order,
  orderMessages,
} from "@shop/shared";
import { FormAlert, failureMessage } from "@shop/ui";
import { useMutation } from "@tanstack/react-query";
import { useStaff } from "../../app/session/session";
import { orderMoves, refreshOrder } from "./api";
import styles from "./order.module.css";
import { Panel } from "./order-panels";
import { orderTexts as texts } from "./texts";

/**
 * The refunds ifthenpay did not confirm: the staff check its back office and say, for each,
 * whether the money went back (recorded done) or not (asked again).
 */
export function UnconfirmedRefunds({
  order,
  onDone,
}: {
  order: Order;
  onDone: (message: string) => void;
}) {
  const { permissions } = useStaff();
  const { idShort, unconfirmedRefunds } = order;
  const run = useMutation({
    mutationFn: ({ key, made }: { key: string; made: boolean }) =>
      orderMoves.checkUnconfirmedRefund(idShort, key, made),
    onSuccess: (_, { made }) =>
      onDone(made ? orderMessages.refundConfirmed : orderMessages.refundAskedAgain),
    onSettled: () => refreshOrder(idShort),
  });
  if (unconfirmedRefunds.length === 0) return null;
  const mayRefund = permissions.includes("orders.refund");
  return (
    <Panel title={texts.unconfirmedRefunds}>
      <p className={styles.alert}>{texts.unconfirmedRefundsHelp}</p>
      <ul className={styles.plainList}>
        {unconfirmedRefunds.map((refund) => (
          <li key={refund.key}>
            <p>
              {texts.unconfirmedRefund(
                formatEuros(centsToEuros(refund.amountCents)),
                formatShopDateTime(refund.askedAt),
              )}
            </p>
            {mayRefund && (
              <div className={styles.refundActions}>
                {[true, false].map((made) => (
                  <button
                    key={String(made)}
                    type="button"
                    className={made ? "button" : "button button--secondary"}
                    disabled={run.isPending}
                    onClick={() => run.mutate({ key: refund.key, made })}
                  >
                    {made ? texts.refundWasMade : texts.refundWasNotMade}
                  </button>
                ))}
              </div>
            )}
          </li>
        ))}
      </ul>
      <FormAlert message={run.error ? failureMessage(run.error) : null} />
    </Panel>
  );
}
