import type { BannerInput, BannerItem } from "@shop/shared";
import { listResource } from "../../lib/list-resource";

export const banners = listResource<BannerItem, BannerInput>("banners");
