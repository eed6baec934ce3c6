import { useEffect, useState } from "react";
import { useTexts } from "../../lib/i18n/use-texts";
import { CopyIcon } from "./icons";
import styles from "./payment.module.css";
import { multibancoTexts as portugueseMultibancoTexts } from "./texts";

/** Copies a value to the clipboard and says so for two seconds. */
export function CopyButton({ value, what }: { value: string; what: string }) {
  const multibancoTexts = useTexts(portugueseMultibancoTexts);
  const [copied, setCopied] = useState(false);

  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), 2000);
    return () => clearTimeout(timer);
  }, [copied]);

  async function copy() {
    try {
      await navigator.clipboard.writeText(value);
      setCopied(true);
    } catch {
      // No clipboard (an old browser, or permission refused): the value stays on screen to copy.
    }
  }

  return (
    <button
      type="button"
      className={styles.copy}
      onClick={copy}
      aria-label={multibancoTexts.copyLabel(what)}
    >
      <CopyIcon size={16} />
      <span aria-hidden="true">{copied ? multibancoTexts.copied : multibancoTexts.copy}</span>
      <span className="visually-hidden" aria-live="polite">
        {copied ? multibancoTexts.copied : ""}
      </span>
    </button>
  );
}
