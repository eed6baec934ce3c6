import { formatShopDateTime, type Paged } from "@shop/shared";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { createContext, useContext, useId, useMemo } from "react";
import { columnsOf, DataTable, tableQuery } from "../../components/data-table/data-table";
import { type TableParamsControl, useTableParams } from "../../components/data-table/table-params";
import page from "../../components/page.module.css";
import { PageHeader } from "../../components/page-parts";
import { apiRequest, queryString } from "../../lib/api-client";
import { storesQuery } from "../../lib/stores";
import { staffQuery } from "../staff/api";
import styles from "./audit.module.css";
import { type AuditContext, actionText, auditChanges, subjectText } from "./audit-changes";
import { entityNames, auditTexts as texts, unidentifiedActions } from "./texts";

interface AuditEntry {
  id: number;
  at: string;
  staff: { id: number; name: string; email: string } | null;
  action: string;
  entity: string;
  entityId: string | null;
  before: unknown;
  after: unknown;
}

const auditQuery = (query: Record<string, string | number>) => ({
  queryKey: ["audit", query],
  queryFn: ({ signal }: { signal: AbortSignal }) =>
    apiRequest<Paged<AuditEntry>>(`/admin/audit${queryString(query)}`, { signal }),
});

/** What the cells need beyond their entry (the stores' names). */
const ContextOfLog = createContext<AuditContext>({});

function Changes({ entry }: { entry: AuditEntry }) {
  const changes = auditChanges(entry.before, entry.after, entry, useContext(ContextOfLog));
  if (changes.length === 0) return <span className={styles.muted}>{texts.noChanges}</span>;
  return (
    <dl className={styles.changes}>
      {changes.map((change) => (
        <div key={change.field}>
          <dt>{change.field || texts.value}</dt>
          <dd>
            {change.before === null ? (
              change.after
            ) : change.after === null ? (
              <del>{change.before}</del>
            ) : (
              <>
                <del>{change.before}</del> → <ins>{change.after}</ins>
              </>
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}

const column = columnsOf<AuditEntry>();
const columns = [
  column.accessor("at", {
    header: texts.at,
    enableSorting: false,
    cell: ({ getValue }) => formatShopDateTime(getValue()),
  }),
  column.accessor("staff", {
    header: texts.who,
    enableSorting: false,
    cell: ({ getValue, row }) =>
      getValue()?.name ??
      (unidentifiedActions.has(row.original.action) ? texts.unidentified : texts.nobody),
  }),
  column.accessor("action", {
    header: texts.action,
    enableSorting: false,
    cell: ({ getValue, row }) => actionText(getValue(), row.original.entity),
  }),
  column.accessor("entity", {
    header: texts.entity,
    enableSorting: false,
    cell: ({ row }) => subjectText(row.original.entity, row.original.entityId),
  }),
  column.display({
    id: "changes",
    header: texts.changes,
    cell: ({ row }) => <Changes entry={row.original} />,
  }),
];

function Filters({ control }: { control: TableParamsControl }) {
  const id = useId();
  const staff = useQuery(staffQuery);
  const { filters } = control.params;
  return (
    <>
      <label htmlFor={`${id}-staff`} className={styles.filter}>
        {texts.person}
        <select
          id={`${id}-staff`}
          className="input"
          value={filters.staffId ?? ""}
          onChange={(event) => control.setFilter("staffId", event.target.value)}
        >
          <option value="">{texts.everyone}</option>
          {staff.data?.map((person) => (
            <option key={person.id} value={person.id}>
              {person.name}
            </option>
          ))}
        </select>
      </label>
      <label htmlFor={`${id}-entity`} className={styles.filter}>
        {texts.entityFilter}
        <select
          id={`${id}-entity`}
          className="input"
          value={filters.entity ?? ""}
          onChange={(event) => control.setFilter("entity", event.target.value)}
        >
          <option value="">{texts.allEntities}</option>
          {Object.entries(entityNames).map(([entity, name]) => (
            <option key={entity} value={entity}>
              {name}
            </option>
          ))}
        </select>
      </label>
    </>
  );
}

/** Every change the staff made, newest first: who, when, what, the values before and after. */
export function Component() {
  const control = useTableParams({ sort: "at", order: "desc" });
  const { page: pageNumber, filters } = control.params;
  const list = useQuery({
    ...auditQuery({ page: pageNumber, ...filters }),
    placeholderData: keepPreviousData,
  });
  const filtered = Object.keys(filters).length > 0;
  const stores = useQuery(storesQuery);
  const context = useMemo<AuditContext>(
    () => ({ storeNames: new Map(stores.data?.map((store) => [store.id, store.name])) }),
    [stores.data],
  );
  return (
    <ContextOfLog.Provider value={context}>
      <div className={page.page}>
        <PageHeader title={texts.title} />
        <DataTable
          label={texts.list}
          columns={columns}
          {...tableQuery(list)}
          control={control}
          rowId={(entry) => String(entry.id)}
          emptyText={filtered ? texts.emptyFiltered : texts.empty}
          filters={<Filters control={control} />}
        />
      </div>
    </ContextOfLog.Provider>
  );
}
