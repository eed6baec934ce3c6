import { type Country, PERSON_NAME_MAX_LENGTH } from "@shop/shared";
import { CountrySelect, StreetFields } from "./address-fields";
import styles from "./checkout.module.css";
import type { SectionProps } from "./contacts-section";
import { errorOf, fieldId } from "./draft-form";
import { FormField, fieldAria } from "./form-field";
import fieldStyles from "./form-field.module.css";
import { checkoutTexts, deliveryTexts } from "./texts";

/** Step 3: where the order goes; the country sets the delivery price. */
export function DeliverySection({
  form,
  locked,
  onContinue,
  countries,
}: SectionProps & { countries: Country[] }) {
  const name = errorOf(form, "addressDelivery.name");
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onContinue();
      }}
    >
      <fieldset className={styles.fieldset} disabled={locked}>
        <legend className="visually-hidden">{checkoutTexts.sections.delivery}</legend>
        <div className={fieldStyles.grid}>
          <FormField
            id={fieldId("addressDelivery.name")}
            label={deliveryTexts.name}
            required
            error={name}
          >
            <input
              className="input"
              type="text"
              autoComplete="shipping name"
              maxLength={PERSON_NAME_MAX_LENGTH}
              required
              {...fieldAria(fieldId("addressDelivery.name"), name)}
              {...form.register("addressDelivery.name")}
            />
          </FormField>
          <CountrySelect form={form} address="addressDelivery" countries={countries} />
          <StreetFields form={form} address="addressDelivery" countries={countries} />
        </div>
        <div className={styles.sectionActions}>
          <button type="submit" className="button button--secondary">
            {checkoutTexts.continue}
          </button>
        </div>
      </fieldset>
    </form>
  );
}
