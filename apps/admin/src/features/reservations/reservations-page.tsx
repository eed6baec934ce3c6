import {
  centsToEuros,
  formatEuros,
  formatShopDateTime,
  formatShopDay,
  RESERVATION_STATES,
  type ReservationAction,
  type ReservationSummary,
  reservationMessages,
  reservationPaymentNames,
  reservationStateNames,
} from "@shop/shared";
import { FormAlert, FormStatus, failureMessage } from "@shop/ui";
import { keepPreviousData, useMutation, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useStaff } from "../../app/session/session";
import { columnsOf, DataTable, tableQuery } from "../../components/data-table/data-table";
import { FilterSelect, namedOptions } from "../../components/data-table/filter-select";
import {
  apiQueryOf,
  isFiltered,
  type TableParamsControl,
  useTableParams,
} from "../../components/data-table/table-params";
import { ConfirmDialog } from "../../components/dialog";
import page from "../../components/page.module.css";
import { PageHeader } from "../../components/page-parts";
import { storesQuery } from "../../lib/stores";
import { moveReservation, reservationsQuery } from "./api";
import { PaymentPanel } from "./payment-panel";
import styles from "./reservations.module.css";
import { reservationTexts as texts } from "./texts";

const stateOptions = RESERVATION_STATES.map(
  (state) => [state, reservationStateNames[state]] as const,
);
const doneMessages: Record<ReservationAction, string> = {
  ready: reservationMessages.ready,
  collected: reservationMessages.collected,
  "not-collected": reservationMessages.notCollected,
};

/** What a move did; a paid reservation not collected has its money sent back to the card. */
function doneMessage(action: ReservationAction, moved: ReservationSummary) {
  const refunding = moved.payment === "REFUNDING" || moved.payment === "REFUNDED";
  return action === "not-collected" && refunding
    ? reservationMessages.notCollectedRefund
    : doneMessages[action];
}

type Move = ReturnType<typeof useMove>;
type Act = (action: ReservationAction) => void;

function useMove() {
  const [done, setDone] = useState<string | null>(null);
  const [asking, setAsking] = useState<ReservationSummary | null>(null);
  const mutation = useMutation({
    mutationFn: ({ id, action }: { id: number; action: ReservationAction }) =>
      moveReservation(id, action),
    onMutate: () => setDone(null),
    onSuccess: (moved, { action }) => {
      setAsking(null);
      setDone(doneMessage(action, moved));
    },
  });
  return { done, asking, setAsking, mutation };
}

/**
 * «Pronta» (while only reserved) and «Levantada»; while the card payment is awaited, its name
 * instead, so that the staff know why (the server refuses both until it is paid).
 */
function HandOver(props: { reservation: ReservationSummary; pending: boolean; act: Act }) {
  const { reservation, pending, act } = props;
  if (reservation.payment === "AWAITING")
    return <span className={styles.muted}>{reservationPaymentNames.AWAITING}</span>;
  return (
    <>
      {reservation.state === "RESERVED" && (
        <button
          type="button"
          className="button button--secondary"
          disabled={pending}
          onClick={() => act("ready")}
        >
          {texts.ready}
        </button>
      )}
      <button type="button" className="button" disabled={pending} onClick={() => act("collected")}>
        {texts.collected}
      </button>
    </>
  );
}

/** The counter's moves (HandOver) and «Não levantada» (asked first), as the state allows. */
function Actions({ reservation, move }: { reservation: ReservationSummary; move: Move }) {
  const { permissions } = useStaff();
  const open = reservation.state === "RESERVED" || reservation.state === "READY";
  if (!open || !permissions.includes("orders.pickup")) return null;
  const act = (action: ReservationAction) => move.mutation.mutate({ id: reservation.id, action });
  const pending = move.mutation.isPending;
  return (
    <div className={styles.actions}>
      <HandOver reservation={reservation} pending={pending} act={act} />
      <button
        type="button"
        className="button button--danger"
        disabled={pending}
        onClick={() => move.setAsking(reservation)}
      >
        {texts.notCollected}
      </button>
    </div>
  );
}

function columns(move: Move) {
  const column = columnsOf<ReservationSummary>();
  return [
    column.accessor("createdAt", {
      header: texts.createdAt,
      cell: ({ getValue }) => formatShopDateTime(getValue()),
    }),
    column.accessor("title", {
      header: texts.product,
      enableSorting: false,
      cell: ({ row }) => (
        <span className={styles.stack}>
          <strong>{row.original.title}</strong>
          <span>{texts.size(row.original.size)}</span>
        </span>
      ),
    }),
    column.accessor("name", {
      header: texts.customer,
      enableSorting: false,
      cell: ({ row }) => (
        <span className={styles.stack}>
          <span>{row.original.name}</span>
          <a href={`tel:${row.original.phone}`}>{row.original.phone}</a>
          {row.original.email && (
            <a href={`mailto:${row.original.email}`} className={styles.muted}>
              {row.original.email}
            </a>
          )}
        </span>
      ),
    }),
    column.accessor("store", { header: texts.store, enableSorting: false }),
    column.accessor("pickupDay", {
      header: texts.day,
      enableSorting: false,
      cell: ({ row }) => (
        <span className={styles.stack}>
          <span>{formatShopDay(row.original.pickupDay)}</span>
          <span className={styles.muted}>
            {texts.heldUntil(formatShopDateTime(row.original.heldUntil))}
          </span>
        </span>
      ),
    }),
    column.accessor("state", {
      header: texts.state,
      enableSorting: false,
      cell: ({ getValue }) => (
        <span className={styles.badge} data-state={getValue()}>
          {reservationStateNames[getValue()]}
        </span>
      ),
    }),
    column.accessor("payment", {
      header: texts.payment,
      enableSorting: false,
      // The price of the reservation, as the customer was told it: the one the counter charges.
      cell: ({ row }) => (
        <span className={styles.stack}>
          <strong>{formatEuros(centsToEuros(row.original.priceCents))}</strong>
          <span>{reservationPaymentNames[row.original.payment]}</span>
        </span>
      ),
    }),
    column.display({
      id: "actions",
      header: texts.actions,
      cell: ({ row }) => <Actions reservation={row.original} move={move} />,
    }),
  ];
}

function Filters({ control, showStores }: { control: TableParamsControl; showStores: boolean }) {
  const stores = useQuery({ ...storesQuery, enabled: showStores });
  return (
    <>
      <FilterSelect
        label={texts.state}
        name="state"
        all={texts.allStates}
        options={stateOptions}
        control={control}
        className={styles.filter}
      />
      {showStores && (
        <FilterSelect
          label={texts.store}
          name="storeId"
          all={texts.allStores}
          options={namedOptions(stores.data)}
          control={control}
          className={styles.filter}
        />
      )}
    </>
  );
}

/** The reservations of one's stores, newest first, and the counter's moves on each. */
export function Component() {
  const staff = useStaff();
  const control = useTableParams({ sort: "createdAt", order: "desc" });
  const list = useQuery({
    ...reservationsQuery(apiQueryOf(control.params)),
    placeholderData: keepPreviousData,
  });
  const move = useMove();
  const asking = move.asking;
  return (
    <div className={page.page}>
      <PageHeader title={texts.title} />
      <p className={styles.muted}>{texts.intro}</p>
      <FormStatus message={move.done} />
      {!asking && (
        <FormAlert message={move.mutation.error ? failureMessage(move.mutation.error) : null} />
      )}
      <DataTable
        label={texts.list}
        columns={columns(move)}
        {...tableQuery(list)}
        control={control}
        rowId={(reservation) => String(reservation.id)}
        emptyText={isFiltered(control.params) ? texts.emptyFiltered : texts.empty}
        filters={<Filters control={control} showStores={staff.storeId === null} />}
      />
      {asking && (
        <ConfirmDialog
          title={texts.confirmTitle}
          confirm={texts.notCollected}
          danger
          pending={move.mutation.isPending}
          pendingText={texts.pending}
          onConfirm={() => move.mutation.mutate({ id: asking.id, action: "not-collected" })}
          onClose={() => {
            move.setAsking(null);
            move.mutation.reset();
          }}
        >
          <p>{texts.confirmBody(asking.title, asking.name)}</p>
          {asking.payment === "PAID" && (
            <p>{texts.confirmRefund(formatEuros(centsToEuros(asking.priceCents)))}</p>
          )}
          <FormAlert message={move.mutation.error ? failureMessage(move.mutation.error) : null} />
        </ConfirmDialog>
      )}
      {staff.permissions.includes("settings.write") && <PaymentPanel />}
    </div>
  );
}
