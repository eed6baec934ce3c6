import { type CountryGroupItem, centsToEuros, formatEuros } from "@shop/shared";
import { FormAlert, FormStatus } from "@shop/ui";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { lacksEnglish, MissingEnglish } from "../../components/english";
import items from "../../components/items.module.css";
import { ConfirmButton, LoadingState } from "../../components/page-parts";
import panel from "../../components/panel.module.css";
import { useListChanges } from "../../lib/use-list-changes";
import { countryGroups } from "./api";
import styles from "./delivery.module.css";
import { GroupForm } from "./group-form";
import { deliveryTexts as texts } from "./texts";

type Editing = { group: CountryGroupItem | null } | null;

/** The delivery groups: each one's price and countries. */
export function GroupsPanel() {
  const list = useQuery(countryGroups.query);
  const changes = useListChanges(countryGroups);
  const [editing, setEditing] = useState<Editing>(null);
  const open = (group: CountryGroupItem | null) => {
    changes.clear();
    setEditing({ group });
  };

  return (
    <section className={`panel ${panel.section}`} aria-labelledby="groups-title">
      <div className={panel.heading}>
        <h2 id="groups-title">{texts.groupsTitle}</h2>
        {!editing && (
          <button type="button" className="button button--secondary" onClick={() => open(null)}>
            {texts.addGroup}
          </button>
        )}
      </div>
      <p className={panel.lead}>{texts.groupsLead}</p>
      {editing && (
        <GroupForm
          key={editing.group?.id ?? "new"}
          group={editing.group}
          onSaved={(saved, message) => {
            setEditing(null);
            changes.saved(saved, message);
          }}
          onCancel={() => setEditing(null)}
        />
      )}
      <FormStatus message={changes.status} />
      <FormAlert message={changes.failure ?? (list.error ? list.error.message : null)} />
      {list.isPending && <LoadingState text={texts.loading} />}
      <ul className={items.list}>
        {(list.data ?? []).map((group) => (
          <li key={group.id} className={items.item}>
            <div className={items.main}>
              <p className={items.name}>
                {group.name}{" "}
                {lacksEnglish(group.name, group.nameEn) && (
                  <>
                    <MissingEnglish />{" "}
                  </>
                )}
                <span className={styles.price}>
                  {formatEuros(centsToEuros(group.deliveryPriceCents))} ·{" "}
                  {texts.leadTime(group.deliveryDaysMin, group.deliveryDaysMax)}
                  {group.freeDeliveryFromCents !== null &&
                    ` · ${texts.freeFromShort(formatEuros(centsToEuros(group.freeDeliveryFromCents)))}`}
                </span>
              </p>
              <p className={items.detail}>
                {group.countries.length === 0
                  ? texts.noCountries
                  : `${texts.countriesOf(group.countries.length)}: ${group.countries.map((country) => country.name).join(", ")}`}
              </p>
            </div>
            <div className={items.actions}>
              <button
                type="button"
                className="button button--secondary button--small"
                aria-label={texts.editGroupLabel(group.name)}
                onClick={() => open(group)}
              >
                {texts.edit}
              </button>
              <ConfirmButton
                label={texts.delete}
                ariaLabel={texts.deleteGroupLabel(group.name)}
                question={texts.confirmDeleteGroup(group.name)}
                disabled={changes.busy}
                onConfirm={() => changes.remove(group.id, texts.groupDeleted(group.name))}
              />
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
