import {
  CITY_MAX_LENGTH,
  type Country,
  normalizePostalCodeFor,
  POSTAL_CODE_MAX_LENGTH,
  postalCodeExample,
  STREET_MAX_LENGTH,
} from "@shop/shared";
import type { DraftField } from "./draft";
import { type DraftForm, errorOf, fieldId, registerCorrected } from "./draft-form";
import { FormField, fieldAria } from "./form-field";
import fieldStyles from "./form-field.module.css";
import { deliveryTexts } from "./texts";

type AddressKey = "addressDelivery" | "addressInvoice";
type AddressField = Extract<DraftField, `${AddressKey}.${string}`>;

function path(key: AddressKey, field: "country" | "street" | "city" | "postalCode"): AddressField {
  return `${key}.${field}`;
}

/** The country list in the data's order (Portugal and its islands first). */
export function CountrySelect({
  form,
  address,
  countries,
}: {
  form: DraftForm;
  address: AddressKey;
  countries: Country[];
}) {
  const name = path(address, "country");
  const error = errorOf(form, name);
  return (
    <FormField id={fieldId(name)} label={deliveryTexts.country} required error={error}>
      <select
        className={`input ${fieldStyles.select}`}
        autoComplete={
          address === "addressDelivery" ? "shipping country-name" : "billing country-name"
        }
        required
        {...fieldAria(fieldId(name), error)}
        {...form.register(name)}
      >
        <option value="">{deliveryTexts.chooseCountry}</option>
        {countries.map((country) => (
          <option key={country.id} value={String(country.id)}>
            {country.name}
          </option>
        ))}
      </select>
    </FormField>
  );
}

/**
 * Street, city and postal code of an address. The postal code follows the chosen country: Portugal's
 * auto-corrected to NNNN-NNN, another country's in its own format (Spain's 28013 stays whole).
 */
export function StreetFields({
  form,
  address,
  countries,
}: {
  form: DraftForm;
  address: AddressKey;
  countries: Country[];
}) {
  const section = address === "addressDelivery" ? "shipping" : "billing";
  const countryId = Number(form.watch(path(address, "country")));
  const code = countries.find((country) => country.id === countryId)?.code ?? null;
  const example = postalCodeExample(code);
  const street = path(address, "street");
  const city = path(address, "city");
  const postalCode = path(address, "postalCode");
  const errors = {
    street: errorOf(form, street),
    city: errorOf(form, city),
    postalCode: errorOf(form, postalCode),
  };
  return (
    <>
      <FormField
        id={fieldId(street)}
        label={deliveryTexts.street}
        required
        error={errors.street}
        wide
      >
        <input
          className="input"
          type="text"
          autoComplete={`${section} street-address`}
          maxLength={STREET_MAX_LENGTH}
          required
          {...fieldAria(fieldId(street), errors.street)}
          {...form.register(street)}
        />
      </FormField>
      <FormField id={fieldId(city)} label={deliveryTexts.city} required error={errors.city}>
        <input
          className="input"
          type="text"
          autoComplete={`${section} address-level2`}
          maxLength={CITY_MAX_LENGTH}
          required
          {...fieldAria(fieldId(city), errors.city)}
          {...form.register(city)}
        />
      </FormField>
      <FormField
        id={fieldId(postalCode)}
        label={deliveryTexts.postalCode}
        required
        error={errors.postalCode}
        hint={deliveryTexts.postalCodeHint(example) || undefined}
      >
        <input
          className="input"
          type="text"
          inputMode={/^[\d-]+$/.test(example) ? "numeric" : "text"}
          autoComplete={`${section} postal-code`}
          autoCapitalize="characters"
          maxLength={POSTAL_CODE_MAX_LENGTH}
          placeholder={example}
          required
          {...fieldAria(fieldId(postalCode), errors.postalCode, Boolean(example))}
          {...registerCorrected(form, postalCode, (value) => normalizePostalCodeFor(code, value))}
        />
      </FormField>
    </>
  );
}
