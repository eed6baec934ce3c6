import type { SortOrder } from "@shop/shared";
import { useCallback, useMemo } from "react";
import { useSearchParams } from "react-router";

/** A list's page, sort and filters, kept in the address so a reload or a shared link keeps them. */
export interface TableParams {
  page: number;
  sort: string;
  order: SortOrder;
  /** The text filter. */
  q: string;
  /** Every other filter of the list (`staffId`, `entity`…), by its query name. */
  filters: Record<string, string>;
}

const OWN_KEYS = ["page", "sort", "order", "q"];

/** Reads a list's params from the query string, with the list's default sort. */
export function readTableParams(
  search: URLSearchParams,
  defaults: { sort: string; order: SortOrder },
): TableParams {
  const page = Number(search.get("page"));
  const order = search.get("order");
  const filters: Record<string, string> = {};
  for (const [key, value] of search) if (!OWN_KEYS.includes(key) && value) filters[key] = value;
  return {
    page: Number.isInteger(page) && page > 0 ? page : 1,
    sort: search.get("sort") || defaults.sort,
    order: order === "asc" || order === "desc" ? order : defaults.order,
    q: search.get("q") ?? "",
    filters,
  };
}

/** The params as the API's query: `{ page, sort, order, q, ...filters }`. */
export function apiQueryOf(params: TableParams): Record<string, string | number> {
  const { page, sort, order, q, filters } = params;
  return { page, sort, order, ...(q ? { q } : {}), ...filters };
}

/** Whether the list shows only some rows (a text or another filter): its empty text differs. */
export function isFiltered(params: TableParams): boolean {
  return params.q !== "" || Object.keys(params.filters).length > 0;
}

export interface TableParamsControl {
  params: TableParams;
  setPage(page: number): void;
  setSort(sort: string, order: SortOrder): void;
  /** A new filter (`q` or another) shows its first page. */
  setFilter(key: string, value: string): void;
}

export function useTableParams(defaults: { sort: string; order: SortOrder }): TableParamsControl {
  const [search, setSearch] = useSearchParams();
  const { sort, order } = defaults;
  const params = useMemo(() => readTableParams(search, { sort, order }), [search, sort, order]);
  const change = useCallback(
    (values: Record<string, string>) =>
      setSearch(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries(values)) {
            if (value) next.set(key, value);
            else next.delete(key);
          }
          return next;
        },
        { replace: true },
      ),
    [setSearch],
  );
  return useMemo(
    () => ({
      params,
      setPage: (page) => change({ page: page > 1 ? String(page) : "" }),
      setSort: (sort, order) => change({ sort, order, page: "" }),
      setFilter: (key, value) => change({ [key]: value, page: "" }),
    }),
    [params, change],
  );
}
