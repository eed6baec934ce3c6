const units = (count: number) => (count === 1 ? "1 unidade" : `${count} unidades`);
const people = (count: number) =>
  count === 1 ? "1 pessoa da equipa trabalha" : `${count} pessoas da equipa trabalham`;

/** Why the back office refuses a change to a banner or a store. */
export const contentTexts = {
  bannerNotFound: "Este destaque não existe.",
  storeNotFound: "Esta loja não existe.",
  storeTaken: (name: string) => `Já existe uma loja chamada «${name}».`,
  storeHasStock: (name: string, count: number) =>
    `Não é possível apagar a loja «${name}»: ainda tem ${units(count)} em stock. Transfira-as ou acerte o stock primeiro.`,
  storeHasStaff: (name: string, count: number) =>
    `Não é possível apagar a loja «${name}»: ${people(count)} nela. Mude-as de loja primeiro.`,
  storeReferenced: (name: string) =>
    `Não é possível apagar a loja «${name}»: há registos da loja que a referem (movimentos de stock, por exemplo).`,
} as const;
