import type { SizeGuideInput, SizeGuideItem } from "@shop/shared";
import { listResource } from "../../lib/list-resource";

export const sizeGuides = listResource<SizeGuideItem, SizeGuideInput>("size-guides");
