import type { SearchUnderstanding, Translation } from "@shop/shared";
import { useQuery } from "@tanstack/react-query";
import { Link, useSearchParams } from "react-router";
import { useTexts } from "../../../lib/i18n/use-texts";
import { type ProductSearch, productFacetsQuery } from "../api";
import styles from "./filters.module.css";
import { paramsWithSearch } from "./search-params";
import { productsTexts } from "./texts";

/**
 * How the search's text was read (facets' reply); while a new choice of filters loads, the last
 * reading of the same text, never one of another text.
 */
export function useUnderstood(search: ProductSearch): SearchUnderstanding | null | undefined {
  return useQuery({
    ...productFacetsQuery(search),
    placeholderData: (previous, previousQuery) =>
      (previousQuery?.queryKey[2] as ProductSearch | undefined)?.search === search.search
        ? previous
        : undefined,
  }).data?.understood;
}

/** A removable chip of the toolbar's row: what it says and what removing it does. */
export interface ToolbarChip {
  key: string;
  label: string;
  removeLabel: string;
  onRemove: () => void;
}

/**
 * The search's parts read as the catalogue's facets («brancas» as Branco), one chip each;
 * removing one searches the text without it. Words searched as text get no chip: the heading
 * says them.
 */
export function understoodChips(
  understood: SearchUnderstanding | null | undefined,
  onSearch: (text: string) => void,
  texts: Translation<typeof productsTexts>,
): ToolbarChip[] {
  return (understood?.parts ?? [])
    .filter((part) => part.kind !== "text")
    .map((part, index) => ({
      key: `understood-${index}-${part.kind}`,
      label: part.label,
      removeLabel: texts.removeSearchPart(part.label),
      onRemove: () => onSearch(part.without),
    }));
}

/** «Queria dizer …?» for a likely typo, and which words were left out to find something. */
export function SearchNotes({
  understood,
}: {
  understood: SearchUnderstanding | null | undefined;
}) {
  const texts = useTexts(productsTexts);
  const [params] = useSearchParams();
  if (!understood) return null;
  const { corrected, dropped } = understood;
  return (
    <>
      {corrected !== null && (
        <p className={styles.note}>
          {texts.didYouMean}{" "}
          <Link
            to={{ search: paramsWithSearch(params, corrected).toString() }}
            className={styles.noteLink}
          >
            {corrected}
          </Link>
          ?
        </p>
      )}
      {dropped.length > 0 && <p className={styles.note}>{texts.droppedWords(dropped)}</p>}
    </>
  );
}
