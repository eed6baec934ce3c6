import type { BannerItem } from "@shop/shared";
import { FormAlert, FormStatus } from "@shop/ui";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import items from "../../components/items.module.css";
import { OrderButtons } from "../../components/order-buttons";
import page from "../../components/page.module.css";
import { pictureUrl } from "../../lib/pictures";
import { useListChanges } from "../../lib/use-list-changes";
import { banners } from "./api";
import { BannerForm } from "./banner-form";
import { bannersTexts as texts } from "./texts";

type Editing = { banner: BannerItem | null } | null;

/** /admin/destaques: the home page's carousel, in its order. */
export function Component() {
  const list = useQuery(banners.query);
  const changes = useListChanges(banners);
  const [editing, setEditing] = useState<Editing>(null);
  const all = list.data ?? [];
  const open = (banner: BannerItem | null) => {
    changes.clear();
    setEditing({ banner });
  };

  return (
    <div className={page.page}>
      <div className={page.header}>
        <h1>{texts.title}</h1>
        {!editing && (
          <button type="button" className="button" onClick={() => open(null)}>
            {texts.add}
          </button>
        )}
      </div>
      <p>{texts.lead}</p>
      {editing && (
        <BannerForm
          key={editing.banner?.id ?? "new"}
          banner={editing.banner}
          onSaved={(saved, message) => {
            setEditing(null);
            changes.saved(saved, message);
          }}
          onCancel={() => setEditing(null)}
        />
      )}
      <FormStatus message={changes.status} />
      <FormAlert message={changes.failure ?? (list.error ? list.error.message : null)} />
      {list.isPending && <p role="status">{texts.loading}</p>}
      {list.data && all.length === 0 && <p>{texts.empty}</p>}
      <ol className={items.list}>
        {all.map((banner, index) => {
          const title = banner.title || texts.untitled;
          return (
            <li key={banner.id} className={items.item}>
              <img className={items.thumb} src={pictureUrl(banner.image)} alt="" />
              <div className={items.main}>
                <p className={items.name}>{title}</p>
                {banner.subtitle && <p className={items.detail}>{banner.subtitle}</p>}
              </div>
              <div className={items.actions}>
                <OrderButtons
                  items={all}
                  index={index}
                  name={title}
                  disabled={changes.busy}
                  onMove={changes.reorder}
                />
                <button
                  type="button"
                  className="button button--secondary button--small"
                  aria-label={texts.editLabel(title)}
                  onClick={() => open(banner)}
                >
                  {texts.edit}
                </button>
                <button
                  type="button"
                  className="button button--secondary button--small"
                  aria-label={texts.deleteLabel(title)}
                  disabled={changes.busy}
                  onClick={() => {
                    if (window.confirm(texts.confirmDelete(title)))
                      changes.remove(banner.id, texts.deleted);
                  }}
                >
                  {texts.delete}
                </button>
              </div>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
