import { zodResolver } from "@hookform/resolvers/zod";
import {
  type Reservation,
  ReservationBodySchema,
  reservationDays,
  reservationMessages,
  type Store,
} from "@shop/shared";
import { Field, FormAlert, fieldAria, useFormFailure } from "@shop/ui";
import { useEffect, useId, useMemo } from "react";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { useUser } from "../../lib/auth/hooks";
import { useTexts } from "../../lib/i18n/use-texts";
import { usePersistent } from "../../lib/persistent";
import { reserve } from "./api";
import styles from "./reservation.module.css";
import { reservationTexts as portugueseReservationTexts } from "./texts";

/** The shared rules; a store is chosen as a radio's text and sent as its number. */
export const ReservationFormSchema = ReservationBodySchema.extend({
  storeId: z
    .string({ error: reservationMessages.store })
    .regex(/^\d{1,9}$/, reservationMessages.store)
    .transform(Number),
});
type FormInput = z.input<typeof ReservationFormSchema>;
type FormOutput = z.output<typeof ReservationFormSchema>;

export interface ReservationFormProps {
  productId: number;
  /** The sizes some store has; one means it is chosen already. */
  sizes: string[];
  initialSize: string | null;
  /** The stores that have a size. */
  storesFor: (size: string | null) => Store[];
  /** The reservation, and the name of who collects it (a card payment's billing name). */
  onReserved: (reservation: Reservation, name: string) => void;
}

/** Today and tomorrow, each offered only when the store opens then; a closed day moves the choice. */
function DayChoice({
  form,
  store,
}: {
  form: ReturnType<typeof useReservationForm>;
  store?: Store;
}) {
  const texts = useTexts(portugueseReservationTexts);
  const { register, setValue, watch } = form;
  const days = reservationDays(store?.hours ?? null, new Date());
  const chosen = watch("pickupDay");
  const open = days[chosen];
  const other = days.today ? "today" : "tomorrow";
  useEffect(() => {
    if (!open) setValue("pickupDay", other);
  }, [open, other, setValue]);
  return (
    <fieldset className={styles.choices}>
      <legend className={styles.legend}>{texts.day}</legend>
      {(["today", "tomorrow"] as const).map((day) => (
        <label key={day} className={styles.choice}>
          <input type="radio" value={day} disabled={!days[day]} {...register("pickupDay")} />
          {days[day] ? texts[day] : day === "today" ? texts.closedToday : texts.closedTomorrow}
        </label>
      ))}
    </fieldset>
  );
}

function useReservationForm(props: ReservationFormProps) {
  const user = useUser();
  const size = props.initialSize ?? (props.sizes.length === 1 ? (props.sizes[0] ?? "") : "");
  const first = props.storesFor(size || null)[0];
  return useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(ReservationFormSchema),
    defaultValues: {
      productId: props.productId,
      size,
      storeId: first && props.storesFor(size || null).length === 1 ? String(first.id) : "",
      pickupDay: "today",
      name: user?.name ?? "",
      email: user?.email ?? "",
      phone: user?.phone ?? "",
      payment: "IN_STORE",
    },
  });
}

/** Paid in the store; or, when the shop offers it, at once by card. */
function PaymentChoice({ form }: { form: ReturnType<typeof useReservationForm> }) {
  const texts = useTexts(portugueseReservationTexts);
  const byCard = form.watch("payment") === "CARD";
  if (!usePersistent().settings.reservation_online_payment)
    return (
      <p className={styles.note}>
        <strong>{texts.paidInStore}</strong> {texts.held}
      </p>
    );
  return (
    <>
      <fieldset className={styles.choices}>
        <legend className={styles.legend}>{texts.payment}</legend>
        <label className={styles.choice}>
          <input type="radio" value="IN_STORE" {...form.register("payment")} />
          {texts.payInStore}
        </label>
        <label className={styles.choice}>
          <input type="radio" value="CARD" {...form.register("payment")} />
          {texts.payByCard}
        </label>
      </fieldset>
      <p className={styles.note}>{byCard ? texts.payNow : texts.held}</p>
    </>
  );
}

/** Size, store, day and contacts; the server holds the pair and answers the reservation. */
export function ReservationForm(props: ReservationFormProps) {
  const texts = useTexts(portugueseReservationTexts);
  const id = useId();
  const form = useReservationForm(props);
  const {
    register,
    handleSubmit,
    watch,
    formState: { errors, isSubmitting },
  } = form;
  const { failure, setFailure, fail } = useFormFailure(form, { fallback: texts.failed });
  const size = watch("size");
  const storeId = watch("storeId");
  const stores = useMemo(() => props.storesFor(size || null), [props.storesFor, size]);
  const store = stores.find((each) => String(each.id) === storeId);

  async function submit(body: FormOutput) {
    setFailure(null);
    try {
      props.onReserved(await reserve(body), body.name);
    } catch (error) {
      fail(error);
    }
  }

  return (
    <form className={styles.form} noValidate onSubmit={handleSubmit(submit)}>
      {props.sizes.length > 1 && (
        <Field id={`${id}-size`} label={texts.size} error={errors.size?.message} compact>
          <select
            className="input"
            {...fieldAria(`${id}-size`, errors.size?.message)}
            {...register("size")}
          >
            <option value="">{texts.chooseSize}</option>
            {props.sizes.map((each) => (
              <option key={each} value={each}>
                {texts.sizeName(each)}
              </option>
            ))}
          </select>
        </Field>
      )}
      <fieldset className={styles.choices} aria-describedby={`${id}-store-error`}>
        <legend className={styles.legend}>{texts.store}</legend>
        {stores.map((each) => (
          <label key={each.id} className={styles.choice}>
            <input type="radio" value={String(each.id)} {...register("storeId")} />
            <span>
              <strong>{each.name}</strong>
              <span className={styles.muted}>{each.address}</span>
            </span>
          </label>
        ))}
        {errors.storeId?.message && (
          <p id={`${id}-store-error`} className={styles.error}>
            {errors.storeId.message}
          </p>
        )}
      </fieldset>
      <DayChoice form={form} {...(store ? { store } : {})} />
      {errors.pickupDay?.message && <p className={styles.error}>{errors.pickupDay.message}</p>}
      <Field id={`${id}-name`} label={texts.name} error={errors.name?.message} compact>
        <input
          className="input"
          autoComplete="name"
          {...fieldAria(`${id}-name`, errors.name?.message)}
          {...register("name")}
        />
      </Field>
      <Field id={`${id}-email`} label={texts.email} error={errors.email?.message} compact>
        <input
          className="input"
          type="email"
          inputMode="email"
          autoComplete="email"
          spellCheck={false}
          {...fieldAria(`${id}-email`, errors.email?.message)}
          {...register("email")}
        />
      </Field>
      <Field id={`${id}-phone`} label={texts.phone} error={errors.phone?.message} compact>
        <input
          className="input"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          {...fieldAria(`${id}-phone`, errors.phone?.message)}
          {...register("phone")}
        />
      </Field>
      <PaymentChoice form={form} />
      <FormAlert message={failure} />
      <button type="submit" className="button" disabled={isSubmitting}>
        {isSubmitting
          ? texts.submitting
          : watch("payment") === "CARD"
            ? texts.submitAndPay
            : texts.submit}
      </button>
    </form>
  );
}
