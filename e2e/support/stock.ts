import type { APIRequestContext } from "@playwright/test";
import type { Persistent, Product } from "@shop/shared";
import { apiData } from "./checkout-shop.ts";

type Stock = Record<string, Record<string, number>>;
export interface Place {
  id: number;
  name: string;
}

/**
 * The demo's Chiado and Baixa stores, and a product from `offset` of the catalogue (apart from
 * the ones other specs buy or browse) with a size that has no units online nor in either store.
 */
export async function productToStock(request: APIRequestContext, offset: number) {
  const { stores } = await apiData<Persistent>(request, "/api/public/persistent");
  const find = (name: string) => stores.find((store) => store.name.startsWith(name)) as Place;
  const chiado = find("Chiado");
  const baixa = find("Baixa");
  const candidates = await apiData<Product[]>(request, "/api/public/products/search", {
    results: 40,
    offset,
  });
  for (const product of candidates) {
    const stock = await apiData<Stock>(request, `/api/public/products/${product.id}/stock`);
    const size = product.sizes.find((s) =>
      ["online", chiado.id, baixa.id].every((place) => (stock[place]?.[s] ?? 0) === 0),
    );
    if (product.title && size) return { product, size, chiado, baixa };
  }
  throw new Error(`no product with an empty size from ${offset} of the catalogue`);
}
