import { formatShopDateTime, type PackingSlip } from "@shop/shared";
import styles from "./packing-slip.module.css";
import { orderTexts, slipTexts as texts } from "./texts";

/**
 * The paper that goes in one parcel: who sends, who receives, what is inside. No prices. Among
 * several slips (`among`), its heading is under the page's own.
 */
export function PackingSlipSheet({ slip, among = false }: { slip: PackingSlip; among?: boolean }) {
  const Heading = among ? "h2" : "h1";
  const units = slip.lines.reduce((sum, line) => sum + line.quantity, 0);
  const { delivery } = slip;
  return (
    <article className={styles.slip} aria-label={texts.title(slip.idShort)}>
      <header className={styles.head}>
        <Heading>{texts.heading}</Heading>
        <p className={styles.reference}>
          {texts.order} <strong>{slip.idShort}</strong>
        </p>
        <p>
          {texts.date}: {formatShopDateTime(slip.createdAt)}
        </p>
      </header>
      <div className={styles.parties}>
        <section>
          <h2>{texts.from}</h2>
          <address>
            <span>{slip.shop.name}</span>
            <span>{slip.shop.address}</span>
            {slip.shop.phone && <span>{slip.shop.phone}</span>}
          </address>
        </section>
        <section>
          <h2>{texts.to}</h2>
          <address className={styles.recipient}>
            <span>{delivery.name}</span>
            <span>{delivery.street}</span>
            <span>
              {delivery.postalCode} {delivery.city}
            </span>
            <span>{delivery.country}</span>
            <span>
              {texts.phone}: {slip.phone}
            </span>
          </address>
        </section>
      </div>
      <table className={styles.lines}>
        <thead>
          <tr>
            <th scope="col">{texts.ref}</th>
            <th scope="col">{texts.product}</th>
            <th scope="col">{texts.size}</th>
            <th scope="col">{texts.quantity}</th>
          </tr>
        </thead>
        <tbody>
          {slip.lines.map((line) => (
            <tr key={`${line.ref}-${line.size}`}>
              <td>{line.ref}</td>
              <td>{line.title}</td>
              <td>{orderTexts.sizeValue(line.size)}</td>
              <td>{line.quantity}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <td colSpan={4}>{texts.totalUnits(units)}</td>
          </tr>
        </tfoot>
      </table>
      {slip.notes && (
        <section>
          <h2>{texts.notes}</h2>
          <p className={styles.notes}>{slip.notes}</p>
        </section>
      )}
    </article>
  );
}
