import { NAMED_LISTS, type NamedItem, type NamedList } from "@shop/shared";
import { FormAlert, FormStatus, failureMessage } from "@shop/ui";
import { keepPreviousData, useMutation, useQuery } from "@tanstack/react-query";
import { useMemo, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { columnsOf, DataTable, tableQuery } from "../../components/data-table/data-table";
import { useTableParams } from "../../components/data-table/table-params";
import { MissingEnglish } from "../../components/english";
import items from "../../components/items.module.css";
import page from "../../components/page.module.css";
import { ConfirmButton } from "../../components/page-parts";
import { queryClient } from "../../lib/query-client";
import { deleteNamed, namedListKey, namedListQuery } from "./api";
import { NameForm } from "./name-form";
import { LISTS, vocabularyTexts as texts } from "./texts";
import styles from "./vocabulary.module.css";

const column = columnsOf<NamedItem>();
type Editing = { item: NamedItem | null } | null;

function listOf(param: string | null): NamedList {
  return NAMED_LISTS.find((list) => LISTS[list].param === param) ?? "brands";
}

/** /admin/marcas-cores-etiquetas: the catalogue's three named lists, one at a time. */
export function Component() {
  const [search] = useSearchParams();
  const list = listOf(search.get("lista"));
  const words = LISTS[list];
  const control = useTableParams({ sort: "name", order: "asc" });
  const { page: pageNumber, sort, order, q } = control.params;
  const query = useQuery({
    ...namedListQuery(list, { page: pageNumber, sort, order, ...(q ? { q } : {}) }),
    placeholderData: keepPreviousData,
  });
  const [editing, setEditing] = useState<Editing>(null);
  const [status, setStatus] = useState<string | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: namedListKey(list) });
  const remove = useMutation({
    mutationFn: (item: NamedItem) => deleteNamed(list, item.id),
    onSuccess: (_, item) => {
      setStatus(words.deleted(item.name));
      void refresh();
    },
    onError: () => setStatus(null),
  });

  const columns = useMemo(
    () => [
      column.accessor("name", {
        header: texts.name,
        cell: ({ row }) => (
          <>
            {row.original.name}
            {list !== "brands" && !row.original.nameEn && <MissingEnglish />}
          </>
        ),
      }),
      column.accessor("products", { header: texts.products }),
      column.display({
        id: "actions",
        header: texts.actions,
        cell: ({ row }) => (
          <span className={items.actions}>
            <button
              type="button"
              className="button button--secondary button--small"
              aria-label={texts.renameLabel(row.original.name)}
              onClick={() => {
                setStatus(null);
                remove.reset();
                setEditing({ item: row.original });
              }}
            >
              {texts.rename}
            </button>
            <ConfirmButton
              label={texts.delete}
              ariaLabel={texts.deleteLabel(row.original.name)}
              question={words.confirmDelete(row.original.name)}
              disabled={remove.isPending}
              onConfirm={() => remove.mutate(row.original)}
            />
          </span>
        ),
      }),
    ],
    [list, words, remove.isPending, remove.mutate, remove.reset],
  );

  return (
    <div className={page.page}>
      <div className={page.header}>
        <h1>{texts.title}</h1>
        {!editing && (
          <button
            type="button"
            className="button"
            onClick={() => {
              setStatus(null);
              setEditing({ item: null });
            }}
          >
            {words.add}
          </button>
        )}
      </div>
      <nav aria-label={texts.lists} className={styles.tabs}>
        {NAMED_LISTS.map((each) => (
          <Link
            key={each}
            to={`?lista=${LISTS[each].param}`}
            className={styles.tab}
            aria-current={each === list ? "page" : undefined}
            onClick={() => setEditing(null)}
          >
            {LISTS[each].tab}
          </Link>
        ))}
      </nav>
      {editing && (
        <NameForm
          key={`${list}-${editing.item?.id ?? "new"}`}
          list={list}
          item={editing.item}
          onSaved={(item) => {
            setEditing(null);
            setStatus(editing.item ? words.renamed(item.name) : words.created(item.name));
            void refresh();
          }}
          onCancel={() => setEditing(null)}
        />
      )}
      <FormStatus message={status} />
      <FormAlert message={remove.error ? failureMessage(remove.error) : null} />
      <DataTable
        label={words.tab}
        columns={columns}
        {...tableQuery(query)}
        control={control}
        rowId={(item) => String(item.id)}
        emptyText={words.empty}
        searchLabel={words.search}
      />
    </div>
  );
}
