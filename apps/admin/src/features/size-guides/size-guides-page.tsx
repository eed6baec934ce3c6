import {
  type CategoryItem,
  categoryGroupNames,
  categoryGroups,
  type SizeGuideItem,
} from "@shop/shared";
import { FormAlert, FormStatus } from "@shop/ui";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { lacksEnglish, MissingEnglish } from "../../components/english";
import items from "../../components/items.module.css";
import page from "../../components/page.module.css";
import { ConfirmButton, ListState, PageHeader } from "../../components/page-parts";
import { useListChanges } from "../../lib/use-list-changes";
import { categories } from "../categories/api";
import { sizeGuides } from "./api";
import { SizeGuideForm } from "./size-guide-form";
import styles from "./size-guides.module.css";
import { sizeGuidesTexts as texts } from "./texts";

type Editing = { guide: SizeGuideItem | null } | null;

/** A guide's categories, each with its menu groups: «Cintos (Acessórios Mulher)». */
function categoriesOf(guide: SizeGuideItem, all: CategoryItem[]) {
  return guide.categories.map(({ id, name }) => {
    const category = all.find((each) => each.id === id);
    const groups = category ? categoryGroups(category).map((key) => categoryGroupNames[key]) : [];
    return { name: groups.length > 0 ? `${name} (${groups.join(", ")})` : name };
  });
}

/** /admin/guias-de-tamanhos: the size guides, each to add, change and delete. */
export function Component() {
  const list = useQuery(sizeGuides.query);
  const allCategories = useQuery(categories.query).data ?? [];
  // A deleted guide leaves its categories without one: the categories' page reads them again.
  const changes = useListChanges(sizeGuides, [categories.key]);
  const [editing, setEditing] = useState<Editing>(null);
  const all = list.data ?? [];
  const open = (guide: SizeGuideItem | null) => {
    changes.clear();
    setEditing({ guide });
  };

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
        <SizeGuideForm
          key={editing.guide?.id ?? "new"}
          guide={editing.guide}
          onSaved={(guides, message) => {
            setEditing(null);
            changes.saved(guides, message);
          }}
          onCancel={() => setEditing(null)}
        />
      )}
      <FormStatus message={changes.status} />
      <FormAlert message={changes.failure ?? (list.error ? list.error.message : null)} />
      <ListState
        pending={list.isPending}
        empty={list.data !== undefined && all.length === 0}
        emptyText={texts.empty}
        loadingText={texts.loading}
      />
      {all.length > 0 && (
        <ul className={items.list}>
          {all.map((guide) => (
            <li key={guide.id} className={items.item}>
              <div className={items.main}>
                <p className={items.name}>
                  {guide.name}
                  {(lacksEnglish(guide.name, guide.nameEn) ||
                    lacksEnglish(guide.measureLabel, guide.measureLabelEn) ||
                    lacksEnglish(guide.howToMeasure, guide.howToMeasureEn)) && <MissingEnglish />}
                </p>
                <p className={items.detail}>
                  {guide.measureLabel} · {texts.rowsCount(guide.rows.length)}
                </p>
                <p className={styles.categories}>
                  {texts.usedBy(categoriesOf(guide, allCategories))}
                </p>
              </div>
              <div className={items.actions}>
                <button
                  type="button"
                  className="button button--secondary button--small"
                  aria-label={texts.editLabel(guide.name)}
                  onClick={() => open(guide)}
                >
                  {texts.edit}
                </button>
                <ConfirmButton
                  label={texts.delete}
                  ariaLabel={texts.deleteLabel(guide.name)}
                  question={texts.confirmDelete(guide.name, categoriesOf(guide, allCategories))}
                  disabled={changes.busy}
                  onConfirm={() => changes.remove(guide.id, texts.deleted(guide.name))}
                />
              </div>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
