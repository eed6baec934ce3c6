import { type Country, normalizeNif } from "@shop/shared";
import { useWatch } from "react-hook-form";
import { CountrySelect, StreetFields } from "./address-fields";
import styles from "./checkout.module.css";
import type { SectionProps } from "./contacts-section";
import { type DraftForm, errorOf, fieldId, registerCorrected } from "./draft-form";
import { FormField, fieldAria } from "./form-field";
import fieldStyles from "./form-field.module.css";
import { checkoutTexts, invoiceTexts } from "./texts";

function copyDeliveryAddress(form: DraftForm) {
  const { name: _name, ...delivery } = form.getValues("addressDelivery");
  for (const [key, value] of Object.entries(delivery)) {
    const field = `addressInvoice.${key as keyof typeof delivery}` as const;
    form.setValue(field, value, { shouldDirty: true });
    form.clearErrors(field);
  }
}

function InvoiceFields({ form, countries }: { form: DraftForm; countries: Country[] }) {
  const name = errorOf(form, "addressInvoice.name");
  const nif = errorOf(form, "addressInvoice.nif");
  return (
    <div className={fieldStyles.grid}>
      <FormField
        id={fieldId("addressInvoice.name")}
        label={invoiceTexts.name}
        required
        error={name}
      >
        <input
          className="input"
          type="text"
          autoComplete="billing name"
          maxLength={70}
          required
          {...fieldAria(fieldId("addressInvoice.name"), name)}
          {...form.register("addressInvoice.name")}
        />
      </FormField>
      <FormField
        id={fieldId("addressInvoice.nif")}
        label={invoiceTexts.nif}
        required
        error={nif}
        hint={invoiceTexts.nifHint}
      >
        <input
          className="input"
          type="text"
          inputMode="numeric"
          autoComplete="off"
          required
          {...fieldAria(fieldId("addressInvoice.nif"), nif, true)}
          {...registerCorrected(form, "addressInvoice.nif", normalizeNif)}
        />
      </FormField>
      <CountrySelect form={form} address="addressInvoice" countries={countries} />
      <div className={styles.inlineAction}>
        <button
          type="button"
          className={styles.linkButton}
          onClick={() => copyDeliveryAddress(form)}
        >
          {invoiceTexts.copyDelivery}
        </button>
      </div>
      <StreetFields form={form} address="addressInvoice" countries={countries} />
    </div>
  );
}

/** Step 4 (optional): name, NIF and address for an invoice; without them, a final-consumer one. */
export function InvoiceSection({
  form,
  locked,
  onContinue,
  countries,
}: SectionProps & { countries: Country[] }) {
  const wantsInvoice = useWatch({ control: form.control, name: "wantsInvoice" });
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onContinue();
      }}
    >
      <fieldset className={styles.fieldset} disabled={locked}>
        <legend className="visually-hidden">{checkoutTexts.sections.invoice}</legend>
        <label className={styles.checkbox}>
          <input type="checkbox" {...form.register("wantsInvoice")} />
          <span>{invoiceTexts.wantsInvoice}</span>
        </label>
        <p className={styles.note}>{invoiceTexts.finalConsumer}</p>
        {wantsInvoice && <InvoiceFields form={form} countries={countries} />}
        <div className={styles.sectionActions}>
          <button type="submit" className="button button--secondary">
            {checkoutTexts.continue}
          </button>
        </div>
      </fieldset>
    </form>
  );
}
