/** The cart's words for sizes and counts in English (cart-words.ts has the Portuguese). */

/** 'U' is the one size of accessories. */
export function sizeName(size: string): string {
  return size === "U" ? "one size" : `size ${size}`;
}

/** 'Size 38', or 'One size'. */
export function sizeTitle(size: string): string {
  return size === "U" ? "One size" : `Size ${size}`;
}

export function units(count: number): string {
  return count === 1 ? "1 item" : `${count} items`;
}
