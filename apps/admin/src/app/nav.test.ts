import { permissionsOf, type STAFF_ROLES } from "@shop/shared";
import { describe, expect, it } from "vitest";
import { ACCOUNT_PATH, homePathFor, mayOpen, navEntries, sectionsFor } from "./nav";
import { PROMOTIONS, sections } from "./sections";
import { navTexts } from "./texts";

const navOf = (role: (typeof STAFF_ROLES)[number]) =>
  sectionsFor(sections, permissionsOf(role)).map((section) => section.label);

describe("the navigation of each role", () => {
  it("shows the owner every section, the staff and the audit log included", () => {
    expect(navOf("owner")).toEqual(expect.arrayContaining([navTexts.team, navTexts.audit]));
    expect(navOf("owner")).toHaveLength(sections.length);
  });

  it("shows the manager the dashboard and messages, never the staff nor the audit log", () => {
    expect(navOf("manager")).toEqual(
      expect.arrayContaining([navTexts.dashboard, navTexts.messages]),
    );
    expect(navOf("manager")).not.toContain(navTexts.team);
    expect(navOf("manager")).not.toContain(navTexts.audit);
  });

  it("shows a store account its pickups, reservations, the catalogue and the stock, nothing of the customers", () => {
    for (const label of navOf("store")) {
      const section = sections.find((candidate) => candidate.label === label);
      expect(section && mayOpen(section.permission, permissionsOf("store"))).toBe(true);
    }
    expect(navOf("store")).toEqual([
      navTexts.orders,
      navTexts.reservations,
      navTexts.products,
      navTexts.giftCards,
      navTexts.stock,
    ]);
  });

  it("keeps one path per section", () => {
    const paths = sections.map((section) => section.path);
    expect(new Set(paths).size).toBe(paths.length);
  });
});

describe("the navigation's lines", () => {
  const linesOf = (role: (typeof STAFF_ROLES)[number]) =>
    navEntries(sectionsFor(sections, permissionsOf(role))).map((entry) =>
      "group" in entry
        ? { [entry.group.label]: entry.sections.map((section) => section.label) }
        : entry.section.label,
    );

  it("puts the owner's sales, discount codes and gift cards under «Promoções», after the products", () => {
    const lines = linesOf("owner");
    expect(lines).toHaveLength(sections.length - 2);
    expect(lines.slice(4, 7)).toEqual([
      navTexts.products,
      { [navTexts.promotions]: [navTexts.sales, navTexts.discountCodes, navTexts.giftCards] },
      navTexts.stock,
    ]);
  });

  it("shows a group with one section a person may open as that section alone", () => {
    expect(linesOf("store")).toContain(navTexts.giftCards);
    expect(linesOf("store").some((line) => typeof line !== "string")).toBe(false);
  });

  it("keeps a group's sections one after another, so each group shows once", () => {
    const grouped = sections.filter((section) => section.group === PROMOTIONS);
    const first = sections.indexOf(grouped[0] as (typeof sections)[number]);
    expect(sections.slice(first, first + grouped.length)).toEqual(grouped);
  });

  it("draws the discount codes apart from the brands, colours and tags", () => {
    const iconOf = (path: string) => sections.find((section) => section.path === path)?.icon;
    expect(iconOf("codigos")).not.toBe(iconOf("marcas-cores-etiquetas"));
  });
});

describe("where a person lands after signing in", () => {
  it("is the first section their role may open", () => {
    expect(homePathFor(sections, permissionsOf("owner"))).toBe("/painel");
    expect(homePathFor(sections, permissionsOf("manager"))).toBe("/painel");
  });

  it("is their account when no section is theirs", () => {
    expect(homePathFor(sections, [])).toBe(ACCOUNT_PATH);
  });

  it("opens a section to those with any one of its permissions", () => {
    const list = [{ path: "a", permission: ["orders.read", "pickups.read"] as const }];
    expect(homePathFor(list, ["pickups.read"])).toBe("/a");
    expect(homePathFor(list, ["catalogue.read"])).toBe(ACCOUNT_PATH);
  });

  it("follows the order of the sections", () => {
    const list = [
      { path: "a", permission: "orders.read" as const },
      { path: "b", permission: "catalogue.read" as const },
    ];
    expect(homePathFor(list, ["catalogue.read"])).toBe("/b");
    expect(homePathFor(list, ["catalogue.read", "orders.read"])).toBe("/a");
  });
});
