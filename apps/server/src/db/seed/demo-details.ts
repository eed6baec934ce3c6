import type { ProductDetails } from "@shop/shared";
import { type CategorySeed, MATERIALS } from "./catalogue-data.ts";
import type { Random } from "./random.ts";

/** Heel heights by category, in mm (lowest, highest): what a shop of this kind sells. */
const HEELS: Record<string, [number, number]> = {
  "shoesWomen:Sandálias": [10, 80],
  "shoesWomen:Sabrinas": [5, 15],
  "shoesWomen:Scarpins": [50, 100],
  "shoesWomen:Botas": [20, 80],
  "shoesWomen:Botins": [30, 70],
  "shoesWomen:Sapatilhas": [20, 45],
  "shoesWomen:Mocassins": [15, 30],
  "shoesWomen:Sapatos de Cerimónia": [50, 90],
  "shoesWomen:Chinelos": [10, 30],
  "shoesMen:Sapatos Clássicos": [25, 35],
  "shoesMen:Mocassins": [20, 30],
  "shoesMen:Botas": [30, 45],
  "shoesMen:Botins": [30, 40],
  "shoesMen:Sapatilhas": [25, 35],
  "shoesMen:Sandálias": [15, 25],
  "shoesMen:Vela/Dock": [20, 25],
};

/** A bag's width, height and depth ranges, in mm. */
const BAGS: Record<string, [[number, number], [number, number], [number, number]]> = {
  "accessoriesWomen:Malas": [
    [250, 400],
    [180, 300],
    [80, 150],
  ],
  "accessoriesWomen:Carteiras": [
    [170, 200],
    [90, 110],
    [20, 30],
  ],
  "accessoriesMen:Carteiras": [
    [100, 120],
    [80, 95],
    [15, 20],
  ],
  "accessoriesMen:Pastas": [
    [380, 420],
    [280, 310],
    [60, 100],
  ],
};

/** Where each brand makes its products; the others make them in Portugal. */
const MADE_ABROAD: Record<string, string> = {
  "Fabbrica Verona": "Itália",
  "Pelletteria Fiorentina": "Itália",
  "Calzados Sevilla": "Espanha",
  "Brandt Schuhwerk": "Alemanha",
};

const CARE = {
  leather:
    "Limpe com um pano macio e seco. Hidrate a pele de vez em quando com creme incolor e guarde com formas ou papel por dentro.",
  suede:
    "Escove no sentido do pelo com uma escova própria para camurça. Proteja com spray impermeabilizante antes de usar e evite a chuva.",
  cloth: "Limpe com um pano húmido e sabão neutro. Deixe secar ao ar, longe de fontes de calor.",
  synthetic: "Limpe com um pano húmido. Deixe secar ao ar, longe de fontes de calor.",
  scarf: "Lave à mão em água fria, sem torcer. Seque na horizontal.",
  socks: "Lave na máquina a 30 °C, do avesso. Não use a máquina de secar.",
  tie: "Limpeza a seco. Guarde enrolada ou pendurada.",
  hat: "Guarde numa caixa, longe da humidade. Escove suavemente para tirar o pó.",
} as const;

const FIT_NOTES = [
  "Veste pequeno: recomendamos um número acima.",
  "Veste grande: recomendamos um número abaixo.",
  "Forma estreita: para pés largos, recomendamos um número acima.",
];

const step5 = (random: Random, [low, high]: [number, number]) => random.int(low / 5, high / 5) * 5;
const step10 = (random: Random, [low, high]: [number, number]) =>
  random.int(low / 10, high / 10) * 10;

/** The upper's material: the tag chosen for it, else what the title says, else cloth. */
function upperOf(title: string, tags: string[], category: CategorySeed): string | null {
  const material = tags.find((tag) => MATERIALS.includes(tag));
  if (/envernizad/i.test(title)) return "Pele envernizada";
  if (material === "Vegan") return "Material sintético (vegan)";
  if (material) return material;
  if (/lona/i.test(title)) return "Lona";
  if (/cetim/i.test(title)) return "Cetim";
  if (/palha/i.test(title)) return "Palha";
  if (/feltro/i.test(title)) return "Feltro de lã";
  if (/lã/i.test(title)) return "Lã";
  if (/seda/i.test(title)) return "Seda";
  if (/algodão/i.test(title)) return "Algodão";
  return category.textile ? null : "Tecido";
}

function careOf(category: CategorySeed, upper: string | null): string {
  if (category.name === "Lenços") return CARE.scarf;
  if (category.name === "Meias") return CARE.socks;
  if (category.name === "Gravatas") return CARE.tie;
  if (category.name === "Chapéus") return CARE.hat;
  if (upper?.startsWith("Pele")) return CARE.leather;
  if (upper === "Camurça") return CARE.suede;
  if (upper?.startsWith("Material sintético")) return CARE.synthetic;
  return CARE.cloth;
}

function soleOf(category: CategorySeed, title: string, random: Random): string {
  if (/cortiça/i.test(title)) return "Cortiça e borracha";
  if (category.name === "Vela/Dock") return "Borracha antiderrapante";
  if (/Scarpins|Cerimónia|Clássicos/.test(category.name))
    return random.chance(0.5) ? "Couro" : "Couro com tacão de borracha";
  return "Borracha";
}

/**
 * What the demo's product pages say about a product, plausible for its kind: leather shoes lined
 * in leather on rubber soles, heels by category, a fit note on some, bags with their dimensions.
 * `random` is the details' own stream, so the rest of the demo stays as it was.
 */
export function demoDetails(
  category: CategorySeed,
  title: string,
  tags: string[],
  brand: string,
  random: Random,
): ProductDetails {
  const key = `${category.group}:${category.name}`;
  const shoe = category.group === "shoesWomen" || category.group === "shoesMen";
  const upper = upperOf(title, tags, category);
  const leather = upper === "Pele" || upper === "Pele envernizada" || upper === "Camurça";
  const heel = HEELS[key];
  const bag = BAGS[key];
  const madeIn = MADE_ABROAD[brand] ?? (random.chance(0.9) ? "Portugal" : "Espanha");
  const fitRoll = random.next();
  return {
    upperMaterial: upper,
    lining: shoe ? (leather ? "Pele" : "Têxtil") : bag ? random.pick(["Algodão", "Pele"]) : null,
    sole: shoe ? soleOf(category, title, random) : null,
    heelHeightMm: heel ? step5(random, heel) : null,
    fitNote: shoe && fitRoll < 0.25 ? (FIT_NOTES[Math.floor(fitRoll * 12)] ?? null) : null,
    care: careOf(category, upper),
    madeIn,
    dimensionsMm: bag
      ? {
          width: step10(random, bag[0]),
          height: step10(random, bag[1]),
          depth: step5(random, bag[2]),
        }
      : null,
  };
}
