import {
  GIFT_CARD_PRESET_CENTS,
  type GiftCardOrder,
  GiftCardOrderSchema,
  lisbonDay,
  shiftDay,
} from "@shop/shared";
import { Field, fieldAria } from "@shop/ui";
import { type FormEvent, useId, useState } from "react";
import { Link } from "react-router";
import formPage from "../../components/ui/form-page.module.css";
import { useUser } from "../../lib/auth/hooks";
import { giftCardLinesStore } from "../../lib/cart/gift-card-lines";
import { useDocumentTitle } from "../../lib/document-title";
import { useMessage } from "../../lib/i18n/messages";
import { useEuros } from "../../lib/i18n/money";
import { useTexts } from "../../lib/i18n/use-texts";
import styles from "./gift-card.module.css";
import { giftCardBuyTexts } from "./texts";

const MESSAGE_MAX = 300;
type Errors = Partial<Record<keyof GiftCardOrder, string>>;

/** The value chosen: a preset's cents, or the euros typed as «Outro valor». */
function valueCents(preset: number | "other", typed: string): number {
  if (preset !== "other") return preset;
  return Math.round(Number(typed.replace(",", ".")) * 100);
}

/**
 * /cartao-presente/oferecer: the gift card as a product — a value (25, 50, 100 € or another from
 * 10 to 500 €), who receives it (the buyer or someone else), a message and the day it is emailed —
 * put in the cart and bought through the checkout like shoes.
 */
export function GiftCardBuyPage() {
  const texts = useTexts(giftCardBuyTexts);
  const euros = useEuros();
  const translate = useMessage();
  useDocumentTitle(texts.title);
  const id = useId();
  const user = useUser();
  const today = lisbonDay(new Date());
  const [preset, setPreset] = useState<number | "other">(GIFT_CARD_PRESET_CENTS[1]);
  const [typed, setTyped] = useState("");
  const [forMe, setForMe] = useState(false);
  const [name, setName] = useState("");
  const [email, setEmail] = useState("");
  const [message, setMessage] = useState("");
  const [day, setDay] = useState(today);
  const [errors, setErrors] = useState<Errors>({});
  const [added, setAdded] = useState(false);

  function chooseForMe(me: boolean) {
    setForMe(me);
    if (me && user) {
      setName(user.name);
      setEmail(user.email);
    }
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = GiftCardOrderSchema.safeParse({
      valueCents: valueCents(preset, typed),
      recipientName: name,
      recipientEmail: email,
      message,
      deliveryDay: day,
    });
    if (!parsed.success) {
      const found: Errors = {};
      for (const issue of parsed.error.issues) {
        const key = issue.path[0] as keyof GiftCardOrder;
        found[key] ??= translate(issue.message);
      }
      setErrors(found);
      setAdded(false);
      return;
    }
    giftCardLinesStore.add(parsed.data);
    setErrors({});
    setAdded(true);
  }

  const field = (key: keyof GiftCardOrder) => `${id}-${key}`;
  return (
    <div className={`container ${formPage.page}`}>
      <h1>{texts.title}</h1>
      <p className={formPage.lead}>{texts.lead}</p>
      <section aria-label={texts.title} className={formPage.card}>
        <form noValidate onSubmit={submit}>
          <fieldset className={styles.choices}>
            <legend>{texts.value}</legend>
            {GIFT_CARD_PRESET_CENTS.map((cents) => (
              <label key={cents} className={styles.choice}>
                <input
                  type="radio"
                  name={`${id}-value`}
                  checked={preset === cents}
                  onChange={() => setPreset(cents)}
                />
                {euros(cents / 100)}
              </label>
            ))}
            <label className={styles.choice}>
              <input
                type="radio"
                name={`${id}-value`}
                checked={preset === "other"}
                onChange={() => setPreset("other")}
              />
              {texts.other}
            </label>
          </fieldset>
          {preset === "other" && (
            <Field
              id={field("valueCents")}
              label={texts.otherAmount}
              required
              error={errors.valueCents}
            >
              <input
                className="input"
                inputMode="decimal"
                value={typed}
                onChange={(event) => setTyped(event.target.value)}
                {...fieldAria(field("valueCents"), errors.valueCents, false)}
              />
            </Field>
          )}
          {preset !== "other" && errors.valueCents && <p role="alert">{errors.valueCents}</p>}
          <fieldset className={styles.choices}>
            <legend>{texts.forWhom}</legend>
            <label className={styles.choice}>
              <input type="radio" checked={!forMe} onChange={() => chooseForMe(false)} />
              {texts.forOther}
            </label>
            <label className={styles.choice}>
              <input type="radio" checked={forMe} onChange={() => chooseForMe(true)} />
              {texts.forMe}
            </label>
          </fieldset>
          <Field
            id={field("recipientName")}
            label={texts.name}
            required
            error={errors.recipientName}
          >
            <input
              className="input"
              autoComplete={forMe ? "name" : "off"}
              value={name}
              onChange={(event) => setName(event.target.value)}
              {...fieldAria(field("recipientName"), errors.recipientName, false)}
            />
          </Field>
          <Field
            id={field("recipientEmail")}
            label={texts.email}
            required
            error={errors.recipientEmail}
          >
            <input
              className="input"
              type="email"
              autoComplete={forMe ? "email" : "off"}
              value={email}
              onChange={(event) => setEmail(event.target.value)}
              {...fieldAria(field("recipientEmail"), errors.recipientEmail, false)}
            />
          </Field>
          {!forMe && (
            <Field
              id={field("message")}
              label={texts.message}
              error={errors.message}
              hint={texts.messageHint(MESSAGE_MAX - message.length)}
            >
              <textarea
                className="input"
                rows={3}
                maxLength={MESSAGE_MAX}
                value={message}
                onChange={(event) => setMessage(event.target.value)}
                {...fieldAria(field("message"), errors.message, true)}
              />
            </Field>
          )}
          <Field
            id={field("deliveryDay")}
            label={texts.day}
            required
            error={errors.deliveryDay}
            hint={texts.dayHint}
          >
            <input
              className="input"
              type="date"
              min={today}
              max={shiftDay(today, 365)}
              value={day}
              onChange={(event) => setDay(event.target.value)}
              {...fieldAria(field("deliveryDay"), errors.deliveryDay, true)}
            />
          </Field>
          <p>{texts.noVat}</p>
          <button type="submit" className="button">
            {texts.add}
          </button>
          <div role="status">
            {added && (
              <p>
                {texts.added} <Link to="/cart">{texts.toCart}</Link>
              </p>
            )}
          </div>
        </form>
      </section>
    </div>
  );
}
