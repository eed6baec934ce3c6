import {
  bannerLinkKey,
  SECTION_BANNER_KEYS,
  type SettingKey,
  type SettingsView,
} from "@shop/shared";
import {
  Field,
  FieldGrid,
  FormAlert,
  FormStatus,
  fieldAria,
  fieldError,
  useFormFailure,
} from "@shop/ui";
import { useQuery } from "@tanstack/react-query";
import { Fragment, type ReactNode, useId, useState } from "react";
import { Controller, type Path, useForm } from "react-hook-form";
import { ConfirmDialog } from "../../components/dialog";
import form from "../../components/form.module.css";
import page from "../../components/page.module.css";
import { PageHeader } from "../../components/page-parts";
import { PictureField } from "../../components/picture-field";
import { SaveBar } from "../../components/save-bar";
import { queryClient } from "../../lib/query-client";
import { saveSettings, settingsKey, settingsQuery } from "./api";
import styles from "./settings.module.css";
import {
  changeErrors,
  changeOf,
  formValuesOf,
  rateOf,
  type SettingsForm,
} from "./settings-form-values";
import { settingsTexts as texts } from "./texts";

const VAT_KEYS = ["vat_percent", "vat_percent_madeira", "vat_percent_azores"] as const;
const CONTACT_KEYS = [
  "contact_name",
  "contact_address",
  "contact_nif",
  "contact_phone",
  "contact_email",
] as const;

function Group(props: { title: string; hint?: string; children: ReactNode }) {
  const id = useId();
  return (
    <fieldset
      className={`panel ${styles.group}`}
      aria-describedby={props.hint ? `${id}-hint` : undefined}
    >
      <legend>{props.title}</legend>
      {props.hint && (
        <p id={`${id}-hint`} className={styles.hint}>
          {props.hint}
        </p>
      )}
      {props.children}
    </fieldset>
  );
}

function SettingsEditor({ view }: { view: SettingsView }) {
  const id = useId();
  const values = useForm<SettingsForm>({ defaultValues: formValuesOf(view) });
  const { failure, setFailure, fail } = useFormFailure(values);
  const [status, setStatus] = useState<string | null>(null);
  // A change that switches the shop off, waiting for the owner's confirmation.
  const [switchingOff, setSwitchingOff] = useState<ReturnType<typeof changeOf> | null>(null);
  const error = (name: Path<SettingsForm>) => fieldError(values, name);
  const websiteOn = values.watch("website_online");
  const storeOn = values.watch("store_online");

  async function send(current: SettingsForm) {
    setFailure(null);
    setStatus(null);
    const change = changeOf(current, values.formState.dirtyFields);
    if (Object.keys(change).length === 0) return setStatus(texts.nothingChanged);
    const refused = Object.entries(changeErrors(change));
    for (const [path, message] of refused) values.setError(path as Path<SettingsForm>, { message });
    const [first] = refused;
    if (first) {
      values.setFocus(first[0] as Path<SettingsForm>);
      return setFailure(texts.fixFields);
    }
    const switchesOff = change.website_online === false || change.store_online === false;
    if (switchesOff) return setSwitchingOff(change);
    await save(change);
  }

  async function save(change: ReturnType<typeof changeOf>) {
    try {
      const saved = await saveSettings(change);
      queryClient.setQueryData(settingsKey, saved);
      values.reset(formValuesOf(saved));
      setStatus(texts.saved);
    } catch (reason) {
      fail(reason);
    }
  }

  const text = (
    key: SettingKey,
    extra: { type?: string; inputMode?: "email" | "tel" | "numeric" } = {},
  ) => (
    <Field key={key} id={`${id}-${key}`} label={texts.labels[key]} error={error(key)} compact>
      <input
        className="input"
        type={extra.type ?? "text"}
        inputMode={extra.inputMode}
        {...fieldAria(`${id}-${key}`, error(key))}
        {...values.register(key)}
      />
    </Field>
  );
  const bannerLink = (key: SettingKey) => (
    <Field
      key={key}
      id={`${id}-${key}`}
      label={texts.labels[key]}
      error={error(key)}
      hint={texts.bannerLinkHint}
      optional
      compact
    >
      <input
        className="input"
        inputMode="url"
        {...fieldAria(`${id}-${key}`, error(key), true)}
        {...values.register(key)}
      />
    </Field>
  );
  const percent = (key: (typeof VAT_KEYS)[number]) => (
    <Field key={key} id={`${id}-${key}`} label={texts.labels[key]} error={error(key)} compact>
      <input
        className="input"
        type="number"
        min={0}
        max={100}
        step={1}
        {...fieldAria(`${id}-${key}`, error(key))}
        {...values.register(key, { valueAsNumber: true })}
      />
    </Field>
  );
  const toggle = (key: "website_online" | "store_online", on: boolean, warning: string) => (
    <div className={styles.switch}>
      <label className={form.check}>
        <input type="checkbox" {...values.register(key)} />
        {texts.labels[key]}
      </label>
      {!on && (
        <p className={styles.warning} role="alert">
          {warning}
        </p>
      )}
    </div>
  );

  return (
    <form
      className={form.form}
      noValidate
      aria-label={texts.title}
      onSubmit={values.handleSubmit(send)}
    >
      <Group title={texts.online}>
        {toggle("website_online", websiteOn, texts.websiteOffWarning)}
        {toggle("store_online", storeOn, texts.storeOffWarning)}
      </Group>
      <Group title={texts.vat} hint={texts.vatHint}>
        <FieldGrid>{VAT_KEYS.map(percent)}</FieldGrid>
        <h3 className={styles.subheading}>{texts.countryRates}</h3>
        <p className={styles.hint}>{texts.countryRatesHint}</p>
        <div className={styles.rates}>
          {view.countryVatRates.map(({ code, name }) => {
            const key = `countryVatRates.${code}` as const;
            return (
              <Field
                key={code}
                id={`${id}-rate-${code}`}
                label={`${name} (%)`}
                error={error(key)}
                compact
              >
                <input
                  className="input"
                  inputMode="decimal"
                  placeholder={String(view.settings.vat_percent)}
                  {...fieldAria(`${id}-rate-${code}`, error(key))}
                  {...values.register(key, { setValueAs: rateOf })}
                />
              </Field>
            );
          })}
        </div>
      </Group>
      <Group title={texts.contacts} hint={texts.contactsHint}>
        <FieldGrid>
          {CONTACT_KEYS.map((key) =>
            text(
              key,
              key === "contact_email"
                ? { type: "email", inputMode: "email" }
                : key === "contact_phone"
                  ? { type: "tel", inputMode: "tel" }
                  : key === "contact_nif"
                    ? { inputMode: "numeric" }
                    : {},
            ),
          )}
        </FieldGrid>
      </Group>
      <Group title={texts.multibanco} hint={texts.multibancoHint}>
        <FieldGrid>
          {text("multibanco_entity", { inputMode: "numeric" })}
          {text("multibanco_subentity", { inputMode: "numeric" })}
        </FieldGrid>
      </Group>
      <Group title={texts.pictures}>
        <FieldGrid>
          {SECTION_BANNER_KEYS.map((key) => (
            <Fragment key={key}>
              <Controller
                control={values.control}
                name={key}
                render={({ field }) => (
                  <PictureField
                    id={`${id}-${key}`}
                    label={texts.labels[key]}
                    value={field.value}
                    onChange={field.onChange}
                    error={error(key)}
                  />
                )}
              />
              {bannerLink(bannerLinkKey(key))}
            </Fragment>
          ))}
        </FieldGrid>
      </Group>
      <FormStatus message={status} />
      <SaveBar failure={failure}>
        <button type="submit" className="button" disabled={values.formState.isSubmitting}>
          {values.formState.isSubmitting ? texts.saving : texts.save}
        </button>
      </SaveBar>
      {switchingOff && (
        <ConfirmDialog
          title={texts.confirmOffTitle}
          confirm={texts.confirmOffAction}
          danger
          onConfirm={() => {
            setSwitchingOff(null);
            void save(switchingOff);
          }}
          onClose={() => setSwitchingOff(null)}
        >
          <p>{texts.confirmOff}</p>
        </ConfirmDialog>
      )}
    </form>
  );
}

/** /admin/definicoes: what `npm run settings` changes, for the owner. */
export function Component() {
  const view = useQuery(settingsQuery);
  return (
    <div className={page.page}>
      <PageHeader title={texts.title} />
      {view.isPending && <p role="status">{texts.loading}</p>}
      <FormAlert message={view.error ? view.error.message : null} />
      {view.data && <SettingsEditor view={view.data} />}
    </div>
  );
}
