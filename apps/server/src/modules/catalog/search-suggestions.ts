import { type CategoryGroup, categoryGroups } from "@shop/shared";
import type { SearchVocabulary } from "./search-dictionary.ts";
import { PORTUGUESE_SEARCH, type SearchLanguage } from "./search-language.ts";
import type { QueryPart, ReadQuery } from "./search-query.ts";
import { editsApart } from "./search-words.ts";

const CLOSEST_CATEGORIES = 4;
const SUGGESTED_CATEGORIES = 4;
const SUGGESTED_BRANDS = 3;
/** Edits a word may be from a category's word to count as near (about one letter in three). */
const nearEdits = (word: string) => Math.min(3, Math.max(1, Math.floor(word.length / 3)));

type Category = SearchVocabulary["categories"][number];
const wordsOf = (text: string, language: SearchLanguage) =>
  language.words(text).map(({ word }) => word);

/**
 * When nothing was found: the categories whose names are nearest to the words typed (a few
 * letters off), then those with the most products on sale, never none while any has products.
 */
export function closestCategories(
  query: ReadQuery,
  vocabulary: SearchVocabulary,
  documents: readonly { active: boolean; categoryId: number | null }[],
  language: SearchLanguage = PORTUGUESE_SEARCH,
): number[] {
  const typed = wordsOf(query.text, language);
  const onSale = new Map<number, number>();
  for (const document of documents) {
    if (document.active && document.categoryId !== null) {
      onSale.set(document.categoryId, (onSale.get(document.categoryId) ?? 0) + 1);
    }
  }
  const withProducts = vocabulary.categories.filter((category) => onSale.has(category.id));
  const distance = (category: Category) =>
    Math.min(
      Number.POSITIVE_INFINITY,
      ...typed.flatMap((word) =>
        wordsOf(category.name, language).map((name) => {
          const edits = editsApart(word, name.slice(0, word.length + 1), nearEdits(word));
          return edits <= nearEdits(word) ? edits : Number.POSITIVE_INFINITY;
        }),
      ),
    );
  const near = withProducts
    .map((category) => ({ category, edits: distance(category) }))
    .filter(({ edits }) => Number.isFinite(edits))
    .sort((a, b) => a.edits - b.edits)
    .map(({ category }) => category.id);
  const popular = [...withProducts]
    .sort((a, b) => (onSale.get(b.id) ?? 0) - (onSale.get(a.id) ?? 0))
    .map((category) => category.id);
  return [...new Set([...near, ...popular])].slice(0, CLOSEST_CATEGORIES);
}

/** Whether a name has a word starting with one of `words`. */
const startsAny = (name: string, words: readonly string[], language: SearchLanguage) =>
  wordsOf(name, language).some((word) => words.some((typed) => word.startsWith(typed)));

/**
 * The categories and brands to suggest for a text being typed: those the text names, and those
 * with a word starting like a word typed (two letters or more); categories only in the menu
 * groups the text names («homem»).
 */
export function suggestedNames(
  query: ReadQuery,
  parts: readonly QueryPart[],
  vocabulary: SearchVocabulary,
  language: SearchLanguage = PORTUGUESE_SEARCH,
): {
  categories: { id: number; name: string; group: CategoryGroup }[];
  brands: { id: number; name: string }[];
} {
  const typed = wordsOf(query.text, language).filter((word) => word.length >= 2);
  const keys = new Set(parts.flatMap((part) => part.keys ?? []));
  const groupKeys = [...keys].filter((key) => key.startsWith("g:"));
  const inGroups = (category: Category) =>
    groupKeys.every(
      (key) =>
        (key === "g:woman" && category.isWoman) ||
        (key === "g:man" && category.isMan) ||
        (key === "g:shoe" && category.forShoe) ||
        (key === "g:accessory" && category.forAccessory),
    );
  const named = (prefix: string) => [...keys].some((key) => key.startsWith(prefix));
  // Those the text names; else those starting like a word typed.
  const categories = vocabulary.categories
    .filter(
      (category) =>
        (named("c:") ? keys.has(`c:${category.id}`) : startsAny(category.name, typed, language)) &&
        inGroups(category),
    )
    .flatMap((category) => {
      const group = categoryGroups(category)[0];
      return group ? [{ id: category.id, name: category.name, group }] : [];
    })
    .slice(0, SUGGESTED_CATEGORIES);
  const brands = vocabulary.brands
    .filter((brand) =>
      named("b:") ? keys.has(`b:${brand.id}`) : startsAny(brand.name, typed, language),
    )
    .slice(0, SUGGESTED_BRANDS);
  return { categories, brands };
}
