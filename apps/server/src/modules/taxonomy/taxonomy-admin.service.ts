import {
  ADMIN_PAGE_SIZE,
  type CategoryInput,
  type CategoryItem,
  categoryGroupNames,
  categoryGroups,
  ErrorCode,
  type NamedInput,
  type NamedList,
  type NamedListQuery,
} from "@shop/shared";
import type { Kysely, Transaction } from "kysely";
import type { DB } from "../../db/schema.ts";
import { AppError, notFound } from "../../http/app-error.ts";
import { inUse, refusingConflicts, taken } from "../admin/conflicts.ts";
import { reorder } from "../admin/ordering.ts";
import { sizeGuideRepository } from "../size-guides/size-guides.repository.ts";
import { sizeGuideTexts } from "../size-guides/texts.ts";
import { recordAudit, type StaffActor } from "../staff/audit.ts";
import { categoryRepository as categories } from "./category-admin.repository.ts";
import { namedListRepository as named } from "./taxonomy-admin.repository.ts";
import { categoryTexts, namedListTexts } from "./texts.ts";

type CategoryRow = Awaited<ReturnType<typeof categories.lockAll>>[number];

const toFlags = (row: Omit<CategoryRow, "ordering">) => ({
  isWoman: row.is_woman,
  isMan: row.is_man,
  forShoe: row.for_shoe,
  forAccessory: row.for_accessory,
});

/** Brands, colours and tags: each a list of unique names that products refer to. */
export function namedListsAdmin(db: Kysely<DB>) {
  const audit = (list: NamedList, verb: string) => `${namedListTexts[list].entity}.${verb}`;
  const nameTaken = (list: NamedList, name: string) =>
    taken("name", namedListTexts[list].taken(name));

  async function item(list: NamedList, id: number) {
    const row = await named.find(db, list, id);
    if (!row) throw notFound(namedListTexts[list].notFound);
    const { name_en: nameEn, ...rest } = row;
    return { ...rest, nameEn, products: await named.productsUsing(db, list, id) };
  }

  return {
    async page(list: NamedList, query: NamedListQuery) {
      const { items, total } = await named.page(db, list, query);
      return { items, total, page: query.page, pageSize: ADMIN_PAGE_SIZE };
    },

    async create(actor: StaffActor, list: NamedList, input: NamedInput) {
      const id = await refusingConflicts(
        () =>
          db.transaction().execute(async (trx) => {
            if (await named.nameTaken(trx, list, input.name)) throw nameTaken(list, input.name);
            const row = await named.insert(trx, list, input.name, input.nameEn);
            await recordAudit(trx, actor, {
              action: audit(list, "create"),
              entity: namedListTexts[list].entity,
              entityId: row.id,
              after: row,
            });
            return row.id;
          }),
        { taken: () => nameTaken(list, input.name) },
      );
      return item(list, id);
    },

    async rename(actor: StaffActor, list: NamedList, id: number, input: NamedInput) {
      await refusingConflicts(
        () =>
          db.transaction().execute(async (trx) => {
            const before = await named.lock(trx, list, id);
            if (!before) throw notFound(namedListTexts[list].notFound);
            if (await named.nameTaken(trx, list, input.name, id)) throw nameTaken(list, input.name);
            await named.update(trx, list, id, input.name, input.nameEn);
            await recordAudit(trx, actor, {
              action: audit(list, "update"),
              entity: namedListTexts[list].entity,
              entityId: id,
              before,
              after: { id, name: input.name, name_en: input.nameEn ?? before.name_en },
            });
          }),
        { taken: () => nameTaken(list, input.name) },
      );
      return item(list, id);
    },

    /** Refused while any product uses it: the product would silently lose it. */
    async remove(actor: StaffActor, list: NamedList, id: number) {
      const texts = namedListTexts[list];
      await db.transaction().execute(async (trx) => {
        const before = await named.lock(trx, list, id);
        if (!before) throw notFound(texts.notFound);
        const count = await named.productsUsing(trx, list, id);
        if (count > 0) throw inUse(texts.inUse(before.name, count));
        await named.delete(trx, list, id);
        await recordAudit(trx, actor, {
          action: audit(list, "delete"),
          entity: texts.entity,
          entityId: id,
          before,
        });
      });
    },
  };
}

/** The name of a group that `input` shares with another category of the same name, if any. */
function sharedGroup(rows: CategoryRow[], input: CategoryInput, exceptId: number) {
  const groups = categoryGroups(input);
  const name = input.name.toLocaleLowerCase("pt-PT");
  for (const row of rows) {
    if (row.id === exceptId || row.name.toLocaleLowerCase("pt-PT") !== name) continue;
    const shared = categoryGroups(toFlags(row)).find((group) => groups.includes(group));
    if (shared) return categoryGroupNames[shared];
  }
  return null;
}

/** The categories: the storefront's menu tree of four groups, and their order in it. */
export function categoriesAdmin(db: Kysely<DB>) {
  async function list(): Promise<CategoryItem[]> {
    const rows = await categories.list(db);
    return rows.map((row) => ({
      id: row.id,
      name: row.name,
      ...toFlags(row),
      ordering: row.ordering,
      products: row.products ?? 0,
      sizeGuideId: row.size_guide_id,
      nameEn: row.name_en,
    }));
  }

  async function checkName(rows: CategoryRow[], input: CategoryInput, exceptId = 0) {
    const group = sharedGroup(rows, input, exceptId);
    if (group) throw taken("name", categoryTexts.taken(input.name, group));
  }

  /** A guide deleted meanwhile is refused on the field; its deletion waits for this save. */
  async function checkSizeGuide(trx: Transaction<DB>, input: CategoryInput) {
    if (input.sizeGuideId && !(await sizeGuideRepository.lock(trx, input.sizeGuideId))) {
      const message = sizeGuideTexts.unknownForCategory;
      throw new AppError(ErrorCode.VALIDATION, message, { sizeGuideId: message });
    }
  }

  return {
    list,

    async create(actor: StaffActor, input: CategoryInput) {
      await db.transaction().execute(async (trx) => {
        await checkName(await categories.lockAll(trx), input);
        await checkSizeGuide(trx, input);
        const id = await categories.insert(trx, input);
        await recordAudit(trx, actor, {
          action: "category.create",
          entity: "category",
          entityId: id,
          after: input,
        });
      });
      return list();
    },

    async update(actor: StaffActor, id: number, input: CategoryInput) {
      await db.transaction().execute(async (trx) => {
        const rows = await categories.lockAll(trx);
        const before = rows.find((row) => row.id === id);
        if (!before) throw notFound(categoryTexts.notFound);
        await checkName(rows, input, id);
        await checkSizeGuide(trx, input);
        await categories.update(trx, id, input);
        await recordAudit(trx, actor, {
          action: "category.update",
          entity: "category",
          entityId: id,
          before: {
            name: before.name,
            ...toFlags(before),
            sizeGuideId: before.size_guide_id,
            nameEn: before.name_en,
          },
          after: input,
        });
      });
      return list();
    },

    async remove(actor: StaffActor, id: number) {
      await db.transaction().execute(async (trx) => {
        const before = (await categories.lockAll(trx)).find((row) => row.id === id);
        if (!before) throw notFound(categoryTexts.notFound);
        const count = await categories.productsIn(trx, id);
        if (count > 0) throw inUse(categoryTexts.inUse(before.name, count));
        await categories.delete(trx, id);
        await recordAudit(trx, actor, {
          action: "category.delete",
          entity: "category",
          entityId: id,
          before: { name: before.name, ...toFlags(before) },
        });
      });
      return list();
    },

    async reorder(actor: StaffActor, ids: number[]) {
      await db.transaction().execute(async (trx) => {
        const moved = await reorder(trx, "categories", ids);
        await recordAudit(trx, actor, { action: "category.reorder", entity: "category", ...moved });
      });
      return list();
    },
  };
}

export type NamedListsAdmin = ReturnType<typeof namedListsAdmin>;
export type CategoriesAdmin = ReturnType<typeof categoriesAdmin>;
