import type { SearchPartKind } from "@shop/shared";
import { PORTUGUESE_SEARCH, type SearchLanguage } from "./search-language.ts";

/** The catalogue's facets and the staff's synonyms, as the search reads them. */
export interface SearchVocabulary {
  categories: {
    id: number;
    name: string;
    isWoman: boolean;
    isMan: boolean;
    forShoe: boolean;
    forAccessory: boolean;
  }[];
  colours: { id: number; name: string }[];
  brands: { id: number; name: string }[];
  tags: { id: number; name: string }[];
  /** Groups of terms a shopper may type for the same thing. */
  synonyms: string[][];
  /** Every size a product is made in. */
  sizes: string[];
}

/** What a phrase names: values of one facet (a product with any of them has it). */
export interface FacetMeaning {
  kind: Exclude<SearchPartKind, "text" | "size">;
  label: string;
  /** "c:<category>", "g:woman|man|shoe|accessory", "k:<colour>", "b:<brand>", "t:<tag>". */
  keys: string[];
}

/** A phrase of the dictionary: a facet, or other phrases meaning the same (stems each). */
export interface DictionaryEntry {
  facet: FacetMeaning | null;
  alternatives: string[][];
}

/** The stems of a phrase's words, stop words left out. */
export const phraseStems = (phrase: string, language: SearchLanguage = PORTUGUESE_SEARCH) =>
  language.words(phrase).map(({ word }) => language.stem(word));

/** The dictionary's key of a phrase: its stems, one space apart. */
export const phraseKey = (stems: readonly string[]) => stems.join(" ");

/**
 * Phrases of the catalogue's facets and of the synonyms, by their stems: «sapatilhas»,
 * «azul-marinho», «made in portugal», «ténis» (a synonym of «sapatilhas»). A phrase keeps its first
 * meaning: categories, then the menu groups, colours, brands and tags.
 */
export function searchDictionary(
  vocabulary: SearchVocabulary,
  language: SearchLanguage = PORTUGUESE_SEARCH,
) {
  const entries = new Map<string, DictionaryEntry>();
  const facets = new Map<string, FacetMeaning>();
  const stemsOf = (phrase: string) => phraseStems(phrase, language);
  function addFacet(name: string, kind: FacetMeaning["kind"], key: string, label = name) {
    const stems = stemsOf(name);
    if (stems.length === 0) return;
    const phrase = phraseKey(stems);
    const known = facets.get(phrase);
    if (known && known.kind === kind && known.label === label) known.keys.push(key);
    else if (!known) facets.set(phrase, { kind, label, keys: [key] });
  }
  for (const category of vocabulary.categories)
    addFacet(category.name, "category", `c:${category.id}`);
  for (const group of language.groups) addFacet(group.phrase, "group", group.key, group.label);
  for (const colour of vocabulary.colours) addFacet(colour.name, "colour", `k:${colour.id}`);
  for (const brand of vocabulary.brands) addFacet(brand.name, "brand", `b:${brand.id}`);
  for (const tag of vocabulary.tags) addFacet(tag.name, "tag", `t:${tag.id}`);
  for (const [phrase, facet] of facets) entries.set(phrase, { facet, alternatives: [] });

  for (const terms of [...vocabulary.synonyms, ...language.synonyms]) {
    const phrases = terms.map(stemsOf).filter((stems) => stems.length > 0);
    const named = phrases.map((stems) => facets.get(phraseKey(stems))).find(Boolean) ?? null;
    for (const stems of phrases) {
      const phrase = phraseKey(stems);
      const entry = entries.get(phrase);
      const others = phrases.filter((other) => other !== stems);
      if (entry) entry.alternatives.push(...others);
      else entries.set(phrase, { facet: named, alternatives: named ? [] : others });
    }
  }
  return entries;
}

export type SearchDictionary = ReturnType<typeof searchDictionary>;

/**
 * The words a shopper may type that the catalogue knows, as normalised, each with its written
 * form (accents kept, lower case) for «Queria dizer …?»: the facets' names and the synonyms.
 */
export function vocabularyWords(
  vocabulary: SearchVocabulary,
  language: SearchLanguage = PORTUGUESE_SEARCH,
): Map<string, string> {
  const names = [
    ...vocabulary.categories.map((category) => category.name),
    ...language.groups.map((group) => group.phrase),
    ...vocabulary.colours.map((colour) => colour.name),
    ...vocabulary.brands.map((brand) => brand.name),
    ...vocabulary.tags.map((tag) => tag.name),
    ...vocabulary.synonyms.flat(),
    ...language.synonyms.flat(),
  ];
  const words = new Map<string, string>();
  for (const name of names) addWrittenWords(words, name, language);
  return words;
}

/** Adds each word of `text` to `words`: normalised to its written form (first one kept). */
export function addWrittenWords(
  words: Map<string, string>,
  text: string,
  language: SearchLanguage = PORTUGUESE_SEARCH,
) {
  for (const { word, typed } of language.words(text)) {
    if (!words.has(word)) words.set(word, typed.toLowerCase());
  }
}
