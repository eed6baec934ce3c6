import type { ProductFacts } from "./facts.ts";

export type Predicate = (product: ProductFacts) => boolean;

/** The kinds of query the test set covers (issue 36). */
export const CASE_CLASSES = [
  "type & gender",
  "colour",
  "brand",
  "tag & material",
  "size",
  "forms & order",
  "synonym",
  "typo",
  "no false correction",
  "combination",
  "text",
] as const;
export type CaseClass = (typeof CASE_CLASSES)[number];

export interface RelevanceCase {
  query: string;
  class: CaseClass;
  /** The products the query must return first (products not on sale never count). */
  expects: Predicate;
  /** Products that may also come first without counting against it (a title word's other uses). */
  alsoFine?: Predicate;
  /** Products the query must not return at all («botas» lists no Botins). */
  never?: Predicate;
}

/** Every product a query finds, best first (all pages). */
export type SearchAll = (query: string) => Promise<number[]>;

/** Precision is read over the first this many results at most: two pages of the storefront. */
export const PRECISION_DEPTH = 36;
/** A query holds when its precision and recall are both at least this. */
export const HOLD_THRESHOLD = 0.9;
/** The test set passes when at least this share of its queries hold. */
export const PASS_SHARE = 0.9;

export interface CaseResult {
  case: RelevanceCase;
  expected: number;
  found: number;
  precision: number;
  recall: number;
  /** Refs of the products found that the case says must never be. */
  forbidden: string[];
  holds: boolean;
  /** The first few results that were not expected (refs and what they are), to read a failure. */
  strays: string[];
}

const describe = (product: ProductFacts) =>
  `${product.ref} ${product.category ?? "–"}/${product.colour ?? "–"} «${product.title ?? ""}»`;

/**
 * One query measured against what the catalogue says it must find. E = the products on sale the
 * case expects, k = min(|E|, PRECISION_DEPTH).
 * - precision: the share of the first k results that are in E (or that the case allows);
 * - recall: the share of E found among all the results, wherever they rank;
 * - it holds when both are at least HOLD_THRESHOLD and nothing the case forbids was found.
 * A case whose expectation finds nothing in the catalogue is a broken case: it throws.
 */
/** Ids of the products on sale a case expects. */
export const expectedIds = (relevanceCase: RelevanceCase, facts: Iterable<ProductFacts>) =>
  new Set(
    [...facts]
      .filter((product) => product.active && relevanceCase.expects(product))
      .map((product) => product.id),
  );

export async function measureCase(
  relevanceCase: RelevanceCase,
  facts: ReadonlyMap<number, ProductFacts>,
  search: SearchAll,
): Promise<CaseResult> {
  const expected = expectedIds(relevanceCase, facts.values());
  if (expected.size === 0)
    throw new Error(`The case «${relevanceCase.query}» expects no product of this catalogue.`);
  const found = await search(relevanceCase.query);
  const k = Math.min(expected.size, PRECISION_DEPTH);
  const fine = (id: number) => {
    const product = facts.get(id);
    return (
      expected.has(id) || (product !== undefined && relevanceCase.alsoFine?.(product) === true)
    );
  };
  const top = found.slice(0, k);
  const precision = top.filter(fine).length / k;
  const recall = found.filter((id) => expected.has(id)).length / expected.size;
  const productsFound = found.flatMap((id) => facts.get(id) ?? []);
  const forbidden = relevanceCase.never
    ? productsFound.filter(relevanceCase.never).map((product) => product.ref)
    : [];
  return {
    case: relevanceCase,
    expected: expected.size,
    found: found.length,
    precision,
    recall,
    forbidden,
    holds: precision >= HOLD_THRESHOLD && recall >= HOLD_THRESHOLD && forbidden.length === 0,
    strays: top
      .filter((id) => !fine(id))
      .slice(0, 3)
      .flatMap((id) => {
        const product = facts.get(id);
        return product ? [describe(product)] : [];
      }),
  };
}

/** Every case measured, one after the other (an engine's timings stay its own). */
export async function measureCases(
  cases: readonly RelevanceCase[],
  facts: readonly ProductFacts[],
  search: SearchAll,
): Promise<CaseResult[]> {
  const byId = new Map(facts.map((product) => [product.id, product]));
  const results: CaseResult[] = [];
  for (const relevanceCase of cases) results.push(await measureCase(relevanceCase, byId, search));
  return results;
}

export interface ClassSummary {
  class: CaseClass | "total";
  queries: number;
  holding: number;
  precision: number;
  recall: number;
}

const mean = (values: number[]) =>
  values.length ? values.reduce((sum, value) => sum + value, 0) / values.length : 0;

function summaryOf(name: ClassSummary["class"], results: CaseResult[]): ClassSummary {
  return {
    class: name,
    queries: results.length,
    holding: results.filter((result) => result.holds).length,
    precision: mean(results.map((result) => result.precision)),
    recall: mean(results.map((result) => result.recall)),
  };
}

/** Per class and in total: how many queries hold, and the mean precision and recall. */
export function summarize(results: CaseResult[]): ClassSummary[] {
  const classes = CASE_CLASSES.filter((name) => results.some((r) => r.case.class === name));
  return [
    ...classes.map((name) =>
      summaryOf(
        name,
        results.filter((result) => result.case.class === name),
      ),
    ),
    summaryOf("total", results),
  ];
}

const percent = (ratio: number) => `${Math.round(ratio * 100)}%`;

/** The summary as a Markdown table. */
export function summaryTable(summaries: ClassSummary[]): string {
  return [
    "| class | queries | holding | mean precision | mean recall |",
    "| --- | --- | --- | --- | --- |",
    ...summaries.map(
      (s) =>
        `| ${s.class} | ${s.queries} | ${s.holding} (${percent(s.holding / s.queries)}) | ${percent(s.precision)} | ${percent(s.recall)} |`,
    ),
  ].join("\n");
}

/** One line per query that does not hold: its numbers and what came first instead. */
export function failures(results: CaseResult[]): string[] {
  return results
    .filter((result) => !result.holds)
    .map(
      (r) =>
        `«${r.case.query}» (${r.case.class}): precision ${percent(r.precision)}, recall ${percent(r.recall)}, ` +
        `${r.found} found for ${r.expected} expected` +
        (r.forbidden.length ? `; must not list ${r.forbidden.slice(0, 3).join(", ")}` : "") +
        (r.strays.length ? `; first strays: ${r.strays.join("; ")}` : ""),
    );
}

/** The share of queries that hold. */
export const holdingShare = (results: CaseResult[]) =>
  results.filter((result) => result.holds).length / results.length;
