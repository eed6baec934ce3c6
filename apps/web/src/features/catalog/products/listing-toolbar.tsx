import {
  hasFilters,
  LISTING_SORTS,
  type ListingFilters,
  type ListingSort,
  NO_FILTERS,
} from "@shop/shared";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useId, useState } from "react";
import { Dialog } from "../../../components/ui/dialog";
import { CloseIcon } from "../../../components/ui/icons";
import { useEuros } from "../../../lib/i18n/money";
import { useTexts } from "../../../lib/i18n/use-texts";
import { usePersistent } from "../../../lib/persistent";
import { type ProductSearch, productFacetsQuery } from "../api";
import { FilterPanel, nameOf } from "./filter-panel";
import styles from "./filters.module.css";
import { SearchNotes, type ToolbarChip, understoodChips, useUnderstood } from "./search-understood";
import { productsTexts } from "./texts";

interface ListingToolbarProps {
  search: ProductSearch;
  onChange: (filters: ListingFilters) => void;
  /** Searches this text instead, the rest kept (an understood part's chip removed). */
  onSearch: (text: string) => void;
}

const filtersOf = ({ sizes, colors, brands, priceMin, priceMax, sort }: ProductSearch) => ({
  sizes,
  colors,
  brands,
  priceMin,
  priceMax,
  sort,
});

/** Counts of a search's choices, the last ones kept while new ones load. */
export const useFacets = (search: ProductSearch) =>
  useQuery({ ...productFacetsQuery(search), placeholderData: keepPreviousData }).data;

/**
 * Above the grid: how many products, the sort, what the search text was read as and the chosen
 * filters as removable chips, notes on how the text was searched and, on phones, the 'Filtros'
 * button that opens the filters in a dialog.
 */
export function ListingToolbar({ search, onChange, onSearch }: ListingToolbarProps) {
  const texts = useTexts(productsTexts);
  const facets = useFacets(search);
  const understood = useUnderstood(search);
  const searchChips = understoodChips(understood, onSearch, texts);
  const filters = filtersOf(search);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const chosen =
    filters.sizes.length +
    filters.colors.length +
    filters.brands.length +
    (filters.priceMin !== null || filters.priceMax !== null ? 1 : 0);

  return (
    <div className={styles.toolbar}>
      <div className={styles.toolbarRow}>
        <button
          type="button"
          className={`button button--secondary ${styles.drawerButton}`}
          aria-haspopup="dialog"
          onClick={() => setDrawerOpen(true)}
        >
          {texts.openFilters(chosen)}
        </button>
        <p className={styles.count} aria-live="polite">
          {facets ? texts.productCount(facets.total) : ""}
        </p>
        <SortSelect search={search} onChange={(sort) => onChange({ ...filters, sort })} />
      </div>
      {(searchChips.length > 0 || hasFilters(filters)) && (
        <FilterChips filters={filters} searchChips={searchChips} onChange={onChange} />
      )}
      <SearchNotes understood={understood} />
      {drawerOpen && (
        <FilterDrawer
          search={search}
          onApply={(next) => {
            setDrawerOpen(false);
            onChange(next);
          }}
          onClose={() => setDrawerOpen(false)}
        />
      )}
    </div>
  );
}

function SortSelect({
  search,
  onChange,
}: {
  search: ProductSearch;
  onChange: (sort: ListingSort) => void;
}) {
  const texts = useTexts(productsTexts);
  const id = useId();
  // Without search text the best match is the newest: one option, 'Recentes', stands for both.
  const sorts = LISTING_SORTS.filter((sort) => search.search !== null || sort !== "newest");
  const value = search.search === null && search.sort === "newest" ? "relevance" : search.sort;
  const labelOf = (sort: ListingSort) =>
    search.search === null && sort === "relevance" ? texts.sorts.newest : texts.sorts[sort];
  return (
    <div className={styles.sort}>
      <label htmlFor={id}>{texts.sortBy}</label>
      <select
        id={id}
        className="input"
        value={value}
        onChange={(event) => onChange(event.target.value as ListingSort)}
      >
        {sorts.map((sort) => (
          <option key={sort} value={sort}>
            {labelOf(sort)}
          </option>
        ))}
      </select>
    </div>
  );
}

/** The chips of the search's understood parts, then of the chosen filters, and 'Limpar filtros'. */
function FilterChips({
  filters,
  searchChips,
  onChange,
}: {
  filters: ListingFilters;
  searchChips: ToolbarChip[];
  onChange: (filters: ListingFilters) => void;
}) {
  const texts = useTexts(productsTexts);
  const formatEuros = useEuros();
  const { colors, brands } = usePersistent();
  const { priceMin, priceMax } = filters;
  const priceLabel =
    priceMin !== null && priceMax !== null
      ? `${formatEuros(priceMin)} – ${formatEuros(priceMax)}`
      : priceMin !== null
        ? texts.priceFrom(formatEuros(priceMin))
        : priceMax !== null
          ? texts.priceTo(formatEuros(priceMax))
          : null;
  const filterChips = [
    ...filters.sizes.map((size) => ({
      key: `size-${size}`,
      label: `${texts.size} ${size}`,
      without: { ...filters, sizes: filters.sizes.filter((other) => other !== size) },
    })),
    ...filters.colors.map((id) => ({
      key: `color-${id}`,
      label: nameOf(colors, id),
      without: { ...filters, colors: filters.colors.filter((other) => other !== id) },
    })),
    ...filters.brands.map((id) => ({
      key: `brand-${id}`,
      label: nameOf(brands, id),
      without: { ...filters, brands: filters.brands.filter((other) => other !== id) },
    })),
    ...(priceLabel === null
      ? []
      : [
          {
            key: "price",
            label: priceLabel,
            without: { ...filters, priceMin: null, priceMax: null },
          },
        ]),
  ];
  const chips: ToolbarChip[] = [
    ...searchChips,
    ...filterChips.map(({ key, label, without }) => ({
      key,
      label,
      removeLabel: texts.removeFilter(label),
      onRemove: () => onChange(without),
    })),
  ];
  return (
    <ul className={styles.chips} aria-label={texts.activeFilters}>
      {chips.map((chip) => (
        <li key={chip.key}>
          <button
            type="button"
            className={styles.chip}
            aria-label={chip.removeLabel}
            onClick={chip.onRemove}
          >
            {chip.label}
            <CloseIcon size={14} aria-hidden="true" />
          </button>
        </li>
      ))}
      {hasFilters(filters) && (
        <li>
          <button
            type="button"
            className={styles.clear}
            onClick={() => onChange({ ...NO_FILTERS, sort: filters.sort })}
          >
            {texts.clearFilters}
          </button>
        </li>
      )}
    </ul>
  );
}

/**
 * The filters on a phone: a dialog (focus kept inside, Escape closes) whose choices are applied
 * together by 'Ver N produtos', N counted for them as they are.
 */
function FilterDrawer({
  search,
  onApply,
  onClose,
}: {
  search: ProductSearch;
  onApply: (filters: ListingFilters) => void;
  onClose: () => void;
}) {
  const texts = useTexts(productsTexts);
  const [draft, setDraft] = useState<ListingFilters>(() => filtersOf(search));
  const facets = useFacets({ ...search, ...draft });
  return (
    <Dialog
      title={texts.filters}
      onClose={onClose}
      size="drawer"
      footer={
        <>
          {hasFilters(draft) && (
            <button
              type="button"
              className="button button--secondary"
              onClick={() => setDraft({ ...NO_FILTERS, sort: draft.sort })}
            >
              {texts.clearFilters}
            </button>
          )}
          <button type="button" className="button" onClick={() => onApply(draft)}>
            {texts.showProducts(facets?.total ?? 0)}
          </button>
        </>
      }
    >
      <FilterPanel filters={draft} facets={facets} onChange={setDraft} />
    </Dialog>
  );
}
