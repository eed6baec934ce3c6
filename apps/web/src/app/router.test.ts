import { describe, expect, it } from "vitest";
import { routeModule, routeModules } from "./route-handle";
import { storefrontRoutes } from "./router";
import source from "./router.tsx?raw";

const routes = storefrontRoutes("pt");

describe("the route tree", () => {
  it("names, for every lazily loaded page, the very module it loads", () => {
    const pairs = [
      ...source.matchAll(/"src\/([^"]+)\.tsx",\s*\(\)\s*=>\s*import\("\.\.\/([^"]+)"\)/g),
    ];
    const lazyPages = source.match(/\bpage\(\s*"/g) ?? [];
    expect(pairs.length).toBe(lazyPages.length);
    for (const [, module, imported] of pairs) expect(module).toBe(imported);
  });

  it("gives every lazy route its module", () => {
    const lazy = (tree: typeof routes): unknown[] =>
      tree.flatMap((route) => [
        ...(route.lazy ? [route] : []),
        ...(route.children ? lazy(route.children) : []),
      ]);
    for (const route of lazy(routes) as typeof routes) {
      expect(routeModule(route.handle)).toMatch(/^src\/features\/.+\.tsx$/);
    }
  });

  it("names modules a page preloads that exist", () => {
    const home = routes[0]?.children?.find((route) => route.path === "home");
    const modules = routeModules(home?.handle);
    expect(modules.length).toBeGreaterThan(1);
    const sources = import.meta.glob("../features/**/*.tsx");
    for (const module of modules) expect(sources).toHaveProperty(`../${module.slice(4)}`);
  });

  it("names the English tree's segments in English, as the addresses map", () => {
    const paths = (tree: typeof routes): string[] =>
      tree.flatMap((route) => [route.path ?? "", ...(route.children ? paths(route.children) : [])]);
    const english = paths(storefrontRoutes("en"));
    expect(english).toEqual(
      expect.arrayContaining(["home", "products", "product/:id", "accessibility", "withdrawal"]),
    );
    expect(english).toEqual(
      expect.arrayContaining([
        "gift-card",
        "gift-card/give",
        "reservations/:code",
        "order/confirmed/:token",
        "order/:token",
      ]),
    );
    // Its only Portuguese segments are the ways from them to the English pages.
    expect(
      english.filter((path) => /acessibilidade|livre|encomenda|reservas|cartao/.test(path)),
    ).toEqual([
      "encomenda/confirmada/*",
      "encomenda/*",
      "acessibilidade/*",
      "livre-resolucao/*",
      "cartao-presente/oferecer/*",
      "cartao-presente/*",
      "reservas/*",
    ]);
    expect(paths(routes)).toEqual(expect.arrayContaining(["acessibilidade", "encomenda/:token"]));
  });
});
