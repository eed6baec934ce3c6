const listed = (terms: readonly string[]) => terms.map((term) => `«${term}»`).join(", ");

/** Why the back office refuses a group of synonyms. */
export const synonymTexts = {
  notFound: "Este grupo de sinónimos não existe.",
  repeated: (term: string, same: string) =>
    `«${same}» e «${term}» são o mesmo termo (sem acentos nem maiúsculas). Deixe só um.`,
  taken: (term: string, group: readonly string[]) =>
    `O termo «${term}» já está noutro grupo de sinónimos (${listed(group)}). Junte os termos nesse grupo.`,
};
