/**
 * Per document position, a score (0: not found): what one word or part of a search found. Dense
 * typed arrays with the positions touched: a word may be in thousands of products, and maps of
 * that size were most of a search's time.
 */
export class Scores {
  private readonly values: Uint16Array;
  private readonly touched: number[] = [];

  constructor(documents: number) {
    this.values = new Uint16Array(documents);
  }

  get(position: number): number {
    return this.values[position] as number;
  }

  /** Keeps the higher of the score there and `score`. */
  best(position: number, score: number) {
    const before = this.values[position] as number;
    if (before === 0) this.touched.push(position);
    if (score > before) this.values[position] = score;
  }

  /** Sets the score there (0 forgets the position). */
  set(position: number, score: number) {
    if (this.values[position] === 0) this.touched.push(position);
    this.values[position] = score;
  }

  /** The positions with a score, in the order first found. */
  *positions(): Generator<number> {
    for (const position of this.touched) if ((this.values[position] as number) > 0) yield position;
  }

  /** An upper bound of how many positions have a score (cheap, for choosing the smallest). */
  get reach(): number {
    return this.touched.length;
  }

  /** The best score of each position here and in `other`, here. */
  keepBest(other: Scores) {
    for (const position of other.positions()) this.best(position, other.get(position));
  }
}

/** The positions in every one of `all`, their scores added (the one Scores when alone). */
export function together(all: Scores[], documents: number): Scores {
  if (all.length === 1) return all[0] as Scores;
  const [smallest, ...others] = [...all].sort((a, b) => a.reach - b.reach) as [Scores, ...Scores[]];
  const found = new Scores(documents);
  for (const position of smallest.positions()) {
    let total = smallest.get(position);
    for (const other of others) {
      const more = other.get(position);
      if (more === 0) {
        total = 0;
        break;
      }
      total += more;
    }
    if (total > 0) found.set(position, total);
  }
  return found;
}
