import { categoryGroupNames } from "@shop/shared";
import { type ReactNode, useEffect, useId } from "react";
import { colorName, productTitle } from "../../components/product/product-display";
import { ProductPrice } from "../../components/product/product-price";
import { ProductThumbnail } from "../../components/product/product-thumbnail";
import { Highlight } from "../../lib/highlight";
import { useTexts } from "../../lib/i18n/use-texts";
import { usePersistent } from "../../lib/persistent";
import { searchTexts } from "../texts";
import type { SuggestionOption } from "./search-suggestions";
import styles from "./suggestion-list.module.css";

interface SuggestionListProps {
  id: string;
  options: SuggestionOption[];
  typed: string;
  activeIndex: number;
  optionId: (index: number) => string;
  /** The list is an older text's while the new one's loads. */
  loading: boolean;
  onOpen: (option: SuggestionOption) => void;
}

const GROUPS = ["product", "category", "brand"] as const;

/**
 * The suggestions under the search field: a listbox whose products, categories and brands are
 * labelled groups, then «Ver todos os resultados». The focus stays in the field (the active
 * option is its aria-activedescendant); a click or a tap opens an option.
 */
export function SuggestionList({
  id,
  options,
  typed,
  activeIndex,
  optionId,
  loading,
  onOpen,
}: SuggestionListProps) {
  const texts = useTexts(searchTexts);
  const groupId = useId();
  useEffect(() => {
    if (activeIndex < 0) return;
    document.getElementById(optionId(activeIndex))?.scrollIntoView?.({ block: "nearest" });
  }, [activeIndex, optionId]);

  const option = (item: SuggestionOption, index: number, content: ReactNode) => (
    // The field keeps the focus and handles the keys (aria-activedescendant); a press on an
    // option must not take the focus from it.
    // biome-ignore lint/a11y/useKeyWithClickEvents: the keys are the field's (combobox pattern)
    // biome-ignore lint/a11y/useFocusableInteractive: the field keeps the focus (combobox pattern)
    <div
      key={index}
      id={optionId(index)}
      role="option"
      aria-selected={index === activeIndex}
      className={item.kind === "all" ? `${styles.option} ${styles.all}` : styles.option}
      onMouseDown={(event) => event.preventDefault()}
      onClick={() => onOpen(item)}
    >
      {content}
    </div>
  );
  const indexed = options.map((item, index) => ({ item, index }));

  return (
    <div
      id={id}
      role="listbox"
      aria-label={texts.suggestions}
      className={styles.list}
      data-loading={loading}
    >
      {GROUPS.map((kind) => {
        const members = indexed.filter(({ item }) => item.kind === kind);
        if (members.length === 0) return null;
        const labelId = `${groupId}-${kind}`;
        return (
          // biome-ignore lint/a11y/useSemanticElements: a listbox's group, not a form's fieldset
          <div key={kind} role="group" aria-labelledby={labelId} className={styles.group}>
            <div id={labelId} className={styles.groupLabel}>
              {texts.suggestionGroups[kind]}
            </div>
            {members.map(({ item, index }) =>
              option(item, index, <OptionContent option={item} typed={typed} />),
            )}
          </div>
        );
      })}
      {indexed
        .filter(({ item }) => item.kind === "all")
        .map(({ item, index }) => option(item, index, texts.seeAllResults))}
    </div>
  );
}

function OptionContent({ option, typed }: { option: SuggestionOption; typed: string }) {
  const groupNames = useTexts(categoryGroupNames);
  const persistent = usePersistent();
  const colour = option.kind === "product" ? colorName(persistent, option.product) : null;
  switch (option.kind) {
    case "product":
      return (
        <>
          <ProductThumbnail product={option.product} size={48} className={styles.thumbnail} />
          <div className={styles.productText}>
            <span className={styles.name}>
              <Highlight text={productTitle(option.product)} typed={typed} />
              {/* Colours of one model share a title: the colour tells them apart. */}
              {colour && <span className={styles.context}> · {colour}</span>}
            </span>
            {/* The price to pay only: the reduction and its reference are the product page's. */}
            <ProductPrice
              product={{ ...option.product, referencePrice: null }}
              withDiscount={false}
              className={styles.price}
            />
          </div>
        </>
      );
    case "category":
      return (
        <span className={styles.name}>
          <Highlight text={option.name} typed={typed} />
          <span className={styles.context}> · {groupNames[option.group]}</span>
        </span>
      );
    case "brand":
      return (
        <span className={styles.name}>
          <Highlight text={option.name} typed={typed} />
        </span>
      );
    default:
      return null;
  }
}
