import { zodResolver } from "@hookform/resolvers/zod";
import { type NamedInput, NamedInputSchema, type NamedItem, type NamedList } from "@shop/shared";
import { Field, FormAlert, fieldAria, fieldError, useFormFailure } from "@shop/ui";
import { useId } from "react";
import { useForm } from "react-hook-form";
import form from "../../components/form.module.css";
import { createNamed, renameNamed } from "./api";
import { LISTS, vocabularyTexts as texts } from "./texts";

/** A new brand, colour or tag, or a new name for one. */
export function NameForm(props: {
  list: NamedList;
  item: NamedItem | null;
  onSaved: (item: NamedItem) => void;
  onCancel: () => void;
}) {
  const id = useId();
  const { list, item } = props;
  const values = useForm<NamedInput>({
    resolver: zodResolver(NamedInputSchema),
    defaultValues: { name: item?.name ?? "" },
  });
  const { failure, setFailure, fail } = useFormFailure(values);
  const nameError = fieldError(values, "name");

  async function send(input: NamedInput) {
    setFailure(null);
    try {
      props.onSaved(
        item ? await renameNamed(list, item.id, input) : await createNamed(list, input),
      );
    } catch (error) {
      fail(error);
    }
  }

  return (
    <form
      className={`panel ${form.form}`}
      noValidate
      aria-labelledby={`${id}-title`}
      onSubmit={values.handleSubmit(send)}
    >
      <h2 id={`${id}-title`}>{item ? texts.renameTitle(item.name) : LISTS[list].newTitle}</h2>
      <Field id={`${id}-name`} label={texts.name} error={nameError} required compact>
        <input
          className="input"
          autoComplete="off"
          {...fieldAria(`${id}-name`, nameError)}
          {...values.register("name")}
        />
      </Field>
      <FormAlert message={failure} />
      <div className={form.actions}>
        <button type="submit" className="button" disabled={values.formState.isSubmitting}>
          {values.formState.isSubmitting ? texts.saving : texts.save}
        </button>
        <button type="button" className="button button--secondary" onClick={props.onCancel}>
          {texts.cancel}
        </button>
      </div>
    </form>
  );
}
