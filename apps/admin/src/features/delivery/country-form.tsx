import { zodResolver } from "@hookform/resolvers/zod";
import {
  type CountryGroupItem,
  type CountryInput,
  CountryInputSchema,
  type CountryItem,
} from "@shop/shared";
import { Field, FieldGrid, fieldAria, fieldError, useFormFailure } from "@shop/ui";
import { useId } from "react";
import { useForm } from "react-hook-form";
import { EditPanel } from "../../components/edit-panel";
import { createCountry, updateCountry } from "./api";
import { deliveryTexts as texts } from "./texts";

/** A delivery country: its name, ISO code and delivery group. */
export function CountryForm(props: {
  country: CountryItem | null;
  groups: CountryGroupItem[];
  onSaved: (country: CountryItem, message: string) => void;
  onCancel: () => void;
}) {
  const id = useId();
  const { country } = props;
  const values = useForm<CountryInput>({
    resolver: zodResolver(CountryInputSchema, undefined, { raw: true }),
    defaultValues: {
      name: country?.name ?? "",
      code: country?.code ?? "",
      groupId: country?.groupId ?? Number.NaN,
    },
  });
  const { failure, setFailure, fail } = useFormFailure(values);
  const error = (name: keyof CountryInput) => fieldError(values, name);

  async function send(input: CountryInput) {
    setFailure(null);
    try {
      const saved = country ? await updateCountry(country.id, input) : await createCountry(input);
      props.onSaved(
        saved,
        country ? texts.countrySaved(saved.name) : texts.countryCreated(saved.name),
      );
    } catch (reason) {
      fail(reason);
    }
  }

  return (
    <EditPanel
      title={country ? texts.editCountryTitle(country.name) : texts.newCountryTitle}
      level={3}
      onSubmit={values.handleSubmit(send)}
      failure={failure}
      submitting={values.formState.isSubmitting}
      onCancel={props.onCancel}
    >
      <FieldGrid>
        <Field id={`${id}-name`} label={texts.countryName} error={error("name")} required compact>
          <input
            className="input"
            autoComplete="off"
            {...fieldAria(`${id}-name`, error("name"))}
            {...values.register("name")}
          />
        </Field>
        <Field
          id={`${id}-code`}
          label={texts.code}
          error={error("code")}
          hint={texts.codeHint}
          optional
          compact
        >
          <input
            className="input"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            {...fieldAria(`${id}-code`, error("code"), true)}
            {...values.register("code")}
          />
        </Field>
        <Field id={`${id}-group`} label={texts.group} error={error("groupId")} required compact>
          <select
            className="input"
            {...fieldAria(`${id}-group`, error("groupId"))}
            {...values.register("groupId", { valueAsNumber: true })}
          >
            <option value="">{texts.chooseGroup}</option>
            {props.groups.map((group) => (
              <option key={group.id} value={group.id}>
                {group.name}
              </option>
            ))}
          </select>
        </Field>
      </FieldGrid>
    </EditPanel>
  );
}
