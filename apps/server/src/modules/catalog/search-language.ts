import type { Language } from "@shop/shared";
import { stemWord, type TextWord, textWords } from "./search-words.ts";

/**
 * What the search reads differently in each language: the words that narrow nothing down, one
 * form for a word's singular and plural, the menu groups' words and a size's label. The ranking,
 * the typos and the facets are the same rules in both.
 */
export interface SearchLanguage {
  /** The words of a text as the search compares them, stop words left out. */
  words: (text: string) => TextWord[];
  /** One form for a word's singular and plural (and, in Portuguese, feminine and masculine). */
  stem: (word: string) => string;
  /** The menu groups' words (the sidebar's «Sapatos Mulher», "Women's shoes"…). */
  groups: { phrase: string; label: string; key: string }[];
  /** The menu groups' words in each product's names (searched as text too). */
  groupText: { isWoman: string; isMan: string; forShoe: string; forAccessory: string };
  /** How a size typed is said back («Tamanho 37,5», "Size 37.5"). */
  sizeLabel: (size: string) => string;
  /** Groups of terms a shopper may type for the same thing, besides the staff's. */
  synonyms: string[][];
}

export const PORTUGUESE_SEARCH: SearchLanguage = {
  words: (text) => textWords(text),
  stem: stemWord,
  // Other words for the groups («senhora», «calçado») are synonyms the staff keep.
  groups: [
    { phrase: "mulher", label: "Mulher", key: "g:woman" },
    { phrase: "homem", label: "Homem", key: "g:man" },
    { phrase: "sapatos", label: "Sapatos", key: "g:shoe" },
    { phrase: "acessórios", label: "Acessórios", key: "g:accessory" },
  ],
  groupText: { isWoman: "mulher", isMan: "homem", forShoe: "sapatos", forAccessory: "acessórios" },
  sizeLabel: (size) => `Tamanho ${size.replace(".", ",")}`,
  synonyms: [],
};

// «men's», split at the apostrophe, leaves an «s» alone: it narrows nothing down either.
const ENGLISH_STOP_WORDS: ReadonlySet<string> = new Set([
  "a",
  "an",
  "the",
  "and",
  "of",
  "for",
  "with",
  "in",
  "on",
  "to",
  "by",
  "s",
  // "boots size 38": the size is the number.
  "size",
  "sz",
  "number",
]);

/** Plurals that do not end in a plain «s», and the singular they stand for. */
const ENGLISH_IRREGULAR: Record<string, string> = {
  men: "man",
  women: "woman",
  feet: "foot",
  scarves: "scarf",
  ladies: "lady",
};

/**
 * One form for an English word's singular and plural: «boots» is «boot», «accessories»
 * «accessory», «boxes» «box», «men» (and «mens», «men's») «man». Not a dictionary stem: only
 * what a plural changes, so two different words stay apart («canvas», «dress» are kept).
 */
export function stemEnglishWord(word: string): string {
  const irregular = ENGLISH_IRREGULAR[word];
  if (irregular) return irregular;
  if (word.length < 4 || !/^[a-z]+$/.test(word)) return word;
  let stem = word;
  if (stem.length > 4 && stem.endsWith("ies")) stem = `${stem.slice(0, -3)}y`;
  else if (/(ss|x|ch|sh|z)es$/.test(stem)) stem = stem.slice(0, -2);
  else if (stem.endsWith("s") && !/(ss|us|is|as)$/.test(stem)) stem = stem.slice(0, -1);
  return ENGLISH_IRREGULAR[stem] ?? stem;
}

export const ENGLISH_SEARCH: SearchLanguage = {
  words: (text) => textWords(text, ENGLISH_STOP_WORDS),
  stem: stemEnglishWord,
  groups: [
    { phrase: "women", label: "Women", key: "g:woman" },
    { phrase: "men", label: "Men", key: "g:man" },
    { phrase: "shoes", label: "Shoes", key: "g:shoe" },
    { phrase: "accessories", label: "Accessories", key: "g:accessory" },
  ],
  groupText: { isWoman: "women", isMan: "men", forShoe: "shoes", forAccessory: "accessories" },
  sizeLabel: (size) => `Size ${size}`,
  // The staff's synonyms are Portuguese: the English search has its own few.
  synonyms: [
    ["women", "woman", "ladies", "female"],
    ["men", "man", "gents", "male"],
    ["sneakers", "trainers", "tennis shoes"],
    ["grey", "gray"],
    ["leather", "genuine leather"],
    ["slides", "sliders", "flip flops", "slippers"],
    ["ballet flats", "flats", "ballerinas"],
    ["navy", "navy blue", "dark blue"],
    ["burgundy", "bordeaux", "wine"],
    ["brown", "chocolate"],
    ["gold", "golden"],
    ["silver", "silvery"],
    ["waterproof", "water resistant"],
    ["handmade", "hand made"],
    ["wallets", "purses"],
  ],
};

export const SEARCH_LANGUAGES: Record<Language, SearchLanguage> = {
  pt: PORTUGUESE_SEARCH,
  en: ENGLISH_SEARCH,
};
