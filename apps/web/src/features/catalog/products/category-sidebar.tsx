import {
  CATEGORY_GROUP_KEYS,
  type CategoryGroup,
  type CategoryTree,
  categoryGroupNames,
  categoryListPath,
  groupOfFlags,
  groupPath,
} from "@shop/shared";
import { useId, useState } from "react";
import { Link, useLocation } from "react-router";
import { ChevronDownIcon } from "../../../components/ui/icons";
import { useTexts } from "../../../lib/i18n/use-texts";
import type { ProductSearch } from "../api";
import styles from "./category-sidebar.module.css";
import { activeGroup } from "./search-params";
import { productsTexts } from "./texts";

interface CategorySidebarProps {
  tree: CategoryTree;
  search: ProductSearch;
}

/**
 * The four category groups as accordions. From 768 px a column beside the grid; on phones it is
 * folded behind a 'Categorias' button, and folds again after each navigation.
 */
export function CategorySidebar({ tree, search }: CategorySidebarProps) {
  const texts = useTexts(productsTexts);
  const location = useLocation();
  const panelId = useId();
  // Open on one page only: choosing a category (a new location) folds it again.
  const [openedAt, setOpenedAt] = useState<string | null>(null);
  const open = openedAt === location.key;
  const current = activeGroup(search, tree);
  const listsWholeGroup =
    search.category === null && search.search === null && search.newCollection === 0;
  const currentGroupPage = listsWholeGroup ? groupOfFlags(search) : null;
  // Groups the visitor opened or closed; the others follow the current page.
  const [toggled, setToggled] = useState<Partial<Record<CategoryGroup, boolean>>>({});

  return (
    <nav className={styles.sidebar} aria-labelledby={`${panelId}-heading`}>
      <h2 id={`${panelId}-heading`} className={styles.heading}>
        {texts.categories}
      </h2>
      <button
        type="button"
        className={styles.toggle}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpenedAt(open ? null : location.key)}
      >
        <span>{texts.showCategories}</span>
        <ChevronDownIcon size={20} className={styles.chevron} />
      </button>
      <div id={panelId} className={styles.panel} data-open={open}>
        {CATEGORY_GROUP_KEYS.map((group) => (
          <CategoryGroupSection
            key={group}
            group={group}
            tree={tree}
            currentCategory={search.category}
            isGroupPage={currentGroupPage === group}
            expanded={toggled[group] ?? group === current}
            onToggle={(expanded) => setToggled((state) => ({ ...state, [group]: expanded }))}
          />
        ))}
      </div>
    </nav>
  );
}

function CategoryGroupSection({
  group,
  tree,
  currentCategory,
  isGroupPage,
  expanded,
  onToggle,
}: {
  group: CategoryGroup;
  tree: CategoryTree;
  currentCategory: number | null;
  isGroupPage: boolean;
  expanded: boolean;
  onToggle: (expanded: boolean) => void;
}) {
  const texts = useTexts(productsTexts);
  const listId = useId();
  const label = useTexts(categoryGroupNames)[group];
  const categories = tree[group];
  return (
    <section className={styles.group}>
      <h3 className={styles.groupHeading}>
        <button
          type="button"
          className={styles.groupButton}
          aria-expanded={expanded}
          aria-controls={listId}
          onClick={() => onToggle(!expanded)}
        >
          {label}
          <ChevronDownIcon size={18} className={styles.chevron} />
        </button>
      </h3>
      <ul id={listId} className={styles.list} hidden={!expanded} aria-label={label}>
        {categories.map((category) => (
          <li key={category.id}>
            <Link
              to={categoryListPath(category)}
              className={styles.link}
              aria-current={category.id === currentCategory ? "page" : undefined}
            >
              {category.name}
            </Link>
          </li>
        ))}
        {categories.length === 0 && <li className={styles.none}>{texts.noCategories}</li>}
        <li>
          <Link
            to={groupPath(group)}
            className={`${styles.link} ${styles.all}`}
            aria-current={isGroupPage ? "page" : undefined}
          >
            {texts.seeAllInGroup}
            <span className="visually-hidden"> {label}</span>
          </Link>
        </li>
      </ul>
    </section>
  );
}
