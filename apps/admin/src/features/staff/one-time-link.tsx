import { FormStatus } from "@shop/ui";
import { useEffect, useId, useRef, useState } from "react";
import styles from "./staff.module.css";
import { staffTexts as texts } from "./texts";

/** A set-password link to hand over: shown once, with a button that copies it. */
export function OneTimeLink(props: { name: string; link: string; onClose: () => void }) {
  const id = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const [copied, setCopied] = useState<boolean | null>(null);

  useEffect(() => heading.current?.focus(), []);

  async function copy() {
    try {
      await navigator.clipboard.writeText(props.link);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  }

  return (
    <section className={`panel ${styles.linkPanel}`} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} ref={heading} tabIndex={-1}>
        {texts.linkTitle(props.name)}
      </h2>
      <p>{texts.linkText}</p>
      <label htmlFor={`${id}-link`} className="visually-hidden">
        {texts.link}
      </label>
      <input
        id={`${id}-link`}
        className={`input ${styles.link}`}
        value={props.link}
        readOnly
        onFocus={(event) => event.target.select()}
      />
      <div className={styles.actions}>
        <button type="button" className="button" onClick={copy}>
          {texts.copy}
        </button>
        <button type="button" className="button button--secondary" onClick={props.onClose}>
          {texts.close}
        </button>
      </div>
      <FormStatus message={copied === null ? null : copied ? texts.copied : texts.copyFailed} />
    </section>
  );
}
