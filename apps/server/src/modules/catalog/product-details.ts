import type { ProductDetails } from "@shop/shared";

/** The products' columns of what the product page says about a product (migration 046). */
export const DETAIL_COLUMNS = [
  "upper_material",
  "lining",
  "sole",
  "heel_height_mm",
  "fit_note",
  "care",
  "made_in",
  "width_mm",
  "height_mm",
  "depth_mm",
] as const;

export interface DetailColumns {
  upper_material: string | null;
  lining: string | null;
  sole: string | null;
  heel_height_mm: number | null;
  fit_note: string | null;
  care: string | null;
  made_in: string | null;
  width_mm: number | null;
  height_mm: number | null;
  depth_mm: number | null;
}

/** A product's details from its row. */
export function detailsOfRow(row: DetailColumns): ProductDetails {
  const { width_mm: width, height_mm: height, depth_mm: depth } = row;
  return {
    upperMaterial: row.upper_material,
    lining: row.lining,
    sole: row.sole,
    heelHeightMm: row.heel_height_mm,
    fitNote: row.fit_note,
    care: row.care,
    madeIn: row.made_in,
    dimensionsMm:
      width !== null && height !== null && depth !== null ? { width, height, depth } : null,
  };
}

/** The row's columns of a product's details. */
export function detailColumnsOf(details: ProductDetails): DetailColumns {
  return {
    upper_material: details.upperMaterial,
    lining: details.lining,
    sole: details.sole,
    heel_height_mm: details.heelHeightMm,
    fit_note: details.fitNote,
    care: details.care,
    made_in: details.madeIn,
    width_mm: details.dimensionsMm?.width ?? null,
    height_mm: details.dimensionsMm?.height ?? null,
    depth_mm: details.dimensionsMm?.depth ?? null,
  };
}
