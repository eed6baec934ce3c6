import { zodResolver } from "@hookform/resolvers/zod";
import {
  type Address,
  normalizeNif,
  normalizePostalCodeFor,
  POSTAL_CODE_MAX_LENGTH,
  postalCodeExample,
} from "@shop/shared";
import { useQueryClient } from "@tanstack/react-query";
import { useId, useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import type { z } from "zod";
import { type Addresses, addressesQuery } from "../../../lib/auth/queries";
import { usePersistent } from "../../../lib/persistent";
import { type AddressBody, saveAddress } from "../api";
import { Field, FormAlert, FormStatus, fieldAria } from "../components/field";
import styles from "../components/form.module.css";
import { formatted } from "../components/formatted";
import { useFormFailure } from "../components/use-form-failure";
import { hasChanges } from "../form-changes";
import { type AddressSchema, type AddressForm as AddressValues, addressSchema } from "../schemas";
import { accountTexts } from "../texts";

const labels = accountTexts.fields;

/** The form's values for a saved address (empty fields when there is none yet). */
export function addressValues(address: Address | null): AddressValues {
  return {
    name: address?.name ?? "",
    country: address?.country ? String(address.country) : "",
    street: address?.street ?? "",
    city: address?.city ?? "",
    postalCode: address?.postalCode ?? "",
    nif: address?.nif ?? "",
  };
}

/** What the server takes for the form's values. */
export function addressBody(
  values: z.output<AddressSchema>,
  forInvoice: boolean,
  id: number | null,
): AddressBody {
  return {
    id,
    forInvoice,
    name: values.name,
    nif: forInvoice && values.nif ? values.nif : null,
    country: values.country ? Number(values.country) : null,
    street: values.street,
    city: values.city,
    postalCode: values.postalCode,
  };
}

function CountryOptions() {
  const { countries } = usePersistent();
  return (
    <>
      <option value="">{labels.chooseCountry}</option>
      {countries.map((country) => (
        <option key={country.id} value={String(country.id)}>
          {country.name}
        </option>
      ))}
    </>
  );
}

/**
 * A saved address: delivery, or invoice (with NIF). The postal code and the NIF are corrected
 * while typing; 'Guardar alterações' shows only when something changed.
 */
export function AddressForm({
  address,
  forInvoice,
}: {
  address: Address | null;
  forInvoice: boolean;
}) {
  const id = useId();
  const client = useQueryClient();
  const [saved, setSaved] = useState(() => addressValues(address));
  const [savedId, setSavedId] = useState(address?.id ?? null);
  const { countries } = usePersistent();
  const codeOf = (countryId: number) => countries.find((c) => c.id === countryId)?.code ?? null;
  const form = useForm({ resolver: zodResolver(addressSchema(codeOf)), defaultValues: saved });
  const {
    register,
    handleSubmit,
    reset,
    control,
    formState: { errors, isSubmitting },
  } = form;
  const current = useWatch({ control });
  const { failure, setFailure, fail } = useFormFailure(form);
  const [done, setDone] = useState<string | null>(null);
  const ids = (name: keyof AddressValues) => `${id}-${name}`;
  const aria = (name: keyof AddressValues, hint = false) =>
    fieldAria(ids(name), errors[name]?.message, hint);

  const countryCode = codeOf(Number(current.country));
  const example = postalCodeExample(countryCode);

  async function send(values: z.output<AddressSchema>) {
    setFailure(null);
    setDone(null);
    try {
      const stored = await saveAddress(addressBody(values, forInvoice, savedId));
      client.setQueryData<Addresses>(addressesQuery.queryKey, (old) => ({
        delivery: old?.delivery ?? null,
        invoice: old?.invoice ?? null,
        [forInvoice ? "invoice" : "delivery"]: stored,
      }));
      setSavedId(stored.id);
      setSaved(addressValues(stored));
      reset(addressValues(stored));
      setDone(accountTexts.messages.dataChanged);
    } catch (error) {
      fail(error);
    }
  }

  return (
    <form className={styles.form} noValidate onSubmit={handleSubmit(send)}>
      <div className={styles.grid}>
        <Field id={ids("name")} label={labels.addressName} error={errors.name?.message}>
          <input
            className="input"
            autoComplete={forInvoice ? "organization" : "name"}
            maxLength={70}
            {...aria("name")}
            {...register("name")}
          />
        </Field>
        {forInvoice && (
          <Field
            id={ids("nif")}
            label={labels.nif}
            hint={labels.nifHint}
            error={errors.nif?.message}
          >
            <input
              className="input"
              inputMode="numeric"
              autoComplete="off"
              {...aria("nif", true)}
              {...formatted(register("nif"), normalizeNif)}
            />
          </Field>
        )}
        <Field id={ids("country")} label={labels.country} error={errors.country?.message}>
          <select className="input" {...aria("country")} {...register("country")}>
            <CountryOptions />
          </select>
        </Field>
        <Field id={ids("street")} label={labels.street} error={errors.street?.message} wide>
          <input
            className="input"
            autoComplete="street-address"
            maxLength={300}
            {...aria("street")}
            {...register("street")}
          />
        </Field>
        <Field id={ids("city")} label={labels.city} error={errors.city?.message}>
          <input
            className="input"
            autoComplete="address-level2"
            maxLength={70}
            {...aria("city")}
            {...register("city")}
          />
        </Field>
        <Field
          id={ids("postalCode")}
          label={labels.postalCode}
          hint={labels.postalCodeHint(example) || undefined}
          error={errors.postalCode?.message}
        >
          <input
            className="input"
            inputMode={/^[\d-]+$/.test(example) ? "numeric" : "text"}
            autoComplete="postal-code"
            autoCapitalize="characters"
            maxLength={POSTAL_CODE_MAX_LENGTH}
            placeholder={example}
            {...aria("postalCode", Boolean(example))}
            {...formatted(register("postalCode"), (value) =>
              normalizePostalCodeFor(countryCode, value),
            )}
          />
        </Field>
      </div>
      <FormAlert message={failure} />
      <FormStatus message={done} />
      {hasChanges(saved, current) && (
        <div className={styles.actions}>
          <button type="submit" className="button" disabled={isSubmitting}>
            {isSubmitting ? accountTexts.saving : accountTexts.settings.save}
          </button>
        </div>
      )}
    </form>
  );
}
