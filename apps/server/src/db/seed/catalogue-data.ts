// The demo shop's catalogue vocabulary, in pt-PT.

export type Group = "shoesWomen" | "shoesMen" | "accessoriesWomen" | "accessoriesMen";

export const GROUP_FLAGS: Record<
  Group,
  { is_woman: boolean; is_man: boolean; for_shoe: boolean; for_accessory: boolean }
> = {
  shoesWomen: { is_woman: true, is_man: false, for_shoe: true, for_accessory: false },
  shoesMen: { is_woman: false, is_man: true, for_shoe: true, for_accessory: false },
  accessoriesWomen: { is_woman: true, is_man: false, for_shoe: false, for_accessory: true },
  accessoriesMen: { is_woman: false, is_man: true, for_shoe: false, for_accessory: true },
};

export type SizeRule = "women" | "men" | "one" | "beltWomen" | "beltMen" | "socks";

export interface CategorySeed {
  group: Group;
  name: string;
  /** How many demo products it gets (they add up to 200). */
  count: number;
  /** Cheapest and dearest price, in euros (each ending in ,90). */
  prices: [number, number];
  sizes: SizeRule;
  titles: string[];
  colours: string[];
  /** Tags that suit it besides the material. */
  extras: string[];
  /** Made of cloth: never tagged Pele, Camurça or Vegan. */
  textile?: boolean;
}

export const COLOURS = [
  "Preto",
  "Castanho",
  "Camel",
  "Azul-marinho",
  "Bordeaux",
  "Branco",
  "Bege",
  "Cinzento",
  "Verde-oliva",
  "Vermelho",
  "Dourado",
  "Prateado",
];

/** Two-colour products: the colour they are filed under and how the shop describes them. */
export const MANUAL_COLOURS: Array<[string, string]> = [
  ["Preto", "Preto e dourado"],
  ["Castanho", "Castanho e bege"],
  ["Azul-marinho", "Azul-marinho e branco"],
  ["Camel", "Camel e preto"],
  ["Branco", "Branco e prateado"],
  ["Bordeaux", "Bordeaux e rosa"],
];

export const MATERIALS = ["Pele", "Camurça", "Vegan"];

export const TAGS = [
  ...MATERIALS,
  "Feito à mão",
  "Sola de borracha",
  "Made in Portugal",
  "Salto alto",
  "Confortável",
  "Impermeável",
  "Edição limitada",
];

export const BRANDS: Array<{ name: string; groups: Group[] }> = [
  { name: "Atelier do Chiado", groups: ["shoesWomen", "accessoriesWomen"] },
  { name: "Fabbrica Verona", groups: ["shoesWomen", "shoesMen"] },
  { name: "Sapatos Alfama", groups: ["shoesWomen", "shoesMen"] },
  { name: "Casa Borges & Filhos", groups: ["shoesMen", "accessoriesMen"] },
  { name: "Calzados Sevilla", groups: ["shoesWomen", "shoesMen"] },
  { name: "Brandt Schuhwerk", groups: ["shoesMen", "shoesWomen"] },
  { name: "Marroquinaria Ribeira", groups: ["accessoriesWomen", "accessoriesMen"] },
  { name: "Pelletteria Fiorentina", groups: ["accessoriesWomen", "accessoriesMen"] },
  { name: "Ondas do Tejo", groups: ["shoesWomen", "shoesMen"] },
  { name: "Maria Benedita", groups: ["shoesWomen", "accessoriesWomen"] },
  { name: "Don Álvaro", groups: ["shoesMen", "accessoriesMen"] },
  { name: "Lã & Linho", groups: ["accessoriesWomen", "accessoriesMen"] },
];

const WOMEN_SHOE_COLOURS = [
  "Preto",
  "Castanho",
  "Camel",
  "Bege",
  "Bordeaux",
  "Azul-marinho",
  "Vermelho",
  "Verde-oliva",
];
const MEN_COLOURS = ["Preto", "Castanho", "Camel", "Azul-marinho", "Bordeaux", "Cinzento"];
const SNEAKER_COLOURS = ["Branco", "Preto", "Cinzento", "Azul-marinho", "Verde-oliva", "Bege"];
const SUMMER_COLOURS = ["Camel", "Preto", "Branco", "Dourado", "Bege", "Castanho", "Prateado"];
const PARTY_COLOURS = ["Dourado", "Prateado", "Preto", "Bege", "Vermelho", "Azul-marinho"];
const BAG_COLOURS = [
  "Preto",
  "Castanho",
  "Camel",
  "Bordeaux",
  "Bege",
  "Vermelho",
  "Verde-oliva",
  "Azul-marinho",
];

const SHOE_EXTRAS = [
  "Feito à mão",
  "Made in Portugal",
  "Confortável",
  "Sola de borracha",
  "Edição limitada",
];
const HEEL_EXTRAS = ["Salto alto", "Feito à mão", "Made in Portugal", "Edição limitada"];
const BOOT_EXTRAS = ["Impermeável", "Sola de borracha", "Made in Portugal", "Confortável"];
const ACCESSORY_EXTRAS = ["Feito à mão", "Made in Portugal", "Edição limitada"];

export const CATEGORIES: CategorySeed[] = [
  {
    group: "shoesWomen",
    name: "Sandálias",
    count: 12,
    prices: [29.9, 99.9],
    sizes: "women",
    colours: SUMMER_COLOURS,
    extras: [...SHOE_EXTRAS, "Salto alto"],
    titles: [
      "Sandálias de pele entrançada",
      "Sandálias de salto bloco",
      "Sandálias rasas com fivela",
      "Sandálias de tiras finas",
      "Sandálias com plataforma de cortiça",
      "Sandálias de camurça com pulseira",
    ],
  },
  {
    group: "shoesWomen",
    name: "Sabrinas",
    count: 8,
    prices: [34.9, 89.9],
    sizes: "women",
    colours: WOMEN_SHOE_COLOURS,
    extras: SHOE_EXTRAS,
    titles: [
      "Sabrinas de pele com laço",
      "Sabrinas de bico fino",
      "Sabrinas acolchoadas",
      "Sabrinas de camurça",
      "Sabrinas com tira no tornozelo",
    ],
  },
  {
    group: "shoesWomen",
    name: "Scarpins",
    count: 10,
    prices: [59.9, 149.9],
    sizes: "women",
    colours: WOMEN_SHOE_COLOURS,
    extras: HEEL_EXTRAS,
    titles: [
      "Scarpins de pele envernizada",
      "Scarpins de salto agulha",
      "Scarpins de camurça",
      "Scarpins de bico fino",
      "Scarpins de salto médio",
    ],
  },
  {
    group: "shoesWomen",
    name: "Botas",
    count: 10,
    prices: [99.9, 249.9],
    sizes: "women",
    colours: WOMEN_SHOE_COLOURS,
    extras: BOOT_EXTRAS,
    titles: [
      "Botas de cano alto em pele",
      "Botas de montar",
      "Botas de camurça com fecho",
      "Botas de cano alto com salto bloco",
      "Botas de chuva forradas",
    ],
  },
  {
    group: "shoesWomen",
    name: "Botins",
    count: 12,
    prices: [69.9, 169.9],
    sizes: "women",
    colours: WOMEN_SHOE_COLOURS,
    extras: [...BOOT_EXTRAS, "Salto alto"],
    titles: [
      "Botins Chelsea de pele",
      "Botins de salto bloco",
      "Botins de camurça com fecho lateral",
      "Botins com atacadores",
      "Botins de biqueira quadrada",
    ],
  },
  {
    group: "shoesWomen",
    name: "Sapatilhas",
    count: 10,
    prices: [39.9, 119.9],
    sizes: "women",
    colours: SNEAKER_COLOURS,
    extras: SHOE_EXTRAS,
    titles: [
      "Sapatilhas de pele",
      "Sapatilhas de plataforma",
      "Sapatilhas de lona",
      "Sapatilhas de camurça retro",
      "Sapatilhas de corrida urbanas",
    ],
  },
  {
    group: "shoesWomen",
    name: "Mocassins",
    count: 8,
    prices: [54.9, 129.9],
    sizes: "women",
    colours: WOMEN_SHOE_COLOURS,
    extras: SHOE_EXTRAS,
    titles: [
      "Mocassins com barra metálica",
      "Mocassins de camurça",
      "Mocassins de pele macia",
      "Mocassins com borla",
    ],
  },
  {
    group: "shoesWomen",
    name: "Sapatos de Cerimónia",
    count: 8,
    prices: [79.9, 199.9],
    sizes: "women",
    colours: PARTY_COLOURS,
    extras: HEEL_EXTRAS,
    titles: [
      "Sapatos de cerimónia em cetim",
      "Sapatos de cerimónia com pedraria",
      "Sapatos de noiva em pele",
      "Sapatos de salto com tira em T",
      "Sapatos de cerimónia com laço",
    ],
  },
  {
    group: "shoesWomen",
    name: "Chinelos",
    count: 6,
    prices: [24.9, 59.9],
    sizes: "women",
    colours: SUMMER_COLOURS,
    extras: SHOE_EXTRAS,
    titles: [
      "Chinelos de pele com tira larga",
      "Chinelos de cortiça",
      "Chinelos acolchoados",
      "Chinelos com fivela dupla",
    ],
  },
  {
    group: "shoesMen",
    name: "Sapatos Clássicos",
    count: 12,
    prices: [79.9, 219.9],
    sizes: "men",
    colours: MEN_COLOURS,
    extras: SHOE_EXTRAS,
    titles: [
      "Sapatos Oxford de pele",
      "Sapatos Derby de pele",
      "Sapatos Brogue",
      "Sapatos clássicos com biqueira",
      "Sapatos de pele com sola de borracha",
      "Sapatos Oxford envernizados",
    ],
  },
  {
    group: "shoesMen",
    name: "Mocassins",
    count: 10,
    prices: [64.9, 159.9],
    sizes: "men",
    colours: MEN_COLOURS,
    extras: SHOE_EXTRAS,
    titles: [
      "Mocassins de pele com barra",
      "Mocassins de condução",
      "Mocassins de camurça",
      "Mocassins com borla",
      "Mocassins penny de pele",
    ],
  },
  {
    group: "shoesMen",
    name: "Botas",
    count: 7,
    prices: [99.9, 249.9],
    sizes: "men",
    colours: MEN_COLOURS,
    extras: BOOT_EXTRAS,
    titles: [
      "Botas de pele com atacadores",
      "Botas de trabalho",
      "Botas de montanha",
      "Botas militares de pele",
    ],
  },
  {
    group: "shoesMen",
    name: "Botins",
    count: 8,
    prices: [89.9, 189.9],
    sizes: "men",
    colours: MEN_COLOURS,
    extras: BOOT_EXTRAS,
    titles: [
      "Botins Chelsea de pele",
      "Botins Chelsea de camurça",
      "Botins desert",
      "Botins com atacadores",
    ],
  },
  {
    group: "shoesMen",
    name: "Sapatilhas",
    count: 10,
    prices: [44.9, 129.9],
    sizes: "men",
    colours: SNEAKER_COLOURS,
    extras: SHOE_EXTRAS,
    titles: [
      "Sapatilhas de pele minimalistas",
      "Sapatilhas de camurça",
      "Sapatilhas de lona",
      "Sapatilhas de corrida urbanas",
      "Sapatilhas retro",
    ],
  },
  {
    group: "shoesMen",
    name: "Sandálias",
    count: 5,
    prices: [34.9, 79.9],
    sizes: "men",
    colours: ["Castanho", "Preto", "Camel"],
    extras: SHOE_EXTRAS,
    titles: [
      "Sandálias de pele com fivela",
      "Sandálias de tiras cruzadas",
      "Sandálias de caminhada",
    ],
  },
  {
    group: "shoesMen",
    name: "Vela/Dock",
    count: 6,
    prices: [59.9, 119.9],
    sizes: "men",
    colours: ["Castanho", "Azul-marinho", "Camel", "Bordeaux"],
    extras: SHOE_EXTRAS,
    titles: [
      "Sapatos de vela de pele",
      "Sapatos de vela de camurça",
      "Dock com atacador em pele",
      "Sapatos de vela clássicos",
    ],
  },
  {
    group: "accessoriesWomen",
    name: "Malas",
    count: 14,
    prices: [49.9, 249.9],
    sizes: "one",
    colours: BAG_COLOURS,
    extras: ACCESSORY_EXTRAS,
    titles: [
      "Mala de mão em pele",
      "Mala tiracolo",
      "Mala saco de camurça",
      "Mala de ombro com corrente",
      "Mala de palha",
      "Clutch de cerimónia",
      "Mala shopper em pele",
    ],
  },
  {
    group: "accessoriesWomen",
    name: "Carteiras",
    count: 7,
    prices: [24.9, 89.9],
    sizes: "one",
    colours: BAG_COLOURS,
    extras: ACCESSORY_EXTRAS,
    titles: [
      "Carteira de pele com fecho",
      "Carteira compacta",
      "Porta-moedas de pele",
      "Carteira envelope",
    ],
  },
  {
    group: "accessoriesWomen",
    name: "Cintos",
    count: 5,
    prices: [19.9, 59.9],
    sizes: "beltWomen",
    colours: BAG_COLOURS,
    extras: ACCESSORY_EXTRAS,
    titles: [
      "Cinto de pele fino",
      "Cinto com fivela dourada",
      "Cinto de camurça",
      "Cinto entrançado",
    ],
  },
  {
    group: "accessoriesWomen",
    name: "Lenços",
    textile: true,
    count: 5,
    prices: [19.9, 79.9],
    sizes: "one",
    colours: ["Bordeaux", "Azul-marinho", "Bege", "Vermelho", "Verde-oliva"],
    extras: ACCESSORY_EXTRAS,
    titles: [
      "Lenço de seda estampado",
      "Lenço de caxemira",
      "Echarpe de lã",
      "Lenço de algodão com franjas",
    ],
  },
  {
    group: "accessoriesWomen",
    name: "Chapéus",
    textile: true,
    count: 4,
    prices: [24.9, 89.9],
    sizes: "one",
    colours: ["Bege", "Preto", "Camel", "Castanho"],
    extras: ACCESSORY_EXTRAS,
    titles: ["Chapéu de feltro", "Chapéu de palha", "Chapéu fedora de lã", "Boina de lã"],
  },
  {
    group: "accessoriesMen",
    name: "Cintos",
    count: 6,
    prices: [24.9, 69.9],
    sizes: "beltMen",
    colours: MEN_COLOURS,
    extras: ACCESSORY_EXTRAS,
    titles: ["Cinto de pele clássico", "Cinto reversível", "Cinto entrançado", "Cinto de camurça"],
  },
  {
    group: "accessoriesMen",
    name: "Carteiras",
    count: 6,
    prices: [24.9, 79.9],
    sizes: "one",
    colours: MEN_COLOURS,
    extras: ACCESSORY_EXTRAS,
    titles: [
      "Carteira de pele com moedeiro",
      "Porta-cartões de pele",
      "Carteira clássica dobrável",
      "Carteira com proteção RFID",
    ],
  },
  {
    group: "accessoriesMen",
    name: "Pastas",
    count: 4,
    prices: [119.9, 249.9],
    sizes: "one",
    colours: ["Castanho", "Preto", "Camel"],
    extras: ACCESSORY_EXTRAS,
    titles: ["Pasta de pele para portátil", "Pasta executiva", "Pasta de documentos em pele"],
  },
  {
    group: "accessoriesMen",
    name: "Meias",
    textile: true,
    count: 3,
    prices: [19.9, 29.9],
    sizes: "socks",
    colours: ["Azul-marinho", "Cinzento", "Bordeaux", "Preto"],
    extras: ["Made in Portugal", "Confortável"],
    titles: ["Meias de algodão (pack de 3)", "Meias de lã merino", "Meias às riscas (pack de 3)"],
  },
  {
    group: "accessoriesMen",
    name: "Gravatas",
    textile: true,
    count: 4,
    prices: [24.9, 59.9],
    sizes: "one",
    colours: ["Azul-marinho", "Bordeaux", "Cinzento", "Verde-oliva"],
    extras: ACCESSORY_EXTRAS,
    titles: [
      "Gravata de seda lisa",
      "Gravata às riscas",
      "Gravata de malha",
      "Gravata de seda com bolinhas",
    ],
  },
];

/** How a category is told apart from its namesake in another group (Mocassins, Botas...). */
export function categoryKey(group: Group, name: string): string {
  return `${group}/${name}`;
}
