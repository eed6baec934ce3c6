import {
  formatEuros,
  formatShopDay,
  GIFT_CARD_STATES,
  type GiftCardSummary,
  giftCardStateName,
  giftCardStateNames,
  maskedGiftCardCode,
} from "@shop/shared";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useStaff } from "../../app/session/session";
import { columnsOf, DataTable, tableQuery } from "../../components/data-table/data-table";
import { FilterSelect } from "../../components/data-table/filter-select";
import {
  apiQueryOf,
  isFiltered,
  type TableParamsControl,
  useTableParams,
} from "../../components/data-table/table-params";
import page from "../../components/page.module.css";
import { PageHeader } from "../../components/page-parts";
import { giftCardsQuery, untilSent } from "./api";
import styles from "./gift-cards.module.css";
import { IssuePanel } from "./issue-panel";
import { RedeemPanel } from "./redeem-panel";
import { giftCardTexts as texts } from "./texts";

const euros = (cents: number) => formatEuros(cents / 100);
const stateOptions = GIFT_CARD_STATES.map((state) => [state, giftCardStateNames[state]] as const);

function columns() {
  const column = columnsOf<GiftCardSummary>();
  return [
    column.accessor("last4", {
      header: texts.last4,
      enableSorting: false,
      cell: ({ getValue }) => (
        <span className={styles.code}>{getValue() ? maskedGiftCardCode(getValue()) : "—"}</span>
      ),
    }),
    column.accessor("state", {
      header: texts.state,
      enableSorting: false,
      cell: ({ row }) => <span className={styles.badge}>{giftCardStateName(row.original)}</span>,
    }),
    column.accessor("valueCents", {
      header: texts.value,
      enableSorting: false,
      cell: ({ getValue }) => euros(getValue()),
    }),
    column.accessor("balanceCents", {
      header: texts.balance,
      enableSorting: false,
      cell: ({ getValue }) => euros(getValue()),
    }),
    column.accessor("expiresOn", {
      header: texts.expires,
      enableSorting: false,
      cell: ({ getValue }) => formatShopDay(getValue()),
    }),
    column.accessor("uses", { header: texts.uses, enableSorting: false }),
    column.accessor("issuedAt", {
      header: texts.issuedAt,
      cell: ({ row }) => formatShopDay(row.original.deliveryDay),
    }),
    column.accessor("recipientName", { header: texts.recipient, enableSorting: false }),
    column.accessor("issuedBy", {
      header: texts.issuedBy,
      enableSorting: false,
      cell: ({ getValue }) => getValue() ?? texts.bought,
    }),
  ];
}

function Filters({ control }: { control: TableParamsControl }) {
  return (
    <FilterSelect
      label={texts.state}
      name="state"
      all={texts.allStates}
      options={stateOptions}
      control={control}
      className={styles.filter}
    />
  );
}

function CardList() {
  const control = useTableParams({ sort: "issuedAt", order: "desc" });
  const list = useQuery({
    ...giftCardsQuery(apiQueryOf(control.params)),
    placeholderData: keepPreviousData,
    refetchInterval: untilSent,
  });
  return (
    <DataTable
      label={texts.list}
      columns={columns()}
      {...tableQuery(list)}
      control={control}
      rowId={(card) => String(card.id)}
      emptyText={isFiltered(control.params) ? texts.emptyFiltered : texts.empty}
      filters={<Filters control={control} />}
    />
  );
}

/** «Cartões-presente»: the counter's lookup and deduction, the list, and issuing by hand. */
export function Component() {
  const { permissions } = useStaff();
  return (
    <div className={page.page}>
      <PageHeader title={texts.title} />
      <p className={styles.muted}>{texts.intro}</p>
      <RedeemPanel />
      {permissions.includes("orders.read") && <CardList />}
      {permissions.includes("orders.refund") && <IssuePanel />}
    </div>
  );
}
