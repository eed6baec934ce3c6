import {
  CATEGORY_GROUPS,
  type CategoryItem,
  categoryGroupNames,
  categoryGroups,
} from "@shop/shared";
import { FormAlert, FormStatus } from "@shop/ui";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { MissingEnglish } from "../../components/english";
import items from "../../components/items.module.css";
import { OrderButtons } from "../../components/order-buttons";
import page from "../../components/page.module.css";
import { ConfirmButton, LoadingState, PageHeader } from "../../components/page-parts";
import { useListChanges } from "../../lib/use-list-changes";
import { categories } from "./api";
import styles from "./categories.module.css";
import { CategoryForm } from "./category-form";
import { categoriesTexts as texts } from "./texts";

type Editing = { category: CategoryItem | null } | null;

/** The tree's two branches, each for women and for men, as the storefront's menus show them. */
const BRANCHES = [
  { label: texts.shoes, groups: CATEGORY_GROUPS.filter((group) => group.forShoe) },
  { label: texts.accessories, groups: CATEGORY_GROUPS.filter((group) => !group.forShoe) },
];

function Branch(props: {
  label: string;
  /** Its whole name for screen readers: "Sapatos Mulher". */
  name: string;
  list: CategoryItem[];
  busy: boolean;
  onEdit: (category: CategoryItem) => void;
  onDelete: (category: CategoryItem) => void;
  onMove: (ids: number[]) => void;
}) {
  const { list } = props;
  return (
    <section className={styles.branch} aria-label={props.name}>
      <h3>{props.label}</h3>
      {list.length === 0 ? (
        <p className={items.detail}>{texts.empty}</p>
      ) : (
        <ul className={items.list}>
          {list.map((category, index) => (
            <li key={category.id} className={items.item}>
              <div className={items.main}>
                <p className={items.name}>
                  {category.name}
                  {!category.nameEn && <MissingEnglish />}
                </p>
                <p className={items.detail}>{texts.products(category.products)}</p>
              </div>
              <div className={items.actions}>
                <OrderButtons
                  items={list}
                  index={index}
                  name={category.name}
                  disabled={props.busy}
                  onMove={props.onMove}
                />
                <button
                  type="button"
                  className="button button--secondary button--small"
                  aria-label={texts.editLabel(category.name)}
                  onClick={() => props.onEdit(category)}
                >
                  {texts.edit}
                </button>
                <ConfirmButton
                  label={texts.delete}
                  ariaLabel={texts.deleteLabel(category.name)}
                  question={texts.confirmDelete(category.name)}
                  disabled={props.busy}
                  onConfirm={() => props.onDelete(category)}
                />
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** /admin/categorias: the menu tree, its order, and each category's name and branches. */
export function Component() {
  const list = useQuery(categories.query);
  const changes = useListChanges(categories);
  const [editing, setEditing] = useState<Editing>(null);
  const all = list.data ?? [];
  const inGroup = (key: string) =>
    all.filter((category) => categoryGroups(category).some((group) => group === key));
  const outside = all.filter((category) => categoryGroups(category).length === 0);

  const open = (category: CategoryItem | null) => {
    changes.clear();
    setEditing({ category });
  };
  const remove = (category: CategoryItem) =>
    changes.remove(category.id, texts.deleted(category.name));
  const branch = (label: string, name: string, branchList: CategoryItem[]) => (
    <Branch
      label={label}
      name={name}
      list={branchList}
      busy={changes.busy}
      onEdit={open}
      onDelete={remove}
      onMove={changes.reorder}
    />
  );

  return (
    <div className={page.page}>
      <PageHeader title={texts.title}>
        {!editing && (
          <button type="button" className="button" onClick={() => open(null)}>
            {texts.add}
          </button>
        )}
      </PageHeader>
      <p className={styles.lead}>{texts.lead}</p>
      {editing && (
        <CategoryForm
          key={editing.category?.id ?? "new"}
          category={editing.category}
          onSaved={(items, message) => {
            setEditing(null);
            changes.saved(items, message);
          }}
          onCancel={() => setEditing(null)}
        />
      )}
      <FormStatus message={changes.status} />
      <FormAlert message={changes.failure ?? (list.error ? list.error.message : null)} />
      {list.isPending && <LoadingState text={texts.loading} />}
      {BRANCHES.map(({ label, groups }) => (
        <section key={label} className={`panel ${styles.tree}`} aria-labelledby={`branch-${label}`}>
          <h2 id={`branch-${label}`}>{label}</h2>
          <div className={styles.branches}>
            {groups.map((group) => (
              <div key={group.key}>
                {branch(
                  group.isWoman ? texts.woman : texts.man,
                  categoryGroupNames[group.key],
                  inGroup(group.key),
                )}
              </div>
            ))}
          </div>
        </section>
      ))}
      {outside.length > 0 && (
        <div className="panel">{branch(texts.outside, texts.outside, outside)}</div>
      )}
    </div>
  );
}
