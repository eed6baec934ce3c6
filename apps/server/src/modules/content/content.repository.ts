import type { Language } from "@shop/shared";
import { type Kysely, type RawBuilder, sql } from "kysely";
import type { DB } from "../../db/schema.ts";
import { deliveryRepository } from "../delivery/delivery-admin.repository.ts";

/** A worded column in `language`: its English (`<column>_en`) where written, else the Portuguese. */
function inLanguage<T = string>(language: Language, column: string): RawBuilder<T> {
  return sql.raw(
    language === "en" ? `coalesce(nullif(btrim(${column}_en), ''), ${column})` : column,
  ) as RawBuilder<T>;
}

/**
 * Reads of the data the storefront loads once: catalogue lists, stores, delivery, settings. The
 * names of categories, colours and tags and the banners' texts are read in `language`.
 */
export function contentRepository(db: Kysely<DB>) {
  const named = (table: "colors" | "tags", language: Language) =>
    db
      .selectFrom(table)
      .select(["id", inLanguage(language, "name").as("name")])
      .orderBy("name")
      .execute();
  return {
    categories: (language: Language = "pt") =>
      db
        .selectFrom("categories")
        .select([
          "id",
          inLanguage(language, "name").as("name"),
          "is_woman",
          "is_man",
          "for_shoe",
          "for_accessory",
        ])
        .orderBy("ordering")
        .orderBy("name")
        .execute(),
    brands: () => db.selectFrom("brands").select(["id", "name"]).orderBy("name").execute(),
    colors: (language: Language = "pt") => named("colors", language),
    tags: (language: Language = "pt") => named("tags", language),
    banners: (language: Language = "pt") =>
      db
        .selectFrom("banners")
        .select([
          "id",
          "image",
          inLanguage(language, "title").as("title"),
          inLanguage(language, "subtitle").as("subtitle"),
          inLanguage(language, "text").as("text"),
          "link",
          "starts_on",
          "ends_on",
        ])
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
