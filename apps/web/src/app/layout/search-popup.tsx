import { type FormEvent, useId, useRef } from "react";
import { useNavigate } from "react-router";
import { Dialog } from "../../components/ui/dialog";
import { SearchIcon } from "../../components/ui/icons";
import { SEARCH_CATEGORIES, type SearchCategory, searchPath } from "../../lib/search-query";
import { searchTexts } from "../texts";
import styles from "./search-popup.module.css";

/**
 * The search dialog. It opens with the focus in the text field; it is unmounted when closed,
 * which clears what was typed.
 */
export function SearchPopup({ onClose }: { onClose: () => void }) {
  const navigate = useNavigate();
  const inputRef = useRef<HTMLInputElement>(null);
  const inputId = useId();

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const text = String(form.get("search") ?? "");
    const category = Number(form.get("category") ?? 1) as SearchCategory;
    onClose();
    navigate(searchPath(text, category));
  }

  return (
    <Dialog
      title={searchTexts.title}
      onClose={onClose}
      initialFocusRef={inputRef}
      size="md"
      footer={null}
    >
      <form className={styles.form} onSubmit={handleSubmit}>
        <label htmlFor={inputId} className={styles.label}>
          {searchTexts.fieldLabel}
        </label>
        <div className={styles.row}>
          <div className={styles.field}>
            <SearchIcon className={styles.fieldIcon} size={20} />
            <input
              ref={inputRef}
              id={inputId}
              name="search"
              type="search"
              className={`input ${styles.input}`}
              placeholder={searchTexts.placeholder}
              autoComplete="off"
              enterKeyHint="search"
              maxLength={100}
            />
          </div>
          <button type="submit" className="button">
            {searchTexts.submit}
          </button>
        </div>
        <fieldset className={styles.categories}>
          <legend className={styles.legend}>{searchTexts.categoryLegend}</legend>
          <div className={styles.choices}>
            {SEARCH_CATEGORIES.map((category) => (
              <label key={category} className={styles.choice}>
                <input
                  type="radio"
                  name="category"
                  value={category}
                  defaultChecked={category === 1}
                  className={styles.radio}
                />
                <span className={styles.chip}>{searchTexts.categories[category]}</span>
              </label>
            ))}
          </div>
        </fieldset>
      </form>
    </Dialog>
  );
}
