import { z } from "zod";

/** What one part of a search names: a facet of the catalogue, or words searched in the text. */
export const SEARCH_PART_KINDS = [
  "category",
  "group",
  "colour",
  "brand",
  "tag",
  "size",
  "text",
] as const;
export type SearchPartKind = (typeof SEARCH_PART_KINDS)[number];

/** One understood part of a search: «brancas» read as the colour Branco. */
export const SearchPartSchema = z.object({
  kind: z.enum(SEARCH_PART_KINDS),
  /** The words as typed. */
  typed: z.string(),
  /** What they were read as, in the catalogue's words («Branco», «Homem», «Sapatilhas»). */
  label: z.string(),
  /** The search text without this part: what removing its chip searches. */
  without: z.string(),
});
export type SearchPart = z.infer<typeof SearchPartSchema>;

/**
 * How the shop read a search's text (part of POST /public/products/facets' reply, null without
 * text): its parts in the order typed; the text with each likely typo corrected (null when no word
 * was corrected); the words left out because with them nothing was found; and, when nothing was
 * found at all, the categories nearest to the text (ids, best first).
 */
export const SearchUnderstandingSchema = z.object({
  parts: z.array(SearchPartSchema),
  corrected: z.string().nullable(),
  dropped: z.array(z.string()),
  closestCategories: z.array(z.number().int()),
});
export type SearchUnderstanding = z.infer<typeof SearchUnderstandingSchema>;

/** Query of GET /public/products/suggestions: what is typed so far (two characters or more). */
export const SuggestionsQuerySchema = z.object({
  q: z
    .string()
    .trim()
    .min(2, "Escreva pelo menos 2 caracteres.")
    .max(100, "A pesquisa pode ter no máximo 100 caracteres."),
});

export const SUGGESTED_PRODUCTS = 6;
