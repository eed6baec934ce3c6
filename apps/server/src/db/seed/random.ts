/** A seeded pseudo-random source (mulberry32): the same seed always gives the same catalogue. */
export interface Random {
  /** A number in [0, 1). */
  next(): number;
  /** An integer in [min, max]. */
  int(min: number, max: number): number;
  chance(probability: number): boolean;
  pick<T>(items: readonly T[]): T;
  /** `count` distinct items, in random order. */
  sample<T>(items: readonly T[], count: number): T[];
}

export function seededRandom(seed: number): Random {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = state;
    value = Math.imul(value ^ (value >>> 15), value | 1);
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61);
    return ((value ^ (value >>> 14)) >>> 0) / 0x1_0000_0000;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => items[int(0, items.length - 1)] as T;
  const sample = <T>(items: readonly T[], count: number): T[] => {
    const pool = [...items];
    for (let index = pool.length - 1; index > 0; index--) {
      const other = int(0, index);
      [pool[index], pool[other]] = [pool[other] as T, pool[index] as T];
    }
    return pool.slice(0, count);
  };
  return { next, int, chance: (probability) => next() < probability, pick, sample };
}
