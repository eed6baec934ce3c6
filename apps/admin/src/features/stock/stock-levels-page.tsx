import {
  StockCountSchema,
  type StockLevel,
  type StockLevels,
  type StockLocation,
  stockMessages,
} from "@shop/shared";
import { apiErrorOf, FormStatus, failureMessage } from "@shop/ui";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import {
  createContext,
  type FormEvent,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from "react";
import { Link } from "react-router";
import { useStaff } from "../../app/session/session";
import { CsvImportExport } from "../../components/csv-import/csv-import";
import { columnsOf, DataTable } from "../../components/data-table/data-table";
import { FilterSelect, namedOptions } from "../../components/data-table/filter-select";
import {
  apiQueryOf,
  isFiltered,
  type TableParamsControl,
  useTableParams,
} from "../../components/data-table/table-params";
import page from "../../components/page.module.css";
import { PageHeader } from "../../components/page-parts";
import { SaveBar } from "../../components/save-bar";
import { queryClient } from "../../lib/query-client";
import { choicesQuery } from "../products/api";
import { countLines, levelsQuery, locationsQuery, STOCK_EXPORT_URL, stockKey } from "./api";
import { locationValue } from "./cell-fields";
import styles from "./stock.module.css";
import { stockTexts as texts } from "./texts";

/** A cell of the view: one size of one product at one location. */
const cellKeyOf = (row: StockLevel, storeId: number | null) =>
  `${row.productId}|${row.size}|${storeId ?? "online"}`;

/** A typed count's error: whole units from 0 to the limit (empty is no count). */
export function countError(value: string): string | undefined {
  const text = value.trim();
  return /^\d+$/.test(text) && StockCountSchema.safeParse(Number(text)).success
    ? undefined
    : stockMessages.count;
}

interface Editing {
  key: string;
  value: string;
  error: string | null;
  saving: boolean;
}

/** What a cell needs from the page: the one being corrected, and the counts typed in many mode. */
interface CellState {
  mayEdit: (location: StockLocation) => boolean;
  editing: Editing | null;
  startEdit: (key: string, quantity: number) => void;
  changeEdit: (value: string) => void;
  cancelEdit: () => void;
  saveEdit: (row: StockLevel, location: StockLocation, quantity: number) => void;
  counting: boolean;
  typed: Record<string, string>;
  typedErrors: Record<string, string>;
  type: (key: string, value: string) => void;
}

/**
 * The page's editing state reaches the cells through a context: the table's columns stay the same
 * objects while the person types (new columns would mount the cells again, losing the focus).
 */
const CellStateContext = createContext<CellState | null>(null);

function LevelCell(props: { row: StockLevel; index: number; location: StockLocation }) {
  const { row, index, location } = props;
  const state = useContext(CellStateContext);
  if (!state) throw new Error("LevelCell outside its page");
  const quantity = row.quantities[index] ?? 0;
  const low = row.low[index] ?? false;
  const key = cellKeyOf(row, location.storeId);
  const editButton = useRef<HTMLButtonElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const editing = state.editing?.key === key ? state.editing : null;
  const wasEditing = useRef(false);
  useEffect(() => {
    if (editing && !wasEditing.current) input.current?.focus();
    if (!editing && wasEditing.current) editButton.current?.focus();
    wasEditing.current = editing !== null;
  }, [editing]);
  const badge = low && (
    <span className={styles.low} title={texts.lowOf(row.threshold)}>
      {texts.low}
    </span>
  );
  const errorId = `cell-${key}-error`;

  if (state.counting && state.mayEdit(location)) {
    const error = state.typedErrors[key];
    return (
      <span className={styles.cellInput}>
        <span className={styles.cell}>
          <span className={styles.balance}>{quantity}</span>
          {badge}
        </span>
        <input
          className="input"
          inputMode="numeric"
          autoComplete="off"
          aria-label={texts.countOf(row.ref, row.size, location.name)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          value={state.typed[key] ?? ""}
          onChange={(event) => state.type(key, event.target.value)}
        />
        {error && (
          <span id={errorId} className={styles.cellError}>
            {error}
          </span>
        )}
      </span>
    );
  }

  if (editing) {
    const submit = (event: FormEvent) => {
      event.preventDefault();
      state.saveEdit(row, location, quantity);
    };
    return (
      <form className={styles.cellInput} onSubmit={submit} noValidate>
        <input
          ref={input}
          className="input"
          inputMode="numeric"
          autoComplete="off"
          aria-label={texts.countOf(row.ref, row.size, location.name)}
          aria-invalid={editing.error ? true : undefined}
          aria-describedby={editing.error ? errorId : undefined}
          value={editing.value}
          onChange={(event) => state.changeEdit(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === "Escape") state.cancelEdit();
          }}
        />
        {editing.error && (
          <span id={errorId} role="alert" className={styles.cellError}>
            {editing.error}
          </span>
        )}
        <span className={styles.cell}>
          <button type="submit" className="button button--small" disabled={editing.saving}>
            {editing.saving ? texts.saving : texts.save}
          </button>
          <button
            type="button"
            className="button button--secondary button--small"
            onClick={state.cancelEdit}
          >
            {texts.cancel}
          </button>
        </span>
      </form>
    );
  }

  return (
    <span className={`${styles.cell} ${styles.levelCell}`}>
      <span className={styles.balance}>{quantity}</span>
      {badge}
      {state.mayEdit(location) && !state.counting && (
        <button
          ref={editButton}
          type="button"
          className={styles.editCell}
          aria-label={texts.editCount(row.ref, row.size, location.name)}
          onClick={() => state.startEdit(key, quantity)}
        >
          ✎
        </button>
      )}
    </span>
  );
}

const column = columnsOf<StockLevel & { first: boolean }>();

function useColumns(data: StockLevels | undefined) {
  const locations = data?.locations;
  return useMemo(
    () => [
      column.display({
        id: "product",
        header: texts.product,
        cell: ({ row }) => (
          <span className={styles.reason}>
            {row.original.first ? (
              <Link to={String(row.original.productId)}>{row.original.ref}</Link>
            ) : (
              <span className={styles.hint}>{row.original.ref}</span>
            )}
            {row.original.first && <span>{row.original.title ?? "—"}</span>}
            {!row.original.active && row.original.first && (
              <span className={styles.tag}>{texts.inactive}</span>
            )}
          </span>
        ),
      }),
      column.accessor("size", { header: texts.size, enableSorting: false }),
      ...(locations ?? []).map((location, index) =>
        column.display({
          id: `location-${location.storeId ?? "online"}`,
          header: location.name,
          cell: ({ row }) => <LevelCell row={row.original} index={index} location={location} />,
        }),
      ),
    ],
    [locations],
  );
}

function Filters({ control }: { control: TableParamsControl }) {
  const choices = useQuery(choicesQuery);
  const locations = useQuery(locationsQuery);
  const { filters } = control.params;
  return (
    <>
      <FilterSelect
        label={texts.category}
        name="categoryId"
        all={texts.anyCategory}
        options={namedOptions(choices.data?.categories)}
        control={control}
        className={styles.filter}
      />
      <FilterSelect
        label={texts.brand}
        name="brandId"
        all={texts.anyBrand}
        options={namedOptions(choices.data?.brands)}
        control={control}
        className={styles.filter}
      />
      <FilterSelect
        label={texts.location}
        name="location"
        all={texts.allLocations}
        options={(locations.data ?? []).map(
          (l) => [l.storeId === null ? "online" : locationValue(l.storeId), l.name] as const,
        )}
        control={control}
        className={styles.filter}
      />
      <label className={styles.check}>
        <input
          type="checkbox"
          checked={filters.low === "true"}
          onChange={(event) => control.setFilter("low", event.target.checked ? "true" : "")}
        />
        {texts.lowOnly}
      </label>
    </>
  );
}

/**
 * The stock of every product: a row per size, a column per location, paged and filtered; a count
 * is corrected in its cell, or several typed at once and saved together.
 */
export function Component() {
  const control = useTableParams({ sort: "ref", order: "asc" });
  const mayWrite = useStaff().permissions.includes("stock.write");
  const list = useQuery({
    ...levelsQuery(apiQueryOf(control.params)),
    placeholderData: keepPreviousData,
  });
  const [editing, setEditing] = useState<Editing | null>(null);
  const [counting, setCounting] = useState(false);
  const [typed, setTyped] = useState<Record<string, string>>({});
  const [typedErrors, setTypedErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const [savingMany, setSavingMany] = useState(false);

  const state = useMemo<CellState>(
    () => ({
      mayEdit: (location) => mayWrite && location.editable,
      editing,
      startEdit: (key, quantity) => {
        setSaved(null);
        setEditing({ key, value: String(quantity), error: null, saving: false });
      },
      changeEdit: (value) => setEditing((e) => e && { ...e, value, error: null }),
      cancelEdit: () => setEditing(null),
      saveEdit: async (row, location, quantity) => {
        if (!editing) return;
        const error = countError(editing.value);
        if (error) return setEditing({ ...editing, error });
        setEditing({ ...editing, saving: true });
        try {
          await countLines({
            lines: [
              {
                productId: row.productId,
                size: row.size,
                storeId: location.storeId,
                count: Number(editing.value.trim()),
                expected: quantity,
              },
            ],
            note: "",
          });
          setEditing(null);
          setSaved(texts.saved);
        } catch (failed) {
          setEditing({ ...editing, saving: false, error: failureMessage(failed) });
          // A stock that moved since: show what it is now.
          if (apiErrorOf(failed)?.code === "CONFLICT")
            void queryClient.invalidateQueries({ queryKey: [...stockKey, "levels"] });
        }
      },
      counting,
      typed,
      typedErrors,
      type: (key, value) => {
        setTyped((all) => ({ ...all, [key]: value }));
        setTypedErrors(({ [key]: _, ...rest }) => rest);
      },
    }),
    [mayWrite, editing, counting, typed, typedErrors],
  );
  const columns = useColumns(list.data);
  const data = list.data && {
    ...list.data,
    items: list.data.items.map((row, i, all) => ({
      ...row,
      first: i === 0 || all[i - 1]?.productId !== row.productId,
    })),
  };

  async function saveMany() {
    setFailure(null);
    setSaved(null);
    if (!list.data) return;
    const cells = list.data.items.flatMap((row) =>
      list.data.locations.flatMap((location, index) => {
        const key = cellKeyOf(row, location.storeId);
        const text = typed[key]?.trim() ?? "";
        if (text === "" || !state.mayEdit(location)) return [];
        return [{ key, row, location, text, quantity: row.quantities[index] ?? 0 }];
      }),
    );
    if (cells.length === 0) return setFailure(texts.nothingCounted);
    const errors = Object.fromEntries(
      cells.flatMap((cell) => {
        const error = countError(cell.text);
        return error ? [[cell.key, error]] : [];
      }),
    );
    setTypedErrors(errors);
    if (Object.keys(errors).length > 0) return;
    setSavingMany(true);
    try {
      await countLines({
        lines: cells.map((cell) => ({
          productId: cell.row.productId,
          size: cell.row.size,
          storeId: cell.location.storeId,
          count: Number(cell.text),
          expected: cell.quantity,
        })),
        note: "",
      });
      setCounting(false);
      setTyped({});
      setSaved(texts.saved);
    } catch (failed) {
      const fields = apiErrorOf(failed)?.fields ?? {};
      const byCell: Record<string, string> = {};
      for (const [field, message] of Object.entries(fields)) {
        const index = Number(/^lines\.(\d+)\./.exec(field)?.[1]);
        const cell = cells[index];
        if (cell) byCell[cell.key] = message;
      }
      setTypedErrors(byCell);
      setFailure(failureMessage(failed));
    } finally {
      setSavingMany(false);
    }
  }

  const typedCount = Object.values(typed).filter((v) => v.trim() !== "").length;
  return (
    <div className={page.page}>
      <PageHeader title={texts.levelsTitle}>
        {mayWrite && (
          <Link className="button button--secondary" to="transferencias">
            {texts.transferMany}
          </Link>
        )}
        <Link className="button button--secondary" to="stock-baixo">
          {texts.lowStockLink}
        </Link>
      </PageHeader>
      <p className={styles.hint}>{texts.levelsHint}</p>
      <CsvImportExport
        exportHref={STOCK_EXPORT_URL}
        exportHint={texts.exportHint}
        path="/admin/stock/import"
        mayImport={mayWrite}
        onImported={() => queryClient.invalidateQueries({ queryKey: stockKey })}
      />
      {saved && <FormStatus message={saved} />}
      {mayWrite && !counting && (
        <div>
          <button
            type="button"
            className="button button--secondary"
            onClick={() => {
              setEditing(null);
              setSaved(null);
              setCounting(true);
            }}
          >
            {texts.countMany}
          </button>
        </div>
      )}
      {counting && <p className={styles.hint}>{texts.countManyHint}</p>}
      <CellStateContext.Provider value={state}>
        <DataTable
          label={texts.levels}
          columns={columns}
          data={data}
          fetching={list.isPlaceholderData}
          error={list.error}
          onRetry={() => list.refetch()}
          control={control}
          rowId={(row) => `${row.productId}|${row.size}`}
          emptyText={isFiltered(control.params) ? texts.noLevels : texts.noProducts}
          searchLabel={texts.search}
          filters={<Filters control={control} />}
        />
      </CellStateContext.Provider>
      {counting && (
        <SaveBar failure={failure}>
          <button
            type="button"
            className="button"
            disabled={savingMany}
            onClick={() => void saveMany()}
          >
            {savingMany ? texts.saving : texts.saveCounts(typedCount)}
          </button>
          <button
            type="button"
            className="button button--secondary"
            onClick={() => {
              setCounting(false);
              setTyped({});
              setTypedErrors({});
              setFailure(null);
            }}
          >
            {texts.cancel}
          </button>
        </SaveBar>
      )}
    </div>
  );
}
