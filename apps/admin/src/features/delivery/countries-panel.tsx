import type { CountryItem } from "@shop/shared";
import { FormAlert, FormStatus, failureMessage } from "@shop/ui";
import { keepPreviousData, useMutation, useQuery } from "@tanstack/react-query";
import { useMemo, useState } from "react";
import { columnsOf, DataTable, tableQuery } from "../../components/data-table/data-table";
import { apiQueryOf, useTableParams } from "../../components/data-table/table-params";
import items from "../../components/items.module.css";
import { OrderButtons } from "../../components/order-buttons";
import { ConfirmButton } from "../../components/page-parts";
import panel from "../../components/panel.module.css";
import { queryClient } from "../../lib/query-client";
import {
  countriesKey,
  countriesQuery,
  countryGroups,
  deleteCountry,
  reorderCountries,
} from "./api";
import { CountryForm } from "./country-form";
import styles from "./delivery.module.css";
import { deliveryTexts as texts } from "./texts";

const column = columnsOf<CountryItem>();
type Editing = { country: CountryItem | null } | null;

/** Every delivery country, a page at a time: its code, its group, its place in the checkout. */
export function CountriesPanel() {
  const control = useTableParams({ sort: "ordering", order: "asc" });
  const list = useQuery({
    ...countriesQuery(apiQueryOf(control.params)),
    placeholderData: keepPreviousData,
  });
  const groups = useQuery(countryGroups.query);
  const [editing, setEditing] = useState<Editing>(null);
  const [status, setStatus] = useState<string | null>(null);
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: countriesKey });
    void queryClient.invalidateQueries({ queryKey: countryGroups.key });
  };
  const remove = useMutation({
    mutationFn: (country: CountryItem) => deleteCountry(country.id),
    onSuccess: (_, country) => {
      setStatus(texts.countryDeleted(country.name));
      refresh();
    },
  });
  const reorder = useMutation({ mutationFn: reorderCountries, onSuccess: refresh });
  const inOrder = control.params.sort === "ordering" && control.params.order === "asc";
  const rows = list.data?.items ?? [];
  const groupList = groups.data;

  const columns = useMemo(
    () => [
      column.accessor("name", { header: texts.countryName }),
      column.accessor("code", {
        header: texts.code,
        cell: ({ getValue }) => getValue() ?? texts.noCode,
      }),
      column.accessor("groupId", {
        header: texts.group,
        enableSorting: false,
        cell: ({ getValue }) => groupList?.find((group) => group.id === getValue())?.name ?? "",
      }),
      column.accessor("ordering", { header: texts.order }),
      column.display({
        id: "actions",
        header: texts.actions,
        cell: ({ row }) => (
          <span className={items.actions}>
            {inOrder && (
              <OrderButtons
                items={rows}
                index={row.index}
                name={row.original.name}
                disabled={reorder.isPending}
                onMove={reorder.mutate}
              />
            )}
            <button
              type="button"
              className="button button--secondary button--small"
              aria-label={texts.editCountryLabel(row.original.name)}
              onClick={() => {
                setStatus(null);
                setEditing({ country: row.original });
              }}
            >
              {texts.edit}
            </button>
            <ConfirmButton
              label={texts.delete}
              ariaLabel={texts.deleteCountryLabel(row.original.name)}
              question={texts.confirmDeleteCountry(row.original.name)}
              disabled={remove.isPending}
              onConfirm={() => remove.mutate(row.original)}
            />
          </span>
        ),
      }),
    ],
    [inOrder, rows, groupList, reorder.isPending, reorder.mutate, remove.isPending, remove.mutate],
  );

  const failure = remove.error ?? reorder.error;
  return (
    <section className={`panel ${panel.section}`} aria-labelledby="countries-title">
      <div className={panel.heading}>
        <h2 id="countries-title">{texts.countriesTitle}</h2>
        {!editing && (
          <button
            type="button"
            className="button button--secondary"
            onClick={() => {
              setStatus(null);
              setEditing({ country: null });
            }}
          >
            {texts.addCountry}
          </button>
        )}
      </div>
      {editing && (
        <CountryForm
          key={editing.country?.id ?? "new"}
          country={editing.country}
          groups={groups.data ?? []}
          onSaved={(_, message) => {
            setEditing(null);
            setStatus(message);
            refresh();
          }}
          onCancel={() => setEditing(null)}
        />
      )}
      <FormStatus message={status} />
      <FormAlert message={failure ? failureMessage(failure) : null} />
      <DataTable
        label={texts.countriesTitle}
        columns={columns}
        {...tableQuery(list)}
        control={control}
        rowId={(country) => String(country.id)}
        emptyText={texts.empty}
        searchLabel={texts.search}
        filters={
          <label className={styles.filter}>
            <span>{texts.filterGroup}</span>
            <select
              className="input"
              value={control.params.filters.groupId ?? ""}
              onChange={(event) => control.setFilter("groupId", event.target.value)}
            >
              <option value="">{texts.allGroups}</option>
              {(groups.data ?? []).map((group) => (
                <option key={group.id} value={group.id}>
                  {group.name}
                </option>
              ))}
            </select>
          </label>
        }
      />
    </section>
  );
}
