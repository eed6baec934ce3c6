/** Texts of the stores page. */
import { translatable } from "../../lib/i18n/texts-key";
export const storesTexts = translatable("features/stores/texts.ts#storesTexts", {
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
} as const);
