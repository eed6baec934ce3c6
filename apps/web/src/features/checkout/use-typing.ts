import { useEffect, useState } from "react";

/** Inputs a phone types into with its on-screen keyboard (not boxes, radios or buttons). */
const TYPED = new Set(["text", "email", "tel", "password", "search", "number", "url"]);

/** Whether `element` takes typing: a text input or a text area. */
export function takesTyping(element: EventTarget | null): boolean {
  if (element instanceof HTMLTextAreaElement) return true;
  return element instanceof HTMLInputElement && TYPED.has(element.type);
}

/**
 * Whether the buyer is typing in a field of the page: true while a text field has the focus. A
 * phone's keyboard is up then, and what stays fixed above it hides the form. A tap that moves the
 * focus is over before the answer changes: what comes back under the finger must not take it.
 */
export function useTyping(): boolean {
  const [typing, setTyping] = useState(false);
  useEffect(() => {
    let pressed = false;
    const update = (focused: EventTarget | null) => {
      if (!pressed) setTyping(takesTyping(focused));
    };
    const onFocusIn = (event: FocusEvent) => update(event.target);
    // Where the focus goes next: typing goes on from one field to the next.
    const onFocusOut = (event: FocusEvent) => update(event.relatedTarget);
    const onPress = () => {
      pressed = true;
    };
    // After the tap's click, which is dispatched with its release.
    const onRelease = () => {
      pressed = false;
      setTimeout(() => update(document.activeElement), 0);
    };
    const listeners = [
      ["focusin", onFocusIn],
      ["focusout", onFocusOut],
      ["pointerdown", onPress],
      ["pointerup", onRelease],
      ["pointercancel", onRelease],
    ] as const;
    for (const [type, listener] of listeners)
      document.addEventListener(type, listener as EventListener);
    return () => {
      for (const [type, listener] of listeners)
        document.removeEventListener(type, listener as EventListener);
    };
  }, []);
  return typing;
}
