/**
 * Odd cart bodies for fuzz tests: a seeded generator (mulberry32), so a failure repeats exactly.
 * Keys, sizes and counts come out aliased, padded, huge, unicode, of the wrong type or nested.
 */
export function randomCartBodies(seed: number, count: number): unknown[] {
  let state = seed >>> 0;
  const random = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const pick = <T>(values: readonly T[]): T => values[Math.floor(random() * values.length)] as T;
  const ids = [1, 2, 3, 6, 100, 999, 0, -1, 1.5, 2 ** 31, 999_999_999, Number.MAX_SAFE_INTEGER];
  const keyOf = (id: unknown) =>
    pick([
      String(id),
      `0${id}`,
      ` ${id}`,
      `${id} `,
      `+${id}`,
      `${id}.0`,
      "1e2",
      "",
      "__proto__",
      "١",
      "x",
    ]);
  const sizes = [
    "36",
    "38",
    "U",
    " 36",
    "36 ",
    "３６",
    "",
    "\u0000",
    "\u200b36",
    "x".repeat(5000),
    "__proto__",
    "constructor",
    "37.5",
    "😀",
  ];
  const counts: unknown[] = [
    1,
    2,
    10,
    0,
    -1,
    11,
    1.5,
    "1",
    null,
    true,
    [],
    {},
    1e308,
    -0,
    "NaN",
    { $gt: 0 },
  ];
  const junk: unknown[] = [null, 1, "x", [], true, { a: { b: [1, { c: null }] } }];
  const item = (): unknown => {
    const id = pick(ids);
    const roll = random();
    if (roll < 0.1) return pick(junk);
    const quantities =
      roll < 0.15
        ? pick(junk)
        : Object.fromEntries(
            Array.from({ length: Math.floor(random() * 4) }, () => [pick(sizes), pick(counts)]),
          );
    return {
      id: roll < 0.2 ? String(id) : id,
      quantities,
      ...(roll > 0.95 ? { extra: pick(junk) } : {}),
    };
  };
  return Array.from({ length: count }, () => {
    if (random() < 0.05) return pick(junk);
    const entries = Array.from({ length: Math.floor(random() * 4) }, () => {
      const value = item();
      const id = typeof value === "object" && value && "id" in value ? value.id : pick(ids);
      return [keyOf(id), value];
    });
    return Object.fromEntries(entries);
  });
}
