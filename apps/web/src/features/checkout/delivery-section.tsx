import { type Country, PERSON_NAME_MAX_LENGTH } from "@shop/shared";
import { CountryField, Field, FieldGrid, fieldAria, fieldError, StreetFields } from "@shop/ui";
import styles from "./checkout.module.css";
import type { SectionProps } from "./contacts-section";
import { addressFieldsProps, fieldId } from "./draft-form";
import { checkoutTexts, deliveryTexts } from "./texts";

/** Step 3: where the order goes; the country sets the delivery price. */
export function DeliverySection({
  form,
  locked,
  onContinue,
  countries,
}: SectionProps & { countries: Country[] }) {
  const name = fieldError(form, "addressDelivery.name");
  const address = addressFieldsProps(form, "addressDelivery", countries);
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
        <FieldGrid>
          <Field
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
          </Field>
          <CountryField {...address} />
          <StreetFields {...address} />
        </FieldGrid>
        <div className={styles.sectionActions}>
          <button type="submit" className="button button--secondary">
            {checkoutTexts.continue}
          </button>
        </div>
      </fieldset>
    </form>
  );
}
