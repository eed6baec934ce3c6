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

export interface SearchPage {
  limit: number;
  offset: number;
}

/**
 * Ids of one page of the documents `keeps`, in `order`'s order. Stops once the page is full: a
 * listing's first page reads a few dozen products, not all.
 */
export function pageIds(
  order: Iterable<SearchDocument>,
  keeps: (document: SearchDocument) => boolean,
  page: SearchPage,
): number[] {
  const ids: number[] = [];
  let skipped = 0;
  for (const document of order) {
    if (ids.length === page.limit) break;
    if (!keeps(document)) continue;
    if (skipped < page.offset) skipped += 1;
    else ids.push(document.id);
  }
  return ids;
}

/** The typo targets grouped by length: a word's typos are among lengths one either side. */
function byLength(words: string[]): Map<number, string[]> {
  const groups = new Map<number, string[]>();
  for (const word of words) {
    const group = groups.get(word.length);
    if (group) group.push(word);
    else groups.set(word.length, [word]);
  }
  return groups;
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
  const typoTargets = byLength(vocabulary.filter((word) => TYPO_TARGET.test(word)));
  // Scratch space per document, zero between searches: a search runs to its end without awaiting,
  // and touches only the positions its words list, so it never walks the whole catalogue.
  const flags = new Uint8Array(documents.length);
  const best = new Uint8Array(documents.length);
  const total = new Int32Array(documents.length);
  const matched = new Uint8Array(documents.length);

  /** Marks in `flags` what the words starting with `start` give; answers the positions marked. */
  function markStart(start: string): number[] {
    const marked: number[] = [];
    const mark = (positions: Int32Array, found: number) => {
      for (const position of positions) {
        if (flags[position] === 0) marked.push(position);
        flags[position] = (flags[position] as number) | found;
      }
    };
    for (let i = lowerBound(vocabulary, start); i < vocabulary.length; i += 1) {
      const word = vocabulary[i] as string;
      if (!word.startsWith(start)) break;
      const { text, title } = postings.get(word) as Postings;
      mark(text, word === start ? STARTS | WHOLE : STARTS);
      mark(title, TITLE);
    }
    return marked;
  }

  function typoVariantsOf(word: string): string[] {
    const candidates = [word.length - 1, word.length, word.length + 1].flatMap(
      (length) => typoTargets.get(length) ?? [],
    );
    return typoVariants(word, candidates);
  }

  /** Sets in `best` the best weight of `word` or one of its typos, plus one; answers the positions. */
  function scoreWord(word: string): number[] {
    const scored: number[] = [];
    const alternatives = [
      { start: word, penalty: 0 },
      ...typoVariantsOf(word).map((start) => ({ start, penalty: 1 })),
    ];
    for (const { start, penalty } of alternatives) {
      for (const position of markStart(start)) {
        const found = flags[position] as number;
        flags[position] = 0;
        const weight = 1 + (found & WHOLE ? 2 : 0) + (found & TITLE ? 3 : 0) - penalty + 1;
        const before = best[position] as number;
        if (before === 0) scored.push(position);
        if (weight > before) best[position] = weight;
      }
    }
    return scored;
  }

  /** Positions of the documents with every word, best match first, then in document order. */
  function rankedPositions(words: string[]): number[] {
    const candidates: number[] = [];
    for (const word of words) {
      for (const position of scoreWord(word)) {
        if (matched[position] === 0) candidates.push(position);
        total[position] = (total[position] as number) + (best[position] as number) - 1;
        matched[position] = (matched[position] as number) + 1;
        best[position] = 0;
      }
    }
    const byScore: number[][] = [];
    // A typed array sorts numbers natively, many times faster than a comparator on thousands.
    for (const position of Int32Array.from(candidates).sort()) {
      const score = total[position] as number;
      if (matched[position] === words.length) {
        const positions = byScore[score];
        if (positions) positions.push(position);
        else byScore[score] = [position];
      }
      total[position] = 0;
      matched[position] = 0;
    }
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
    search(text: string | null, filters: SearchFilters, page: SearchPage) {
      return pageIds(matching(text), (document) => matchesFilters(document, filters), page);
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
