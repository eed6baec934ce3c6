import {
  CITY_MAX_LENGTH,
  type Country,
  normalizePostalCode,
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

/** Street, city and postal code (auto-corrected to NNNN-NNN) of an address. */
export function StreetFields({ form, address }: { form: DraftForm; address: AddressKey }) {
  const section = address === "addressDelivery" ? "shipping" : "billing";
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
        hint={deliveryTexts.postalCodeHint}
      >
        <input
          className="input"
          type="text"
          inputMode="numeric"
          autoComplete={`${section} postal-code`}
          placeholder="0000-000"
          required
          {...fieldAria(fieldId(postalCode), errors.postalCode, true)}
          {...registerCorrected(form, postalCode, normalizePostalCode)}
        />
      </FormField>
    </>
  );
}
