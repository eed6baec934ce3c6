import { type Country, normalizeNif } from "@shop/shared";
import {
  CountryField,
  corrected,
  Field,
  FieldGrid,
  fieldAria,
  fieldError,
  StreetFields,
} from "@shop/ui";
import { useWatch } from "react-hook-form";
import { useTexts } from "../../lib/i18n/use-texts";
import styles from "./checkout.module.css";
import type { SectionProps } from "./contacts-section";
import { addressFieldsProps, type DraftForm, fieldId } from "./draft-form";
import {
  checkoutTexts as portugueseCheckoutTexts,
  invoiceTexts as portugueseInvoiceTexts,
} from "./texts";

function copyDeliveryAddress(form: DraftForm) {
  const { name: _name, ...delivery } = form.getValues("addressDelivery");
  for (const [key, value] of Object.entries(delivery)) {
    const field = `addressInvoice.${key as keyof typeof delivery}` as const;
    form.setValue(field, value, { shouldDirty: true });
    form.clearErrors(field);
  }
}

function InvoiceFields({ form, countries }: { form: DraftForm; countries: Country[] }) {
  const invoiceTexts = useTexts(portugueseInvoiceTexts);
  const name = fieldError(form, "addressInvoice.name");
  const nif = fieldError(form, "addressInvoice.nif");
  const address = addressFieldsProps(form, "addressInvoice", countries);
  return (
    <FieldGrid>
      <Field id={fieldId("addressInvoice.name")} label={invoiceTexts.name} required error={name}>
        <input
          className="input"
          type="text"
          autoComplete="billing name"
          maxLength={70}
          required
          {...fieldAria(fieldId("addressInvoice.name"), name)}
          {...form.register("addressInvoice.name")}
        />
      </Field>
      <Field
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
          {...corrected(form.register("addressInvoice.nif"), normalizeNif)}
        />
      </Field>
      <CountryField {...address} />
      <div className={styles.inlineAction}>
        <button
          type="button"
          className={styles.linkButton}
          onClick={() => copyDeliveryAddress(form)}
        >
          {invoiceTexts.copyDelivery}
        </button>
      </div>
      <StreetFields {...address} />
    </FieldGrid>
  );
}

/** Step 4 (optional): name, NIF and address for an invoice; without them, a final-consumer one. */
export function InvoiceSection({
  form,
  locked,
  onContinue,
  countries,
}: SectionProps & { countries: Country[] }) {
  const checkoutTexts = useTexts(portugueseCheckoutTexts);
  const invoiceTexts = useTexts(portugueseInvoiceTexts);
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
          <button type="submit" className="button">
            {checkoutTexts.continue}
          </button>
        </div>
      </fieldset>
    </form>
  );
}
