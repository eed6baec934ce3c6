import { zodResolver } from "@hookform/resolvers/zod";
import { type CategoryInput, CategoryInputSchema, type CategoryItem } from "@shop/shared";
import { Field, FieldGrid, fieldAria, fieldError, useFormFailure } from "@shop/ui";
import { useQuery } from "@tanstack/react-query";
import { useId } from "react";
import { Controller, useForm } from "react-hook-form";
import { EditPanel } from "../../components/edit-panel";
import { EnglishField, englishValue } from "../../components/english";
import form from "../../components/form.module.css";
import { englishLabels } from "../../components/texts";
import { sizeGuides } from "../size-guides/api";
import { categories } from "./api";
import { categoriesTexts as texts } from "./texts";

/** A new category, or the name and branches of one. */
export function CategoryForm(props: {
  category: CategoryItem | null;
  onSaved: (items: CategoryItem[], message: string) => void;
  onCancel: () => void;
}) {
  const id = useId();
  const { category } = props;
  const values = useForm<CategoryInput>({
    resolver: zodResolver(CategoryInputSchema, undefined, { raw: true }),
    defaultValues: {
      name: category?.name ?? "",
      isWoman: category?.isWoman ?? false,
      isMan: category?.isMan ?? false,
      forShoe: category?.forShoe ?? false,
      forAccessory: category?.forAccessory ?? false,
      sizeGuideId: category?.sizeGuideId ?? null,
      nameEn: englishValue(category?.nameEn),
    },
  });
  const { failure, setFailure, fail } = useFormFailure(values);
  const nameError = fieldError(values, "name");
  const whoError = fieldError(values, "isWoman");
  const whatError = fieldError(values, "forShoe");
  const guideError = fieldError(values, "sizeGuideId");
  const englishError = fieldError(values, "nameEn");
  const guides = useQuery(sizeGuides.query);

  async function send(input: CategoryInput) {
    setFailure(null);
    try {
      const items = category
        ? await categories.update(category.id, input)
        : await categories.create(input);
      props.onSaved(
        items,
        category ? texts.saved(input.name.trim()) : texts.created(input.name.trim()),
      );
    } catch (error) {
      fail(error);
    }
  }

  const check = (name: keyof CategoryInput, label: string) => (
    <label className={form.check}>
      <input type="checkbox" {...values.register(name)} />
      {label}
    </label>
  );

  return (
    <EditPanel
      title={category ? texts.editTitle(category.name) : texts.newTitle}
      onSubmit={values.handleSubmit(send)}
      failure={failure}
      submitting={values.formState.isSubmitting}
      onCancel={props.onCancel}
    >
      <FieldGrid>
        <Field id={`${id}-name`} label={texts.name} error={nameError} required compact wide>
          <input
            className="input"
            autoComplete="off"
            {...fieldAria(`${id}-name`, nameError)}
            {...values.register("name")}
          />
        </Field>
        <EnglishField
          id={`${id}-name-en`}
          label={englishLabels.name}
          portuguese={values.watch("name")}
          error={englishError}
          registration={values.register("nameEn")}
          wide
        />
        <Field
          id={`${id}-guide`}
          label={texts.sizeGuide}
          error={guideError}
          hint={texts.sizeGuideHint}
          compact
        >
          <Controller
            control={values.control}
            name="sizeGuideId"
            render={({ field }) => (
              <select
                ref={field.ref}
                className="input"
                value={field.value ?? ""}
                onChange={(event) =>
                  field.onChange(event.target.value === "" ? null : Number(event.target.value))
                }
                onBlur={field.onBlur}
                {...fieldAria(`${id}-guide`, guideError, true)}
              >
                <option value="">{texts.noSizeGuide}</option>
                {(guides.data ?? []).map((guide) => (
                  <option key={guide.id} value={guide.id}>
                    {guide.name}
                  </option>
                ))}
              </select>
            )}
          />
        </Field>
      </FieldGrid>
      <fieldset
        className={form.choices}
        aria-describedby={whoError ? `${id}-who-error` : undefined}
      >
        <legend>{texts.who}</legend>
        {check("isWoman", texts.woman)}
        {check("isMan", texts.man)}
        {whoError && (
          <p id={`${id}-who-error`} className={form.choiceError}>
            {whoError}
          </p>
        )}
      </fieldset>
      <fieldset
        className={form.choices}
        aria-describedby={whatError ? `${id}-what-error` : undefined}
      >
        <legend>{texts.what}</legend>
        {check("forShoe", texts.shoes)}
        {check("forAccessory", texts.accessories)}
        {whatError && (
          <p id={`${id}-what-error`} className={form.choiceError}>
            {whatError}
          </p>
        )}
      </fieldset>
    </EditPanel>
  );
}
