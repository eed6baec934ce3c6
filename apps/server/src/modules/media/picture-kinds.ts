export const SHOE_KINDS = [
  "oxford",
  "loafer",
  "boat",
  "sneaker",
  "boot",
  "ankleBoot",
  "heel",
  "flat",
  "sandal",
  "slide",
] as const;

export const ACCESSORY_KINDS = [
  "bag",
  "wallet",
  "belt",
  "scarf",
  "hat",
  "briefcase",
  "socks",
  "tie",
] as const;

export type ShoeKind = (typeof SHOE_KINDS)[number];
export type AccessoryKind = (typeof ACCESSORY_KINDS)[number];
export type PictureKind = ShoeKind | AccessoryKind;

/** Words (without accents) that name each kind, checked in this order. */
const KIND_WORDS: Array<[RegExp, PictureKind]> = [
  [/botin/, "ankleBoot"],
  [/bota/, "boot"],
  [/sandal/, "sandal"],
  [/sabrina|bailarina/, "flat"],
  [/scarpin|salto|cerimonia/, "heel"],
  [/sapatilha|tenis/, "sneaker"],
  [/vela|dock|nautic/, "boat"],
  [/mocassi/, "loafer"],
  [/chinel|slide/, "slide"],
  [/classic|sapato/, "oxford"],
  [/mala|bolsa/, "bag"],
  [/carteira/, "wallet"],
  [/cinto/, "belt"],
  [/lenco|echarpe/, "scarf"],
  [/chapeu|bone/, "hat"],
  [/pasta/, "briefcase"],
  [/meia/, "socks"],
  [/gravata|laco/, "tie"],
];

function normalise(text: string): string {
  return text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase();
}

/** The kinds a text (category name, banner title) speaks of, most specific first. */
export function kindsInText(text: string): PictureKind[] {
  const normalised = normalise(text);
  return KIND_WORDS.filter(([words]) => words.test(normalised)).map(([, kind]) => kind);
}

export function isShoeKind(kind: PictureKind): kind is ShoeKind {
  return (SHOE_KINDS as readonly string[]).includes(kind);
}

/** A product's kind from its category; an unknown category still gets a shoe or a bag. */
export function kindOfCategory(
  category: { name: string | null; forAccessory: boolean | null } | null,
): PictureKind {
  const kind = kindsInText(category?.name ?? "")[0];
  const wantsAccessory = category?.forAccessory ?? false;
  if (kind && isShoeKind(kind) !== wantsAccessory) return kind;
  return wantsAccessory ? "bag" : "oxford";
}
