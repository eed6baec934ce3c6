import type { Kysely } from "kysely";
import type { DB } from "../../db/schema.ts";
import { deliveryRepository } from "../delivery/delivery-admin.repository.ts";

/** Reads of the data the storefront loads once: catalogue lists, stores, delivery, settings. */
export function contentRepository(db: Kysely<DB>) {
  return {
    categories: () =>
      db
        .selectFrom("categories")
        .select(["id", "name", "is_woman", "is_man", "for_shoe", "for_accessory"])
        .orderBy("ordering")
        .orderBy("name")
        .execute(),
    brands: () => db.selectFrom("brands").select(["id", "name"]).orderBy("name").execute(),
    colors: () => db.selectFrom("colors").select(["id", "name"]).orderBy("name").execute(),
    tags: () => db.selectFrom("tags").select(["id", "name"]).orderBy("name").execute(),
    banners: () =>
      db
        .selectFrom("banners")
        .select(["id", "image", "title", "subtitle", "text", "link", "starts_on", "ends_on"])
        .orderBy("ordering")
        .orderBy("id")
        .execute(),
    stores: () =>
      db
        .selectFrom("stores")
        .select([
          "id",
          "name",
          "address",
          "phone",
          "map_link",
          "thumbnail",
          "ordering",
          "hours",
          "pickup",
        ])
        .orderBy("ordering")
        .orderBy("id")
        .execute(),
    countries: () =>
      db
        .selectFrom("countries")
        .select(["id", "name", "code", "vat_percent", "group_id"])
        .orderBy("ordering")
        .orderBy("name")
        .execute(),
    countryGroups: () => deliveryRepository.groups(db),
    settings: () => db.selectFrom("settings").selectAll().where("id", "=", 1).executeTakeFirst(),
  };
}

export type ContentRepository = ReturnType<typeof contentRepository>;
