import {
  inEnglishOr,
  type Language,
  type SizeGuide,
  type SizeGuideData,
  type SizeGuideItem,
} from "@shop/shared";
import type { Kysely, Transaction } from "kysely";
import type { DB } from "../../db/schema.ts";
import { notFound } from "../../http/app-error.ts";
import { readyJson } from "../../http/ready-bytes.ts";
import { cached } from "../content/cached-json.ts";
import { recordAudit, type StaffActor } from "../staff/audit.ts";
import { sizeGuideRepository as guides, type StoredSizeGuide } from "./size-guides.repository.ts";
import { sizeGuideTexts as texts } from "./texts.ts";

/** A guide as a page in `language` shows it: its English where written, else the Portuguese. */
export function sizeGuideIn(guide: StoredSizeGuide, language: Language): SizeGuide {
  const { nameEn, measureLabelEn, howToMeasureEn, ...portuguese } = guide;
  if (language === "pt") return portuguese;
  return {
    ...portuguese,
    name: inEnglishOr(guide.name, nameEn),
    measureLabel: inEnglishOr(guide.measureLabel, measureLabelEn),
    howToMeasure: inEnglishOr(guide.howToMeasure, howToMeasureEn),
  };
}

/**
 * The guides the product pages open, each kept as ready bytes per language until the database
 * says the catalogue changed (a guide's change says so too).
 */
export function sizeGuidesPublic(db: Kysely<DB>) {
  const ready = cached(async () => {
    const all = await guides.all(db);
    const inLanguage = async (language: Language) =>
      new Map(
        await Promise.all(
          all.map(
            async (guide) => [guide.id, await readyJson(sizeGuideIn(guide, language))] as const,
          ),
        ),
      );
    const [pt, en] = await Promise.all([inLanguage("pt"), inLanguage("en")]);
    return { pt, en };
  });
  return {
    async guide(id: number, language: Language = "pt") {
      const found = (await ready.get())[language].get(id);
      if (!found) throw notFound(texts.notFound);
      return found;
    },
    invalidate: () => ready.invalidate(),
  };
}

/** The size guides as the back office keeps them: each answer is the whole list. */
export function sizeGuidesAdmin(db: Kysely<DB>) {
  async function list(trx: Kysely<DB> | Transaction<DB> = db): Promise<SizeGuideItem[]> {
    const all = await guides.all(trx);
    const categories = await guides.categories(trx);
    return all.map((guide) => ({
      ...guide,
      categories: categories
        .filter((category) => category.size_guide_id === guide.id)
        .map(({ id, name }) => ({ id, name })),
    }));
  }

  /** The guide as it is before a change, locked; 404 when there is none. */
  async function existing(trx: Transaction<DB>, id: number) {
    if (!(await guides.lock(trx, id))) throw notFound(texts.notFound);
    const guide = (await list(trx)).find((each) => each.id === id);
    if (!guide) throw notFound(texts.notFound);
    return guide;
  }

  const audited = ({ id: _id, categories: _categories, ...guide }: SizeGuideItem) => guide;

  return {
    list: () => list(),

    async create(actor: StaffActor, input: SizeGuideData) {
      await db.transaction().execute(async (trx) => {
        const id = await guides.insert(trx, input);
        await recordAudit(trx, actor, {
          action: "size_guide.create",
          entity: "size_guide",
          entityId: id,
          after: input,
        });
      });
      return list();
    },

    async update(actor: StaffActor, id: number, input: SizeGuideData) {
      await db.transaction().execute(async (trx) => {
        const before = await existing(trx, id);
        await guides.update(trx, id, input);
        await recordAudit(trx, actor, {
          action: "size_guide.update",
          entity: "size_guide",
          entityId: id,
          before: audited(before),
          after: input,
        });
      });
      return list();
    },

    /** Its categories are left without a guide (the back office asked first). */
    async remove(actor: StaffActor, id: number) {
      await db.transaction().execute(async (trx) => {
        const before = await existing(trx, id);
        await guides.delete(trx, id);
        await recordAudit(trx, actor, {
          action: "size_guide.delete",
          entity: "size_guide",
          entityId: id,
          before: { ...audited(before), categories: before.categories },
        });
      });
      return list();
    },
  };
}

export type SizeGuidesPublic = ReturnType<typeof sizeGuidesPublic>;
export type SizeGuidesAdmin = ReturnType<typeof sizeGuidesAdmin>;
