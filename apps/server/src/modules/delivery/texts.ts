const countries = (count: number) => (count === 1 ? "1 país" : `${count} países`);

/** Why the back office refuses a change to delivery groups and countries. */
export const deliveryTexts = {
  saved: "Hora limite de expedição guardada.",
  groupNotFound: "Este grupo de envio não existe.",
  countryNotFound: "Este país não existe.",
  groupTaken: (name: string) => `Já existe um grupo de envio chamado «${name}».`,
  countryTaken: (name: string) => `Já existe o país «${name}».`,
  codeTaken: (code: string) => `Já existe um país com o código ${code}.`,
  unknownGroup: "Escolha um grupo de envio que exista.",
  groupHasCountries: (name: string, count: number) =>
    `Não é possível apagar o grupo «${name}»: tem ${countries(count)}. Passe-os para outro grupo primeiro.`,
  countryInUse: (name: string) =>
    `Não é possível apagar o país «${name}»: há moradas ou compras com este país. Pode mudá-lo de grupo ou de nome.`,
} as const;
