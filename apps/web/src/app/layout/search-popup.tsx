import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { type FormEvent, type KeyboardEvent, useId, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { Dialog } from "../../components/ui/dialog";
import { SearchIcon } from "../../components/ui/icons";
import { suggestionsQuery } from "../../features/catalog/api";
import { useTexts } from "../../lib/i18n/use-texts";
import { SEARCH_CATEGORIES, type SearchCategory, searchPath } from "../../lib/search-query";
import { useDebouncedValue } from "../../lib/use-debounced-value";
import { searchTexts } from "../texts";
import styles from "./search-popup.module.css";
import {
  movedActive,
  SUGGEST_FROM,
  type SuggestionOption,
  suggestionOptions,
  suggestionTerm,
} from "./search-suggestions";
import { SuggestionList } from "./suggestion-list";

/** Keys typed closer together than this ask for suggestions once. */
const TYPING_PAUSE_MS = 40;

/**
 * The search dialog. It opens with the focus in the text field; it is unmounted when closed,
 * which clears what was typed. From two letters on, the field suggests products, categories and
 * brands as a combobox (WAI-ARIA's pattern): the arrows move through them, Enter opens the active
 * one (or searches), Escape closes the list and then the dialog.
 */
export function SearchPopup({ onClose }: { onClose: () => void }) {
  const texts = useTexts(searchTexts);
  const navigate = useNavigate();
  const formRef = useRef<HTMLFormElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const listId = useId();
  const [typed, setTyped] = useState("");
  const [listOpen, setListOpen] = useState(true);
  const term = useDebouncedValue(suggestionTerm(typed), TYPING_PAUSE_MS);
  // The last list stays while the next loads; an older answer arriving late is not shown (it
  // only fills the cache), and a failure shows no list.
  const query = useQuery({
    ...suggestionsQuery(term),
    enabled: term.length >= SUGGEST_FROM,
    placeholderData: keepPreviousData,
  });
  const suggestions = suggestionTerm(typed).length >= SUGGEST_FROM ? query.data : undefined;
  const options = suggestionOptions(suggestions);
  // The active option belongs to the list it was chosen in: a new list starts with none.
  const [active, setActive] = useState({ of: suggestions, index: -1 });
  const activeIndex = active.of === suggestions ? active.index : -1;
  const expanded = listOpen && options.length > 0;
  const optionId = (index: number) => `${listId}-${index}`;

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const text = String(form.get("search") ?? "");
    const category = Number(form.get("category") ?? 1) as SearchCategory;
    onClose();
    navigate(searchPath(text, category));
  }

  function open(option: SuggestionOption) {
    if (option.kind === "all") {
      formRef.current?.requestSubmit();
      return;
    }
    onClose();
    navigate(option.path);
  }

  function handleKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.nativeEvent.isComposing) return;
    if ((event.key === "ArrowDown" || event.key === "ArrowUp") && options.length > 0) {
      event.preventDefault();
      setListOpen(true);
      setActive({
        of: suggestions,
        index: movedActive(event.key, expanded ? activeIndex : -1, options.length),
      });
    } else if (event.key === "Enter" && expanded && activeIndex >= 0) {
      const option = options[activeIndex];
      if (!option) return;
      event.preventDefault();
      open(option);
    } else if (event.key === "Escape" && expanded) {
      // The dialog closes on the next Escape, not this one.
      event.preventDefault();
      event.stopPropagation();
      setListOpen(false);
    }
  }

  return (
    <Dialog
      title={texts.title}
      onClose={onClose}
      initialFocusRef={inputRef}
      size="md"
      footer={null}
    >
      <form ref={formRef} className={styles.form} onSubmit={handleSubmit}>
        <label htmlFor={inputId} className={styles.label}>
          {texts.fieldLabel}
        </label>
        <div className={styles.row}>
          <div className={styles.field}>
            <SearchIcon className={styles.fieldIcon} size={20} />
            <input
              ref={inputRef}
              id={inputId}
              name="search"
              type="search"
              role="combobox"
              aria-autocomplete="list"
              aria-expanded={expanded}
              aria-controls={listId}
              aria-activedescendant={
                expanded && activeIndex >= 0 ? optionId(activeIndex) : undefined
              }
              className={`input ${styles.input}`}
              placeholder={texts.placeholder}
              autoComplete="off"
              enterKeyHint="search"
              maxLength={100}
              value={typed}
              onChange={(event) => {
                setTyped(event.target.value);
                setListOpen(true);
              }}
              onKeyDown={handleKeyDown}
            />
          </div>
          <button type="submit" className="button">
            {texts.submit}
          </button>
        </div>
        <p role="status" className="visually-hidden">
          {expanded ? texts.suggestionCount(options.length - 1) : ""}
        </p>
        {expanded && (
          <SuggestionList
            id={listId}
            options={options}
            typed={typed}
            activeIndex={activeIndex}
            optionId={optionId}
            loading={query.isFetching && query.isPlaceholderData}
            onOpen={open}
          />
        )}
        <fieldset className={styles.categories}>
          <legend className={styles.legend}>{texts.categoryLegend}</legend>
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
                <span className={styles.chip}>{texts.categories[category]}</span>
              </label>
            ))}
          </div>
        </fieldset>
      </form>
    </Dialog>
  );
}
