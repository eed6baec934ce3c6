import type { Kysely } from "kysely";
import type { DB } from "../../db/schema.ts";

/** The rows every stored picture path comes from, with what is needed to draw a stand-in. */
export function mediaRepository(db: Kysely<DB>) {
  return {
    productPictures: () =>
      db
        .selectFrom("products as p")
        .leftJoin("categories as c", "c.id", "p.category_id")
        .leftJoin("colors as k", "k.id", "p.color_id")
        .select(["p.ref", "p.title", "p.pictures", "p.color_manual", "k.name as color_name"])
        .select(["c.name as category_name", "c.for_accessory", "c.is_woman", "c.is_man"])
        .orderBy("p.id")
        .execute(),
    banners: () =>
      db
        .selectFrom("banners")
        .select(["image", "title", "subtitle", "text"])
        .orderBy("ordering")
        .orderBy("id")
        .execute(),
    stores: () =>
      db
        .selectFrom("stores")
        .select(["name", "thumbnail"])
        .orderBy("ordering")
        .orderBy("id")
        .execute(),
    sectionBanners: () =>
      db
        .selectFrom("settings")
        .select([
          "banner_shoes_women",
          "banner_shoes_men",
          "banner_accessories_women",
          "banner_accessories_men",
          "banner_bottom_homepage",
        ])
        .where("id", "=", 1)
        .executeTakeFirst(),
  };
}

export type MediaRepository = ReturnType<typeof mediaRepository>;
