import { type SearchPartKind, type SearchUnderstanding, SUGGESTED_PRODUCTS } from "@shop/shared";
import {
  addWrittenWords,
  phraseStems,
  type SearchVocabulary,
  searchDictionary,
  vocabularyWords,
} from "./search-dictionary.ts";
import { PORTUGUESE_SEARCH, type SearchLanguage } from "./search-language.ts";
import {
  correctedText,
  type QueryPart,
  type ReadQuery,
  readQuery,
  textWithout,
  type WordMatch,
} from "./search-query.ts";
import { Scores, together } from "./search-scores.ts";
import { closestCategories, suggestedNames } from "./search-suggestions.ts";
import { editsApart, normalizeSearchText, typoBudget } from "./search-words.ts";

/** One product as the search sees it. */
export interface SearchDocument {
  id: number;
  /** On sale: the storefront finds only these, the back office every product. */
  active: boolean;
  title: string;
  ref: string;
  colourManual: string | null;
  description: string;
  categoryId: number | null;
  brandId: number | null;
  colorId: number | null;
  tagIds: number[];
  newCollection: boolean;
  isWoman: boolean;
  isMan: boolean;
  forShoe: boolean;
  forAccessory: boolean;
  /** What a customer pays, discount applied (the listing's price filter and sorts). */
  priceCents: number;
}

/** The products, newest first, and the words of the catalogue. */
export interface SearchCatalogue {
  documents: SearchDocument[];
  vocabulary: SearchVocabulary;
}

export interface SearchFilters {
  category: number | null;
  newCollection: boolean;
  isWomen: boolean;
  isMen: boolean;
  forShoe: boolean;
  forAccessories: boolean;
}

/** What the search reads besides the catalogue: the sizes with units online, per product id. */
export interface SearchLive {
  onlineSizes: ReadonlyMap<number, readonly string[]>;
}

export interface SearchPage {
  limit: number;
  offset: number;
}

/** What a search found, best first, and how its text was read (null without text). */
export interface SearchFound {
  documents: readonly SearchDocument[];
  understanding: SearchUnderstanding | null;
  /** The text as read, and its parts kept (the dropped ones left out): the suggestions read them. */
  query: ReadQuery | null;
  parts: readonly QueryPart[];
}

// Where a word is found: the title weighs most, then the names (category, brand, colour, tags,
// ref), then the description.
const TITLE = 4;
const NAMES = 2;
const DESCRIPTION = 1;
const EXACT_WEIGHTS = { [TITLE]: 30, [NAMES]: 20, [DESCRIPTION]: 3 };
const PREFIX_WEIGHTS = { [TITLE]: 22, [NAMES]: 14, [DESCRIPTION]: 2 };
const TYPO_WEIGHTS = { [TITLE]: 25, [NAMES]: 16, [DESCRIPTION]: 2 };
const FACET_WEIGHT = 20;
/** Every word of a phrase whole in the title. */
const TITLE_MATCH = EXACT_WEIGHTS[TITLE];
/** A part found only in descriptions scores under this: the product comes after the others. */
const OUTSIDE_DESCRIPTION = 10;
/** Words a prefix may stand for, at most («s» is not searched; «sa» stops at this many). */
const PREFIX_WORDS = 60;
const FOUND_CACHE_LIMIT = 200;
const CORRECTIONS_CACHE_LIMIT = 10_000;
/** Which part goes first when every part together finds nothing: words, then colours… */
const DROP_ORDER: Record<SearchPartKind, number> = {
  text: 0,
  colour: 1,
  tag: 2,
  size: 3,
  brand: 4,
  group: 5,
  category: 6,
};

export const matchesFilters = (document: SearchDocument, filters: SearchFilters) =>
  document.active &&
  (filters.category === null || document.categoryId === filters.category) &&
  (!filters.newCollection || document.newCollection) &&
  (!filters.isWomen || document.isWoman) &&
  (!filters.isMen || document.isMan) &&
  (!filters.forShoe || document.forShoe) &&
  (!filters.forAccessories || document.forAccessory);

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

/** The names that describe a product besides its title: searched as text too. */
function namesOf(
  document: SearchDocument,
  vocabulary: NamesById,
  groupText: SearchLanguage["groupText"],
): string {
  const names = [
    document.ref,
    document.colourManual ?? "",
    vocabulary.categories.get(document.categoryId ?? 0) ?? "",
    vocabulary.brands.get(document.brandId ?? 0) ?? "",
    vocabulary.colours.get(document.colorId ?? 0) ?? "",
    ...document.tagIds.map((id) => vocabulary.tags.get(id) ?? ""),
  ];
  // The menu groups' words in each product's names (searched as text too, and as you type).
  for (const [flag, word] of Object.entries(groupText)) {
    if (document[flag as keyof typeof groupText]) names.push(word);
  }
  return names.join(" ");
}

interface NamesById {
  categories: Map<number, string>;
  brands: Map<number, string>;
  colours: Map<number, string>;
  tags: Map<number, string>;
}

const namesById = (vocabulary: SearchVocabulary): NamesById => ({
  categories: new Map(vocabulary.categories.map((c) => [c.id, c.name])),
  brands: new Map(vocabulary.brands.map((b) => [b.id, b.name])),
  colours: new Map(vocabulary.colours.map((c) => [c.id, c.name])),
  tags: new Map(vocabulary.tags.map((t) => [t.id, t.name])),
});

/** Where a stem is: positions of the documents (ascending) and, for each, the fields (bits). */
interface Postings {
  positions: number[];
  fields: number[];
}

/** A document's words as the search compares them (stop words kept: they are never searched). */
const fieldWords = (text: string) => normalizeSearchText(text).split(" ");

/** The facet keys of a product (see FacetMeaning): a colour named in its own colour counts. */
function facetKeys(
  document: SearchDocument,
  colourStems: Map<string, number>,
  stemOf: (word: string) => string,
): string[] {
  const keys = [`c:${document.categoryId}`, `b:${document.brandId}`, `k:${document.colorId}`];
  for (const id of document.tagIds) keys.push(`t:${id}`);
  if (document.isWoman) keys.push("g:woman");
  if (document.isMan) keys.push("g:man");
  if (document.forShoe) keys.push("g:shoe");
  if (document.forAccessory) keys.push("g:accessory");
  if (document.colourManual) {
    const manual = ` ${fieldWords(document.colourManual).map(stemOf).join(" ")} `;
    for (const [phrase, id] of colourStems) {
      if (manual.includes(` ${phrase} `)) keys.push(`k:${id}`);
    }
  }
  return keys;
}

/** Where each stem is, in which fields, and where each facet value is. */
function buildPostings(catalogue: SearchCatalogue, language: SearchLanguage) {
  const names = namesById(catalogue.vocabulary);
  // Words repeat across thousands of products: each is stemmed once.
  const stemCache = new Map<string, string>();
  const stemOf = (word: string) => {
    let stem = stemCache.get(word);
    if (stem === undefined) {
      stem = language.stem(word);
      stemCache.set(word, stem);
    }
    return stem;
  };
  const colourStems = new Map(
    catalogue.vocabulary.colours.map((colour) => [
      phraseStems(colour.name, language).join(" "),
      colour.id,
    ]),
  );
  const stems = new Map<string, Postings>();
  const facets = new Map<string, number[]>();
  const surface = new Map<string, number>();
  const written = vocabularyWords(catalogue.vocabulary, language);
  const titleWords = new Set<string>();
  catalogue.documents.forEach((document, position) => {
    const fields: [string, number][] = [
      [document.title, TITLE],
      [namesOf(document, names, language.groupText), NAMES],
      [document.description, DESCRIPTION],
    ];
    for (const [text, field] of fields) {
      for (const word of fieldWords(text)) {
        if (word === "") continue;
        const stem = stemOf(word);
        let postings = stems.get(stem);
        if (!postings) {
          postings = { positions: [], fields: [] };
          stems.set(stem, postings);
        }
        const last = postings.positions.length - 1;
        if (postings.positions[last] === position) {
          postings.fields[last] = (postings.fields[last] as number) | field;
        } else {
          postings.positions.push(position);
          postings.fields.push(field);
        }
        surface.set(word, (surface.get(word) ?? 0) + 1);
      }
    }
    // The titles' words as written, for «Queria dizer …?» (each distinct one read once).
    for (const raw of document.title.toLowerCase().split(/[^\p{L}\p{N}]+/u)) {
      if (titleWords.has(raw)) continue;
      titleWords.add(raw);
      addWrittenWords(written, raw, language);
    }
    for (const key of facetKeys(document, colourStems, stemOf)) {
      const list = facets.get(key);
      if (list) list.push(position);
      else facets.set(key, [position]);
    }
  });
  return { stems, facets, surface, written };
}

/**
 * The words a typo may be of, grouped by length (a word's typos are among lengths near its own),
 * each to the word of the catalogue it stands for: the catalogue's words, and their singular
 * forms («mocassim» for «mocassins»: «mocasim» is one letter from it, two from the plural).
 */
function typoTargetsOf(knownWords: ReadonlyMap<string, number>, stemWord: SearchLanguage["stem"]) {
  const surfaceOf = new Map<string, string>();
  for (const word of knownWords.keys()) if (/^[a-z]{3,}$/.test(word)) surfaceOf.set(word, word);
  for (const word of [...surfaceOf.keys()]) {
    const stem = stemWord(word);
    const before = surfaceOf.get(stem);
    if (before === stem) continue;
    if (before === undefined || (knownWords.get(word) ?? 0) > (knownWords.get(before) ?? 0)) {
      surfaceOf.set(stem, word);
    }
  }
  const typoTargets = new Map<number, string[]>();
  for (const target of surfaceOf.keys()) {
    const group = typoTargets.get(target.length);
    if (group) group.push(target);
    else typoTargets.set(target.length, [target]);
  }
  return { typoTargets, surfaceOf };
}

/**
 * The catalogue's search, held in memory by each server and rebuilt when the catalogue changes
 * (PGlite answers one query at a time, and ranking there was the slowest call of the shop).
 *
 * A text is read into parts (search-query.ts): facets of the catalogue (categories, the menu's
 * groups, colours, brands, tags, sizes), and words found in the title, the names or the
 * description, whole, as the start of a word, or with a typo. A product must have every part;
 * when no product on sale has them all, the parts that weigh least are dropped (and said so).
 * Best first: found outside descriptions, then with units online, then the higher score (title
 * before names before description, whole words before starts and typos), then newest first, so
 * paging by offset is stable.
 */
export function searchIndex(
  catalogue: SearchCatalogue,
  language: SearchLanguage = PORTUGUESE_SEARCH,
) {
  const { documents, vocabulary } = catalogue;
  const stemWord = language.stem;
  const { stems, facets, surface, written } = buildPostings(catalogue, language);
  const dictionary = searchDictionary(vocabulary, language);
  const positionOf = new Map(documents.map((document, position) => [document.id, position]));
  // Every word the search may meet, sorted (for starts) and grouped by length (for typos).
  const knownWords = new Map(surface);
  for (const word of written.keys())
    knownWords.set(word, Math.max(knownWords.get(word) ?? 0, 1000));
  const sortedWords = [...knownWords.keys()].sort();
  const knownStems = new Set([...stems.keys(), ...[...written.keys()].map(stemWord)]);
  const { typoTargets, surfaceOf } = typoTargetsOf(knownWords, stemWord);
  // Sizes in numbers only: «u» or «m» typed are words.
  const sizes = new Set(vocabulary.sizes.filter((size) => /^\d/.test(size)));
  const corrections = new Map<string, string[]>();
  const everything: SearchFound = { documents, understanding: null, query: null, parts: [] };

  const reader = {
    dictionary,
    language,
    sizes,
    knows(word: string) {
      const at = sortedWords[lowerBound(sortedWords, word)];
      return (at?.startsWith(word) ?? false) || knownStems.has(stemWord(word));
    },
    corrections(word: string): string[] {
      let found = corrections.get(word);
      if (found) return found;
      const budget = typoBudget(word);
      let nearest = budget + 1;
      let candidates: string[] = [];
      for (let length = word.length - budget; length <= word.length + budget; length += 1) {
        for (const target of typoTargets.get(length) ?? []) {
          const edits = editsApart(word, target, Math.min(budget, nearest));
          if (edits < nearest) [nearest, candidates] = [edits, [target]];
          else if (edits === nearest && edits <= budget) candidates.push(target);
        }
      }
      found = [...new Set(candidates.map((target) => surfaceOf.get(target) as string))].sort(
        (a, b) => (knownWords.get(b) ?? 0) - (knownWords.get(a) ?? 0),
      );
      if (corrections.size >= CORRECTIONS_CACHE_LIMIT) corrections.clear();
      corrections.set(word, found);
      return found;
    },
  };

  function addStem(scores: Scores, stem: string, weights: Record<number, number>) {
    const postings = stems.get(stem);
    if (!postings) return;
    const { positions, fields } = postings;
    for (let i = 0; i < positions.length; i += 1) {
      const found = fields[i] as number;
      const weight = weights[found & TITLE || found & NAMES || DESCRIPTION] as number;
      scores.best(positions[i] as number, weight);
    }
  }

  /** Where one word is, and how well it matches there. */
  function wordScores(match: WordMatch): Scores {
    const scores = new Scores(documents.length);
    if (match.prefix !== null && match.prefix.length >= 2) {
      let expanded = 0;
      for (let i = lowerBound(sortedWords, match.prefix); i < sortedWords.length; i += 1) {
        const word = sortedWords[i] as string;
        if (!word.startsWith(match.prefix) || expanded === PREFIX_WORDS) break;
        expanded += 1;
        addStem(scores, stemWord(word), PREFIX_WEIGHTS);
      }
    }
    for (const typo of match.typos) addStem(scores, typo, TYPO_WEIGHTS);
    addStem(scores, match.stem, EXACT_WEIGHTS);
    return scores;
  }

  // The positions with units of each size online, made once per change of the online stock.
  const bySize = new WeakMap<SearchLive["onlineSizes"], Map<string, number[]>>();
  function sizePositions(size: string, live: SearchLive): number[] {
    let sizesOnline = bySize.get(live.onlineSizes);
    if (!sizesOnline) {
      sizesOnline = new Map();
      for (const [id, online] of live.onlineSizes) {
        const position = positionOf.get(id);
        if (position === undefined) continue;
        for (const each of online) {
          const list = sizesOnline.get(each);
          if (list) list.push(position);
          else sizesOnline.set(each, [position]);
        }
      }
      bySize.set(live.onlineSizes, sizesOnline);
    }
    return sizesOnline.get(size) ?? [];
  }

  /** Where one part of a search is, and how well it matches there. */
  function partScores(part: QueryPart, live: SearchLive): Scores {
    const scores = new Scores(documents.length);
    const facetPositions =
      part.size !== null
        ? sizePositions(part.size, live)
        : (part.keys?.flatMap((key) => facets.get(key) ?? []) ?? []);
    for (const position of facetPositions) scores.best(position, FACET_WEIGHT);
    for (const alternative of part.alternatives) {
      const words = together(alternative.map(wordScores), documents.length);
      for (const position of words.positions()) {
        const average = Math.round(words.get(position) / alternative.length);
        // A facet's own words count in titles only: every shoe's names say «sapatos», so names
        // would make «sapatos de salto» (Scarpins) any shoe with a heel in its title.
        if (part.keys && average < TITLE_MATCH) words.set(position, 0);
        else words.set(position, average);
      }
      scores.keepBest(words);
    }
    return scores;
  }

  const hasOnSale = (scores: Scores) => {
    for (const position of scores.positions()) if (documents[position]?.active) return true;
    return false;
  };

  /**
   * The parts' scores together; on the storefront, when no product on sale has every part, the
   * parts dropped (weakest first: one alone if that is enough, else one after the other).
   */
  function combine(parts: QueryPart[], each: Scores[], storefront: boolean) {
    const all = together(each, documents.length);
    if (!storefront || parts.length < 2 || hasOnSale(all)) return { scores: all, dropped: [] };
    const order = parts
      .map((part, index) => ({ index, weight: DROP_ORDER[part.kind] }))
      .sort((a, b) => a.weight - b.weight || b.index - a.index)
      .map(({ index }) => index);
    const without = (left: Set<number>) =>
      together(
        each.filter((_, index) => !left.has(index)),
        documents.length,
      );
    for (const index of order) {
      const scores = without(new Set([index]));
      if (hasOnSale(scores)) return { scores, dropped: [index] };
    }
    const dropped = new Set<number>();
    for (const index of order.slice(0, -1)) {
      dropped.add(index);
      const scores = without(dropped);
      if (hasOnSale(scores)) return { scores, dropped: [...dropped] };
    }
    return { scores: all, dropped: [] };
  }

  /** The positions found, best first (see searchIndex). */
  function ranked(scores: Scores, parts: Scores[], live: SearchLive): SearchDocument[] {
    const found: number[] = [...scores.positions()];
    const keys = new Float64Array(found.length);
    let i = 0;
    for (const position of found) {
      const score = scores.get(position);
      const document = documents[position] as SearchDocument;
      const outside = parts.every((part) => part.get(position) >= OUTSIDE_DESCRIPTION);
      const online = live.onlineSizes.has(document.id);
      // One number per position: sorting a typed array is many times faster than a comparator.
      keys[i] =
        ((outside ? 2 : 0) + (online ? 1 : 0)) * 2 ** 40 +
        score * 2 ** 24 +
        (2 ** 24 - 1 - position);
      i += 1;
    }
    keys.sort().reverse();
    return Array.from(keys, (key) => documents[2 ** 24 - 1 - (key % 2 ** 24)] as SearchDocument);
  }

  function understood(query: ReadQuery, kept: QueryPart[], dropped: QueryPart[], found: boolean) {
    return {
      parts: kept.map((part) => ({
        kind: part.kind,
        typed: part.typed,
        label: part.label,
        without: textWithout(query, part),
      })),
      corrected: correctedText(query, written, dropped),
      dropped: dropped.map((part) => part.typed),
      closestCategories: found ? [] : closestCategories(query, vocabulary, documents, language),
    };
  }

  function find(text: string, live: SearchLive, storefront: boolean): SearchFound {
    const query = readQuery(text, reader);
    if (query.parts.length === 0) return everything;
    const each = query.parts.map((part) => partScores(part, live));
    const { scores, dropped } = combine(query.parts, each, storefront);
    const keptParts = query.parts.filter((_, index) => !dropped.includes(index));
    const keptScores = each.filter((_, index) => !dropped.includes(index));
    const found = ranked(scores, keptScores, live);
    const droppedParts = dropped.map((index) => query.parts[index] as QueryPart);
    return {
      documents: found,
      understanding: understood(query, keptParts, droppedParts, found.length > 0),
      query,
      parts: keptParts,
    };
  }

  // The searches answered lately, per online stock: the facets, the page and the suggestions of
  // one text read it once.
  let foundFor: SearchLive["onlineSizes"] | null = null;
  let foundCache = new Map<string, SearchFound>();
  function storefrontFind(text: string | null, live: SearchLive): SearchFound {
    if (text === null || text.trim() === "") return everything;
    if (foundFor !== live.onlineSizes || foundCache.size >= FOUND_CACHE_LIMIT) {
      foundFor = live.onlineSizes;
      foundCache = new Map();
    }
    let found = foundCache.get(text);
    if (!found) {
      found = find(text, live, true);
      foundCache.set(text, found);
    }
    return found;
  }

  return {
    /** Every product, newest first. */
    documents,

    /** What the storefront's search of `text` finds (all products, newest first, without text). */
    find: storefrontFind,

    /** Ids of one page of the products on sale found, best match first. */
    search(text: string | null, filters: SearchFilters, page: SearchPage, live: SearchLive) {
      const { documents: found } = storefrontFind(text, live);
      return pageIds(found, (document) => matchesFilters(document, filters), page);
    },

    /**
     * Ids of every product `text` finds, on sale or not, every part needed (the back office);
     * null when the text has no word to look for (the back office then filters nothing).
     */
    matchingIds(text: string): number[] | null {
      const found = find(text, { onlineSizes: new Map() }, false);
      return found.understanding ? found.documents.map((document) => document.id) : null;
    },

    /** What to suggest while `text` is typed: products on sale (ids, best first), categories, brands. */
    suggest(text: string, live: SearchLive) {
      const found = storefrontFind(text, live);
      const ids = pageIds(found.documents, (document) => document.active, {
        limit: SUGGESTED_PRODUCTS,
        offset: 0,
      });
      const names = found.query
        ? suggestedNames(found.query, found.parts, vocabulary, language)
        : { categories: [], brands: [] };
      return { ids, ...names };
    },
  };
}

export type SearchIndex = ReturnType<typeof searchIndex>;
