import { zodResolver } from "@hookform/resolvers/zod";
import {
  type StoreInput,
  StoreInputSchema,
  type StoreItem,
  storeHoursTexts,
  WEEKDAYS,
} from "@shop/shared";
import { Field, FieldGrid, fieldAria, fieldError, useFormFailure } from "@shop/ui";
import { useId } from "react";
import { Controller, useForm } from "react-hook-form";
import { EditPanel } from "../../components/edit-panel";
import form from "../../components/form.module.css";
import { PictureField } from "../../components/picture-field";
import { stores } from "./api";
import styles from "./stores.module.css";
import { storesTexts as texts } from "./texts";

const WORKDAYS = ["tue", "wed", "thu", "fri"] as const;

/** A physical store: where it is, how to call it, its photo and when it opens. */
export function StoreForm(props: {
  store: StoreItem | null;
  onSaved: (items: StoreItem[], message: string) => void;
  onCancel: () => void;
}) {
  const id = useId();
  const { store } = props;
  const values = useForm<StoreInput>({
    resolver: zodResolver(StoreInputSchema, undefined, { raw: true }),
    defaultValues: {
      name: store?.name ?? "",
      address: store?.address ?? "",
      phone: store?.phone ?? "",
      mapLink: store?.mapLink ?? "",
      thumbnail: store?.thumbnail ?? "",
      hours: storeHoursTexts(store?.hours ?? null),
      pickup: store?.pickup ?? true,
    },
  });
  const { failure, setFailure, fail } = useFormFailure(values);
  const error = (name: Parameters<typeof fieldError<StoreInput>>[1]) => fieldError(values, name);

  async function send(input: StoreInput) {
    setFailure(null);
    try {
      const items = store ? await stores.update(store.id, input) : await stores.create(input);
      const name = input.name.trim();
      props.onSaved(items, store ? texts.saved(name) : texts.created(name));
    } catch (reason) {
      fail(reason);
    }
  }

  const input = (
    name: "name" | "address" | "phone" | "mapLink",
    label: string,
    extra: { type?: string; inputMode?: "tel" | "url"; hint?: string; required?: boolean } = {},
  ) => (
    <Field
      id={`${id}-${name}`}
      label={label}
      error={error(name)}
      hint={extra.hint}
      required={extra.required}
      optional={!extra.required}
      compact
      wide={name === "address" || name === "mapLink"}
    >
      <input
        className="input"
        type={extra.type ?? "text"}
        inputMode={extra.inputMode}
        {...fieldAria(`${id}-${name}`, error(name), extra.hint !== undefined)}
        {...values.register(name)}
      />
    </Field>
  );

  return (
    <EditPanel
      title={store ? texts.editTitle(store.name) : texts.newTitle}
      onSubmit={values.handleSubmit(send)}
      failure={failure}
      submitting={values.formState.isSubmitting}
      onCancel={props.onCancel}
    >
      <FieldGrid>
        {input("name", texts.name, { required: true })}
        {input("phone", texts.phone, { type: "tel", inputMode: "tel", required: true })}
        {input("address", texts.address, { required: true })}
        {input("mapLink", texts.mapLink, {
          type: "url",
          inputMode: "url",
          hint: texts.mapLinkHint,
        })}
        <Controller
          control={values.control}
          name="thumbnail"
          render={({ field }) => (
            <PictureField
              id={`${id}-thumbnail`}
              label={texts.thumbnail}
              value={field.value}
              onChange={field.onChange}
              error={error("thumbnail")}
              optional
            />
          )}
        />
      </FieldGrid>
      <label className={form.check}>
        <input type="checkbox" {...values.register("pickup")} />
        {texts.pickup}
      </label>
      <fieldset className={styles.hours} aria-describedby={`${id}-hours-hint`}>
        <legend>{texts.hours}</legend>
        <p id={`${id}-hours-hint`} className={styles.hint}>
          {texts.hoursHint}
        </p>
        <div className={styles.days}>
          {WEEKDAYS.map((day) => (
            <Field
              key={day}
              id={`${id}-${day}`}
              label={texts.days[day]}
              error={error(`hours.${day}`)}
              compact
            >
              <input
                className="input"
                autoComplete="off"
                {...fieldAria(`${id}-${day}`, error(`hours.${day}`))}
                {...values.register(`hours.${day}`)}
              />
            </Field>
          ))}
        </div>
        <button
          type="button"
          className="button button--secondary button--small"
          onClick={() => {
            const monday = values.getValues("hours.mon");
            for (const day of WORKDAYS)
              values.setValue(`hours.${day}`, monday, { shouldDirty: true });
          }}
        >
          {texts.copyMonday}
        </button>
      </fieldset>
    </EditPanel>
  );
}
