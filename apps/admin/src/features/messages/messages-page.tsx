import { type ContactMessageSummary, formatShopDateTime } from "@shop/shared";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { Link } from "react-router";
import { columnsOf, DataTable, tableQuery } from "../../components/data-table/data-table";
import { apiQueryOf, useTableParams } from "../../components/data-table/table-params";
import page from "../../components/page.module.css";
import { PageHeader } from "../../components/page-parts";
import { messagesQuery } from "./api";
import styles from "./messages.module.css";
import { messagesTexts as texts } from "./texts";

const column = columnsOf<ContactMessageSummary>();
const columns = [
  column.accessor("name", {
    header: texts.from,
    cell: ({ row }) => <Link to={String(row.original.id)}>{row.original.name}</Link>,
  }),
  column.accessor("email", {
    header: texts.email,
    cell: ({ row }) => (
      <span>
        {row.original.email}
        {row.original.answered && <span className={styles.answered}>{texts.answered}</span>}
      </span>
    ),
  }),
  column.accessor("excerpt", {
    header: texts.message,
    enableSorting: false,
    cell: ({ getValue }) => <span className={styles.excerpt}>{getValue()}</span>,
  }),
  column.accessor("createdAt", {
    header: texts.receivedAt,
    cell: ({ getValue }) => formatShopDateTime(getValue()),
  }),
];

/** The contact form's messages, newest first; unread ones stand out. */
export function Component() {
  const control = useTableParams({ sort: "createdAt", order: "desc" });
  const list = useQuery({
    ...messagesQuery(apiQueryOf(control.params)),
    placeholderData: keepPreviousData,
  });
  return (
    <div className={page.page}>
      <PageHeader title={texts.title}>
        {list.data && list.data.unread > 0 && (
          <p className={styles.unread}>{texts.unreadCount(list.data.unread)}</p>
        )}
      </PageHeader>
      <DataTable
        label={texts.title}
        columns={columns}
        {...tableQuery(list)}
        control={control}
        rowId={(message) => String(message.id)}
        emptyText={control.params.q ? texts.emptySearch : texts.empty}
        searchLabel={texts.search}
        highlight={(message) => (message.read ? null : texts.unread)}
      />
    </div>
  );
}
