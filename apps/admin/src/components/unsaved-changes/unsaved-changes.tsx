import { useEffect, useId, useRef } from "react";
import { useBlocker } from "react-router";
import { unsavedTexts as texts } from "./texts";
import styles from "./unsaved-changes.module.css";

/**
 * While `when` holds (a form with changes not saved), leaving the page asks first: a link or the
 * browser's back button opens a dialog, closing or reloading the tab the browser's own question.
 */
export function UnsavedChangesGuard({ when }: { when: boolean }) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      when && currentLocation.pathname !== nextLocation.pathname,
  );
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    if (!when) return;
    const ask = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener("beforeunload", ask);
    return () => window.removeEventListener("beforeunload", ask);
  }, [when]);

  const blocked = blocker.state === "blocked";
  useEffect(() => {
    const element = dialog.current;
    if (blocked && !element?.open) element?.showModal();
    else if (!blocked && element?.open) element.close();
  }, [blocked]);

  return (
    <dialog
      ref={dialog}
      className={styles.dialog}
      aria-labelledby={titleId}
      // Escape is "stay".
      onCancel={() => blocker.reset?.()}
    >
      <h2 id={titleId}>{texts.title}</h2>
      <p>{texts.text}</p>
      <div className={styles.actions}>
        {/* biome-ignore lint/a11y/noAutofocus: the safe choice takes the focus as the dialog opens */}
        <button type="button" className="button" autoFocus onClick={() => blocker.reset?.()}>
          {texts.stay}
        </button>
        <button
          type="button"
          className="button button--secondary"
          onClick={() => blocker.proceed?.()}
        >
          {texts.leave}
        </button>
      </div>
    </dialog>
  );
}
