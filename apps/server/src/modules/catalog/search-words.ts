// Words that narrow nothing down in a product search (pt-PT).
const STOP_WORDS: ReadonlySet<string> = new Set([
  "a",
  "o",
  "as",
  "os",
  "e",
  "de",
  "da",
  "do",
  "das",
  "dos",
  "em",
  "com",
  "para",
  "por",
  "um",
  "uma",
  // «botas tamanho 38»: the size is the number.
  "tamanho",
  "tam",
  "numero",
]);

/** Lower case, no accents, only letters and digits: the same as the database's shop_normalize. */
export function normalizeSearchText(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{M}+/gu, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, " ")
    .trim();
}

/** One word of a text: as the search compares it, as typed, and where it is in the text. */
export interface TextWord {
  word: string;
  typed: string;
  start: number;
  end: number;
}

/**
 * The words of a text as the search compares them: normalised, a decimal size kept whole
 * («37,5» is 37.5), stop words (of the search's language) left out.
 */
export function textWords(text: string, stopWords: ReadonlySet<string> = STOP_WORDS): TextWord[] {
  const words: TextWord[] = [];
  for (const match of text.matchAll(/\d+[.,]\d+|[\p{L}\p{M}\p{N}]+/gu)) {
    const typed = match[0];
    const word = /^\d+[.,]\d+$/.test(typed)
      ? typed.replace(",", ".")
      : normalizeSearchText(typed).replace(/ /g, "");
    if (word.length > 0 && !stopWords.has(word)) {
      words.push({ word, typed, start: match.index, end: match.index + typed.length });
    }
  }
  return words;
}

/**
 * One form for a word's singular and plural, feminine and masculine (pt-PT): «castanhas»,
 * «castanha» and «castanhos» are all «castanho»; «botins» is «botim», «azuis» is «azul». Not a
 * dictionary stem: only what shoppers' agreement changes, so two different words stay apart.
 */
export function stemWord(word: string): string {
  if (word.length < 3 || !/^[a-z]+$/.test(word)) return word;
  let stem = word;
  if (/(oe|ae|ao)s$/.test(stem)) stem = `${stem.slice(0, -3)}ao`;
  else if (stem.endsWith("ns")) stem = `${stem.slice(0, -2)}m`;
  else if (stem.length > 4 && /[aeou]is$/.test(stem)) stem = `${stem.slice(0, -2)}l`;
  else if (stem.length > 4 && /[rz]es$/.test(stem)) stem = stem.slice(0, -2);
  else if (stem.length > 3 && stem.endsWith("s") && !/(s|[^aeiou]u)s$/.test(stem)) {
    stem = stem.slice(0, -1);
  }
  if (stem.length >= 4 && stem.endsWith("a")) stem = `${stem.slice(0, -1)}o`;
  return stem;
}

/** Typos forgiven in a word: none under four letters, one up to seven, two from eight. */
export function typoBudget(word: string): number {
  if (!/^[a-z]+$/.test(word) || word.length < 4) return 0;
  return word.length >= 8 ? 2 : 1;
}

// Three rows of the edit table, kept between calls: the typo search compares thousands of words.
const MAX_COMPARED = 64;
const rows = [0, 1, 2].map(() => new Int32Array(MAX_COMPARED + 1));

/**
 * The edits (a missing, extra or wrong letter, or two letters swapped) that turn `a` into `b`;
 * `max + 1` as soon as it is known to need more than `max` (the search asks only up to two).
 */
export function editsApart(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  if (a.length > MAX_COMPARED || b.length > MAX_COMPARED) return a === b ? 0 : max + 1;
  // Optimal string alignment distance.
  let [before, previous, current] = rows as [Int32Array, Int32Array, Int32Array];
  for (let j = 0; j <= b.length; j += 1) previous[j] = j;
  for (let i = 1; i <= a.length; i += 1) {
    current[0] = i;
    let rowBest = i;
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a.charCodeAt(i - 1) === b.charCodeAt(j - 1) ? 0 : 1;
      let value = Math.min(
        (previous[j] as number) + 1,
        (current[j - 1] as number) + 1,
        (previous[j - 1] as number) + cost,
      );
      if (
        i > 1 &&
        j > 1 &&
        a.charCodeAt(i - 1) === b.charCodeAt(j - 2) &&
        a.charCodeAt(i - 2) === b.charCodeAt(j - 1)
      ) {
        value = Math.min(value, (before[j - 2] as number) + 1);
      }
      current[j] = value;
      if (value < rowBest) rowBest = value;
    }
    if (rowBest > max) return max + 1;
    [before, previous, current] = [previous, current, before];
  }
  return Math.min(previous[b.length] as number, max + 1);
}
