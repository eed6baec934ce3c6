/** The cart's words for sizes and counts, shared by its texts (popup-texts.ts, texts.ts). */

/** 'U' is the one size of accessories. */
export function sizeName(size: string): string {
  return size === "U" ? "tamanho único" : `tamanho ${size}`;
}

/** 'Tamanho 38', or 'Tamanho único'. */
export function sizeTitle(size: string): string {
  return size === "U" ? "Tamanho único" : `Tamanho ${size}`;
}

export function units(count: number): string {
  return count === 1 ? "1 artigo" : `${count} artigos`;
}
