import type { SynonymGroup } from "@shop/shared";
import { FormAlert, FormStatus } from "@shop/ui";
import { useQuery } from "@tanstack/react-query";
import { useId } from "react";
import items from "../../components/items.module.css";
import { ConfirmButton, ListState } from "../../components/page-parts";
import { useListChanges } from "../../lib/use-list-changes";
import { synonyms } from "./api";
import styles from "./search.module.css";
import { SynonymForm } from "./synonym-form";
import { searchTexts as texts } from "./texts";

/** What the editor shows above the list: nothing, or the form of a group (new, prefilled or one). */
export type SynonymEditing = { group: SynonymGroup | null; terms?: string[] } | null;

/** The groups of synonyms the search reads, each a row of chips, to add, change and delete. */
export function SynonymsEditor(props: {
  editing: SynonymEditing;
  onEdit: (editing: SynonymEditing) => void;
}) {
  const titleId = useId();
  const list = useQuery(synonyms.query);
  const changes = useListChanges(synonyms);
  const { editing, onEdit } = props;
  const all = list.data ?? [];
  const open = (next: SynonymEditing) => {
    changes.clear();
    onEdit(next);
  };

  return (
    <section className={styles.section} aria-labelledby={titleId}>
      <div className={styles.sectionHead}>
        <h2 id={titleId}>{texts.synonyms}</h2>
        {!editing && (
          <button type="button" className="button" onClick={() => open({ group: null })}>
            {texts.add}
          </button>
        )}
      </div>
      <p className={styles.hint}>{texts.synonymsHint}</p>
      {editing && (
        <SynonymForm
          key={editing.group?.id ?? `new-${editing.terms?.join(",") ?? ""}`}
          group={editing.group}
          {...(editing.terms ? { terms: editing.terms } : {})}
          onSaved={(groups, message) => {
            onEdit(null);
            changes.saved(groups, message);
          }}
          onCancel={() => onEdit(null)}
        />
      )}
      <FormStatus message={changes.status} />
      <FormAlert message={changes.failure ?? (list.error ? list.error.message : null)} />
      <ListState
        pending={list.isPending}
        empty={list.data !== undefined && all.length === 0}
        emptyText={texts.synonymsEmpty}
        loadingText={texts.synonymsLoading}
      />
      <ul className={items.list}>
        {all.map((group) => (
          <li key={group.id} className={items.item}>
            <ul
              className={`${styles.chips} ${styles.groupTerms}`}
              aria-label={texts.groupLabel(group.terms)}
            >
              {group.terms.map((term) => (
                <li key={term} className={styles.chip}>
                  {term}
                </li>
              ))}
            </ul>
            <div className={items.actions}>
              <button
                type="button"
                className="button button--secondary button--small"
                aria-label={texts.editLabel(group.terms)}
                onClick={() => open({ group })}
              >
                {texts.edit}
              </button>
              <ConfirmButton
                label={texts.delete}
                ariaLabel={texts.deleteLabel(group.terms)}
                question={texts.confirmDelete(group.terms)}
                disabled={changes.busy}
                onConfirm={() => changes.remove(group.id, texts.deleted(group.terms))}
              />
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
