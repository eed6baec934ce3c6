import {
  ApiRequestError,
  formatShopDateTime,
  formatShopDay,
  type GiftCardBalance,
  routerPathIn,
} from "@shop/shared";
import { Field, FormAlert, fieldAria } from "@shop/ui";
import { type FormEvent, useId, useState } from "react";
import { Link } from "react-router";
import formPage from "../../components/ui/form-page.module.css";
import { useDocumentTitle } from "../../lib/document-title";
import { useLanguage } from "../../lib/i18n/language";
import { useCents } from "../../lib/i18n/money";
import { useTexts } from "../../lib/i18n/use-texts";
import { giftCardBalance } from "./api";
import styles from "./gift-card.module.css";
import { giftCardTexts } from "./texts";

/**
 * /cartao-presente: the holder types the code and sees the balance, the last day and the
 * movements — never who bought it, for whom, nor which order it paid.
 */
export function GiftCardPage() {
  const texts = useTexts(giftCardTexts);
  useDocumentTitle(texts.title);
  const language = useLanguage();
  const id = useId();
  const [code, setCode] = useState("");
  const [card, setCard] = useState<GiftCardBalance | null>(null);
  const [error, setError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError(undefined);
    setFailure(null);
    setBusy(true);
    try {
      setCard(await giftCardBalance(code));
    } catch (caught) {
      setCard(null);
      if (!(caught instanceof ApiRequestError)) setFailure(texts.networkError);
      else if (caught.error.fields?.code) setError(caught.error.fields.code);
      else setFailure(caught.message);
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className={`container ${formPage.page}`}>
      <h1>{texts.title}</h1>
      <p className={formPage.lead}>{texts.lead}</p>
      <p>
        <Link to={routerPathIn("/cartao-presente/oferecer", language)}>{texts.buyLink}</Link>
      </p>
      <section aria-label={texts.lookup} className={formPage.card}>
        <form noValidate onSubmit={submit}>
          <Field id={`${id}-code`} label={texts.code} required error={error} hint={texts.codeHint}>
            <input
              className="input"
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              required
              maxLength={40}
              value={code}
              onChange={(event) => setCode(event.target.value)}
              {...fieldAria(`${id}-code`, error, true)}
            />
          </Field>
          <button type="submit" className="button" disabled={busy}>
            {busy ? texts.checking : texts.check}
          </button>
          <FormAlert message={failure} />
        </form>
      </section>
      {card && <CardBalance card={card} />}
    </div>
  );
}

function CardBalance({ card }: { card: GiftCardBalance }) {
  const texts = useTexts(giftCardTexts);
  const euros = useCents();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={formPage.card}>
      <h2 id={headingId}>{texts.cardHeading(card.last4)}</h2>
      <dl className={styles.summary}>
        <dt>{texts.balance}</dt>
        <dd>{euros(card.balanceCents)}</dd>
        <dt>{texts.value}</dt>
        <dd>{euros(card.valueCents)}</dd>
        <dt>{texts.expires}</dt>
        <dd>{formatShopDay(card.expiresOn)}</dd>
        <dt>{texts.state}</dt>
        <dd>{texts.stateName(card)}</dd>
      </dl>
      <p>{texts.usage}</p>
      <table className={styles.movements}>
        <caption className="visually-hidden">{texts.movements}</caption>
        <thead>
          <tr>
            <th scope="col">{texts.date}</th>
            <th scope="col">{texts.movement}</th>
            <th scope="col" className={styles.money}>
              {texts.amount}
            </th>
            <th scope="col" className={styles.money}>
              {texts.after}
            </th>
          </tr>
        </thead>
        <tbody>
          {card.movements.map((movement) => (
            <tr key={`${movement.at}-${movement.kind}-${movement.balanceCents}`}>
              <td>{formatShopDateTime(movement.at)}</td>
              <td>
                {texts.movementNames[movement.kind]}
                {movement.where ? ` (${movement.where})` : ""}
              </td>
              <td className={styles.money}>{euros(movement.amountCents)}</td>
              <td className={styles.money}>{euros(movement.balanceCents)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
