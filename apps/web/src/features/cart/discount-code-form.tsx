import { type FormEvent, useId, useState } from "react";
import { type CodeCheck, discountCodeStore } from "../../lib/cart/discount-code";
import { useTexts } from "../../lib/i18n/use-texts";
import styles from "./discount-code-form.module.css";
import { discountCodeTexts } from "./discount-code-texts";

/**
 * «Código de desconto»: the customer types a code and applies it; the cart keeps it and the
 * server checks it against the cart. An accepted code shows with «Remover código»; a refused one
 * says why, in the server's words.
 */
export function DiscountCodeForm({ check }: { check: CodeCheck }) {
  const texts = useTexts(discountCodeTexts);
  const id = useId();
  const [typed, setTyped] = useState("");
  const errorId = `${id}-error`;
  function apply(event: FormEvent) {
    event.preventDefault();
    const code = typed.replace(/\s+/g, "").toUpperCase();
    if (code) discountCodeStore.set(code);
  }
  if (check.code && check.reply)
    return (
      <div className={styles.code}>
        <p className={styles.applied} role="status">
          <span>{texts.applied(check.reply.code)}</span>
          <button
            type="button"
            className={`button button--secondary ${styles.remove}`}
            onClick={() => discountCodeStore.set(null)}
          >
            {texts.remove}
          </button>
        </p>
        {check.reply.freeDelivery && <p className={styles.applied}>{texts.freeDelivery}</p>}
      </div>
    );
  return (
    <form className={styles.code} onSubmit={apply} noValidate>
      <label htmlFor={id}>{texts.label}</label>
      <div className={styles.row}>
        <input
          id={id}
          className="input"
          value={typed}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={40}
          aria-invalid={check.error ? true : undefined}
          aria-describedby={check.error ? errorId : undefined}
          onChange={(event) => setTyped(event.target.value)}
        />
        <button type="submit" className="button button--secondary" disabled={check.pending}>
          {texts.apply}
        </button>
      </div>
      <p id={errorId} className={styles.error} role="alert">
        {check.pending ? texts.checking : check.error}
      </p>
      {check.code && check.error && (
        <button
          type="button"
          className={`button button--secondary ${styles.remove}`}
          onClick={() => discountCodeStore.set(null)}
        >
          {texts.remove}
        </button>
      )}
    </form>
  );
}
