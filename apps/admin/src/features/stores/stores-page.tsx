import { formatDayHours, type StoreHours, type StoreItem, weekStretches } from "@shop/shared";
import { FormAlert, FormStatus } from "@shop/ui";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import items from "../../components/items.module.css";
import { OrderButtons } from "../../components/order-buttons";
import page from "../../components/page.module.css";
import { ConfirmButton, ListState, PageHeader } from "../../components/page-parts";
import { pictureUrl } from "../../lib/pictures";
import { storesQuery } from "../../lib/stores";
import { useListChanges } from "../../lib/use-list-changes";
import { stores } from "./api";
import { StoreForm } from "./store-form";
import { storesTexts as texts } from "./texts";

type Editing = { store: StoreItem | null } | null;

/** "seg–sáb 10:00-20:00 · dom 11:00-19:00" */
function hoursSummary(hours: StoreHours | null): string {
  if (!hours) return texts.noHours;
  return weekStretches(hours)
    .map(({ from, to, ranges }) => {
      const days =
        from === to ? texts.shortDays[from] : `${texts.shortDays[from]}–${texts.shortDays[to]}`;
      return `${days} ${ranges.length > 0 ? formatDayHours(ranges) : texts.closed}`;
    })
    .join(" · ");
}

/** /admin/lojas: the physical stores, their details and their order on the storefront. */
export function Component() {
  const list = useQuery(stores.query);
  const changes = useListChanges(stores, [storesQuery.queryKey]);
  const [editing, setEditing] = useState<Editing>(null);
  const all = list.data ?? [];
  const open = (store: StoreItem | null) => {
    changes.clear();
    setEditing({ store });
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
      <p>{texts.lead}</p>
      {editing && (
        <StoreForm
          key={editing.store?.id ?? "new"}
          store={editing.store}
          onSaved={(saved, message) => {
            setEditing(null);
            changes.saved(saved, message);
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
      <ol className={items.list}>
        {all.map((store, index) => (
          <li key={store.id} className={items.item}>
            {store.thumbnail && (
              <img className={items.thumb} src={pictureUrl(store.thumbnail)} alt="" />
            )}
            <div className={items.main}>
              <p className={items.name}>{store.name}</p>
              <p className={items.detail}>{store.address}</p>
              <p className={items.detail}>
                {store.phone} · {hoursSummary(store.hours)}
              </p>
              <p className={items.detail}>{texts.usage(store.stock, store.staff)}</p>
            </div>
            <div className={items.actions}>
              <OrderButtons
                items={all}
                index={index}
                name={store.name}
                disabled={changes.busy}
                onMove={changes.reorder}
              />
              <button
                type="button"
                className="button button--secondary button--small"
                aria-label={texts.editLabel(store.name)}
                onClick={() => open(store)}
              >
                {texts.edit}
              </button>
              <ConfirmButton
                label={texts.delete}
                ariaLabel={texts.deleteLabel(store.name)}
                question={texts.confirmDelete(store.name)}
                disabled={changes.busy}
                onConfirm={() => changes.remove(store.id, texts.deleted(store.name))}
              />
            </div>
          </li>
        ))}
      </ol>
    </div>
  );
}
