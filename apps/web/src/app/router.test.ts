import { describe, expect, it } from "vitest";
import { routeModule, routeModules } from "./route-handle";
import { routes } from "./router";
import source from "./router.tsx?raw";

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
});
