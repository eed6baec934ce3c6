import {
  ADMIN_PAGE_SIZE,
  announcedReduction,
  bulkMessages,
  colourMessages,
  duplicateMessages,
  ErrorCode,
  MAX_PRICE_CENTS,
  mainPicture,
  mainPictureFirst,
  PRODUCT_MAX_TAGS,
  PRODUCT_REF_MAX_LENGTH,
  PRODUCT_TITLE_MAX_LENGTH,
  type ProductBulkChange,
  type ProductColours,
  type ProductDetail,
  type ProductListQuery,
  type ProductPriceHistory,
  type ProductRow,
  type ProductSaleNow,
  type ProductUpdate,
  type ProductValues,
  priceByPercentCents,
  productDetailMessages,
  productMessages,
  titledToPublish,
  unitPriceCents,
} from "@shop/shared";
import type { Kysely, Transaction } from "kysely";
import type { DB } from "../../db/schema.ts";
import { AppError, notFound } from "../../http/app-error.ts";
import { recordAudit, type StaffActor } from "../staff/audit.ts";
import {
  productModelRepository as models,
  type ProductColumns,
  productAdminRepository as repository,
} from "./product-admin.repository.ts";
import { detailColumnsOf, detailsOfRow } from "./product-details.ts";
import { englishColumnsOf, englishOfRow } from "./product-english.ts";

export type ProductRecord = NonNullable<Awaited<ReturnType<typeof repository.find>>>;

export interface ProductAdminDeps {
  db: Kysely<DB>;
  /** The storefront's own search: ids of every product a text finds (null: no words in it). */
  searchIds: (text: string) => Promise<number[] | null>;
  /** Whether the shop keeps a picture of this name (an upload, or a file of the media folder). */
  pictureExists: (name: string) => Promise<boolean>;
  /** Drops this server's catalogue caches at once (other servers hear the database's NOTIFY). */
  onCatalogueChanged: () => void;
}

const invalid = (fields: Record<string, string>) =>
  new AppError(ErrorCode.VALIDATION, productMessages.fixErrors, fields);

const refTaken = () =>
  new AppError(ErrorCode.CONFLICT, productMessages.refTaken, { ref: productMessages.refTaken });

/** Another product took the reference between the check and the write. */
const isRefTaken = (error: unknown) =>
  typeof error === "object" &&
  error !== null &&
  (error as { constraint?: unknown }).constraint === "products_ref_key";

function columnsOf(values: ProductValues): ProductColumns {
  return {
    ref: values.ref,
    title: values.title,
    price_cents: values.price,
    discount: values.discount,
    category_id: values.categoryId,
    brand_id: values.brandId,
    color_id: values.colorId,
    color_manual: values.colorManual,
    // One rule for the main picture: the first (a thumbnail chosen elsewhere moves to the front).
    pictures: mainPictureFirst(values.pictures, values.thumbnailIndex),
    thumbnail_index: 0,
    new_collection: values.newCollection,
    featured: values.featured,
    active: values.active,
    description: values.description,
    published_at: values.publishedAt,
    ...(values.details && detailColumnsOf(values.details)),
    ...(values.english && englishColumnsOf(values.english)),
  };
}

/** A product as the back office edits it, from its row, sizes, tags and units by size. */
/** The sale a product's row says it is sold in now, as the back office shows it. */
function saleNowOf(row: {
  sale_cents: number | null;
  sale_ends_at: Date | null;
  sale_name: string | null;
}): ProductSaleNow {
  if (row.sale_cents === null || row.sale_ends_at === null) return null;
  return {
    name: row.sale_name ?? "",
    priceCents: row.sale_cents,
    endsAt: row.sale_ends_at.toISOString(),
  };
}

export function detailOf(
  row: ProductRecord,
  sizes: string[],
  tagIds: number[],
  units: Map<string, number>,
): ProductDetail {
  return {
    id: row.id,
    ref: row.ref,
    title: row.title,
    priceCents: row.price_cents,
    discount: row.discount,
    sale: saleNowOf(row),
    categoryId: row.category_id,
    brandId: row.brand_id,
    colorId: row.color_id,
    colorManual: row.color_manual,
    tagIds,
    sizes,
    sizeStock: Object.fromEntries(sizes.map((size) => [size, units.get(size) ?? 0])),
    pictures: row.pictures,
    thumbnailIndex: row.thumbnail_index,
    newCollection: row.new_collection,
    featured: row.featured,
    active: row.active,
    description: row.description,
    details: detailsOfRow(row),
    english: englishOfRow(row),
    publishedAt: row.published_at,
    updatedAt: row.updated_at.toISOString(),
  };
}

/** What the audit log keeps of a product: what staff edit, not its version, stock or sale. */
function auditView(detail: ProductDetail) {
  const { sizeStock: _stock, updatedAt: _version, sale: _sale, ...rest } = detail;
  return rest;
}

function listRow(row: Awaited<ReturnType<typeof repository.list>>["rows"][number]): ProductRow {
  return {
    id: row.id,
    ref: row.ref,
    title: row.title,
    thumbnail: mainPicture(row.pictures),
    categoryName: row.category_name,
    brandName: row.brand_name,
    priceCents: row.price_cents,
    discount: row.discount,
    sale: saleNowOf(row),
    onlineStock: row.online_stock,
    active: row.active,
    missingEnglish: row.missing_english,
    updatedAt: row.updated_at.toISOString(),
  };
}

/** What a product saves as, from how the back office reads it (to save it again with a change). */
function valuesOf(detail: ProductDetail): ProductUpdate {
  return {
    ref: detail.ref,
    title: detail.title,
    price: detail.priceCents,
    discount: detail.discount,
    categoryId: detail.categoryId ?? 0,
    brandId: detail.brandId,
    colorId: detail.colorId,
    colorManual: detail.colorManual,
    tagIds: detail.tagIds,
    sizes: detail.sizes,
    pictures: detail.pictures,
    thumbnailIndex: detail.thumbnailIndex,
    newCollection: detail.newCollection,
    featured: detail.featured,
    active: detail.active,
    description: detail.description,
    details: detail.details,
    english: detail.english,
    publishedAt: detail.publishedAt,
    updatedAt: detail.updatedAt,
  };
}

/** A product changed by a bulk change, or null when the change leaves it as it was. */
function bulkChanged(
  detail: ProductDetail,
  change: ProductBulkChange,
): Partial<ProductUpdate> | null {
  switch (change.kind) {
    case "publish":
      return detail.active ? null : { active: true };
    case "unpublish":
      return detail.active ? { active: false } : null;
    case "category":
      return detail.categoryId === change.categoryId ? null : { categoryId: change.categoryId };
    case "tag":
      if (detail.tagIds.includes(change.tagId)) return null;
      if (detail.tagIds.length >= PRODUCT_MAX_TAGS)
        throw new AppError(ErrorCode.CONFLICT, bulkMessages.tooManyTags(detail.ref));
      return { tagIds: [...detail.tagIds, change.tagId] };
    case "price":
      return detail.priceCents === change.price ? null : { price: change.price };
    case "pricePercent": {
      const price = priceByPercentCents(detail.priceCents, change.percent);
      if (price > MAX_PRICE_CENTS)
        throw new AppError(ErrorCode.CONFLICT, bulkMessages.priceTooHigh(detail.ref));
      return price === detail.priceCents ? null : { price };
    }
  }
}

/** A reference free for a copy: REF-COPIA, then REF-COPIA-2, … (cut to fit 40 characters). */
async function copyRef(trx: Transaction<DB>, ref: string): Promise<string> {
  for (let attempt = 1; ; attempt += 1) {
    const suffix =
      attempt === 1 ? duplicateMessages.refSuffix : `${duplicateMessages.refSuffix}-${attempt}`;
    const candidate = `${ref.slice(0, PRODUCT_REF_MAX_LENGTH - suffix.length)}${suffix}`;
    if ((await repository.refOwner(trx, candidate)) === null) return candidate;
  }
}

/** A product's creation and edit inside a transaction someone else opened (see saveTogether). */
export interface ProductSaves {
  create(actor: StaffActor, values: ProductValues): Promise<ProductDetail>;
  update(actor: StaffActor, id: number, values: ProductUpdate): Promise<ProductDetail>;
}

/** The back office's products: list, detail, create and edit (with sizes, tags and pictures). */
export function productAdmin(deps: ProductAdminDeps) {
  const { db } = deps;
  // The transactions of several saves at once (an import): their prices are signed as imported.
  const imports = new WeakSet<Transaction<DB>>();
  const source = (trx: Transaction<DB>) => (imports.has(trx) ? "import" : "staff");

  async function detail(dbOrTrx: Kysely<DB> | Transaction<DB>, id: number, row?: ProductRecord) {
    const found = row ?? (await repository.find(dbOrTrx, id));
    if (!found) throw notFound(productMessages.notFound);
    const [sizes, tagIds, units] = await Promise.all([
      repository.sizes(dbOrTrx, id),
      repository.tagIds(dbOrTrx, id),
      repository.unitsBySize(dbOrTrx, id),
    ]);
    return detailOf(found, sizes, tagIds, units);
  }

  /** Field errors for names that point at nothing: a deleted category, a picture never uploaded. */
  async function checkReferences(trx: Transaction<DB>, values: ProductValues, kept: string[]) {
    const found = await repository.existing(trx, values);
    const fields: Record<string, string> = {};
    if (!found.categories.has(values.categoryId))
      fields.categoryId = productMessages.unknownCategory;
    if (values.brandId !== null && !found.brands.has(values.brandId))
      fields.brandId = productMessages.unknownBrand;
    if (values.colorId !== null && !found.colors.has(values.colorId))
      fields.colorId = productMessages.unknownColor;
    if (values.tagIds.some((tag) => !found.tags.has(tag)))
      fields.tagIds = productMessages.unknownTag;
    const added = values.pictures.filter((name) => !kept.includes(name));
    const stored = await Promise.all(added.map((name) => deps.pictureExists(name)));
    if (stored.includes(false)) fields.pictures = productMessages.unknownPicture;
    if (Object.keys(fields).length > 0) throw invalid(fields);
  }

  /** Every way to put a product on sale comes here: the form, a bulk change, an import. */
  function checkTitled(values: ProductValues) {
    if (!titledToPublish(values)) throw invalid({ title: productDetailMessages.titleToPublish });
  }

  async function checkRef(trx: Transaction<DB>, ref: string, id: number | null) {
    const owner = await repository.refOwner(trx, ref);
    if (owner !== null && owner !== id) throw refTaken();
  }

  /** A size leaves a product only when no unit is left in it, nor could come back to it. */
  async function checkRemovedSizes(trx: Transaction<DB>, id: number, removed: string[]) {
    if (removed.length === 0) return;
    await repository.lockSizes(trx, id, removed);
    const units = await repository.unitsBySize(trx, id);
    const withStock = removed.find((size) => (units.get(size) ?? 0) > 0);
    if (withStock !== undefined) {
      const message = productMessages.sizeHasStock(withStock, units.get(withStock) ?? 0);
      throw new AppError(ErrorCode.CONFLICT, message, { sizes: message });
    }
    const [inPurchase] = await repository.sizesInOpenPurchases(trx, id, removed);
    if (inPurchase !== undefined) {
      const message = productMessages.sizeInOpenPurchase(inPurchase);
      throw new AppError(ErrorCode.CONFLICT, message, { sizes: message });
    }
  }

  /** Runs a change in a transaction; a reference taken meanwhile is the same 409 as one taken before. */
  async function write<T>(change: (trx: Transaction<DB>) => Promise<T>): Promise<T> {
    try {
      const result = await db.transaction().execute(change);
      deps.onCatalogueChanged();
      return result;
    } catch (error) {
      if (isRefTaken(error)) throw refTaken();
      throw error;
    }
  }

  /** `keptPictures`: pictures the shop already uses (a copy's), not checked again. */
  async function createIn(
    trx: Transaction<DB>,
    actor: StaffActor,
    values: ProductValues,
    keptPictures: string[] = [],
  ) {
    checkTitled(values);
    await repository.signPrices(trx, actor.id, source(trx));
    await checkRef(trx, values.ref, null);
    await checkReferences(trx, values, keptPictures);
    const id = await repository.insert(trx, columnsOf(values));
    await repository.replaceSizes(trx, id, values.sizes);
    await repository.replaceTags(trx, id, values.tagIds, []);
    const after = await detail(trx, id);
    await recordAudit(trx, actor, {
      action: "product.create",
      entity: "product",
      entityId: id,
      after: auditView(after),
    });
    return after;
  }

  async function updateIn(
    trx: Transaction<DB>,
    actor: StaffActor,
    id: number,
    values: ProductUpdate,
  ) {
    await repository.signPrices(trx, actor.id, source(trx));
    const row = await repository.find(trx, id, { lock: true });
    if (!row) throw notFound(productMessages.notFound);
    if (row.updated_at.getTime() !== new Date(values.updatedAt).getTime()) {
      throw new AppError(ErrorCode.CONFLICT, productMessages.changedMeanwhile);
    }
    const before = await detail(trx, id, row);
    checkTitled(values);
    await checkRef(trx, values.ref, id);
    await checkReferences(trx, values, before.pictures);
    await checkRemovedSizes(
      trx,
      id,
      before.sizes.filter((size) => !values.sizes.includes(size)),
    );
    await repository.update(trx, id, columnsOf(values));
    await repository.replaceSizes(trx, id, values.sizes);
    await repository.replaceTags(trx, id, values.tagIds, before.tagIds);
    const after = await detail(trx, id);
    await recordAudit(trx, actor, {
      action: "product.update",
      entity: "product",
      entityId: id,
      before: auditView(before),
      after: auditView(after),
    });
    return after;
  }

  /** The other colours of the product's model, as the back office lists them. */
  async function coloursIn(
    dbOrTrx: Kysely<DB> | Transaction<DB>,
    id: number,
  ): Promise<ProductColours> {
    const product = await models.modelOf(dbOrTrx, id);
    if (!product) throw notFound(productMessages.notFound);
    if (product.model_id === null) return { items: [] };
    const rows = await models.colours(dbOrTrx, product.model_id, id);
    return {
      items: rows.map((row) => ({
        id: row.id,
        ref: row.ref,
        title: row.title,
        colourName: row.colour_name,
        active: row.active,
        thumbnail: mainPicture(row.pictures),
      })),
    };
  }

  /** What the audit log keeps of a model's colours: the references linked to the product. */
  const colourRefs = (colours: ProductColours) => ({
    colours: colours.items.map((item) => item.ref),
  });

  /** The product's colours after a link or unlink, written to the audit log beside `before`. */
  async function coloursChanged(
    trx: Transaction<DB>,
    actor: StaffActor,
    id: number,
    before: ProductColours,
  ): Promise<ProductColours> {
    const after = await coloursIn(trx, id);
    await recordAudit(trx, actor, {
      action: "product.colours",
      entity: "product",
      entityId: id,
      before: colourRefs(before),
      after: colourRefs(after),
    });
    return after;
  }

  return {
    async list(query: ProductListQuery) {
      const ids = query.q ? await deps.searchIds(query.q) : null;
      const pageSize = ADMIN_PAGE_SIZE;
      if (ids?.length === 0)
        return { items: [], total: 0, moreThanTotal: false, page: query.page, pageSize };
      const { rows, total, moreThanTotal } = await repository.list(db, {
        ...query,
        ids: ids ?? undefined,
        pageSize,
      });
      return { items: rows.map(listRow), total, moreThanTotal, page: query.page, pageSize };
    },

    get: (id: number) => detail(db, id),

    /** The product's prices, newest first, and the reduction they let it announce now. */
    async priceHistory(id: number): Promise<ProductPriceHistory> {
      if (!(await repository.find(db, id))) throw notFound(productMessages.notFound);
      const rows = await repository.priceHistory(db, id);
      const changes = rows.map((row) => ({
        at: row.changed_at,
        priceCents: row.price_cents,
        discount: row.discount,
        saleCents: row.sale_cents,
      }));
      return {
        reduction: announcedReduction(changes),
        changes: rows.map((row, index) => ({
          changedAt: row.changed_at.toISOString(),
          priceCents: row.price_cents,
          discount: row.discount,
          paidCents: unitPriceCents(changes[index] as (typeof changes)[number]),
          source: row.source,
          staffName: row.staff_name,
        })),
      };
    },

    /** What the product form chooses from (in `dbOrTrx`: an import reads it in its transaction). */
    choices: async (dbOrTrx: Kysely<DB> | Transaction<DB> = db) => {
      const { categories, ...named } = await repository.choices(dbOrTrx);
      return {
        ...named,
        categories: categories.map((category) => ({
          id: category.id,
          name: category.name,
          isWoman: category.is_woman,
          isMan: category.is_man,
          forShoe: category.for_shoe,
          forAccessory: category.for_accessory,
        })),
      };
    },

    create: (actor: StaffActor, values: ProductValues) =>
      write((trx) => createIn(trx, actor, values)),

    /**
     * Saves a whole product over the version `values.updatedAt` it was edited from; a product
     * changed meanwhile is refused (409), so two people never overwrite each other unawares.
     */
    update: (actor: StaffActor, id: number, values: ProductUpdate) =>
      write((trx) => updateIn(trx, actor, id, values)),

    /**
     * Several creations and edits in one transaction (all or none), each with the checks and
     * the audit row of a single one; the catalogue's caches are dropped once, after the commit.
     */
    /**
     * A copy of the product as an unpublished draft: a new reference, its sizes, pictures (the
     * same files), tags and details; no stock, no colour model, not featured. The original is
     * locked first: two copies of it made at once take REF-COPIA and REF-COPIA-2 in turn.
     */
    duplicate: (actor: StaffActor, id: number) =>
      write(async (trx) => {
        const row = await repository.find(trx, id, { lock: true });
        if (!row) throw notFound(productMessages.notFound);
        const original = await detail(trx, id, row);
        const title =
          original.title === null
            ? null
            : `${original.title.slice(0, PRODUCT_TITLE_MAX_LENGTH - duplicateMessages.titleSuffix.length)}${duplicateMessages.titleSuffix}`;
        const { updatedAt: _version, publishedAt: _published, ...values } = valuesOf(original);
        return createIn(
          trx,
          actor,
          {
            ...values,
            ref: await copyRef(trx, original.ref),
            title,
            active: false,
            featured: false,
          },
          original.pictures,
        );
      }),

    /**
     * One change to several products, all or none, each saved as its form would (its price
     * history signed by the staff member, its audit row); the ones it leaves as they were are
     * not counted. Rows are locked in id order, so two bulk changes never wait on each other.
     */
    bulk: (actor: StaffActor, ids: number[], change: ProductBulkChange) =>
      write(async (trx) => {
        let changed = 0;
        for (const id of [...ids].sort((a, b) => a - b)) {
          const row = await repository.find(trx, id, { lock: true });
          if (!row) throw notFound(bulkMessages.missing);
          const before = await detail(trx, id, row);
          const patch = bulkChanged(before, change);
          if (patch === null) continue;
          try {
            await updateIn(trx, actor, id, { ...valuesOf(before), ...patch });
          } catch (error) {
            // Which product refused the change, for a list of many.
            if (error instanceof AppError && error.code === ErrorCode.VALIDATION)
              throw new AppError(
                ErrorCode.VALIDATION,
                `${before.ref}: ${Object.values(error.fields ?? {})[0] ?? error.message}`,
                error.fields,
              );
            throw error;
          }
          changed += 1;
        }
        return { changed };
      }),

    colours: (id: number) => coloursIn(db, id),

    /** Links the product of reference `ref` (and its own model's colours) to this product's model. */
    linkColour: (actor: StaffActor, id: number, ref: string) =>
      write(async (trx) => {
        const product = await models.modelOf(trx, id, { lock: true });
        if (!product) throw notFound(productMessages.notFound);
        const otherId = await repository.refOwner(trx, ref);
        if (otherId === null) throw invalid({ ref: colourMessages.unknownRef });
        if (otherId === id) throw invalid({ ref: colourMessages.self });
        const other = await models.modelOf(trx, otherId, { lock: true });
        if (!other) throw invalid({ ref: colourMessages.unknownRef });
        const before = await coloursIn(trx, id);
        const modelId = product.model_id ?? other.model_id ?? (await models.newModel(trx));
        if (product.model_id !== null && other.model_id !== null && other.model_id !== modelId)
          await models.mergeModels(trx, other.model_id, modelId);
        await models.setModel(trx, [id, otherId], modelId);
        await models.dropLoneModels(
          trx,
          [product.model_id, other.model_id].filter((each): each is number => each !== null),
        );
        return coloursChanged(trx, actor, id, before);
      }),

    /** Takes another product out of this product's model (a model left with one colour goes). */
    unlinkColour: (actor: StaffActor, id: number, otherId: number) =>
      write(async (trx) => {
        const product = await models.modelOf(trx, id, { lock: true });
        if (!product) throw notFound(productMessages.notFound);
        const other = await models.modelOf(trx, otherId, { lock: true });
        if (!other || product.model_id === null || other.model_id !== product.model_id)
          throw notFound(colourMessages.notLinked);
        const before = await coloursIn(trx, id);
        await models.setModel(trx, [otherId], null);
        await models.dropLoneModels(trx, [product.model_id]);
        return coloursChanged(trx, actor, id, before);
      }),

    saveTogether: <T>(work: (trx: Transaction<DB>, saves: ProductSaves) => Promise<T>) =>
      write((trx) => {
        imports.add(trx);
        return work(trx, {
          create: (actor, values) => createIn(trx, actor, values),
          update: (actor, id, values) => updateIn(trx, actor, id, values),
        });
      }),
  };
}

export type ProductAdmin = ReturnType<typeof productAdmin>;
