import type { Kysely } from "kysely";
import type { DB } from "../schema.ts";

/** The guides migration 047 seeds, by name. */
export const DEMO_SIZE_GUIDES = {
  women: "Sapatos de mulher",
  men: "Sapatos de homem",
  belts: "Cintos",
} as const;

/**
 * The demo's categories get the guide of their group, as 047 gave an existing shop's: belts by
 * name, shoes for women or for men; other accessories none.
 */
export async function assignDemoSizeGuides(db: Kysely<DB>): Promise<void> {
  const guides = await db.selectFrom("size_guides").select(["id", "name"]).execute();
  const idOf = (name: string) => guides.find((guide) => guide.name === name)?.id;
  const belts = idOf(DEMO_SIZE_GUIDES.belts);
  const women = idOf(DEMO_SIZE_GUIDES.women);
  const men = idOf(DEMO_SIZE_GUIDES.men);
  if (belts)
    await db
      .updateTable("categories")
      .set({ size_guide_id: belts })
      .where("name", "=", "Cintos")
      .where("for_accessory", "=", true)
      .execute();
  for (const [id, isWoman] of [
    [women, true],
    [men, false],
  ] as const) {
    if (!id) continue;
    await db
      .updateTable("categories")
      .set({ size_guide_id: id })
      .where("for_shoe", "=", true)
      .where("is_woman", "=", isWoman)
      .where("is_man", "=", !isWoman)
      .execute();
  }
}
