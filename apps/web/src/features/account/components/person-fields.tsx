import type { Translation } from "@shop/shared";
import { corrected, Field, fieldAria, formatNationalPhoneField } from "@shop/ui";
import type { FieldValues, UseFormReturn } from "react-hook-form";
import type { accountTexts } from "../texts";

type PersonValues = { name: string; email: string; phone: string };

/**
 * A customer's name, email and phone (optional, a Portuguese number by default): the register box
 * and the account's data write the same three fields. `id` prefixes each field's id; `wideName`
 * gives the name a whole row of a `FieldGrid`.
 *
 * A function the form calls as it renders, not a component: react-hook-form focuses the first
 * field in error in the order the fields were registered, and a child component's would come
 * after the form's own (the password), whatever their order on the page.
 */
export function personFields<Values extends FieldValues & PersonValues>(props: {
  form: UseFormReturn<Values>;
  id: string;
  labels: Translation<typeof accountTexts>["fields"];
  wideName?: boolean;
}) {
  const { labels } = props;
  // The form has more fields than these three; only these are registered here.
  const {
    register,
    formState: { errors },
  } = props.form as unknown as UseFormReturn<PersonValues>;
  const aria = (name: keyof PersonValues, hint = false) =>
    fieldAria(`${props.id}-${name}`, errors[name]?.message, hint);
  return (
    <>
      <Field
        compact
        id={`${props.id}-name`}
        label={labels.name}
        error={errors.name?.message}
        wide={props.wideName}
      >
        <input
          className="input"
          autoComplete="name"
          maxLength={150}
          {...aria("name")}
          {...register("name")}
        />
      </Field>
      <Field compact id={`${props.id}-email`} label={labels.email} error={errors.email?.message}>
        <input
          className="input"
          type="email"
          inputMode="email"
          autoComplete="email"
          spellCheck={false}
          maxLength={75}
          {...aria("email")}
          {...register("email")}
        />
      </Field>
      <Field
        compact
        id={`${props.id}-phone`}
        label={labels.phone}
        optional
        hint={labels.phoneHint}
        error={errors.phone?.message}
      >
        <input
          className="input"
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          {...aria("phone", true)}
          {...corrected(register("phone"), formatNationalPhoneField)}
        />
      </Field>
    </>
  );
}
