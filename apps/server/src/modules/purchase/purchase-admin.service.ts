import {
  ADMIN_PAGE_SIZE,
  type BulkOutcome,
  canMovePurchase,
  carrierName,
  type DispatchOrder,
  ErrorCode,
  type Fulfilment,
  formatShopDateTime,
  type OrderList,
  type OrderListQuery,
  type OrderNote,
  type OrderNoteBody,
  orderMessages,
  orderStateNames,
  PACKING_SLIP_STATES,
  type PackingSlip,
  type PackingSlips,
  type PickupList,
  type PickupListQuery,
  type PickupOrder,
  type PurchaseEventKind,
  type PurchaseState,
  paymentMethodNames,
  pickupScope,
  purchaseFulfilment,
  stockMessages,
  trackingUrl,
} from "@shop/shared";
import type { Kysely, Transaction } from "kysely";
import type { DB } from "../../db/schema.ts";
import { AppError } from "../../http/app-error.ts";
import { csvEuros, csvLine } from "../../http/csv.ts";
import type { ShopIdentity } from "../../mail/templates/layout.ts";
import type { IfthenpayRefundLedger } from "../../payments/ifthenpay-refunds.ts";
import type { InvoiceService } from "../invoices/invoice.service.ts";
import { auditedExport, recordAudit, type StaffActor } from "../staff/audit.ts";
import { stockRepository } from "../stock/stock.repository.ts";
import { type PurchaseRow, purchaseRepository as repo } from "./purchase.repository.ts";
import {
  purchaseAdminRepository as adminRepo,
  type ExportCursor,
  type OrderExportRow,
  type OrderFilter,
} from "./purchase-admin.repository.ts";
import { toOrder, toOrderSummary, toPickup, toPickupSummary } from "./purchase-admin-mapping.ts";
import { type PurchaseMailKind, queuePurchaseMail } from "./purchase-mail.ts";
import { purchaseNotesRepository as notesRepo } from "./purchase-notes.repository.ts";
import { refundsRepository } from "./purchase-refunds.repository.ts";
import { purchaseTimeline, recordPurchaseEvent } from "./purchase-timeline.ts";
import { purchaseGiftCards } from "./sold-gift-cards.ts";

const EXPORT_BATCH = 1000;
/** What a bulk action says of an order that failed for a reason of the server's, not the order's. */
const UNEXPECTED = "Não foi possível tratar esta encomenda agora. Tente de novo.";

/** Runs `each` for every reference, one after the other: what went through, and what did not and why. */
async function eachOrder(
  references: string[],
  each: (idShort: string) => Promise<void>,
): Promise<BulkOutcome> {
  const outcome: BulkOutcome = { done: [], refused: [] };
  for (const idShort of references) {
    try {
      await each(idShort);
      outcome.done.push(idShort);
    } catch (error) {
      const reason = error instanceof AppError ? error.message : UNEXPECTED;
      outcome.refused.push({ idShort, reason });
    }
  }
  return outcome;
}

export const ORDER_EXPORT_HEADER = [
  "Encomenda",
  "Data",
  "Estado",
  "Pagamento",
  "Nome",
  "Email",
  "Telefone",
  "País de entrega",
  "Loja de levantamento",
  "Nome na fatura",
  "NIF",
  "IVA (€)",
  "Total (€)",
  "Paga em",
  "Transportadora",
  "N.º de seguimento",
  "Reembolso pendente",
  "Reembolsado (€)",
  "Troca de",
];

function exportLine(row: OrderExportRow): string {
  return csvLine([
    row.id_short,
    formatShopDateTime(row.created_at),
    orderStateNames[row.state],
    paymentMethodNames[row.payment_method],
    row.delivery_name,
    row.contact_email,
    row.contact_phone,
    row.delivery_country,
    row.pickup_store_name,
    row.invoice_name,
    row.invoice_nif,
    csvEuros(row.price_tax_cents),
    csvEuros(row.price_total_cents),
    row.paid_at ? formatShopDateTime(row.paid_at) : null,
    row.carrier && carrierName(row.carrier),
    row.tracking_number,
    row.refund_pending ? "Sim" : null,
    row.refunded_cents ? csvEuros(row.refunded_cents) : null,
    row.exchange_of,
  ]);
}

/** An export's filters as the audit log keeps them: whether it searched, never for what. */
function auditedFilters({ q, sort: _sort, order: _order, ...filters }: OrderFilter) {
  return { ...filters, ...(q ? { search: true } : {}) };
}

export const notFound = () => new AppError(ErrorCode.NOT_FOUND, orderMessages.notFound);
export const changedMeanwhile = (state: PurchaseState) =>
  new AppError(ErrorCode.CONFLICT, orderMessages.changed(state));

/** How a purchase reaches its buyer: by its store's or its country's name kept. */
export const fulfilmentOf = (
  row: Pick<PurchaseRow, "pickup_store_name" | "delivery_country">,
): Fulfilment =>
  purchaseFulfilment({
    pickupStoreName: row.pickup_store_name,
    deliveryCountry: row.delivery_country,
  });

/** Whether a purchase is a pickup of `scope`: in any store, or in that one. */
const isPickupIn = (row: PurchaseRow, scope: "all" | number) =>
  row.pickup_store_name !== null && (scope === "all" || row.pickup_store_id === scope);

/** The purchase of a reference, locked until the transaction ends; 404 when there is none. */
export async function lockOrder(trx: Transaction<DB>, idShort: string): Promise<PurchaseRow> {
  const row = await repo.lockByIdShort(trx, idShort);
  if (!row) throw notFound();
  return row;
}

export interface PurchaseAdminOptions {
  db: Kysely<DB>;
  shopIdentity: () => Promise<ShopIdentity>;
  onMailQueued: () => void;
  invoices: Pick<InvoiceService, "ofOrder">;
  /** ifthenpay's refund ledger, when MB WAY goes through ifthenpay: its unconfirmed refunds. */
  ifthenpayRefunds?: IfthenpayRefundLedger | null;
}

/** The back office's orders: the list and its export, an order's page, and its way to delivery. */
export function purchaseAdmin(options: PurchaseAdminOptions) {
  const { db, shopIdentity, onMailQueued, invoices, ifthenpayRefunds } = options;
  async function findOrFail(idShort: string) {
    const row = await repo.findByIdShort(db, idShort);
    if (!row) throw notFound();
    return row;
  }

  /**
   * One step along the state table, made once however many staff click at once: the purchase is
   * locked, checked against the table and moved only from the state it was in; the step's event,
   * audit entry and email go in the same transaction.
   */
  async function move(
    actor: StaffActor,
    idShort: string,
    to: PurchaseState,
    step: {
      /** The one way of reaching the buyer this step belongs to. */
      for?: Fulfilment;
      action: string;
      event: PurchaseEventKind;
      changes?: Parameters<typeof adminRepo.moveState>[4];
      details?: Record<string, string | null>;
      mail?: PurchaseMailKind;
      /** More to write in the same transaction (the stock ledger's line of a collected pickup). */
      also?: (trx: Transaction<DB>, row: PurchaseRow) => Promise<void>;
    },
  ) {
    const shop = step.mail ? await shopIdentity() : null;
    await db.transaction().execute(async (trx) => {
      const row = await lockOrder(trx, idShort);
      // A store's staff reach their own store's pickups only: any other order is none of theirs.
      const scope = pickupScope(actor);
      if (scope !== "all" && !isPickupIn(row, scope)) throw notFound();
      const way = fulfilmentOf(row);
      // Gift cards alone go by email: no step on the way to a buyer is theirs.
      if (way === "email" && to !== "CANCELED")
        throw new AppError(ErrorCode.CONFLICT, orderMessages.wrongFulfilment.email);
      if (step.for && way !== step.for)
        throw new AppError(ErrorCode.CONFLICT, orderMessages.wrongFulfilment[step.for]);
      if (!canMovePurchase(row.state, to, way)) throw changedMeanwhile(row.state);
      const moved = await adminRepo.moveState(trx, row.id, row.state, to, step.changes);
      if (!moved) throw changedMeanwhile(row.state);
      const details = {
        ...step.details,
        ...(row.pickup_store_name === null ? {} : { store: row.pickup_store_name }),
      };
      await step.also?.(trx, row);
      await recordPurchaseEvent(trx, row.id, step.event, { staffId: actor.id, details });
      await recordAudit(trx, actor, {
        action: step.action,
        entity: "purchase",
        entityId: idShort,
        before: { state: row.state },
        after: { state: to, ...step.details },
      });
      if (step.mail && shop) await queuePurchaseMail(trx, step.mail, moved, shop);
    });
    if (step.mail) onMailQueued();
  }

  return {
    async list(query: OrderListQuery): Promise<OrderList> {
      const { page, ...filter } = query;
      const { rows, total, moreThanTotal } = await adminRepo.page(
        db,
        filter,
        page,
        ADMIN_PAGE_SIZE,
      );
      return {
        items: rows.map(toOrderSummary),
        total,
        moreThanTotal,
        page,
        pageSize: ADMIN_PAGE_SIZE,
      };
    },

    /**
     * The filtered list as CSV lines, a batch at a time, in the list's order. The first batch is
     * read before anything is sent, so a database that cannot answer still gets its 503. The
     * export is in the audit log, with its filters and the rows `actor` got.
     */
    async exportLines(actor: StaffActor, filter: OrderFilter): Promise<AsyncIterable<string>> {
      const first = await adminRepo.exportBatch(db, filter, null, EXPORT_BATCH);
      const column = filter.sort === "total" ? "price_total_cents" : "created_at";
      async function* batches() {
        let batch = first;
        while (batch.length > 0) {
          yield batch.map(exportLine);
          const last = batch.at(-1) as OrderExportRow;
          if (batch.length < EXPORT_BATCH) return;
          const cursor: ExportCursor = { value: last[column], id: last.id };
          batch = await adminRepo.exportBatch(db, filter, cursor, EXPORT_BATCH);
        }
      }
      const entry = {
        action: "purchase.export",
        entity: "purchase",
        filters: auditedFilters(filter),
      };
      return auditedExport(db, actor, entry, batches());
    },

    /** One page of the pickups `actor` hands over: every store's, or their own store's. */
    async pickups(actor: StaffActor, query: PickupListQuery): Promise<PickupList> {
      const { page, ...filter } = query;
      const scope = pickupScope(actor);
      const { rows, total, moreThanTotal } = await adminRepo.pickupPage(
        db,
        scope,
        filter,
        page,
        ADMIN_PAGE_SIZE,
      );
      return {
        items: rows.map(toPickupSummary),
        total,
        moreThanTotal,
        page,
        pageSize: ADMIN_PAGE_SIZE,
      };
    },

    /** A pickup as its counter hands it over; 404 for any order that is no pickup of `actor`'s. */
    async pickup(actor: StaffActor, idShort: string): Promise<PickupOrder> {
      const row = await repo.findByIdShort(db, idShort);
      if (!row || !isPickupIn(row, pickupScope(actor))) throw notFound();
      const [lines, events] = await Promise.all([
        repo.lines(db, row.id),
        purchaseTimeline(db, row.id),
      ]);
      return toPickup(row, { lines, events });
    },

    async order(idShort: string) {
      const row = await findOrFail(idShort);
      const requestId = row.payment_intent_id;
      const [lines, refund, latePayments, events, certifiedInvoice, unconfirmedRefunds] =
        await Promise.all([
          repo.lines(db, row.id),
          refundsRepository.of(db, row.id),
          adminRepo.latePayments(db, row.id),
          purchaseTimeline(db, row.id),
          invoices.ofOrder(row.id, row.id_short),
          ifthenpayRefunds && requestId ? ifthenpayRefunds.unconfirmed(requestId) : [],
        ]);
      return toOrder(row, {
        lines,
        refund,
        latePayments,
        events,
        certifiedInvoice,
        unconfirmedRefunds,
        giftCards: await purchaseGiftCards(db, row.id),
      });
    },

    /** The staff's notes on an order, oldest first, with who wrote each and when. */
    async notes(idShort: string): Promise<OrderNote[]> {
      const row = await findOrFail(idShort);
      return (await notesRepo.of(db, row.id)).map(toOrderNote);
    },

    /** Adds an internal note to an order; the audit log says who wrote on which order, not what. */
    async addNote(actor: StaffActor, idShort: string, note: OrderNoteBody): Promise<OrderNote[]> {
      const row = await findOrFail(idShort);
      await db.transaction().execute(async (trx) => {
        const { id } = await notesRepo.insert(trx, {
          purchase_id: row.id,
          staff_id: actor.id,
          body: note.body,
        });
        await recordAudit(trx, actor, {
          action: "purchase.note",
          entity: "purchase",
          entityId: idShort,
          after: { noteId: id, characters: note.body.length },
        });
      });
      return (await notesRepo.of(db, row.id)).map(toOrderNote);
    },

    /**
     * The packing slips of several orders, in the order asked, to print on one page; an order
     * without a slip (or unknown) is left out with the single slip's reason.
     */
    async packingSlips(references: string[]): Promise<PackingSlips> {
      const slips: PackingSlip[] = [];
      const { refused } = await eachOrder(references, async (idShort) => {
        slips.push(await this.packingSlip(idShort));
      });
      return { slips, refused };
    },

    /**
     * «Pedir envio» for several orders: each through the single request, in its own
     * transaction, so one refused order leaves the others moved.
     */
    requestDispatches(actor: StaffActor, references: string[]): Promise<BulkOutcome> {
      return eachOrder(references, (idShort) => this.requestDispatch(actor, idShort));
    },

    /** What goes in the parcel, for a purchase that was paid and not cancelled; no prices. */
    async packingSlip(idShort: string): Promise<PackingSlip> {
      const row = await findOrFail(idShort);
      if (fulfilmentOf(row) === "email")
        throw new AppError(ErrorCode.CONFLICT, orderMessages.wrongFulfilment.email);
      if (!PACKING_SLIP_STATES.includes(row.state))
        throw new AppError(ErrorCode.CONFLICT, orderMessages.noSlip);
      const [lines, shop] = await Promise.all([repo.lines(db, row.id), adminRepo.shopAddress(db)]);
      return {
        idShort: row.id_short,
        createdAt: new Date(row.created_at).toISOString(),
        shop: { name: shop.contact_name, address: shop.contact_address, phone: shop.contact_phone },
        delivery: {
          name: row.delivery_name,
          street: row.delivery_street,
          city: row.delivery_city,
          postalCode: row.delivery_postal_code,
          country: row.delivery_country,
        },
        phone: row.contact_phone,
        notes: row.notes_client,
        lines: lines.map((line) => ({
          ref: line.ref,
          title: line.title ?? `Ref: ${line.ref}`,
          size: line.size,
          quantity: line.quantity,
        })),
      };
    },

    requestDispatch: (actor: StaffActor, idShort: string) =>
      move(actor, idShort, "DISPATCHED_REQUESTED", {
        action: "purchase.dispatch-request",
        event: "DISPATCH_REQUESTED",
      }),

    dispatch(actor: StaffActor, idShort: string, body: DispatchOrder) {
      const url = trackingUrl(body.carrier, body.trackingNumber);
      return move(actor, idShort, "DISPATCHED", {
        action: "purchase.dispatch",
        event: "DISPATCHED",
        changes: { carrier: body.carrier, tracking_number: body.trackingNumber, tracking_url: url },
        details: { carrier: body.carrier, trackingNumber: body.trackingNumber, trackingUrl: url },
        mail: "PURCHASE_DISPATCHED",
      });
    },

    /**
     * A wrong tracking number corrected after dispatch (and before delivery): the customer is
     * sent the new one, and the timeline keeps both.
     */
    async correctTracking(actor: StaffActor, idShort: string, body: DispatchOrder) {
      const url = trackingUrl(body.carrier, body.trackingNumber);
      const shop = await shopIdentity();
      await db.transaction().execute(async (trx) => {
        const row = await lockOrder(trx, idShort);
        if (row.state !== "DISPATCHED")
          throw new AppError(ErrorCode.CONFLICT, orderMessages.trackingNotDispatched);
        if (row.carrier === body.carrier && row.tracking_number === body.trackingNumber)
          throw new AppError(ErrorCode.VALIDATION, orderMessages.trackingSame, {
            trackingNumber: orderMessages.trackingSame,
          });
        const changes = {
          carrier: body.carrier,
          tracking_number: body.trackingNumber,
          tracking_url: url,
        };
        const moved = await adminRepo.moveState(trx, row.id, "DISPATCHED", "DISPATCHED", changes);
        if (!moved) throw changedMeanwhile(row.state);
        const before = { carrier: row.carrier, trackingNumber: row.tracking_number };
        const after = { carrier: body.carrier, trackingNumber: body.trackingNumber };
        await recordPurchaseEvent(trx, row.id, "TRACKING_CHANGED", {
          staffId: actor.id,
          details: { ...after, trackingUrl: url, previous: row.tracking_number },
        });
        await recordAudit(trx, actor, {
          action: "purchase.tracking-change",
          entity: "purchase",
          entityId: idShort,
          before,
          after,
        });
        await queuePurchaseMail(trx, "PURCHASE_TRACKING_CHANGED", moved, shop);
      });
      onMailQueued();
    },

    deliver: (actor: StaffActor, idShort: string) =>
      move(actor, idShort, "DELIVERED", {
        for: "delivery",
        action: "purchase.deliver",
        event: "DELIVERED",
        mail: "PURCHASE_DELIVERED",
      }),

    /** A paid pickup is on its store's shelf: the customer is told where, when and what to show. */
    readyForPickup: (actor: StaffActor, idShort: string) =>
      move(actor, idShort, "READY_FOR_PICKUP", {
        for: "pickup",
        action: "purchase.ready-for-pickup",
        event: "READY_FOR_PICKUP",
        changes: { ready_at: new Date() },
        mail: "PURCHASE_READY_FOR_PICKUP",
      }),

    collected: (actor: StaffActor, idShort: string) =>
      move(actor, idShort, "DELIVERED", {
        for: "pickup",
        action: "purchase.collected",
        event: "COLLECTED",
        mail: "PURCHASE_COLLECTED",
        // The units left the online stock when the purchase reserved them: the ledger says where
        // they were handed over, and by whom.
        also: (trx, row) =>
          stockRepository.recordPickupCollected(
            trx,
            row.id,
            actor.id,
            stockMessages.pickupNote(row.pickup_store_name ?? ""),
          ),
      }),
  };
}

export type PurchaseAdmin = ReturnType<typeof purchaseAdmin>;

function toOrderNote(row: Awaited<ReturnType<typeof notesRepo.of>>[number]): OrderNote {
  return {
    id: row.id,
    body: row.body,
    author: row.author,
    createdAt: row.created_at.toISOString(),
  };
}
