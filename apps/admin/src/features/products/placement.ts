import type { ProductChoices } from "@shop/shared";
import { productFormTexts as texts } from "./texts";

type Category = ProductChoices["categories"][number];

export type Audience = "all" | "women" | "men";
export type Kind = "all" | "shoes" | "accessories";

/** Where the storefront shows a category's products: its menu groups ("Sapatos Mulher"…). */
export function groupsOf(category: Category): string[] {
  const kinds = [
    ...(category.forShoe ? [texts.shoes] : []),
    ...(category.forAccessory ? [texts.accessories] : []),
  ];
  const audiences = [
    ...(category.isWoman ? [texts.women] : []),
    ...(category.isMan ? [texts.men] : []),
  ];
  return kinds.flatMap((kind) => audiences.map((audience) => `${kind} ${audience}`));
}

/** The section a saved product's category belongs to, to start the form's filters from. */
export function placementOf(category: Category | undefined): { audience: Audience; kind: Kind } {
  if (!category) return { audience: "all", kind: "all" };
  const audience = category.isWoman === category.isMan ? "all" : category.isWoman ? "women" : "men";
  const kind =
    category.forShoe === category.forAccessory ? "all" : category.forShoe ? "shoes" : "accessories";
  return { audience, kind };
}

/** The categories of a section (women's shoes, any accessories…). */
export function categoriesIn(categories: readonly Category[], audience: Audience, kind: Kind) {
  return categories.filter(
    (category) =>
      (audience === "all" || (audience === "women" ? category.isWoman : category.isMan)) &&
      (kind === "all" || (kind === "shoes" ? category.forShoe : category.forAccessory)),
  );
}
