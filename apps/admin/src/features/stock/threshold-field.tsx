import {
  LOW_STOCK_DEFAULT,
  type StockGrid,
  StockThresholdBodySchema,
  stockMessages,
} from "@shop/shared";
import { Field, FormStatus, failureMessage, fieldAria } from "@shop/ui";
import { useId, useState } from "react";
import { setProductThreshold } from "./api";
import styles from "./stock.module.css";
import { stockTexts as texts } from "./texts";

/** A typed threshold's error: empty (the category's or the shop's), or whole units. */
export function thresholdError(value: string): string | undefined {
  const text = value.trim();
  if (text === "") return undefined;
  const parsed = StockThresholdBodySchema.safeParse({ threshold: Number(text) });
  return /^\d+$/.test(text) && parsed.success ? undefined : stockMessages.threshold;
}

/** A threshold typed and saved on its own (a product's, a category's): empty sends null. */
export function useThreshold(
  initial: number | null,
  send: (body: { threshold: number | null }) => Promise<unknown>,
) {
  const [value, setValue] = useState(initial === null ? "" : String(initial));
  const [error, setError] = useState<string | undefined>();
  const [saved, setSaved] = useState(false);
  const [saving, setSaving] = useState(false);
  async function save(event: React.FormEvent) {
    event.preventDefault();
    setSaved(false);
    const invalid = thresholdError(value);
    setError(invalid);
    if (invalid) return;
    setSaving(true);
    try {
      await send({ threshold: value.trim() === "" ? null : Number(value.trim()) });
      setSaved(true);
    } catch (failed) {
      setError(failureMessage(failed));
    } finally {
      setSaving(false);
    }
  }
  const change = (typed: string) => {
    setValue(typed);
    setSaved(false);
  };
  return { value, change, error, saving, saved, save };
}

/** The product's own low-stock threshold, over its category's and the shop's. */
export function ProductThreshold({ grid, mayWrite }: { grid: StockGrid; mayWrite: boolean }) {
  const id = useId();
  const { own, category, applied } = grid.lowStock;
  const { value, change, error, saving, saved, save } = useThreshold(own, (body) =>
    setProductThreshold(grid.product.id, body),
  );
  const hint = `${texts.thresholdApplied(applied)} ${texts.productThresholdHint(category, LOW_STOCK_DEFAULT)}`;
  return (
    <form className={styles.thresholdRow} onSubmit={save} noValidate>
      <Field id={`${id}-value`} label={texts.productThreshold} error={error} hint={hint} compact>
        <input
          className="input"
          inputMode="numeric"
          autoComplete="off"
          readOnly={!mayWrite}
          value={value}
          {...fieldAria(`${id}-value`, error, true)}
          onChange={(event) => change(event.target.value)}
        />
      </Field>
      {mayWrite && (
        <button type="submit" className="button button--secondary" disabled={saving}>
          {saving ? texts.saving : texts.saveThreshold}
        </button>
      )}
      {saved && <FormStatus message={stockMessages.thresholdSaved} />}
    </form>
  );
}
