import type { SearchPartKind } from "@shop/shared";
import { phraseKey, type SearchDictionary } from "./search-dictionary.ts";
import type { SearchLanguage } from "./search-language.ts";
import type { TextWord } from "./search-words.ts";

const MAX_WORDS = 8;
// «sapatos de cerimónia para noiva»: the longest phrase the dictionary is asked for, in words.
const MAX_PHRASE_WORDS = 4;

/** One word to find in the products' text. */
export interface WordMatch {
  /** Its singular masculine form (stemWord): a product with a word of that form has it. */
  stem: string;
  /** As typed, when it may be the start of a longer word («sand» for «sandálias»). */
  prefix: string | null;
  /** Other forms it may be a typo of, all as near. */
  typos: string[];
}

/** One part of a search: a facet of the catalogue, a size, or words to find in the text. */
export interface QueryPart {
  kind: SearchPartKind;
  /** The words as typed, and what they were read as. */
  typed: string;
  label: string;
  /** A facet's keys: a product with any of them has the part. */
  keys: string[] | null;
  /** A size (a product with units of it online has the part). */
  size: string | null;
  /**
   * Words: a product with every word of any one alternative has the part (for a facet, in its
   * title or names).
   */
  alternatives: WordMatch[][];
  /** Where the part is in the text, for the text without it. */
  start: number;
  end: number;
}

/** What reading a search needs from the index. */
export interface QueryReader {
  dictionary: SearchDictionary;
  /** The search's language: its words, stems and labels. */
  language: SearchLanguage;
  /** Whether a normalised word is, or starts, a word the catalogue knows, in any of its forms. */
  knows: (word: string) => boolean;
  /** The known words a word is likeliest a typo of (nearest first, the most used first). */
  corrections: (word: string) => string[];
  /** Every size a product lists. */
  sizes: ReadonlySet<string>;
}

/** A search's text read: its parts, and its words corrected (by their place in `words`). */
export interface ReadQuery {
  text: string;
  parts: QueryPart[];
  /** Per word of the text, the word it was read as when it was a likely typo. */
  corrected: Map<TextWord, string>;
}

interface ReadWord {
  source: TextWord;
  /** As read: the word typed, or its likeliest correction. */
  word: string;
  stem: string;
  typos: string[];
  isCorrection: boolean;
}

function readWord(source: TextWord, reader: QueryReader): ReadWord {
  const { word } = source;
  const { stem } = reader.language;
  if (reader.knows(word) || reader.sizes.has(word)) {
    return { source, word, stem: stem(word), typos: [], isCorrection: false };
  }
  const [best, ...others] = reader.corrections(word);
  if (best === undefined) return { source, word, stem: stem(word), typos: [], isCorrection: false };
  return {
    source,
    word: best,
    stem: stem(best),
    typos: others.map(stem),
    isCorrection: true,
  };
}

const wordMatch = (read: ReadWord): WordMatch => ({
  stem: read.stem,
  prefix: read.isCorrection ? null : read.word,
  typos: read.typos,
});

/** The longest phrase of the dictionary starting at `first`; null when none. */
function phraseAt(words: ReadWord[], first: number, dictionary: SearchDictionary) {
  for (let length = Math.min(MAX_PHRASE_WORDS, words.length - first); length > 0; length -= 1) {
    const entry = dictionary.get(phraseKey(words.slice(first, first + length).map((w) => w.stem)));
    if (entry) return { entry, length };
  }
  return null;
}

/**
 * Reads a search: each word typed or corrected (a word the catalogue knows is never corrected),
 * then, from left to right, the longest phrase naming a facet («azul-marinho», «sapatos de
 * salto») or having synonyms, a size, else a word to find in the text.
 */
export function readQuery(text: string, reader: QueryReader): ReadQuery {
  const words = reader.language
    .words(text)
    .slice(0, MAX_WORDS)
    .map((source) => readWord(source, reader));
  const parts: QueryPart[] = [];
  let first = 0;
  while (first < words.length) {
    const at = words[first] as ReadWord;
    const phrase = phraseAt(words, first, reader.dictionary);
    const length = phrase?.length ?? 1;
    const last = words[first + length - 1] as ReadWord;
    const span = { start: at.source.start, end: last.source.end };
    const typed = text.slice(span.start, span.end);
    const own = words.slice(first, first + length).map(wordMatch);
    if (phrase?.entry.facet) {
      const { kind, label, keys } = phrase.entry.facet;
      // A product whose title or names have the very words has the part too («Cinto de pele»).
      const words = own.map(({ stem }) => ({ stem, prefix: null, typos: [] }));
      parts.push({ kind, typed, label, keys, size: null, alternatives: [words], ...span });
    } else if (!phrase && reader.sizes.has(at.word)) {
      const label = reader.language.sizeLabel(at.word);
      parts.push({
        kind: "size",
        typed,
        label,
        keys: null,
        size: at.word,
        alternatives: [],
        ...span,
      });
    } else {
      const synonyms = (phrase?.entry.alternatives ?? []).map((stems) =>
        stems.map((stem) => ({ stem, prefix: null, typos: [] })),
      );
      const label = words
        .slice(first, first + length)
        .map((w) => w.word)
        .join(" ");
      parts.push({
        kind: "text",
        typed,
        label,
        keys: null,
        size: null,
        alternatives: [own, ...synonyms],
        ...span,
      });
    }
    first += length;
  }
  const corrected = new Map(
    words.filter((w) => w.isCorrection).map((w) => [w.source, w.word] as const),
  );
  return { text, parts, corrected };
}

/** The text without the given spans, tidy: no word left alone with a stray dash or slash. */
function textWithoutSpans(text: string, spans: readonly { start: number; end: number }[]): string {
  let kept = "";
  let from = 0;
  for (const span of [...spans].sort((a, b) => a.start - b.start)) {
    kept += `${text.slice(from, span.start)} `;
    from = span.end;
  }
  return (kept + text.slice(from))
    .split(/\s+/)
    .map((word) => word.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, ""))
    .filter((word) => word !== "")
    .join(" ");
}

/** The text without the part (what removing its chip searches). */
export function textWithout(query: ReadQuery, part: QueryPart): string {
  return textWithoutSpans(query.text, [part]);
}

/**
 * The text with its likely typos corrected (in their written form) and without the parts
 * dropped; null when no word was corrected.
 */
export function correctedText(
  query: ReadQuery,
  written: ReadonlyMap<string, string>,
  dropped: readonly QueryPart[],
): string | null {
  const inDropped = (source: TextWord) =>
    dropped.some((part) => source.start >= part.start && source.end <= part.end);
  const corrections = [...query.corrected].filter(([source]) => !inDropped(source));
  if (corrections.length === 0) return null;
  let text = "";
  let from = 0;
  for (const [source, word] of corrections) {
    text += query.text.slice(from, source.start) + (written.get(word) ?? word);
    from = source.end;
  }
  text += query.text.slice(from);
  // The spans moved with the corrections: the dropped parts are found again by their words.
  const shift = (at: number) =>
    corrections
      .filter(([source]) => source.end <= at)
      .reduce(
        (moved, [source, word]) =>
          moved + (written.get(word) ?? word).length - (source.end - source.start),
        0,
      );
  return textWithoutSpans(
    text,
    dropped.map((part) => ({
      start: part.start + shift(part.start),
      end: part.end + shift(part.start),
    })),
  );
}
