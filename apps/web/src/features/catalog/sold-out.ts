import { useQuery } from "@tanstack/react-query";
import { soldOutQuery } from "./api";

const toSet = (ids: number[]) => new Set(ids);

/** Whether a product is sold out online; false until the shop has said (and when it cannot). */
export function useSoldOut(productId: number): boolean {
  return useQuery({ ...soldOutQuery, select: toSet }).data?.has(productId) ?? false;
}
