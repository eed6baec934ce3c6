import type { NamedList } from "@shop/shared";

/** Each list as the page names it, and its address (`?lista=cores`). */
export const LISTS: Record<
  NamedList,
  {
    param: string;
    tab: string;
    add: string;
    newTitle: string;
    search: string;
    empty: string;
    created: (name: string) => string;
    renamed: (name: string) => string;
    deleted: (name: string) => string;
    confirmDelete: (name: string) => string;
  }
> = {
  brands: {
    param: "marcas",
    tab: "Marcas",
    add: "Nova marca",
    newTitle: "Nova marca",
    search: "Procurar marca",
    empty: "Sem marcas.",
    created: (name) => `Marca «${name}» criada.`,
    renamed: (name) => `Marca «${name}» guardada.`,
    deleted: (name) => `Marca «${name}» apagada.`,
    confirmDelete: (name) => `Apagar a marca «${name}»?`,
  },
  colors: {
    param: "cores",
    tab: "Cores",
    add: "Nova cor",
    newTitle: "Nova cor",
    search: "Procurar cor",
    empty: "Sem cores.",
    created: (name) => `Cor «${name}» criada.`,
    renamed: (name) => `Cor «${name}» guardada.`,
    deleted: (name) => `Cor «${name}» apagada.`,
    confirmDelete: (name) => `Apagar a cor «${name}»?`,
  },
  tags: {
    param: "etiquetas",
    tab: "Etiquetas",
    add: "Nova etiqueta",
    newTitle: "Nova etiqueta",
    search: "Procurar etiqueta",
    empty: "Sem etiquetas.",
    created: (name) => `Etiqueta «${name}» criada.`,
    renamed: (name) => `Etiqueta «${name}» guardada.`,
    deleted: (name) => `Etiqueta «${name}» apagada.`,
    confirmDelete: (name) => `Apagar a etiqueta «${name}»?`,
  },
};

export const vocabularyTexts = {
  title: "Marcas, cores e etiquetas",
  lists: "Listas",
  name: "Nome",
  products: "Produtos",
  actions: "Ações",
  renameTitle: (name: string) => `Mudar o nome de «${name}»`,
  rename: "Mudar nome",
  renameLabel: (name: string) => `Mudar o nome de ${name}`,
  delete: "Apagar",
  deleteLabel: (name: string) => `Apagar ${name}`,
} as const;
