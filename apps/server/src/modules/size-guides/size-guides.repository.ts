import type { SizeGuide, SizeGuideData } from "@shop/shared";
import type { Kysely, Transaction } from "kysely";
import type { DB } from "../../db/schema.ts";

type Db = Kysely<DB> | Transaction<DB>;

/** A guide with its texts in English (null where not written, 060). */
export interface StoredSizeGuide extends SizeGuide {
  nameEn: string | null;
  measureLabelEn: string | null;
  howToMeasureEn: string | null;
}

/** The English texts to write: absent (undefined), unchanged. */
const englishOf = (input: SizeGuideData) =>
  Object.fromEntries(
    Object.entries({
      name_en: input.nameEn,
      measure_label_en: input.measureLabelEn,
      how_to_measure_en: input.howToMeasureEn,
    }).filter(([, value]) => value !== undefined),
  );

const toCm = (mm: number) => mm / 10;
const toMm = (cm: number) => Math.round(cm * 10);

/** SQL of the size guides and of which categories show them. */
export const sizeGuideRepository = {
  /** Every guide with its rows in their order and its English, by name. */
  async all(db: Db): Promise<StoredSizeGuide[]> {
    const guides = await db
      .selectFrom("size_guides")
      .select([
        "id",
        "name",
        "measure_label",
        "how_to_measure",
        "name_en",
        "measure_label_en",
        "how_to_measure_en",
      ])
      .orderBy("name")
      .orderBy("id")
      .execute();
    const rows = await db
      .selectFrom("size_guide_rows")
      .select(["guide_id", "size", "measure_mm"])
      .orderBy("guide_id")
      .orderBy("position")
      .execute();
    return guides.map((guide) => ({
      id: guide.id,
      name: guide.name,
      measureLabel: guide.measure_label,
      howToMeasure: guide.how_to_measure,
      nameEn: guide.name_en,
      measureLabelEn: guide.measure_label_en,
      howToMeasureEn: guide.how_to_measure_en,
      rows: rows
        .filter((row) => row.guide_id === guide.id)
        .map((row) => ({ size: row.size, measure: toCm(row.measure_mm) })),
    }));
  },

  /** The categories that show a guide, in the menus' order. */
  categories: (db: Db) =>
    db
      .selectFrom("categories")
      .select(["id", "name", "size_guide_id"])
      .where("size_guide_id", "is not", null)
      .orderBy("ordering")
      .orderBy("name")
      .execute(),

  /** The guide's row, locked until the transaction ends (undefined when there is none). */
  lock: (trx: Transaction<DB>, id: number) =>
    trx
      .selectFrom("size_guides")
      .select(["id", "name"])
      .where("id", "=", id)
      .forUpdate()
      .executeTakeFirst(),

  async insert(trx: Transaction<DB>, input: SizeGuideData): Promise<number> {
    const { id } = await trx
      .insertInto("size_guides")
      .values({
        name: input.name,
        measure_label: input.measureLabel,
        how_to_measure: input.howToMeasure,
        ...englishOf(input),
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    await sizeGuideRepository.writeRows(trx, id, input);
    return id;
  },

  async update(trx: Transaction<DB>, id: number, input: SizeGuideData): Promise<void> {
    await trx
      .updateTable("size_guides")
      .set({
        name: input.name,
        measure_label: input.measureLabel,
        how_to_measure: input.howToMeasure,
        ...englishOf(input),
        updated_at: new Date(),
      })
      .where("id", "=", id)
      .execute();
    await trx.deleteFrom("size_guide_rows").where("guide_id", "=", id).execute();
    await sizeGuideRepository.writeRows(trx, id, input);
  },

  writeRows: (trx: Transaction<DB>, id: number, input: SizeGuideData) =>
    trx
      .insertInto("size_guide_rows")
      .values(
        input.rows.map((row, position) => ({
          guide_id: id,
          position,
          size: row.size,
          measure_mm: toMm(row.measure),
        })),
      )
      .execute(),

  /** Deletes the guide (its rows go with it; its categories keep none). */
  delete: (trx: Transaction<DB>, id: number) =>
    trx.deleteFrom("size_guides").where("id", "=", id).execute(),

  exists: async (db: Db, id: number) =>
    (await db.selectFrom("size_guides").select("id").where("id", "=", id).executeTakeFirst()) !==
    undefined,
};
