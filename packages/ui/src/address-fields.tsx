import {
  CITY_MAX_LENGTH,
  type Country,
  countryNameIn,
  normalizePostalCodeFor,
  POSTAL_CODE_MAX_LENGTH,
  postalCodeError,
  postalCodeExample,
  STREET_MAX_LENGTH,
} from "@shop/shared";
import type { FieldValues, Path, UseFormReturn } from "react-hook-form";
import { corrected } from "./corrections";
import { Field } from "./field";
import { fieldAria } from "./field-aria";
import { fieldError } from "./server-errors";
import { useUiTexts } from "./texts";
import { useUiLanguage } from "./ui-language";

/** The form's field of each part of an address. */
export interface AddressNames<N extends string> {
  country: N;
  street: N;
  city: N;
  postalCode: N;
}

export interface AddressFieldsProps<T extends FieldValues, N extends Path<T> = Path<T>> {
  form: Pick<UseFormReturn<T>, "register" | "watch" | "formState">;
  names: AddressNames<N>;
  /** The DOM id of a field's control. */
  idOf: (name: N) => string;
  /** The shop's countries, in the order the select lists them. */
  countries: readonly Country[];
  /** Every part must be filled ('*' on the labels, `required` on the controls). */
  required?: boolean;
  /** 'shipping' or 'billing' in the controls' `autoComplete`, when a form has two addresses. */
  section?: "shipping" | "billing";
  compact?: boolean;
  /** The street's longest length, when the form's rule differs from a purchase's. */
  streetMaxLength?: number;
}

/** The ISO code of the country a select's value names (null when none is chosen). */
export function countryCodeOf(countries: readonly Country[], value: unknown): string | null {
  return countries.find((country) => String(country.id) === String(value))?.code ?? null;
}

function autoComplete(section: string | undefined, field: string): string {
  return section ? `${section} ${field}` : field;
}

/** The country select, listing the countries in the data's order (Portugal and its islands first). */
export function CountryField<T extends FieldValues, N extends Path<T>>(
  props: AddressFieldsProps<T, N>,
) {
  const { form, names, idOf, countries, required, section, compact } = props;
  const { language } = useUiLanguage();
  const labels = useUiTexts().address;
  const id = idOf(names.country);
  const error = fieldError(form, names.country);
  return (
    <Field id={id} label={labels.country} required={required} error={error} compact={compact}>
      <select
        className="input"
        autoComplete={autoComplete(section, "country-name")}
        required={required}
        {...fieldAria(id, error)}
        {...form.register(names.country)}
      >
        <option value="">{labels.chooseCountry}</option>
        {countries.map((country) => (
          <option key={country.id} value={String(country.id)}>
            {countryNameIn(country, language)}
          </option>
        ))}
      </select>
    </Field>
  );
}

/**
 * Street, city and postal code of an address. The postal code follows the chosen country: Portugal's
 * auto-corrected to NNNN-NNN, another country's in its own format (Spain's 28013 stays whole).
 */
export function StreetFields<T extends FieldValues, N extends Path<T>>(
  props: AddressFieldsProps<T, N>,
) {
  const { form, names, idOf, countries, required, section, compact } = props;
  const labels = useUiTexts().address;
  const code = countryCodeOf(countries, form.watch(names.country));
  const example = postalCodeExample(code);
  const ids = {
    street: idOf(names.street),
    city: idOf(names.city),
    postal: idOf(names.postalCode),
  };
  const errors = {
    street: fieldError(form, names.street),
    city: fieldError(form, names.city),
    postal: fieldError(form, names.postalCode),
  };
  const common = { required, compact };
  return (
    <>
      <Field id={ids.street} label={labels.street} error={errors.street} wide {...common}>
        <input
          className="input"
          type="text"
          autoComplete={autoComplete(section, "street-address")}
          maxLength={props.streetMaxLength ?? STREET_MAX_LENGTH}
          required={required}
          {...fieldAria(ids.street, errors.street)}
          {...form.register(names.street)}
        />
      </Field>
      <Field id={ids.city} label={labels.city} error={errors.city} {...common}>
        <input
          className="input"
          type="text"
          autoComplete={autoComplete(section, "address-level2")}
          maxLength={CITY_MAX_LENGTH}
          required={required}
          {...fieldAria(ids.city, errors.city)}
          {...form.register(names.city)}
        />
      </Field>
      <Field
        id={ids.postal}
        label={labels.postalCode}
        error={errors.postal}
        hint={labels.postalCodeHint(example) || undefined}
        {...common}
      >
        <input
          className="input"
          type="text"
          inputMode={/^[\d-]+$/.test(example) ? "numeric" : "text"}
          autoComplete={autoComplete(section, "postal-code")}
          autoCapitalize="characters"
          maxLength={POSTAL_CODE_MAX_LENGTH}
          placeholder={example}
          required={required}
          {...fieldAria(ids.postal, errors.postal, Boolean(example))}
          {...corrected(form.register(names.postalCode), (value) =>
            normalizePostalCodeFor(code, value),
          )}
        />
      </Field>
    </>
  );
}

/**
 * The postal code rule of an address form's schema (zod `superRefine`): a postal code, when there
 * is one, follows the rule of its country (`countryCode` answers a country id's ISO code) — the
 * server's own rule, with its pt-PT messages.
 */
export function checkPostalCode(countryCode: (countryId: number) => string | null) {
  return (
    address: { country: string; postalCode: string },
    context: { addIssue: (issue: { code: "custom"; path: string[]; message: string }) => void },
  ) => {
    if (address.postalCode === "") return;
    const code = countryCode(Number(address.country));
    const error = postalCodeError(code, normalizePostalCodeFor(code, address.postalCode));
    if (error) context.addIssue({ code: "custom", path: ["postalCode"], message: error });
  };
}
