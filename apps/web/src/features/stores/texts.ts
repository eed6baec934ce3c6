/** Texts of the stores page. */
export const storesTexts = {
  title: "As nossas lojas",
  lead: "Visite-nos em Lisboa: experimente os modelos, peça aconselhamento e troque ou devolva as suas compras online em qualquer loja.",
  phone: "Telefone",
  phoneNote: "Chamada para a rede fixa nacional",
  address: "Morada",
  map: "Ver no mapa",
  newWindow: "(abre numa nova janela)",
  pictureAlt: (name: string) => `Loja ${name}`,
  empty: "De momento não há lojas para mostrar.",
  contactsLink: "Prefere falar connosco à distância? Veja os nossos contactos.",
  hours: "Horário",
  closed: "Encerrada",
  days: {
    mon: "segunda",
    tue: "terça",
    wed: "quarta",
    thu: "quinta",
    fri: "sexta",
    sat: "sábado",
    sun: "domingo",
  },
  /** "Segunda a sexta", "Sábado e domingo", "Domingo". */
  dayRange: (from: string, to: string, adjacent: boolean) => {
    const first = from.charAt(0).toUpperCase() + from.slice(1);
    if (from === to) return first;
    return `${first} ${adjacent ? "e" : "a"} ${to}`;
  },
  rangesJoin: " e ",
} as const;
