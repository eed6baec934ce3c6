import {
  type BannerInputSchema,
  type BannerItem,
  bannerState,
  type StoreInputSchema,
  type StoreItem,
} from "@shop/shared";
import type { Kysely } from "kysely";
import type { z } from "zod";
import type { DB } from "../../db/schema.ts";
import { notFound } from "../../http/app-error.ts";
import { inUse, refusingConflicts, taken } from "../admin/conflicts.ts";
import { reorder } from "../admin/ordering.ts";
import { recordAudit, type StaffActor } from "../staff/audit.ts";
import {
  type BannerRow,
  bannerRepository as banners,
  type StoreRow,
  storeRepository as stores,
} from "./content-admin.repository.ts";
import { contentTexts as texts } from "./texts.ts";

type BannerInput = z.output<typeof BannerInputSchema>;
type StoreInput = z.output<typeof StoreInputSchema>;

/** Absent English texts are left out of the row: a change keeps them. */
const defined = <T extends object>(row: T) =>
  Object.fromEntries(Object.entries(row).filter(([, value]) => value !== undefined));

const bannerRow = ({
  startsOn,
  endsOn,
  titleEn,
  subtitleEn,
  textEn,
  ...banner
}: BannerInput): BannerRow => ({
  ...banner,
  starts_on: startsOn,
  ends_on: endsOn,
  ...defined({ title_en: titleEn, subtitle_en: subtitleEn, text_en: textEn }),
});

/** The home page's banners, in the carousel's order, each with its state today (Lisbon). */
export function bannersAdmin(db: Kysely<DB>) {
  const list = async (): Promise<BannerItem[]> => {
    const now = new Date();
    return (await banners.list(db)).map(
      ({ starts_on, ends_on, title_en, subtitle_en, text_en, ...banner }) => {
        const days = { startsOn: starts_on, endsOn: ends_on };
        const english = { titleEn: title_en, subtitleEn: subtitle_en, textEn: text_en };
        return { ...banner, ...english, ...days, state: bannerState(days, now) };
      },
    );
  };
  const entry = (verb: string, id: number) => ({
    action: `banner.${verb}`,
    entity: "banner",
    entityId: id,
  });

  return {
    list,

    async create(actor: StaffActor, input: BannerInput) {
      await db.transaction().execute(async (trx) => {
        const id = await banners.insert(trx, bannerRow(input));
        await recordAudit(trx, actor, { ...entry("create", id), after: input });
      });
      return list();
    },

    async update(actor: StaffActor, id: number, input: BannerInput) {
      await db.transaction().execute(async (trx) => {
        const before = await banners.lock(trx, id);
        if (!before) throw notFound(texts.bannerNotFound);
        await banners.update(trx, id, bannerRow(input));
        await recordAudit(trx, actor, { ...entry("update", id), before, after: input });
      });
      return list();
    },

    async remove(actor: StaffActor, id: number) {
      await db.transaction().execute(async (trx) => {
        const before = await banners.lock(trx, id);
        if (!before) throw notFound(texts.bannerNotFound);
        await banners.delete(trx, id);
        await recordAudit(trx, actor, { ...entry("delete", id), before });
      });
      return list();
    },

    async reorder(actor: StaffActor, ids: number[]) {
      await db.transaction().execute(async (trx) => {
        const moved = await reorder(trx, "banners", ids);
        await recordAudit(trx, actor, { action: "banner.reorder", entity: "banner", ...moved });
      });
      return list();
    },
  };
}

const storeRow = ({ mapLink, ...store }: StoreInput): StoreRow => ({ ...store, map_link: mapLink });

/** The physical stores: their details on the storefront's stores page, and their order there. */
export function storesAdmin(db: Kysely<DB>) {
  async function list(): Promise<StoreItem[]> {
    const rows = await stores.list(db);
    return rows.map(({ map_link, stock, staff, ...row }) => ({
      ...row,
      mapLink: map_link,
      stock: stock ?? 0,
      staff: staff ?? 0,
    }));
  }
  const entry = (verb: string, id: number) => ({
    action: `store.${verb}`,
    entity: "store",
    entityId: id,
  });
  const nameTaken = (name: string) => taken("name", texts.storeTaken(name));

  return {
    list,

    async create(actor: StaffActor, input: StoreInput) {
      await refusingConflicts(
        () =>
          db.transaction().execute(async (trx) => {
            if (await stores.nameTaken(trx, input.name)) throw nameTaken(input.name);
            const id = await stores.insert(trx, storeRow(input));
            await recordAudit(trx, actor, { ...entry("create", id), after: input });
          }),
        { taken: () => nameTaken(input.name) },
      );
      return list();
    },

    async update(actor: StaffActor, id: number, input: StoreInput) {
      await refusingConflicts(
        () =>
          db.transaction().execute(async (trx) => {
            const before = await stores.lock(trx, id);
            if (!before) throw notFound(texts.storeNotFound);
            if (await stores.nameTaken(trx, input.name, id)) throw nameTaken(input.name);
            await stores.update(trx, id, storeRow(input));
            await recordAudit(trx, actor, { ...entry("update", id), before, after: input });
          }),
        { taken: () => nameTaken(input.name) },
      );
      return list();
    },

    /** Refused while it holds stock or staff: neither may be lost without someone deciding. */
    async remove(actor: StaffActor, id: number) {
      await db.transaction().execute(async (trx) => {
        const before = await stores.lock(trx, id);
        if (!before) throw notFound(texts.storeNotFound);
        const usage = await stores.usage(trx, id);
        if (usage.stock > 0) throw inUse(texts.storeHasStock(before.name, usage.stock));
        if (usage.staff > 0) throw inUse(texts.storeHasStaff(before.name, usage.staff));
        // Other records may name the store too (a stock ledger's movements, say).
        await refusingConflicts(() => stores.delete(trx, id), {
          referenced: () => texts.storeReferenced(before.name),
        });
        await recordAudit(trx, actor, { ...entry("delete", id), before });
      });
      return list();
    },

    async reorder(actor: StaffActor, ids: number[]) {
      await db.transaction().execute(async (trx) => {
        const moved = await reorder(trx, "stores", ids);
        await recordAudit(trx, actor, { action: "store.reorder", entity: "store", ...moved });
      });
      return list();
    },
  };
}

export type BannersAdmin = ReturnType<typeof bannersAdmin>;
export type StoresAdmin = ReturnType<typeof storesAdmin>;
