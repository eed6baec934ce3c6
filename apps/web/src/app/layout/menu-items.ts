import type { Category, CategoryTree, Translation } from "@shop/shared";
import type { menuTexts as portugueseMenuTexts } from "../texts";

export interface MenuLink {
  label: string;
  to: string;
  /** Read after the label by screen readers only, where the label alone is ambiguous. */
  hint?: string;
}

/** One column of a submenu: a heading (Mulher, Homem) and its links. */
export interface MenuColumn {
  heading: string;
  links: MenuLink[];
  seeAll?: MenuLink;
}

export type MenuItem =
  | { kind: "link"; id: string; label: string; to: string }
  | { kind: "group"; id: string; label: string; columns: MenuColumn[]; seeAll?: MenuLink };

function categoryLinks(categories: Category[]): MenuLink[] {
  return categories.map((category) => ({
    label: category.name,
    to: `/products?category=${category.id}`,
  }));
}

/** The navigation menu, built from the category tree of the persistent data, in the page's words. */
export function buildMenu(
  tree: CategoryTree,
  menuTexts: Translation<typeof portugueseMenuTexts>,
): MenuItem[] {
  return [
    {
      kind: "group",
      id: "shoes",
      label: menuTexts.shoes,
      columns: [
        {
          heading: menuTexts.women,
          links: categoryLinks(tree.shoesWomen),
          seeAll: {
            label: menuTexts.seeAll,
            to: "/products?isWomen=1&forShoe=1",
            hint: menuTexts.shoesWomen,
          },
        },
        {
          heading: menuTexts.men,
          links: categoryLinks(tree.shoesMen),
          seeAll: {
            label: menuTexts.seeAll,
            to: "/products?isMen=1&forShoe=1",
            hint: menuTexts.shoesMen,
          },
        },
      ],
      seeAll: { label: menuTexts.seeAllShoes, to: "/products?forShoe=1" },
    },
    {
      kind: "group",
      id: "accessories",
      label: menuTexts.accessories,
      columns: [
        {
          heading: menuTexts.women,
          links: categoryLinks(tree.accessoriesWomen),
          seeAll: {
            label: menuTexts.seeAll,
            to: "/products?isWomen=1&forAccessories=1",
            hint: menuTexts.accessoriesWomen,
          },
        },
        {
          heading: menuTexts.men,
          links: categoryLinks(tree.accessoriesMen),
          seeAll: {
            label: menuTexts.seeAll,
            to: "/products?isMen=1&forAccessories=1",
            hint: menuTexts.accessoriesMen,
          },
        },
      ],
      seeAll: { label: menuTexts.seeAllAccessories, to: "/products?forAccessories=1" },
    },
    {
      kind: "group",
      id: "new",
      label: menuTexts.newCollection,
      columns: [
        {
          heading: menuTexts.women,
          links: [
            { label: menuTexts.shoes, to: "/products?newP=1&isWomen=1&forShoe=1" },
            { label: menuTexts.accessories, to: "/products?newP=1&isWomen=1&forAccessories=1" },
          ],
        },
        {
          heading: menuTexts.men,
          links: [
            { label: menuTexts.shoes, to: "/products?newP=1&isMen=1&forShoe=1" },
            { label: menuTexts.accessories, to: "/products?newP=1&isMen=1&forAccessories=1" },
          ],
        },
      ],
      seeAll: { label: menuTexts.seeAllNew, to: "/products?newP=1" },
    },
    { kind: "link", id: "stores", label: menuTexts.stores, to: "/stores" },
    { kind: "link", id: "customize", label: menuTexts.customize, to: "/customize" },
    { kind: "link", id: "contacts", label: menuTexts.contacts, to: "/contacts" },
  ];
}
