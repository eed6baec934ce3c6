import { zodResolver } from "@hookform/resolvers/zod";
import { type NamedInput, NamedInputSchema, type NamedItem, type NamedList } from "@shop/shared";
import { Field, fieldAria, fieldError, useFormFailure } from "@shop/ui";
import { useId } from "react";
import { useForm } from "react-hook-form";
import { EditPanel } from "../../components/edit-panel";
import { EnglishField, englishValue } from "../../components/english";
import { englishLabels } from "../../components/texts";
import { createNamed, renameNamed } from "./api";
import { LISTS, vocabularyTexts as texts } from "./texts";

/**
 * A new brand, colour or tag, or a new name for one; a colour or a tag has its English too (a
 * brand's name reads the same in both languages).
 */
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
    defaultValues: {
      name: item?.name ?? "",
      ...(list === "brands" ? {} : { nameEn: englishValue(item?.nameEn) }),
    },
  });
  const { failure, setFailure, fail } = useFormFailure(values);
  const nameError = fieldError(values, "name");
  const englishError = fieldError(values, "nameEn");

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
    <EditPanel
      title={item ? texts.renameTitle(item.name) : LISTS[list].newTitle}
      onSubmit={values.handleSubmit(send)}
      failure={failure}
      submitting={values.formState.isSubmitting}
      onCancel={props.onCancel}
    >
      <Field id={`${id}-name`} label={texts.name} error={nameError} required compact>
        <input
          className="input"
          autoComplete="off"
          {...fieldAria(`${id}-name`, nameError)}
          {...values.register("name")}
        />
      </Field>
      {list !== "brands" && (
        <EnglishField
          id={`${id}-name-en`}
          label={englishLabels.name}
          portuguese={values.watch("name")}
          error={englishError}
          registration={values.register("nameEn")}
        />
      )}
    </EditPanel>
  );
}
