import { searchWords, typoVariants } from "./search-words.ts";

/** One product as the search sees it; `title` and `text` are normalised (shop_normalize). */
export interface SearchDocument {
  id: number;
  /** On sale: the storefront finds only these, the back office every product. */
  active: boolean;
  title: string;
  /** Title, ref, brand, category, colour and tag names. */
  text: string;
  categoryId: number | null;
  newCollection: boolean;
  isWoman: boolean;
  isMan: boolean;
  forShoe: boolean;
  forAccessory: boolean;
  /** What a customer pays, discount applied (the listing's price filter and sorts). */
  priceCents: number;
  brandId: number | null;
  colorId: number | null;
}

export interface SearchFilters {
  category: number | null;
  newCollection: boolean;
  isWomen: boolean;
  isMen: boolean;
  forShoe: boolean;
  forAccessories: boolean;
}

/** Where one word of the catalogue appears: positions of the documents, in their text and title. */
interface Postings {
  text: Int32Array;
  title: Int32Array;
}

const STARTS = 1;
const WHOLE = 2;
const TITLE = 4;
// Words the typo tolerance may land on: letters only, four or more.
const TYPO_TARGET = /^[a-z]{4,}$/;

export const matchesFilters = (document: SearchDocument, filters: SearchFilters) =>
  document.active &&
  (filters.category === null || document.categoryId === filters.category) &&
  (!filters.newCollection || document.newCollection) &&
  (!filters.isWomen || document.isWoman) &&
  (!filters.isMen || document.isMan) &&
  (!filters.forShoe || document.forShoe) &&
  (!filters.forAccessories || document.forAccessory);

const distinctWords = (text: string) => new Set(text.split(" ").filter((word) => word.length > 0));

function buildPostings(documents: SearchDocument[]): Map<string, Postings> {
  const lists = new Map<string, { text: number[]; title: number[] }>();
  const listOf = (word: string) => {
    let list = lists.get(word);
    if (!list) {
      list = { text: [], title: [] };
      lists.set(word, list);
    }
    return list;
  };
  documents.forEach((document, position) => {
    for (const word of distinctWords(document.text)) listOf(word).text.push(position);
    for (const word of distinctWords(document.title)) listOf(word).title.push(position);
  });
  // Typed arrays: compact, and nothing for the garbage collector to walk.
  return new Map(
    [...lists].map(([word, list]) => [
      word,
      { text: Int32Array.from(list.text), title: Int32Array.from(list.title) },
    ]),
  );
}

/** The first index in the sorted `words` whose word is not before `prefix`. */
function lowerBound(words: readonly string[], prefix: string): number {
  let low = 0;
  let high = words.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if ((words[middle] as string) < prefix) low = middle + 1;
    else high = middle;
  }
  return low;
}

/**
 * The catalogue's search, held in memory by each server (PGlite answers one query at a time, and
 * ranking every match there was the slowest call of the shop). Every word must start a word of
 * the product, or do so with one typo in words of five letters or more. Per word, a match at the
 * start of a title word weighs 3, a whole word 2 more, the start of any word 1, and a typo one
 * less; equal matches keep the documents' order (newest first), so paging by offset is stable.
 */
export function searchIndex(documents: SearchDocument[]) {
  const postings = buildPostings(documents);
  const vocabulary = [...postings.keys()].sort();
  const typoTargets = vocabulary.filter((word) => TYPO_TARGET.test(word));

  /** Per document position, what the words starting with `start` give: STARTS, WHOLE, TITLE. */
  function matchFlags(start: string): Uint8Array {
    const flags = new Uint8Array(documents.length);
    for (let i = lowerBound(vocabulary, start); i < vocabulary.length; i += 1) {
      const word = vocabulary[i] as string;
      if (!word.startsWith(start)) break;
      const { text, title } = postings.get(word) as Postings;
      const found = word === start ? STARTS | WHOLE : STARTS;
      for (const position of text) flags[position] = (flags[position] ?? 0) | found;
      for (const position of title) flags[position] = (flags[position] ?? 0) | TITLE;
    }
    return flags;
  }

  /** Per document position, the best weight of `word` or one of its typo variants, plus one. */
  function wordScores(word: string): Uint8Array {
    const best = new Uint8Array(documents.length);
    const alternatives = [
      { start: word, penalty: 0 },
      ...typoVariants(word, typoTargets).map((start) => ({ start, penalty: 1 })),
    ];
    for (const { start, penalty } of alternatives) {
      const flags = matchFlags(start);
      flags.forEach((found, position) => {
        if (found === 0) return;
        const weight = 1 + (found & WHOLE ? 2 : 0) + (found & TITLE ? 3 : 0) - penalty + 1;
        if (weight > (best[position] ?? 0)) best[position] = weight;
      });
    }
    return best;
  }

  /** Positions of the documents with every word, best match first, then in document order. */
  function rankedPositions(words: string[]): number[] {
    const total = new Int32Array(documents.length);
    const matched = new Uint8Array(documents.length);
    for (const word of words) {
      wordScores(word).forEach((score, position) => {
        if (score === 0) return;
        total[position] = (total[position] ?? 0) + score - 1;
        matched[position] = (matched[position] ?? 0) + 1;
      });
    }
    const byScore: number[][] = [];
    matched.forEach((count, position) => {
      if (count !== words.length) return;
      const score = total[position] ?? 0;
      const positions = byScore[score];
      if (positions) positions.push(position);
      else byScore[score] = [position];
    });
    return byScore.reverse().flatMap((positions) => positions ?? []);
  }

  /** Every document with every word of `text`, best match first (all of them without words). */
  function matching(text: string | null): SearchDocument[] {
    const words = searchWords(text);
    if (words.length === 0) return documents;
    return rankedPositions(words).map((position) => documents[position] as SearchDocument);
  }

  return {
    /** Ids of one page of the products on sale found, best match first. */
    search(text: string | null, filters: SearchFilters, page: { limit: number; offset: number }) {
      return matching(text)
        .filter((document) => matchesFilters(document, filters))
        .slice(page.offset, page.offset + page.limit)
        .map((document) => document.id);
    },

    /** Every product `text` finds, on sale or not, best match first (all in document order without words). */
    matches: (text: string | null): readonly SearchDocument[] => matching(text),

    /**
     * Ids of every product `text` finds, on sale or not, best match first; null when the text has
     * no word to look for (the back office then filters nothing).
     */
    matchingIds(text: string): number[] | null {
      return searchWords(text).length === 0 ? null : matching(text).map((document) => document.id);
    },
  };
}

export type SearchIndex = ReturnType<typeof searchIndex>;
