import { SECTION_BANNER_KEYS, type SectionBannerKey } from "@shop/shared";
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
        .select([
          "p.id",
          "p.ref",
          "p.title",
          "p.pictures",
          "p.color_manual",
          "k.name as color_name",
        ])
        .select(["c.name as category_name", "c.for_accessory", "c.is_woman", "c.is_man"])
        .orderBy("p.id")
        .execute(),
    banners: () =>
      db
        .selectFrom("banners")
        .select(["id", "image", "title", "subtitle", "text"])
        .orderBy("ordering")
        .orderBy("id")
        .execute(),
    stores: () =>
      db
        .selectFrom("stores")
        .select(["id", "name", "thumbnail"])
        .orderBy("ordering")
        .orderBy("id")
        .execute(),
    sectionBanners: () =>
      db.selectFrom("settings").select(SECTION_BANNER_KEYS).where("id", "=", 1).executeTakeFirst(),
    setProductPictures: (id: number, pictures: string[]) =>
      db.updateTable("products").set({ pictures }).where("id", "=", id).execute(),
    setBannerImage: (id: number, image: string) =>
      db.updateTable("banners").set({ image }).where("id", "=", id).execute(),
    setStoreThumbnail: (id: number, thumbnail: string) =>
      db.updateTable("stores").set({ thumbnail }).where("id", "=", id).execute(),
    setSectionBanner: (column: SectionBannerKey, picture: string) =>
      db
        .updateTable("settings")
        .set({ [column]: picture })
        .where("id", "=", 1)
        .execute(),
  };
}

export type MediaRepository = ReturnType<typeof mediaRepository>;
