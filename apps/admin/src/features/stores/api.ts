import type { StoreInput, StoreItem } from "@shop/shared";
import { listResource } from "../../lib/list-resource";

export const stores = listResource<StoreItem, StoreInput>("stores");
