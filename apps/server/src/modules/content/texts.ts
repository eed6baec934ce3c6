const units = (count: number) =>
  count === 1 ? "1 unidade em stock. Transfira-a" : `${count} unidades em stock. Transfira-as`;
const people = (count: number) =>
  count === 1
    ? "1 pessoa da equipa trabalha nela. Mude-a"
    : `${count} pessoas da equipa trabalham nela. Mude-as`;

/** Why the back office refuses a change to a banner or a store. */
export const contentTexts = {
  bannerNotFound: "Este destaque não existe.",
  storeNotFound: "Esta loja não existe.",
  storeTaken: (name: string) => `Já existe uma loja chamada «${name}».`,
  storeHasStock: (name: string, count: number) =>
    `Não é possível apagar a loja «${name}»: ainda tem ${units(count)} ou acerte o stock primeiro.`,
  storeHasStaff: (name: string, count: number) =>
    `Não é possível apagar a loja «${name}»: ${people(count)} de loja primeiro.`,
  storeReferenced: (name: string) =>
    `Não é possível apagar a loja «${name}»: há registos da loja que a referem (movimentos de stock, por exemplo).`,
} as const;
