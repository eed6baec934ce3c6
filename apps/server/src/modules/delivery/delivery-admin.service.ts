import {
  ADMIN_PAGE_SIZE,
  type CountriesQuery,
  type CountryGroupInputSchema,
  type CountryGroupItem,
  type CountryInputSchema,
  type CountryItem,
  type DeliverySettings,
  ErrorCode,
  mayHaveOwnVatRate,
} from "@shop/shared";
import type { Kysely } from "kysely";
import type { z } from "zod";
import type { DB } from "../../db/schema.ts";
import { AppError, notFound } from "../../http/app-error.ts";
import { inUse, refusingConflicts, taken } from "../admin/conflicts.ts";
import { reorder } from "../admin/ordering.ts";
import { settingsRepository } from "../settings/settings.repository.ts";
import { recordAudit, type StaffActor } from "../staff/audit.ts";
import { type CountryRow, deliveryRepository as repository } from "./delivery-admin.repository.ts";
import { deliveryTexts as texts } from "./texts.ts";

type GroupInput = z.output<typeof CountryGroupInputSchema>;
type CountryInput = z.output<typeof CountryInputSchema>;
type Db = Parameters<typeof repository.groups>[0];

const groupRow = (input: GroupInput) => ({
  name: input.name,
  // Left out (an older form), a change keeps the English.
  ...(input.nameEn === undefined ? {} : { name_en: input.nameEn }),
  delivery_price_cents: input.deliveryPrice,
  delivery_days_min: input.deliveryDaysMin,
  delivery_days_max: input.deliveryDaysMax,
  free_delivery_from_cents: input.freeDeliveryFrom,
});
const countryRow = (input: CountryInput): CountryRow => ({
  name: input.name,
  code: input.code,
  group_id: input.groupId,
});

function toCountry(
  row: NonNullable<Awaited<ReturnType<typeof repository.findCountry>>>,
): CountryItem {
  return {
    id: row.id,
    name: row.name,
    code: row.code,
    groupId: row.group_id,
    vatPercent: row.vat_percent,
    ordering: row.ordering,
  };
}

/** The country's name and code are its own, and its group exists: else a 409 or 400 naming the field. */
async function checkCountry(db: Db, country: CountryRow, exceptId = 0) {
  const clash = await repository.countryClash(db, country, exceptId);
  if (clash.name) throw taken("name", texts.countryTaken(country.name));
  if (clash.code && country.code) throw taken("code", texts.codeTaken(country.code));
  if (!(await repository.lockGroup(db, country.group_id)))
    throw new AppError(ErrorCode.VALIDATION, texts.unknownGroup, { groupId: texts.unknownGroup });
}

/**
 * Where the shop delivers and for how much: groups of countries with one delivery price each. The
 * checkout reads them at once (the storefront's persistent data is dropped on every change).
 */
export function deliveryAdmin(db: Kysely<DB>) {
  async function groups(): Promise<CountryGroupItem[]> {
    const [rows, countries] = await Promise.all([
      repository.groups(db),
      repository.groupCountries(db),
    ]);
    return rows.map((group) => ({
      id: group.id,
      name: group.name,
      nameEn: group.name_en,
      deliveryPriceCents: group.delivery_price_cents,
      deliveryDaysMin: group.delivery_days_min,
      deliveryDaysMax: group.delivery_days_max,
      freeDeliveryFromCents: group.free_delivery_from_cents,
      countries: countries
        .filter((country) => country.group_id === group.id)
        .map(({ id, name, code }) => ({ id, name, code })),
    }));
  }
  const groupTaken = (name: string) => taken("name", texts.groupTaken(name));
  const countryConflict = (input: CountryInput) => () =>
    taken("name", texts.countryTaken(input.name));

  async function country(id: number) {
    const row = await repository.findCountry(db, id);
    if (!row) throw notFound(texts.countryNotFound);
    return toCountry(row);
  }

  return {
    groups,

    async createGroup(actor: StaffActor, input: GroupInput) {
      await refusingConflicts(
        () =>
          db.transaction().execute(async (trx) => {
            if (await repository.groupNameTaken(trx, input.name)) throw groupTaken(input.name);
            const id = await repository.insertGroup(trx, groupRow(input));
            await recordAudit(trx, actor, {
              action: "country-group.create",
              entity: "country-group",
              entityId: id,
              after: groupRow(input),
            });
          }),
        { taken: () => groupTaken(input.name) },
      );
      return groups();
    },

    async updateGroup(actor: StaffActor, id: number, input: GroupInput) {
      await refusingConflicts(
        () =>
          db.transaction().execute(async (trx) => {
            const before = await repository.lockGroup(trx, id);
            if (!before) throw notFound(texts.groupNotFound);
            if (await repository.groupNameTaken(trx, input.name, id)) throw groupTaken(input.name);
            await repository.updateGroup(trx, id, groupRow(input));
            await recordAudit(trx, actor, {
              action: "country-group.update",
              entity: "country-group",
              entityId: id,
              before,
              after: groupRow(input),
            });
          }),
        { taken: () => groupTaken(input.name) },
      );
      return groups();
    },

    /** Refused while it has countries: they would have no delivery price. */
    async removeGroup(actor: StaffActor, id: number) {
      await db.transaction().execute(async (trx) => {
        const before = await repository.lockGroup(trx, id);
        if (!before) throw notFound(texts.groupNotFound);
        const count = await repository.countriesIn(trx, id);
        if (count > 0) throw inUse(texts.groupHasCountries(before.name, count));
        await repository.deleteGroup(trx, id);
        await recordAudit(trx, actor, {
          action: "country-group.delete",
          entity: "country-group",
          entityId: id,
          before,
        });
      });
      return groups();
    },

    async countries(query: CountriesQuery) {
      const { items, total } = await repository.countryPage(db, query);
      return { items: items.map(toCountry), total, page: query.page, pageSize: ADMIN_PAGE_SIZE };
    },

    async createCountry(actor: StaffActor, input: CountryInput) {
      const id = await refusingConflicts(
        () =>
          db.transaction().execute(async (trx) => {
            await checkCountry(trx, countryRow(input));
            const id = await repository.insertCountry(trx, countryRow(input));
            await recordAudit(trx, actor, {
              action: "country.create",
              entity: "country",
              entityId: id,
              after: countryRow(input),
            });
            return id;
          }),
        { taken: countryConflict(input) },
      );
      return country(id);
    },

    /** A new code outside the EU loses the country's own VAT rate (it may only have Portugal's). */
    async updateCountry(actor: StaffActor, id: number, input: CountryInput) {
      await refusingConflicts(
        () =>
          db.transaction().execute(async (trx) => {
            const before = await repository.lockCountry(trx, id);
            if (!before) throw notFound(texts.countryNotFound);
            await checkCountry(trx, countryRow(input), id);
            const keepsRate = input.code !== null && mayHaveOwnVatRate(input.code);
            const after = { ...countryRow(input), ...(keepsRate ? {} : { vat_percent: null }) };
            await repository.updateCountry(trx, id, after);
            await recordAudit(trx, actor, {
              action: "country.update",
              entity: "country",
              entityId: id,
              before,
              after,
            });
          }),
        { taken: countryConflict(input) },
      );
      return country(id);
    },

    /** Refused while addresses or purchases name it. */
    async removeCountry(actor: StaffActor, id: number) {
      await db.transaction().execute(async (trx) => {
        const before = await repository.lockCountry(trx, id);
        if (!before) throw notFound(texts.countryNotFound);
        if (await repository.countryUses(trx, id)) throw inUse(texts.countryInUse(before.name));
        await repository.deleteCountry(trx, id);
        await recordAudit(trx, actor, {
          action: "country.delete",
          entity: "country",
          entityId: id,
          before,
        });
      });
    },

    deliverySettings: async (): Promise<DeliverySettings> => ({
      dispatchCutoff: (await settingsRepository.read(db)).dispatch_cutoff,
    }),

    /** The dispatch cut-off the product page promises (the persistent data follows the row). */
    async changeDeliverySettings(actor: StaffActor, input: DeliverySettings) {
      await db.transaction().execute(async (trx) => {
        const before = (await settingsRepository.lock(trx)).dispatch_cutoff;
        if (before === input.dispatchCutoff) return;
        await settingsRepository.update(trx, { dispatch_cutoff: input.dispatchCutoff });
        await recordAudit(trx, actor, {
          action: "delivery-settings.update",
          entity: "settings",
          entityId: 1,
          before: { dispatch_cutoff: before },
          after: { dispatch_cutoff: input.dispatchCutoff },
        });
      });
      return { dispatchCutoff: input.dispatchCutoff };
    },

    async reorderCountries(actor: StaffActor, ids: number[]) {
      await db.transaction().execute(async (trx) => {
        const moved = await reorder(trx, "countries", ids);
        await recordAudit(trx, actor, { action: "country.reorder", entity: "country", ...moved });
      });
      return groups();
    },
  };
}

export type DeliveryAdmin = ReturnType<typeof deliveryAdmin>;
