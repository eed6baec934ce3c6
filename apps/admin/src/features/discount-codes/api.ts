import type { DiscountCodeCreateForm, DiscountCodeItem } from "@shop/shared";
import { apiRequest } from "../../lib/api-client";
import { listResource } from "../../lib/list-resource";

export const discountCodes = listResource<DiscountCodeItem, DiscountCodeCreateForm>(
  "discount-codes",
);

export const deactivateCode = (id: number) =>
  apiRequest<DiscountCodeItem[]>(`/admin/discount-codes/${id}/deactivate`, { body: {} });

/** The CSV of a code's generated single-use codes (the browser downloads it). */
export const singlesCsvUrl = (id: number) => `/api/admin/discount-codes/${id}/codes.csv`;
