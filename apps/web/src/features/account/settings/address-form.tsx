import { zodResolver } from "@hookform/resolvers/zod";
import { type Address, normalizeNif } from "@shop/shared";
import {
  CountryField,
  corrected,
  Field,
  FieldGrid,
  FormAlert,
  FormStatus,
  fieldAria,
  StreetFields,
  useFormFailure,
} from "@shop/ui";
import { useQueryClient } from "@tanstack/react-query";
import { useId, useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import type { z } from "zod";
import { type Addresses, addressesQuery } from "../../../lib/auth/queries";
import { useTexts } from "../../../lib/i18n/use-texts";
import { usePersistent } from "../../../lib/persistent";
import { type AddressBody, saveAddress } from "../api";
import styles from "../components/form.module.css";
import { hasChanges } from "../form-changes";
import { type AddressSchema, type AddressForm as AddressValues, addressSchema } from "../schemas";
import { accountTexts as portugueseAccountTexts } from "../texts";

const ADDRESS_NAMES = {
  country: "country",
  street: "street",
  city: "city",
  postalCode: "postalCode",
} as const;

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
  const accountTexts = useTexts(portugueseAccountTexts);
  const labels = accountTexts.fields;
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

  const addressProps = {
    form,
    countries,
    names: ADDRESS_NAMES,
    idOf: ids,
    compact: true,
    streetMaxLength: 300,
  };

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
      <FieldGrid>
        <Field compact id={ids("name")} label={labels.addressName} error={errors.name?.message}>
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
            compact
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
              {...corrected(register("nif"), normalizeNif)}
            />
          </Field>
        )}
        <CountryField {...addressProps} />
        <StreetFields {...addressProps} />
      </FieldGrid>
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
