// Words that narrow nothing down in a product search.
const STOP_WORDS = new Set([
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
]);
const MAX_WORDS = 8;

/** Lower case, no accents, only letters and digits: the same as the database's shop_normalize. */
export function normalizeSearchText(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{M}+/gu, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, " ")
    .trim();
}

/** The distinct words of a search that are worth matching, at most eight. */
export function searchWords(text: string | null): string[] {
  if (!text) return [];
  const words = normalizeSearchText(text)
    .split(" ")
    .filter((word) => word.length > 0 && !STOP_WORDS.has(word));
  return [...new Set(words)].slice(0, MAX_WORDS);
}

/** Words of five letters or more forgive one typo. */
export const TYPO_MIN_LENGTH = 5;

/** Whether `a` becomes `b` by exactly one insertion, deletion or substitution. */
export function isOneEditApart(a: string, b: string): boolean {
  if (a === b || Math.abs(a.length - b.length) > 1) return false;
  const [shorter, longer] = a.length <= b.length ? [a, b] : [b, a];
  let i = 0;
  while (i < shorter.length && shorter[i] === longer[i]) i += 1;
  // Past the first difference the rest must be equal: compared in place, no slices (hot path).
  let rest = shorter.length === longer.length ? i + 1 : i;
  for (let j = i + 1; rest < shorter.length; rest += 1, j += 1)
    if (shorter[rest] !== longer[j]) return false;
  return true;
}

/** The catalogue words one typo away from each search word of five letters or more. */
export function typoVariants(word: string, vocabulary: readonly string[]): string[] {
  if (word.length < TYPO_MIN_LENGTH) return [];
  return vocabulary.filter((candidate) => isOneEditApart(word, candidate));
}
