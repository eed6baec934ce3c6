import type { CategoryInput, CategoryItem } from "@shop/shared";
import { listResource } from "../../lib/list-resource";

export const categories = listResource<CategoryItem, CategoryInput>("categories");
