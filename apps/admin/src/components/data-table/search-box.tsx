import { useEffect, useId, useRef, useState } from "react";
import { useLocation, useNavigation } from "react-router";
import styles from "./data-table.module.css";

const DEBOUNCE_MS = 300;

/**
 * Whether a click follows a link away from the page in this tab (not a download such as «Exportar
 * CSV», nor a new tab or window).
 */
function leavesPage(event: MouseEvent): boolean {
  const link = event.target instanceof Element ? event.target.closest("a[href]") : null;
  if (!(link instanceof HTMLAnchorElement) || link.hasAttribute("download")) return false;
  if (link.target !== "" && link.target !== "_self") return false;
  return event.button === 0 && !event.ctrlKey && !event.metaKey && !event.shiftKey && !event.altKey;
}

/** The text filter of a list: asks the server once the person stops typing. */
export function SearchBox(props: { label: string; value: string; onChange: (q: string) => void }) {
  const id = useId();
  const [text, setText] = useState(props.value);
  const { value, onChange } = props;
  // A row opened within the pause after typing: the search waits, or it would undo the opening.
  const navigation = useNavigation();
  const { pathname } = useLocation();
  const leaving = navigation.location !== undefined && navigation.location.pathname !== pathname;

  // The filter this box last asked for: when the address comes to show it, the person may have
  // typed on meanwhile (a busy page), and that text stays.
  const asked = useRef(value);

  // The address changed the filter (back button, a link): show it.
  useEffect(() => {
    if (value === asked.current) return;
    asked.current = value;
    setText(value);
  }, [value]);

  useEffect(() => {
    if (leaving || text.trim() === value) return;
    const timer = setTimeout(() => {
      asked.current = text.trim();
      onChange(asked.current);
    }, DEBOUNCE_MS);
    // The router renders its navigation in a transition, which can come after the pause on a
    // busy page: the click on a link says at once that the person is leaving.
    const followed = (event: MouseEvent) => {
      if (leavesPage(event)) clearTimeout(timer);
    };
    document.addEventListener("click", followed, true);
    return () => {
      clearTimeout(timer);
      document.removeEventListener("click", followed, true);
    };
  }, [text, value, onChange, leaving]);

  return (
    <div className={styles.search}>
      <label htmlFor={id}>{props.label}</label>
      <input
        id={id}
        type="search"
        className="input"
        value={text}
        maxLength={100}
        onChange={(event) => setText(event.target.value)}
      />
    </div>
  );
}
