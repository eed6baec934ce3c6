/** Sizes as the shop sorts them: numbers from the smallest (35, 37.5, 38), then the others (U). */
export function compareSizes(a: string, b: string): number {
  const [x, y] = [Number(a), Number(b)];
  const [xNumber, yNumber] = [Number.isFinite(x), Number.isFinite(y)];
  if (xNumber && yNumber) return x - y;
  if (xNumber !== yNumber) return xNumber ? -1 : 1;
  return a.localeCompare(b, "pt");
}

/** `sizes` with the new ones added in their place; those already there are not repeated. */
export function withSizes(sizes: readonly string[], added: readonly string[]): string[] {
  const fresh = added.filter(
    (size, index) => !sizes.includes(size) && added.indexOf(size) === index,
  );
  return [...sizes, ...fresh].sort(compareSizes);
}

/** The usual runs of sizes (design.md: EU 35–42 women, 39–46 men, one size "U"). */
export const SIZE_RUNS = {
  women: ["35", "36", "37", "38", "39", "40", "41", "42"],
  men: ["39", "40", "41", "42", "43", "44", "45", "46"],
  oneSize: ["U"],
} as const;
