import type { BannerItem } from "@shop/shared";
import { FormAlert, FormStatus } from "@shop/ui";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { lacksEnglish, MissingEnglish } from "../../components/english";
import items from "../../components/items.module.css";
import { OrderButtons } from "../../components/order-buttons";
import page from "../../components/page.module.css";
import { ConfirmButton, ListState, PageHeader } from "../../components/page-parts";
import { pictureUrl } from "../../lib/pictures";
import { useListChanges } from "../../lib/use-list-changes";
import { banners } from "./api";
import { BannerForm } from "./banner-form";
import styles from "./banners.module.css";
import { bannersTexts as texts } from "./texts";

/** A day as people here write it: 2026-12-01 → 01/12/2026. */
const dayText = (day: string | null) => (day ? day.split("-").reverse().join("/") : null);

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
      <PageHeader title={texts.title}>
        {!editing && (
          <button type="button" className="button" onClick={() => open(null)}>
            {texts.add}
          </button>
        )}
      </PageHeader>
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
      <ListState
        pending={list.isPending}
        empty={list.data !== undefined && all.length === 0}
        emptyText={texts.empty}
      />
      <ol className={items.list}>
        {all.map((banner, index) => {
          const title = banner.title || texts.untitled;
          return (
            <li key={banner.id} className={items.item}>
              <img className={items.thumb} src={pictureUrl(banner.image)} alt="" />
              <div className={items.main}>
                <p className={items.name}>
                  {title}{" "}
                  <span className={styles.state} data-state={banner.state}>
                    <span className="visually-hidden">{texts.stateLabel}: </span>
                    {texts.states[banner.state]}
                  </span>
                  {(lacksEnglish(banner.title, banner.titleEn) ||
                    lacksEnglish(banner.subtitle, banner.subtitleEn) ||
                    lacksEnglish(banner.text, banner.textEn)) && <MissingEnglish />}
                </p>
                {banner.subtitle && <p className={items.detail}>{banner.subtitle}</p>}
                <p className={items.detail}>
                  {texts.days(dayText(banner.startsOn), dayText(banner.endsOn))}
                </p>
                {banner.link && <p className={items.detail}>{texts.linksTo(banner.link)}</p>}
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
                <ConfirmButton
                  label={texts.delete}
                  ariaLabel={texts.deleteLabel(title)}
                  question={texts.confirmDelete(title)}
                  disabled={changes.busy}
                  onConfirm={() => changes.remove(banner.id, texts.deleted)}
                />
              </div>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
