// The shop's relevance test set (issue 36): what shoppers of the demo catalogue type, and what each
// query must list first, said in the catalogue's own facts (apps/server/src/db/seed/catalogue-data.ts).
import type { CategoryGroup } from "@shop/shared";
import type { ProductFacts } from "./facts.ts";
import type { CaseClass, Predicate, RelevanceCase } from "./harness.ts";

const ofClass = (name: CaseClass, cases: Omit<RelevanceCase, "class">[]): RelevanceCase[] =>
  cases.map((each) => ({ ...each, class: name }));

const all =
  (...predicates: Predicate[]): Predicate =>
  (product) =>
    predicates.every((predicate) => predicate(product));
const category =
  (name: string): Predicate =>
  (product) =>
    product.category === name;
const group =
  (key: CategoryGroup): Predicate =>
  (product) =>
    product.groups.includes(key);
const colour =
  (name: string): Predicate =>
  (product) =>
    product.colour === name;
const brand =
  (name: string): Predicate =>
  (product) =>
    product.brand === name;
const tag =
  (name: string): Predicate =>
  (product) =>
    product.tags.includes(name);
/** Units of this size in the online stock. */
const size =
  (name: string): Predicate =>
  (product) =>
    product.onlineSizes.includes(name);
const lower = (text: string | null) => (text ?? "").toLocaleLowerCase("pt-PT");
/** The title says it (a word or words, as written in the catalogue, any case). */
const titleHas =
  (words: string): Predicate =>
  (product: ProductFacts) =>
    lower(product.title).includes(lower(words));
/** A two-colour product described with this colour too («Camel e preto» for «preto»). */
const manualColourHas =
  (word: string): Predicate =>
  (product) =>
    lower(product.colourManual).includes(word);

/**
 * Filed under `name` and the other facts; a two-colour product described with it too («Camel e
 * preto» for «preto») may come first as well.
 */
function inColour(name: string, ...facts: Predicate[]) {
  return {
    expects: all(colour(name), ...facts),
    alsoFine: all(manualColourHas(name.toLocaleLowerCase("pt-PT")), ...facts),
  };
}

const women = group("shoesWomen");
const men = group("shoesMen");

const typeAndGender = ofClass("type & gender", [
  { query: "sandálias homem", expects: all(category("Sandálias"), men) },
  { query: "sapatilhas mulher", expects: all(category("Sapatilhas"), women) },
  { query: "botas mulher", expects: all(category("Botas"), women) },
  { query: "mocassins homem", expects: all(category("Mocassins"), men) },
  { query: "mocassins senhora", expects: all(category("Mocassins"), women) },
  { query: "botins homem", expects: all(category("Botins"), men) },
  { query: "cintos homem", expects: all(category("Cintos"), group("accessoriesMen")) },
  { query: "carteiras senhora", expects: all(category("Carteiras"), group("accessoriesWomen")) },
  { query: "sapatos homem", expects: men },
  { query: "acessórios mulher", expects: group("accessoriesWomen") },
  { query: "malas", expects: category("Malas") },
  { query: "gravatas", expects: category("Gravatas") },
  { query: "pastas", expects: category("Pastas") },
]);

const colours = ofClass("colour", [
  { query: "malas castanhas", ...inColour("Castanho", category("Malas")) },
  { query: "botas pretas", ...inColour("Preto", category("Botas")) },
  { query: "sapatilhas brancas", ...inColour("Branco", category("Sapatilhas")) },
  { query: "sandálias castanhas", ...inColour("Castanho", category("Sandálias")) },
  { query: "chinelos camel", ...inColour("Camel", category("Chinelos")) },
  { query: "cinto castanho", ...inColour("Castanho", category("Cintos")) },
  { query: "sabrinas vermelhas", ...inColour("Vermelho", category("Sabrinas")) },
  { query: "gravata bordeaux", ...inColour("Bordeaux", category("Gravatas")) },
  { query: "mocassins azul-marinho", ...inColour("Azul-marinho", category("Mocassins")) },
  { query: "botins cinzentos", ...inColour("Cinzento", category("Botins")) },
  {
    query: "preto",
    ...inColour("Preto"),
  },
  { query: "bege", ...inColour("Bege") },
]);

const brands = ofClass("brand", [
  { query: "fabbrica verona", expects: brand("Fabbrica Verona") },
  { query: "atelier do chiado", expects: brand("Atelier do Chiado") },
  { query: "don álvaro", expects: brand("Don Álvaro") },
  { query: "lã & linho", expects: brand("Lã & Linho") },
  { query: "maria benedita", expects: brand("Maria Benedita") },
  { query: "ondas do tejo", expects: brand("Ondas do Tejo") },
  // «sapatos» also starts two categories' names: the brand's full name wins.
  { query: "sapatos alfama", expects: brand("Sapatos Alfama") },
  { query: "brandt", expects: brand("Brandt Schuhwerk") },
]);

const tagsAndMaterials = ofClass("tag & material", [
  { query: "pele", expects: tag("Pele"), alsoFine: titleHas("pele") },
  { query: "camurça", expects: tag("Camurça") },
  { query: "made in portugal", expects: tag("Made in Portugal") },
  { query: "vegan", expects: tag("Vegan") },
  { query: "impermeável", expects: tag("Impermeável") },
  { query: "feito à mão", expects: tag("Feito à mão") },
  { query: "salto alto", expects: tag("Salto alto"), alsoFine: titleHas("salto") },
  { query: "edição limitada", expects: tag("Edição limitada") },
  {
    query: "sola de borracha",
    expects: tag("Sola de borracha"),
    alsoFine: titleHas("sola de borracha"),
  },
]);

const sizes = ofClass("size", [
  { query: "botas 38", expects: all(category("Botas"), size("38")) },
  { query: "sapatilhas 42", expects: all(category("Sapatilhas"), size("42")) },
  { query: "sandálias 37", expects: all(category("Sandálias"), size("37")) },
  { query: "mocassins homem 44", expects: all(category("Mocassins"), men, size("44")) },
  { query: "botins 36", expects: all(category("Botins"), size("36")) },
]);

const forms = ofClass("forms & order", [
  { query: "sandalia", expects: category("Sandálias") },
  { query: "sapatilha", expects: category("Sapatilhas") },
  { query: "cinto", expects: category("Cintos") },
  { query: "camurca", expects: tag("Camurça") },
  { query: "lencos", expects: category("Lenços") },
  { query: "chapeu", expects: category("Chapéus") },
  // «Clutch de cerimónia» is a bag for the same occasion.
  {
    query: "cerimonia",
    expects: category("Sapatos de Cerimónia"),
    alsoFine: titleHas("cerimónia"),
  },
  { query: "homem sandálias", expects: all(category("Sandálias"), men) },
  { query: "pretas botas", ...inColour("Preto", category("Botas")) },
  { query: "CARTEIRA", expects: category("Carteiras") },
  { query: "Sabrina", expects: category("Sabrinas") },
  { query: "mulher botins", expects: all(category("Botins"), women) },
]);

const synonyms = ofClass("synonym", [
  { query: "ténis", expects: category("Sapatilhas") },
  { query: "sneakers", expects: category("Sapatilhas") },
  { query: "tenis homem", expects: all(category("Sapatilhas"), men) },
  { query: "chinelas", expects: category("Chinelos") },
  { query: "bolsas", expects: category("Malas") },
  { query: "bolsa castanha", ...inColour("Castanho", category("Malas")) },
  {
    query: "sapatos de salto",
    expects: category("Scarpins"),
    alsoFine: titleHas("sapatos de salto"),
  },
  { query: "botas curtas", expects: category("Botins") },
  { query: "peúgas", expects: category("Meias") },
  { query: "loafers", expects: category("Mocassins") },
  { query: "bailarinas", expects: category("Sabrinas") },
  { query: "galochas", expects: titleHas("botas de chuva") },
  { query: "malas marrom", ...inColour("Castanho", category("Malas")) },
  { query: "couro", expects: tag("Pele"), alsoFine: titleHas("pele") },
  { query: "sapatos sociais", expects: category("Sapatos Clássicos") },
  { query: "ankle boots", expects: category("Botins") },
  { query: "echarpes", expects: category("Lenços") },
]);

// One edit for words of 4+ letters, two for 8+: missing, extra, swapped or wrong letters.
const typos = ofClass("typo", [
  { query: "sandalas", expects: category("Sandálias") },
  { query: "sapatilhsa", expects: category("Sapatilhas") },
  { query: "botaas", expects: category("Botas") },
  { query: "mocasins", expects: category("Mocassins") },
  { query: "scarpims", expects: category("Scarpins") },
  { query: "cartiras", expects: category("Carteiras") },
  { query: "camursa", expects: tag("Camurça") },
  { query: "chinleos", expects: category("Chinelos") },
  { query: "gravtas", expects: category("Gravatas") },
  { query: "sabrinsa", expects: category("Sabrinas") },
  { query: "malsa castanhas", ...inColour("Castanho", category("Malas")) },
  // Two edits in words of eight letters or more.
  { query: "spatilas", expects: category("Sapatilhas") },
  { query: "mocasims", expects: category("Mocassins") },
  { query: "impremavel", expects: tag("Impermeável") },
]);

// A word the catalogue has is never «corrected» into another one.
const noFalseCorrection = ofClass("no false correction", [
  { query: "botas", expects: category("Botas"), never: category("Botins") },
  { query: "botins", expects: category("Botins"), never: category("Botas") },
  // «mala» is one letter from «malha» (Gravata de malha).
  { query: "mala", expects: category("Malas"), never: category("Gravatas") },
  { query: "palha", expects: titleHas("palha"), never: category("Gravatas") },
  { query: "scarpins", expects: category("Scarpins"), never: category("Sabrinas") },
  { query: "sandálias", expects: category("Sandálias"), never: category("Chinelos") },
]);

const combinations = ofClass("combination", [
  {
    query: "sapatilhas homem brancas",
    ...inColour("Branco", category("Sapatilhas"), men),
  },
  { query: "mala preta pele", ...inColour("Preto", category("Malas"), tag("Pele")) },
  { query: "botins camurça mulher", expects: all(category("Botins"), women, tag("Camurça")) },
  { query: "mocassins pretos homem", ...inColour("Preto", category("Mocassins"), men) },
  {
    query: "malas marroquinaria ribeira",
    expects: all(category("Malas"), brand("Marroquinaria Ribeira")),
  },
  { query: "sapatilhas vegan", expects: all(category("Sapatilhas"), tag("Vegan")) },
  { query: "botas impermeáveis", expects: all(category("Botas"), tag("Impermeável")) },
  {
    query: "cinto pele homem",
    expects: all(category("Cintos"), group("accessoriesMen"), tag("Pele")),
  },
]);

const text = ofClass("text", [
  { query: "fivela", expects: titleHas("fivela") },
  { query: "plataforma", expects: titleHas("plataforma") },
  { query: "atacadores", expects: titleHas("atacador") },
  { query: "sl-25-0101", expects: (product) => product.ref === "SL-25-0101" },
  { query: "chelsea", expects: titleHas("chelsea") },
  { query: "oxford", expects: titleHas("oxford"), alsoFine: category("Sapatos Clássicos") },
  { query: "rfid", expects: titleHas("rfid") },
  { query: "seda", expects: titleHas("seda") },
  { query: "laço", expects: titleHas("laço") },
  { query: "cano alto", expects: titleHas("cano alto") },
]);

export const RELEVANCE_CASES: readonly RelevanceCase[] = [
  ...typeAndGender,
  ...colours,
  ...brands,
  ...tagsAndMaterials,
  ...sizes,
  ...forms,
  ...synonyms,
  ...typos,
  ...noFalseCorrection,
  ...combinations,
  ...text,
];
