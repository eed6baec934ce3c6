import { z } from "zod";

/** How many terms a group of synonyms has, and how long each may be. */
export const SYNONYM_TERMS_MIN = 2;
export const SYNONYM_TERMS_MAX = 12;
export const SYNONYM_TERM_MAX_LENGTH = 60;
/** The periods the back office's search report offers, in days. */
export const SEARCH_REPORT_PERIODS = [7, 30, 90] as const;

export const searchAdminMessages = {
  days: "Escolha um período entre 1 e 365 dias.",
  terms: `Indique entre ${SYNONYM_TERMS_MIN} e ${SYNONYM_TERMS_MAX} termos.`,
  term: `Cada termo tem de 1 a ${SYNONYM_TERM_MAX_LENGTH} caracteres: letras, algarismos, espaços, hífens, barras ou apóstrofos.`,
} as const;

// At least one letter or digit: a term of dashes alone would search nothing.
const TERM_PATTERN = /^(?=.*[\p{L}\p{N}])[\p{L}\p{N} '’/-]+$/u;

/** One word or phrase of a group, trimmed, its inner spaces single: «sapatos de salto». */
const term = z
  .string({ error: searchAdminMessages.term })
  .transform((text) => text.normalize("NFC").trim().replace(/\s+/g, " "))
  .pipe(
    z
      .string()
      .min(1, searchAdminMessages.term)
      .max(SYNONYM_TERM_MAX_LENGTH, searchAdminMessages.term)
      .regex(TERM_PATTERN, searchAdminMessages.term),
  );

/** POST and PUT /api/admin/search/synonyms: a group of words a shopper may type for one thing. */
export const SynonymInputSchema = z.object({
  terms: z
    .array(term, { error: searchAdminMessages.terms })
    .min(SYNONYM_TERMS_MIN, searchAdminMessages.terms)
    .max(SYNONYM_TERMS_MAX, searchAdminMessages.terms),
});
export type SynonymInput = z.input<typeof SynonymInputSchema>;

export const SynonymGroupSchema = z.object({
  id: z.number().int(),
  terms: z.array(z.string()),
  updatedAt: z.string(),
});
export type SynonymGroup = z.infer<typeof SynonymGroupSchema>;

/** GET /api/admin/search/report: the last `days` days, today included (30 unless asked). */
export const SearchReportQuerySchema = z.object({
  days: z.coerce
    .number({ error: searchAdminMessages.days })
    .int(searchAdminMessages.days)
    .min(1, searchAdminMessages.days)
    .max(365, searchAdminMessages.days)
    .default(30),
});

/** A text shoppers searched (lower case, no accents), how often, and what its last search found. */
export const SearchReportRowSchema = z.object({
  query: z.string(),
  searches: z.number().int(),
  /** Products on the first page of the last search (0: nothing found). */
  results: z.number().int(),
  /** The last Lisbon day it was searched (`YYYY-MM-DD`). */
  lastDay: z.string(),
});
export type SearchReportRow = z.infer<typeof SearchReportRowSchema>;

/** The most searched texts since `from`, and those whose last search found nothing (50 each). */
export const SearchReportSchema = z.object({
  days: z.number().int(),
  from: z.string(),
  top: z.array(SearchReportRowSchema),
  empty: z.array(SearchReportRowSchema),
});
export type SearchReport = z.infer<typeof SearchReportSchema>;
