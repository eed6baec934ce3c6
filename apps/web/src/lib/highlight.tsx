import { Fragment } from "react";

/** A piece of a text, marked when it is a typed word. */
export interface TextPiece {
  text: string;
  marked: boolean;
}

/** One character as searches compare it: lower case, without its accent («É» → «e»). */
const fold = (character: string) =>
  character
    .normalize("NFD")
    .replace(/\p{M}+/gu, "")
    .toLowerCase();

const isWordCharacter = (character: string | undefined) =>
  character !== undefined && /[\p{L}\p{N}]/u.test(character);

/**
 * `text` cut where the typed words start a word in it, whatever the case and accents
 * («sapat» marks «Sapat» in «Sapatilhas», «tenis» marks «Ténis», «malas» marks «Mala»); words
 * under two letters mark nothing.
 */
export function highlightPieces(text: string, typed: string): TextPiece[] {
  const characters = [...text];
  const folded = characters.map(fold);
  const words = typed
    .split(/\s+/)
    .map((word) => [...word].map(fold).join(""))
    .filter((word) => word.length >= 2)
    // A plural typed marks the singular written («malas» marks «Mala»).
    .flatMap((word) =>
      word.length >= 4 && word.endsWith("s") ? [word, word.slice(0, -1)] : [word],
    );
  const marked = characters.map(() => false);
  for (let start = 0; start < characters.length; start += 1) {
    if (isWordCharacter(characters[start - 1])) continue;
    for (const word of words) {
      const end = matchEnd(folded, start, word);
      for (let index = start; index < end; index += 1) marked[index] = true;
    }
  }
  const pieces: TextPiece[] = [];
  characters.forEach((character, index) => {
    const last = pieces.at(-1);
    if (last && last.marked === marked[index]) last.text += character;
    else pieces.push({ text: character, marked: marked[index] ?? false });
  });
  return pieces;
}

/** Where `word` ends when the folded characters from `start` spell it, else `start`. */
function matchEnd(folded: string[], start: number, word: string): number {
  let spelt = "";
  for (let index = start; index < folded.length; index += 1) {
    spelt += folded[index];
    if (spelt === word) return index + 1;
    if (!word.startsWith(spelt)) return start;
  }
  return start;
}

/** The text with the typed words in <mark>. */
export function Highlight({ text, typed }: { text: string; typed: string }) {
  return (
    <>
      {highlightPieces(text, typed).map((piece, index) =>
        piece.marked ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the pieces of one text, in order
          <mark key={index}>{piece.text}</mark>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: the pieces of one text, in order
          <Fragment key={index}>{piece.text}</Fragment>
        ),
      )}
    </>
  );
}
