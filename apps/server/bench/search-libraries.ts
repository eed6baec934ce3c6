// The in-process search libraries the shop's engine is compared with (bench/search-engines.ts),
// each with its documented default or recommended settings, over the same fields.

import { create, insertMultiple, search as oramaSearch } from "@orama/orama";
import { categoryGroupNames } from "@shop/shared";
import { Charset, Index } from "flexsearch";
import MiniSearch from "minisearch";
import type { ProductFacts } from "../src/modules/catalog/search-relevance/facts.ts";
import { normalizeSearchText } from "../src/modules/catalog/search-words.ts";

/**
 * One product as every library indexes it: the shop's searched fields, lower case and without
 * accents as the database hands them to the shop's own engine (shop_normalize), so that no
 * library loses «sandália» against «sandalia» for want of a normaliser.
 */
export interface EngineDocument {
  id: number;
  title: string;
  category: string;
  groups: string;
  brand: string;
  colour: string;
  tags: string;
  description: string;
  ref: string;
}

export const FIELDS = [
  "title",
  "category",
  "groups",
  "brand",
  "colour",
  "tags",
  "description",
  "ref",
] as const;

export function engineDocument(product: ProductFacts): EngineDocument {
  const text = (value: string | null | undefined) => normalizeSearchText(value ?? "");
  return {
    id: product.id,
    title: text(product.title),
    category: text(product.category),
    groups: text(product.groups.map((group) => categoryGroupNames[group]).join(" ")),
    brand: text(product.brand),
    colour: text(`${product.colour ?? ""} ${product.colourManual ?? ""}`),
    tags: text(product.tags.join(" ")),
    description: text(product.description),
    ref: text(product.ref),
  };
}

/** A library's index: every product on sale a query finds, best first. */
export interface LibraryIndex {
  search(query: string): number[] | Promise<number[]>;
}

export interface Library {
  name: string;
  /** What was set, in the words of its documentation. */
  settings: string;
  build(documents: EngineDocument[]): Promise<LibraryIndex>;
}

const minisearch = (combineWith: "OR" | "AND"): Library => ({
  name: `MiniSearch 7 (${combineWith})`,
  settings: `fuzzy 0.2, prefix, combineWith ${combineWith}${combineWith === "OR" ? " (its default)" : ""}; default BM25+ scoring and tokenizer`,
  async build(documents) {
    const index = new MiniSearch<EngineDocument>({
      fields: [...FIELDS],
      searchOptions: { fuzzy: 0.2, prefix: true, combineWith },
    });
    index.addAll(documents);
    return { search: (query) => index.search(normalizeSearchText(query)).map((r) => Number(r.id)) };
  },
});

const orama: Library = {
  name: "Orama 3",
  settings:
    "every field a string, tolerance 1 (its typo tolerance), threshold 0 (its default: every word), default BM25 and English tokenizer",
  async build(documents) {
    const db = create({
      schema: Object.fromEntries(FIELDS.map((field) => [field, "string"])) as Record<
        (typeof FIELDS)[number],
        "string"
      >,
    });
    await insertMultiple(
      db,
      documents.map((document) => ({ ...document, id: String(document.id) })),
    );
    return {
      async search(query) {
        const found = await oramaSearch(db, {
          term: normalizeSearchText(query),
          tolerance: 1,
          limit: documents.length,
        });
        return found.hits.map((hit) => Number(hit.id));
      },
    };
  },
};

/**
 * FlexSearch's document index matches all of a query's words within one field: «sapatilhas homem»
 * (a category and a group) would find nothing. Its plain index over the fields joined, title first
 * (earlier words rank higher), is how its README searches several fields as one text.
 */
const flexsearch: Library = {
  name: "FlexSearch 0.8",
  settings:
    'one Index over the fields joined, tokenize "forward", encoder Charset.LatinBalance (the README\'s fuzzy-search advice 1 and 2)',
  async build(documents) {
    const index = new Index({ tokenize: "forward", encoder: Charset.LatinBalance });
    for (const document of documents)
      index.add(document.id, FIELDS.map((field) => document[field]).join(" "));
    return {
      search: (query) =>
        (index.search(normalizeSearchText(query), { limit: documents.length }) as number[]).map(
          Number,
        ),
    };
  },
};

export const LIBRARIES: Library[] = [minisearch("OR"), minisearch("AND"), orama, flexsearch];
