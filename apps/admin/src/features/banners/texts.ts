export const bannersTexts = {
  title: "Destaques",
  lead: "Os destaques passam no carrossel da página inicial, por esta ordem, cada um só entre as suas datas (hora de Lisboa).",
  add: "Novo destaque",
  newTitle: "Novo destaque",
  editTitle: "Editar destaque",
  image: "Imagem",
  imageHint: "Larga (por exemplo 1600 × 600 px): aparece a toda a largura da página inicial.",
  bannerTitle: "Título",
  subtitle: "Subtítulo",
  text: "Texto",
  link: "Ligação",
  linkHint:
    "Para onde leva quem clica: um caminho da loja, como /products/sandalias, /products?search=botas ou /stores. Vazio: o destaque não é clicável.",
  startsOn: "Mostrar a partir de",
  startsOnHint: "Dia de Lisboa em que começa a aparecer. Vazio: já.",
  endsOn: "Mostrar até",
  endsOnHint: "Último dia em que aparece (inclusive). Vazio: sem fim.",
  states: { scheduled: "Agendado", active: "Ativo", ended: "Terminado" },
  stateLabel: "Estado",
  days: (startsOn: string | null, endsOn: string | null) =>
    startsOn && endsOn
      ? `De ${startsOn} a ${endsOn}`
      : startsOn
        ? `A partir de ${startsOn}`
        : endsOn
          ? `Até ${endsOn}`
          : "Sem datas",
  linksTo: (link: string) => `Leva a ${link}`,
  edit: "Editar",
  delete: "Apagar",
  untitled: "Sem título",
  editLabel: (title: string) => `Editar o destaque ${title}`,
  deleteLabel: (title: string) => `Apagar o destaque ${title}`,
  confirmDelete: (title: string) => `Apagar o destaque «${title}»?`,
  created: "Destaque criado.",
  saved: "Destaque guardado.",
  deleted: "Destaque apagado.",
  empty: "A página inicial não tem destaques.",
} as const;
