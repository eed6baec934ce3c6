import {
  type Cart,
  type Country,
  hoursLines,
  opensLaterToday,
  PERSON_NAME_MAX_LENGTH,
  type Store,
} from "@shop/shared";
import { CountryField, Field, FieldGrid, fieldAria, fieldError, StreetFields } from "@shop/ui";
import { useQuery } from "@tanstack/react-query";
import { useLanguage } from "../../lib/i18n/language";
import { useTexts } from "../../lib/i18n/use-texts";
import { pickupShelvesQuery } from "./api";
import styles from "./checkout.module.css";
import type { SectionProps } from "./contacts-section";
import { type DraftField, isCardsOnly } from "./draft";
import { addressFieldsProps, type DraftForm, fieldId } from "./draft-form";
import {
  checkoutTexts as portugueseCheckoutTexts,
  deliveryTexts as portugueseDeliveryTexts,
} from "./texts";

function NameField({ form, path, label }: { form: DraftForm; path: DraftField; label: string }) {
  const error = fieldError(form, path);
  return (
    <Field id={fieldId(path)} label={label} required error={error}>
      <input
        className="input"
        type="text"
        autoComplete={path === "pickup.name" ? "name" : "shipping name"}
        maxLength={PERSON_NAME_MAX_LENGTH}
        required
        {...fieldAria(fieldId(path), error)}
        {...form.register(path)}
      />
    </Field>
  );
}

function HowChoice({ form }: { form: DraftForm }) {
  const deliveryTexts = useTexts(portugueseDeliveryTexts);
  const choices = [
    { value: "delivery", label: deliveryTexts.home, hint: deliveryTexts.homeHint },
    { value: "pickup", label: deliveryTexts.pickup, hint: deliveryTexts.pickupHint },
  ] as const;
  return (
    <fieldset className={styles.methods}>
      <legend className={styles.methodsLegend}>{deliveryTexts.how}</legend>
      {choices.map((choice) => (
        <label key={choice.value} className={styles.method}>
          <input
            type="radio"
            value={choice.value}
            aria-describedby={`checkout-fulfilment-${choice.value}-hint`}
            {...form.register("fulfilment")}
          />
          <span className={styles.methodText}>
            <span className={styles.methodLabel}>{choice.label}</span>
            <span id={`checkout-fulfilment-${choice.value}-hint`} className={styles.methodHint}>
              {choice.hint}
            </span>
          </span>
        </label>
      ))}
    </fieldset>
  );
}

/** The stores taking pickups, each with its address, its hours and whether the cart is there now. */
function StoreChoice({ form, stores, cart }: { form: DraftForm; stores: Store[]; cart: Cart }) {
  const deliveryTexts = useTexts(portugueseDeliveryTexts);
  const language = useLanguage();
  const shelves = useQuery(pickupShelvesQuery(cart)).data?.storeIds ?? [];
  const error = fieldError(form, "pickup.storeId");
  const now = new Date();
  if (stores.length === 0) return <p className={styles.methodHint}>{deliveryTexts.noStores}</p>;
  return (
    <fieldset
      className={styles.methods}
      aria-describedby={error ? `${fieldId("pickup.storeId")}-error` : undefined}
    >
      <legend className={styles.methodsLegend}>{deliveryTexts.store}</legend>
      {stores.map((store, index) => {
        const today = shelves.includes(store.id) && opensLaterToday(store.hours, now);
        return (
          <label key={store.id} className={styles.method}>
            <input
              id={index === 0 ? fieldId("pickup.storeId") : undefined}
              type="radio"
              value={String(store.id)}
              aria-invalid={error ? true : undefined}
              {...form.register("pickup.storeId")}
            />
            <span className={styles.methodText}>
              <span className={styles.methodLabel}>{store.name}</span>
              <span className={styles.methodHint}>{store.address}</span>
              {store.hours &&
                hoursLines(store.hours, language).map((line) => (
                  <span key={line.days} className={styles.methodHint}>
                    {line.days}: {line.times}
                  </span>
                ))}
              {today && (
                <span className={styles.pickupToday}>{deliveryTexts.readyToday(store.name)}</span>
              )}
            </span>
          </label>
        );
      })}
      {error && (
        <p id={`${fieldId("pickup.storeId")}-error`} className={styles.fieldError}>
          {error}
        </p>
      )}
    </fieldset>
  );
}

/** Gift cards alone travel by email: no address, only the buyer's name (the invoice's, the emails'). */
function ByEmail({ form }: { form: DraftForm }) {
  const deliveryTexts = useTexts(portugueseDeliveryTexts);
  return (
    <>
      <p className={styles.methodHint}>{deliveryTexts.byEmail}</p>
      <FieldGrid>
        <NameField form={form} path="addressDelivery.name" label={deliveryTexts.buyerName} />
      </FieldGrid>
    </>
  );
}

/**
 * Step 3: delivered to an address (its country sets the delivery price) or collected in a store;
 * gift cards alone, by email.
 */
export function DeliverySection({
  form,
  locked,
  onContinue,
  countries,
  stores,
  cart,
}: SectionProps & { countries: Country[]; stores: Store[]; cart: Cart }) {
  const checkoutTexts = useTexts(portugueseCheckoutTexts);
  const deliveryTexts = useTexts(portugueseDeliveryTexts);
  const address = addressFieldsProps(form, "addressDelivery", countries);
  const pickup = form.watch("fulfilment") === "pickup";
  const cardsOnly = isCardsOnly(cart);
  const legend = cardsOnly ? deliveryTexts.titleByEmail : checkoutTexts.sections.delivery;
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onContinue();
      }}
    >
      <fieldset className={styles.fieldset} disabled={locked}>
        <legend className="visually-hidden">{legend}</legend>
        {cardsOnly && <ByEmail form={form} />}
        {!cardsOnly && <HowChoice form={form} />}
        {cardsOnly ? null : pickup ? (
          <>
            <StoreChoice form={form} stores={stores.filter((s) => s.pickup)} cart={cart} />
            <div className={styles.pickupName}>
              <FieldGrid>
                <NameField form={form} path="pickup.name" label={deliveryTexts.pickupName} />
              </FieldGrid>
            </div>
          </>
        ) : (
          <FieldGrid>
            <NameField form={form} path="addressDelivery.name" label={deliveryTexts.name} />
            <CountryField {...address} />
            <StreetFields {...address} />
          </FieldGrid>
        )}
        <div className={styles.sectionActions}>
          <button type="submit" className="button">
            {checkoutTexts.continue}
          </button>
        </div>
      </fieldset>
    </form>
  );
}
