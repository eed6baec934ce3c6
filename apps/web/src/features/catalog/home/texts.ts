/** A carousel's slide among the others: "2 de 5". */
import { translatable } from "../../../lib/i18n/texts-key";

const slideLabel = (index: number, count: number) => `${index} de ${count}`;

/** Texts of the home page. */
export const homeTexts = translatable("features/catalog/home/texts.ts#homeTexts", {
  pageTitle: "Sapataria Lisboa: sapatos e acessórios de mulher e homem",
  banners: {
    label: "Novidades da loja",
    row: "Diapositivos (as setas do teclado passam-nos)",
    roleDescription: "carrossel",
    slideRoleDescription: "diapositivo",
    slideLabel,
    previous: "Diapositivo anterior",
    next: "Diapositivo seguinte",
    goTo: (index: number) => `Mostrar diapositivo ${index}`,
    pause: "Pausar a passagem automática",
    play: "Retomar a passagem automática",
    choose: "Escolher diapositivo",
    open: "Ver destaque",
    announce: (index: number, count: number, title: string) =>
      `Diapositivo ${index} de ${count}${title ? `: ${title}` : ""}`,
  },
  categories: {
    heading: "Compre por categoria",
    cta: "Ver coleção",
  },
  featured: {
    heading: "Sugestões para si",
    tabsLabel: "Produtos em destaque",
    tabs: { featured: "Destaques", mostViewed: "Mais vistos", mostRecent: "Recentes" },
    previous: "Produtos anteriores",
    next: "Produtos seguintes",
    slideLabel,
    slideRoleDescription: "produto",
    roleDescription: "carrossel",
    loading: "A carregar produtos…",
    empty: "Sem produtos para mostrar de momento.",
    error: "Não foi possível carregar os produtos em destaque.",
    retry: "Tentar novamente",
    seeAll: "Ver todos os produtos",
  },
  bottomBannerAlt: "Sapataria Lisboa: sapatos e acessórios desde 1978",
  services: {
    heading: "Ao seu serviço",
    stores: {
      title: "As nossas lojas",
      text: "Visite-nos em Lisboa: moradas, telefones e mapas das lojas.",
      cta: "Ver lojas",
    },
    customize: {
      title: "À medida",
      text: "Meios números, outras cores, solas e alturas de salto: fazemos por si.",
      cta: "Saber mais",
    },
    contacts: {
      title: "Contactos",
      text: "Uma dúvida sobre um tamanho ou uma encomenda? Escreva-nos.",
      cta: "Falar connosco",
    },
  },
} as const);
