import { ProductSizeSchema } from "@shop/shared";
import { type KeyboardEvent, useState } from "react";
import styles from "./products.module.css";
import { SIZE_RUNS, withSizes } from "./sizes";
import { productFormTexts as texts } from "./texts";

/**
 * The sizes a product comes in, sorted as the shop sorts them. A size with units in stock cannot
 * be taken out here (the server refuses it too): its stock is corrected first.
 */
export function SizesField(props: {
  id: string;
  value: string[];
  onChange: (sizes: string[]) => void;
  /** Units of each saved size, every location together. */
  stock: Record<string, number>;
  error: string | undefined;
}) {
  const { id, value, onChange, stock } = props;
  const [draft, setDraft] = useState("");
  const [draftError, setDraftError] = useState<string | null>(null);
  const error = draftError ?? props.error;

  function add() {
    if (draft.trim() === "") return;
    const parsed = ProductSizeSchema.safeParse(draft);
    if (!parsed.success) {
      setDraftError(parsed.error.issues[0]?.message ?? null);
      return;
    }
    if (value.includes(parsed.data)) {
      setDraftError(texts.sizeRepeated(parsed.data));
      return;
    }
    onChange(withSizes(value, [parsed.data]));
    setDraft("");
    setDraftError(null);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    // Enter adds the size rather than sending the whole form.
    if (event.key !== "Enter") return;
    event.preventDefault();
    add();
  }

  return (
    <fieldset
      className={styles.sizes}
      aria-describedby={`${id}-hint${error ? ` ${id}-error` : ""}`}
    >
      <legend className={styles.sectionTitle}>{texts.sizes}</legend>
      <p id={`${id}-hint`} className={styles.hint}>
        {texts.sizesHint}
      </p>
      <ul className={styles.sizeList} aria-label={texts.sizes}>
        {value.map((size) => {
          const units = stock[size] ?? 0;
          return (
            <li key={size} className={styles.sizeChip}>
              <span className={styles.sizeName}>{size}</span>
              {units > 0 && <span className={styles.sizeStock}>{texts.sizeStock(units)}</span>}
              <button
                type="button"
                className={styles.removeSize}
                aria-label={texts.removeSize(size)}
                title={units > 0 ? texts.sizesHint : texts.removeSize(size)}
                disabled={units > 0}
                onClick={() => onChange(value.filter((each) => each !== size))}
              >
                ×
              </button>
            </li>
          );
        })}
      </ul>
      <div className={styles.sizeAdd}>
        <label htmlFor={id} className="visually-hidden">
          {texts.addSize}
        </label>
        <input
          id={id}
          className={`input ${styles.sizeInput}`}
          value={draft}
          placeholder={texts.addSize}
          autoComplete="off"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => {
            setDraft(event.target.value);
            setDraftError(null);
          }}
          onKeyDown={onKeyDown}
        />
        <button type="button" className="button button--secondary" onClick={add}>
          {texts.addSizeButton}
        </button>
      </div>
      <fieldset className={styles.sizeRuns}>
        <legend>{texts.sizeRuns}:</legend>
        {(
          [
            [texts.womenRun, SIZE_RUNS.women],
            [texts.menRun, SIZE_RUNS.men],
            [texts.oneSize, SIZE_RUNS.oneSize],
          ] as const
        ).map(([label, run]) => (
          <button
            key={label}
            type="button"
            className="button button--secondary button--small"
            onClick={() => onChange(withSizes(value, run))}
          >
            {label}
          </button>
        ))}
      </fieldset>
      {error && (
        <p id={`${id}-error`} className={styles.error}>
          {error}
        </p>
      )}
    </fieldset>
  );
}
