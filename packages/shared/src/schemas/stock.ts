import { z } from "zod";
import type { Paged } from "./admin-lists.ts";
import { LOW_STOCK_UNITS } from "./dashboard.ts";

/**
 * Why stock changed. `opening` is the balance the ledger started from; the purchase reasons are
 * written by purchases (a reservation at checkout, a release when it is cancelled).
 */
export const STOCK_REASONS = [
  "opening",
  "received",
  "recount",
  "sold_in_store",
  "damaged",
  "transfer",
  "purchase_reserved",
  "purchase_released",
  "return_reserved",
  "return_released",
  "returned",
  "pickup_collected",
  "exchange_sent",
  "reservation_held",
  "reservation_released",
  "reservation_collected",
] as const;
export type StockReason = (typeof STOCK_REASONS)[number];

/** The reasons staff give to a movement of their own; each moves units one way. */
export const MANUAL_STOCK_REASONS = ["received", "sold_in_store", "damaged"] as const;
export type ManualStockReason = (typeof MANUAL_STOCK_REASONS)[number];
export const STOCK_REASON_SIGN: Record<ManualStockReason, 1 | -1> = {
  received: 1,
  sold_in_store: -1,
  damaged: -1,
};

export const stockReasonNames: Record<StockReason, string> = {
  opening: "Saldo inicial",
  received: "Entrada de mercadoria",
  recount: "Contagem",
  sold_in_store: "Venda em loja",
  damaged: "Danificado",
  transfer: "Transferência",
  purchase_reserved: "Encomenda online",
  purchase_released: "Encomenda cancelada",
  return_reserved: "Reservado para uma troca",
  return_released: "Troca cancelada ou recusada",
  returned: "Devolução de cliente",
  pickup_collected: "Levantada em loja",
  exchange_sent: "Troca enviada",
  reservation_held: "Reservado em loja",
  reservation_released: "Reserva em loja terminada",
  reservation_collected: "Reserva levantada em loja",
};

/** The name of the online store as a stock location (the storefront's own name for it). */
export const ONLINE_LOCATION_NAME = "Loja online";
/** Most units one movement may move: a typo guard, far above any real delivery of one size. */
export const STOCK_MAX_UNITS = 10_000;
export const STOCK_NOTE_MAX_LENGTH = 500;
/** Most cells one grid edit or recount may change at once. */
export const STOCK_MAX_CELLS = 200;

export const stockMessages = {
  size: "Escolha um tamanho.",
  location: "Escolha um local.",
  reason: "Escolha o motivo.",
  quantity: `Indique um número de unidades entre 1 e ${STOCK_MAX_UNITS}.`,
  count: `Indique quantas unidades contou (0 a ${STOCK_MAX_UNITS}).`,
  note: `A nota pode ter no máximo ${STOCK_NOTE_MAX_LENGTH} caracteres.`,
  cells: `Indique entre 1 e ${STOCK_MAX_CELLS} alterações.`,
  sameLocation: "Escolha um destino diferente da origem.",
  repeatedCell: "Este tamanho e local aparecem mais do que uma vez.",
  search: "A pesquisa pode ter no máximo 100 caracteres.",
  page: "Página inválida.",
  unknownSize: "Este tamanho não existe neste produto.",
  unknownStore: "Esta loja não existe.",
  soldOnline: "A venda em loja regista-se numa loja física.",
  productNotFound: "Este produto não existe.",
  otherStore: "Só pode alterar o stock da sua loja.",
  notEnough: (size: string, location: string, balance: number) =>
    `${location}, tamanho ${size}: ${
      balance === 0
        ? "não há unidades"
        : `só ${balance === 1 ? "resta 1 unidade" : `restam ${balance} unidades`}`
    }.`,
  moved: "Stock atualizado.",
  changed: (size: string, location: string, balance: number) =>
    `${location}, tamanho ${size}: o stock mudou entretanto (agora ${balance}). Veja o valor atual e conte de novo.`,
  lines: `Indique entre 1 e ${STOCK_MAX_CELLS} linhas.`,
  product: "Escolha um produto.",
  threshold: `Indique um número de unidades entre 0 e ${STOCK_MAX_UNITS}, ou deixe vazio.`,
  thresholdSaved: "Limite de stock baixo guardado.",
  categoryNotFound: "Esta categoria não existe.",
  filter: "Filtro inválido.",
  /** The ledger's note of a pickup handed over. */
  pickupNote: (store: string) =>
    `Levantada na loja ${store}; as unidades foram reservadas do stock online na compra.`,
  /** The ledger's note of an exchange sent: its reserved units pass to the new order. */
  exchangeNote: (idShort: string) => `Reserva da troca passa para a encomenda ${idShort}.`,
} as const;

/**
 * A size at a location is low with this many units or fewer, unless its product or its category
 * says otherwise (the product's first): the dashboard's own low-stock line.
 */
export const LOW_STOCK_DEFAULT = LOW_STOCK_UNITS;

const size = z.string({ error: stockMessages.size }).trim().min(1, stockMessages.size).max(20);
/** A location: a physical store's id, or null for the online store. */
const storeId = z
  .number({ error: stockMessages.location })
  .int(stockMessages.location)
  .positive(stockMessages.location)
  .max(999_999_999, stockMessages.location)
  .nullable();
/** Units one movement moves (always positive: the reason says which way). */
export const StockUnitsSchema = z
  .number({ error: stockMessages.quantity })
  .int(stockMessages.quantity)
  .min(1, stockMessages.quantity)
  .max(STOCK_MAX_UNITS, stockMessages.quantity);
const note = z
  .string({ error: stockMessages.note })
  .trim()
  .max(STOCK_NOTE_MAX_LENGTH, stockMessages.note)
  .default("");
/** From one to STOCK_MAX_CELLS of `item`, refused with `message`. */
const someOf = <T extends z.ZodType>(item: T, message: string) =>
  z.array(item, { error: message }).min(1, message).max(STOCK_MAX_CELLS, message);
const cells = <T extends z.ZodType>(cell: T) => someOf(cell, stockMessages.cells);

/** Units in or out of some cells of a product's grid, each with its reason (POST …/movements). */
export const StockMovementsBodySchema = z.object({
  movements: cells(
    z.object({
      size,
      storeId,
      reason: z.enum(MANUAL_STOCK_REASONS, { error: stockMessages.reason }),
      quantity: StockUnitsSchema,
    }),
  ),
  note,
});
export type StockMovementsBody = z.input<typeof StockMovementsBodySchema>;

/** Units counted in one cell: what its balance becomes. */
export const StockCountSchema = z
  .number({ error: stockMessages.count })
  .int(stockMessages.count)
  .min(0, stockMessages.count)
  .max(STOCK_MAX_UNITS, stockMessages.count);

/** What was counted in some cells (POST …/recount): the balance becomes the count. */
export const StockRecountBodySchema = z.object({
  counts: cells(
    z.object({
      size,
      storeId,
      count: StockCountSchema,
      /** The balance the person saw: a count is refused when the stock moved since (optional). */
      expected: z.number().int().min(0).optional(),
    }),
  ),
  note,
});
export type StockRecountBody = z.input<typeof StockRecountBodySchema>;

/** Units of one size from one location to another (POST …/transfer). */
export const StockTransferBodySchema = z
  .object({ size, fromStoreId: storeId, toStoreId: storeId, quantity: StockUnitsSchema, note })
  .refine((transfer) => transfer.fromStoreId !== transfer.toStoreId, {
    path: ["toStoreId"],
    error: stockMessages.sameLocation,
  });
export type StockTransferBody = z.input<typeof StockTransferBodySchema>;

/** `?q=` of the product finder: a ref, or words of the title, brand, category, colour or tags. */
export const StockProductSearchSchema = z.object({
  q: z.string().trim().max(100, stockMessages.search).default(""),
});

/** `?page=&size=` of a product's history. */
export const StockHistoryQuerySchema = z.object({
  page: z.coerce
    .number({ error: stockMessages.page })
    .int(stockMessages.page)
    .min(1, stockMessages.page)
    .max(100_000, stockMessages.page)
    .default(1),
  size: z.string().trim().min(1).max(20).optional(),
});

export const StockProductSchema = z.object({
  id: z.number(),
  ref: z.string(),
  title: z.string().nullable(),
  active: z.boolean(),
});
export type StockProduct = z.infer<typeof StockProductSchema>;

export const StockLocationSchema = z.object({
  storeId: z.number().nullable(),
  name: z.string(),
  /** Whether the signed-in staff member may change it (a store's staff: their store only). */
  editable: z.boolean(),
});
export type StockLocation = z.infer<typeof StockLocationSchema>;

/** A product's balances: one row per size, one quantity per location in `locations`' order. */
export const StockGridSchema = z.object({
  product: StockProductSchema,
  locations: z.array(StockLocationSchema),
  sizes: z.array(z.object({ size: z.string(), quantities: z.array(z.number()) })),
  /** The product's low-stock threshold: its own, its category's, and the one that applies. */
  lowStock: z.object({
    own: z.number().nullable(),
    category: z.number().nullable(),
    applied: z.number(),
  }),
});
export type StockGrid = z.infer<typeof StockGridSchema>;

export const StockMovementViewSchema = z.object({
  id: z.number(),
  at: z.string(),
  size: z.string(),
  location: z.object({ storeId: z.number().nullable(), name: z.string() }),
  /** Signed: units in (positive) or out (negative). */
  quantity: z.number(),
  /** The balance of its size and location right after it. */
  balance: z.number(),
  reason: z.enum(STOCK_REASONS),
  note: z.string(),
  staff: z.object({ id: z.number(), name: z.string() }).nullable(),
  /**
   * The purchase that reserved, released or collected the units (its order reference), and the
   * store where it is collected (a pickup's units are reserved from the online stock).
   */
  purchase: z.object({ idShort: z.string(), pickupStore: z.string().nullable() }).nullable(),
  /** The order whose return or exchange moved the units. */
  returnOf: z.object({ idShort: z.string() }).nullable(),
  /** For a transfer: the other location. */
  counterpart: z.object({ storeId: z.number().nullable(), name: z.string() }).nullable(),
});
export type StockMovementView = z.infer<typeof StockMovementViewSchema>;

export const StockHistorySchema = z.object({
  items: z.array(StockMovementViewSchema),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});
export type StockHistory = Paged<StockMovementView>;

const id = z
  .number({ error: stockMessages.product })
  .int(stockMessages.product)
  .positive(stockMessages.product)
  .max(2_147_483_647, stockMessages.product);
const lines = <T extends z.ZodType>(line: T) => someOf(line, stockMessages.lines);

/**
 * Counts of several products' sizes at once (POST /api/admin/stock/counts): all or none. With
 * `expected`, a line whose stock moved since the person saw it is refused.
 */
export const StockCountsBodySchema = z.object({
  lines: lines(
    z.object({
      productId: id,
      size,
      storeId,
      count: StockCountSchema,
      expected: z.number().int().min(0).optional(),
    }),
  ),
  note,
});
export type StockCountsBody = z.input<typeof StockCountsBodySchema>;

/** Transfers of several products' sizes at once (POST /api/admin/stock/transfers): all or none. */
export const StockTransfersBodySchema = z.object({
  lines: lines(
    z
      .object({
        productId: id,
        size,
        fromStoreId: storeId,
        toStoreId: storeId,
        quantity: StockUnitsSchema,
      })
      .refine((line) => line.fromStoreId !== line.toStoreId, {
        path: ["toStoreId"],
        error: stockMessages.sameLocation,
      }),
  ),
  note,
});
export type StockTransfersBody = z.input<typeof StockTransfersBodySchema>;

/** A low-stock threshold (PUT …/low-stock): units, or null for the category's or the shop's. */
export const StockThresholdBodySchema = z.object({
  threshold: z
    .number({ error: stockMessages.threshold })
    .int(stockMessages.threshold)
    .min(0, stockMessages.threshold)
    .max(STOCK_MAX_UNITS, stockMessages.threshold)
    .nullable(),
});
export type StockThresholdBody = z.input<typeof StockThresholdBodySchema>;

/** The categories' low-stock thresholds and the shop's default. */
export const StockThresholdsSchema = z.object({
  default: z.number(),
  categories: z.array(
    z.object({
      id: z.number(),
      name: z.string(),
      /** The storefront's menu groups it is in («Sapatos Mulher»…): two categories may share a name. */
      group: z.string(),
      threshold: z.number().nullable(),
    }),
  ),
});
export type StockThresholds = z.infer<typeof StockThresholdsSchema>;

const filterId = z.coerce
  .number({ error: stockMessages.filter })
  .int(stockMessages.filter)
  .positive(stockMessages.filter)
  .max(2_147_483_647, stockMessages.filter)
  .optional();

/**
 * `?page=&q=&categoryId=&brandId=&location=&low=` of the stock across products: `location` is
 * `online` or a store's id; `low=true` keeps the sizes at or under their threshold somewhere shown.
 */
export const StockLevelsQuerySchema = z.object({
  page: z.coerce
    .number({ error: stockMessages.page })
    .int(stockMessages.page)
    .min(1, stockMessages.page)
    .max(100_000, stockMessages.page)
    .default(1),
  q: z.string().trim().max(100, stockMessages.search).default(""),
  categoryId: filterId,
  brandId: filterId,
  location: z
    .union([z.literal("online"), z.coerce.number().int().positive().max(2_147_483_647)], {
      error: stockMessages.filter,
    })
    .optional(),
  low: z.enum(["true", "false"], { error: stockMessages.filter }).optional(),
});
export type StockLevelsQuery = z.output<typeof StockLevelsQuerySchema>;

/** One size of one product with its units at each location of the answer. */
export const StockLevelSchema = z.object({
  productId: z.number(),
  ref: z.string(),
  title: z.string().nullable(),
  active: z.boolean(),
  size: z.string(),
  /** The low-stock threshold that applies to the product. */
  threshold: z.number(),
  /** Units at each location of `locations`, in order. */
  quantities: z.array(z.number()),
  /**
   * Whether each is low: at or under the threshold, of a product on sale, online or in a store
   * where units of it once came in.
   */
  low: z.array(z.boolean()),
});
export type StockLevel = z.infer<typeof StockLevelSchema>;

export const StockLevelsSchema = z.object({
  items: z.array(StockLevelSchema),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
  /** The columns: every location, or the one filtered. */
  locations: z.array(StockLocationSchema),
});
export type StockLevels = z.infer<typeof StockLevelsSchema>;

/** `?page=&q=` of the low-stock list. */
export const StockLowQuerySchema = StockLevelsQuerySchema.pick({ page: true, q: true });

/** One size low at one location. */
export const StockLowItemSchema = z.object({
  productId: z.number(),
  ref: z.string(),
  title: z.string().nullable(),
  size: z.string(),
  location: z.object({ storeId: z.number().nullable(), name: z.string() }),
  quantity: z.number(),
  threshold: z.number(),
});
export type StockLowItem = z.infer<typeof StockLowItemSchema>;

/** «Stock baixo»: the sizes at or under their threshold, a row per size and location. */
export const StockLowSchema = z.object({
  items: z.array(StockLowItemSchema),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});
export type StockLow = z.infer<typeof StockLowSchema>;
