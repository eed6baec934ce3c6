import type { ReactElement } from "react";
import { renderToString } from "react-dom/server";
import {
  createStaticHandler,
  createStaticRouter,
  type LinkProps,
  Link as RouterLink,
  StaticRouterProvider,
} from "react-router";
import { describe, expect, it } from "vitest";
import { isPlainPath, Link as ServerLink } from "./server-router";

/**
 * The HTML of `link` rendered by the server at /product/7 (under `basename`, as the English
 * storefront's `/en`), as the storefront's renderer does.
 */
async function rendered(link: ReactElement, basename = "/"): Promise<string> {
  const routes = [{ path: "/product/:id", element: link }];
  const handler = createStaticHandler(routes, { basename });
  const page = `https://loja.example.pt${basename === "/" ? "" : basename}/product/7`;
  const context = await handler.query(new Request(page));
  if (context instanceof Response) throw new Error("no page");
  const router = createStaticRouter(handler.dataRoutes, context);
  return renderToString(<StaticRouterProvider router={router} context={context} hydrate={false} />);
}

const LINKS: LinkProps[] = [
  { to: "/home", className: "logo", children: "Início" },
  { to: "/products?isWomen=1&forShoe=1", "aria-label": "Sapatos de mulher", children: "Mulher" },
  { to: "/product/12", target: "_blank", rel: "noopener", children: "Botas" },
  { to: "/stores", discover: "none", children: "Lojas" },
  { to: "/products/", children: "Com barra" },
  { to: "../home", children: "Relativo" },
  { to: "/a/./b/../c", children: "Pontos" },
  { to: "/products?", children: "Pergunta vazia" },
  { to: "/home#topo", children: "Âncora" },
  { to: { pathname: "/cart", search: "?x=1" }, children: "Objeto" },
  { to: "https://example.pt/", children: "Fora" },
  { to: "/home", reloadDocument: true, children: "Recarregar" },
  { to: "/", children: "Raiz" },
  { to: "/?q=botas", children: "Raiz com pergunta" },
];

describe("the server renderer's links", () => {
  it("write exactly what React Router's Link writes, whatever the address", async () => {
    for (const props of LINKS) {
      const ours = await rendered(<ServerLink {...props} />);
      expect(ours).toMatch(/^<a [^>]*href="[^"]+"[^>]*>[^<]+<\/a>$/);
      expect(ours, String(props.to)).toBe(await rendered(<RouterLink {...props} />));
    }
  });

  it("write the English storefront's addresses under /en, as React Router's Link does", async () => {
    for (const props of LINKS) {
      const ours = await rendered(<ServerLink {...props} />, "/en");
      expect(ours, String(props.to)).toBe(await rendered(<RouterLink {...props} />, "/en"));
    }
    expect(
      await rendered(<ServerLink to="/products?forShoe=1">Sapatos</ServerLink>, "/en"),
    ).toContain('href="/en/products?forShoe=1"');
  });

  it("take the short way only for an absolute path without dots, fragment or empty query", () => {
    expect(isPlainPath("/products?isWomen=1")).toBe(true);
    expect(isPlainPath("/product/12")).toBe(true);
    for (const to of ["../home", "/a/./b", "/a//b", "/home#topo", "/products?", "//x.pt/"]) {
      expect(isPlainPath(to), to).toBe(false);
    }
    expect(isPlainPath({ pathname: "/cart" })).toBe(false);
  });
});
