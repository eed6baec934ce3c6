import { compareSizes } from "@shop/shared";

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
