import { z } from "zod";
import { SEARCH_MAX_RESULTS, SEARCH_PAGE_SIZE } from "../constants.ts";

const flag = z.union([z.literal(0), z.literal(1)], { error: "Deve ser 0 ou 1." });

/** A numeric id in a path: digits only, within the range of the database's ids. */
export const IdSchema = z
  .string()
  .regex(/^\d{1,9}$/, "Identificador inválido.")
  .transform(Number);

export const ProductIdParamsSchema = z.object({ id: IdSchema });

/** Body of POST /public/products/search. A flag at 0 means "no filter". */
export const SearchBodySchema = z.object({
  results: z
    .number()
    .int()
    .min(1)
    .max(SEARCH_MAX_RESULTS, `No máximo ${SEARCH_MAX_RESULTS} resultados por página.`)
    .default(SEARCH_PAGE_SIZE),
  offset: z.number().int().min(0, "A posição não pode ser negativa.").max(1_000_000).default(0),
  newCollection: flag.default(0),
  category: z.number().int().min(1).max(999_999_999).nullable().default(null),
  search: z
    .string()
    .trim()
    .max(200, "A pesquisa pode ter no máximo 200 caracteres.")
    .nullable()
    .default(null),
  isWomen: flag.default(0),
  isMen: flag.default(0),
  forShoe: flag.default(0),
  forAccessories: flag.default(0),
});
export type SearchBody = z.output<typeof SearchBodySchema>;

/** Body of POST /public/contact. */
export const ContactBodySchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, "Indique o seu nome.")
    .max(100, "O nome pode ter no máximo 100 caracteres."),
  surname: z.string().trim().max(100, "O apelido pode ter no máximo 100 caracteres.").default(""),
  email: z
    .string()
    .trim()
    .min(1, "Indique o seu email.")
    .max(254, "O email é demasiado longo.")
    .pipe(z.email("Introduza um email válido.")),
  message: z
    .string()
    .trim()
    .min(1, "Escreva a sua mensagem.")
    .max(5000, "A mensagem pode ter no máximo 5000 caracteres."),
});
export type ContactBody = z.output<typeof ContactBodySchema>;
