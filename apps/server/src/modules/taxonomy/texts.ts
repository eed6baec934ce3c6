import type { NamedList } from "@shop/shared";

const products = (count: number) => (count === 1 ? "há 1 produto" : `há ${count} produtos`);
const those = (count: number) => (count === 1 ? "desse produto" : "desses produtos");

/** How the back office speaks of each named list, and why it refuses a change. */
export const namedListTexts: Record<
  NamedList,
  {
    /** The audit log's entity. */
    entity: string;
    notFound: string;
    taken: (name: string) => string;
    inUse: (name: string, count: number) => string;
  }
> = {
  brands: {
    entity: "brand",
    notFound: "Esta marca não existe.",
    taken: (name) => `Já existe a marca «${name}».`,
    inUse: (name, count) =>
      `Não é possível apagar a marca «${name}»: ${products(count)} com esta marca. Mude a marca ${those(count)} primeiro.`,
  },
  colors: {
    entity: "color",
    notFound: "Esta cor não existe.",
    taken: (name) => `Já existe a cor «${name}».`,
    inUse: (name, count) =>
      `Não é possível apagar a cor «${name}»: ${products(count)} com esta cor. Mude a cor ${those(count)} primeiro.`,
  },
  tags: {
    entity: "tag",
    notFound: "Esta etiqueta não existe.",
    taken: (name) => `Já existe a etiqueta «${name}».`,
    inUse: (name, count) =>
      `Não é possível apagar a etiqueta «${name}»: ${products(count)} com esta etiqueta. Retire-a ${those(count)} primeiro.`,
  },
};

export const categoryTexts = {
  notFound: "Esta categoria não existe.",
  taken: (name: string, group: string) => `Já existe a categoria «${name}» em ${group}.`,
  inUse: (name: string, count: number) =>
    `Não é possível apagar a categoria «${name}»: ${products(count)} nesta categoria. Mude a categoria ${those(count)} primeiro.`,
};
