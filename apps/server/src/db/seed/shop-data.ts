// The demo shop's stores, home banners and settings.
import { StoreHoursTextsSchema } from "@shop/shared";

function mapSearch(query: string): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}`;
}

/** Opening hours as staff would type them: weekdays alike, then Saturday and Sunday. */
function week(weekdays: string, saturday: string, sunday: string) {
  return StoreHoursTextsSchema.parse({
    mon: weekdays,
    tue: weekdays,
    wed: weekdays,
    thu: weekdays,
    fri: weekdays,
    sat: saturday,
    sun: sunday,
  });
}

const STORE_ROWS = [
  {
    name: "Baixa – Rua Augusta",
    address: "Rua Augusta, 142, 1100-053 Lisboa",
    phone: "213 420 118",
    picture: "baixa",
    hours: week("10:00-20:00", "10:00-20:00", "11:00-19:00"),
  },
  {
    name: "Chiado – Rua Garrett",
    address: "Rua Garrett, 58, 1200-204 Lisboa",
    phone: "213 468 305",
    picture: "chiado",
    hours: week("10:00-20:00", "10:00-20:00", "12:00-19:00"),
  },
  {
    name: "Campo de Ourique – Rua Ferreira Borges",
    address: "Rua Ferreira Borges, 91, 1350-159 Lisboa",
    phone: "213 889 472",
    picture: "campo-de-ourique",
    hours: week("10:00-13:00, 15:00-19:30", "10:00-13:00", ""),
  },
];

export const STORES = STORE_ROWS.map(({ name, address, phone, picture, hours }, index) => ({
  name,
  address,
  phone,
  hours: JSON.stringify(hours),
  map_link: mapSearch(`Sapataria Lisboa, ${address}`),
  thumbnail: `stores/${picture}.webp`,
  ordering: index + 1,
}));

export const BANNERS = [
  {
    image: "banners/home-1.webp",
    title: "Nova coleção Outono-Inverno",
    subtitle: "Botas e botins feitos em Portugal",
    text: "Pele macia, solas resistentes e o conforto de sempre para os dias frios de Lisboa.",
  },
  {
    image: "banners/home-2.webp",
    title: "Até 50% de desconto",
    subtitle: "Em scarpins, malas e acessórios selecionados",
    text: "Aproveite enquanto houver stock: os descontos já estão aplicados nos preços.",
  },
  {
    image: "banners/home-3.webp",
    title: "Feito à mão, em Portugal",
    subtitle: "Marroquinaria para ele e para ela",
    text: "Malas, cintos e carteiras de pele, pensados para durar muitos anos.",
  },
].map((banner, index) => ({ ...banner, ordering: index + 1 }));

export const SETTINGS = {
  vat_percent: 23,
  store_online: true,
  website_online: true,
  banner_shoes_women: "categories/shoes-women.webp",
  banner_shoes_men: "categories/shoes-men.webp",
  banner_accessories_women: "categories/accessories-women.webp",
  banner_accessories_men: "categories/accessories-men.webp",
  banner_bottom_homepage: "banners/home-bottom.webp",
  banner_bottom_homepage_link: "/products?newP=1",
  contact_name: "Sapataria Lisboa, Lda.",
  contact_address: "Rua Augusta, 142, 1100-053 Lisboa",
  contact_nif: "514827360",
  contact_phone: "213 420 118",
  contact_email: "loja@sapatarialisboa.pt",
};
