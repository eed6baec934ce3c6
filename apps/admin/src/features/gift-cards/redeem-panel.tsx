import {
  formatEuros,
  formatShopDateTime,
  formatShopDay,
  type GiftCardLookup,
  giftCardMessages,
  giftCardMovementNames,
  giftCardStateName,
  parseEuros,
} from "@shop/shared";
import { Field, FormAlert, FormStatus, failureMessage, fieldAria } from "@shop/ui";
import { useQuery } from "@tanstack/react-query";
import { type FormEvent, useId, useState } from "react";
import { useStaff } from "../../app/session/session";
import { storesQuery } from "../../lib/stores";
import { lookUpGiftCard, redeemGiftCard } from "./api";
import styles from "./gift-cards.module.css";
import { giftCardTexts as texts } from "./texts";

const euros = (cents: number) => formatEuros(cents / 100);
type Errors = Record<string, string | undefined>;
const fieldsOf = (error: unknown): Errors =>
  (error as { error?: { fields?: Errors } }).error?.fields ?? {};

/** A card looked up: balance, last day, state and its movements. */
function CardShown({ card }: { card: GiftCardLookup }) {
  const id = useId();
  return (
    <section aria-labelledby={id}>
      <h3 id={id}>{texts.cardHeading(card.last4)}</h3>
      <dl className={styles.summary}>
        <dt>{texts.balance}</dt>
        <dd>{euros(card.balanceCents)}</dd>
        <dt>{texts.value}</dt>
        <dd>{euros(card.valueCents)}</dd>
        <dt>{texts.expires}</dt>
        <dd>{formatShopDay(card.expiresOn)}</dd>
        <dt>{texts.state}</dt>
        <dd>{giftCardStateName(card)}</dd>
      </dl>
      <ul className={styles.movements} aria-label={texts.movements}>
        {card.movements.map((m) => (
          <li key={`${m.at}-${m.balanceCents}-${m.kind}`}>
            {formatShopDateTime(m.at)}: {giftCardMovementNames[m.kind]}
            {m.where ? ` (${m.where})` : ""} {euros(m.amountCents)} → {euros(m.balanceCents)}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The counter: a code looked up, then the amount of a store purchase deducted from it. */
export function RedeemPanel() {
  const id = useId();
  const staff = useStaff();
  const mayDeduct = staff.permissions.includes("orders.pickup");
  const stores = useQuery({ ...storesQuery, enabled: staff.storeId === null });
  const [code, setCode] = useState("");
  const [amount, setAmount] = useState("");
  const [storeId, setStoreId] = useState(staff.storeId ? String(staff.storeId) : "");
  const [card, setCard] = useState<GiftCardLookup | null>(null);
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function run(work: () => Promise<void>) {
    setErrors({});
    setFailure(null);
    setDone(null);
    setBusy(true);
    try {
      await work();
    } catch (caught) {
      const fields = fieldsOf(caught);
      setErrors(fields);
      if (Object.keys(fields).length === 0) setFailure(failureMessage(caught));
    } finally {
      setBusy(false);
    }
  }

  const lookUp = (event: FormEvent) => {
    event.preventDefault();
    setCard(null);
    void run(async () => setCard(await lookUpGiftCard(code)));
  };

  const deduct = (event: FormEvent) => {
    event.preventDefault();
    const amountCents = parseEuros(amount);
    if (!amountCents) return setErrors({ amountCents: giftCardMessages.amount });
    if (!storeId) return setErrors({ storeId: giftCardMessages.store });
    void run(async () => {
      const after = await redeemGiftCard({ code, amountCents, storeId: Number(storeId) });
      setCard(after);
      setAmount("");
      setDone(giftCardMessages.redeemed(amountCents, after.balanceCents));
    });
  };

  return (
    <section className={`panel ${styles.panel}`} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{texts.redeemTitle}</h2>
      <form className={styles.form} noValidate onSubmit={lookUp}>
        <Field
          id={`${id}-code`}
          label={texts.code}
          required
          error={errors.code}
          hint={texts.codeHint}
        >
          <input
            className="input"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={40}
            value={code}
            onChange={(event) => {
              setCode(event.target.value);
              setCard(null);
            }}
            {...fieldAria(`${id}-code`, errors.code, true)}
          />
        </Field>
        <div>
          <button type="submit" className="button button--secondary" disabled={busy}>
            {busy && !card ? texts.looking : texts.lookup}
          </button>
        </div>
      </form>
      {card && <CardShown card={card} />}
      {card && mayDeduct && card.state === "ACTIVE" && card.balanceCents > 0 && (
        <form className={styles.form} noValidate onSubmit={deduct}>
          <Field
            id={`${id}-amount`}
            label={texts.amount}
            required
            error={errors.amountCents}
            hint={texts.amountHint}
          >
            <input
              className="input"
              inputMode="decimal"
              autoComplete="off"
              value={amount}
              onChange={(event) => setAmount(event.target.value)}
              {...fieldAria(`${id}-amount`, errors.amountCents, true)}
            />
          </Field>
          {staff.storeId === null && (
            <Field id={`${id}-store`} label={texts.store} required error={errors.storeId}>
              <select
                className="input"
                value={storeId}
                onChange={(event) => setStoreId(event.target.value)}
                {...fieldAria(`${id}-store`, errors.storeId)}
              >
                <option value="">{texts.chooseStore}</option>
                {(stores.data ?? []).map((store) => (
                  <option key={store.id} value={store.id}>
                    {store.name}
                  </option>
                ))}
              </select>
            </Field>
          )}
          <div>
            <button type="submit" className="button" disabled={busy}>
              {busy ? texts.redeeming : texts.redeem}
            </button>
          </div>
        </form>
      )}
      <FormStatus message={done} />
      <FormAlert message={failure} />
    </section>
  );
}
