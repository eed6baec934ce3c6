import { zodResolver } from "@hookform/resolvers/zod";
import { CARRIER_CODES, CARRIERS, type DispatchOrder, DispatchOrderSchema } from "@shop/shared";
import { Field, FieldGrid, FormAlert, fieldAria, fieldError, useFormFailure } from "@shop/ui";
import { useId } from "react";
import { useForm } from "react-hook-form";
import { Dialog } from "../../components/dialog";
import form from "../../components/form.module.css";
import { dispatchTexts as texts } from "./texts";

/**
 * The carrier and the tracking number an order leaves with (its link is built by the shop), or,
 * with `current`, the right ones of an order sent with a wrong number.
 */
export function DispatchDialog(props: {
  onSend: (body: DispatchOrder) => Promise<void>;
  onClose: () => void;
  current?: { carrier: string; trackingNumber: string } | null;
}) {
  const id = useId();
  const correcting = Boolean(props.current);
  const dispatch = useForm<DispatchOrder>({
    resolver: zodResolver(DispatchOrderSchema),
    defaultValues: {
      carrier: props.current?.carrier as DispatchOrder["carrier"] | undefined,
      trackingNumber: props.current?.trackingNumber ?? "",
    },
  });
  const { failure, setFailure, fail } = useFormFailure(dispatch);
  const carrierError = fieldError(dispatch, "carrier");
  const numberError = fieldError(dispatch, "trackingNumber");

  async function send(values: DispatchOrder) {
    setFailure(null);
    try {
      await props.onSend(values);
    } catch (error) {
      fail(error);
    }
  }

  return (
    <Dialog title={correcting ? texts.correctTitle : texts.title} onClose={props.onClose}>
      <form className={form.form} noValidate onSubmit={dispatch.handleSubmit(send)}>
        <p>{correcting ? texts.correctIntro : texts.intro}</p>
        <FieldGrid>
          <Field id={`${id}-carrier`} label={texts.carrier} error={carrierError} required compact>
            <select
              className="input"
              {...fieldAria(`${id}-carrier`, carrierError)}
              {...dispatch.register("carrier")}
            >
              <option value="">{texts.chooseCarrier}</option>
              {CARRIER_CODES.map((code) => (
                <option key={code} value={code}>
                  {CARRIERS[code].name}
                </option>
              ))}
            </select>
          </Field>
          <Field
            id={`${id}-number`}
            label={texts.trackingNumber}
            error={numberError}
            hint={texts.trackingHint}
            required
            compact
          >
            <input
              className="input"
              autoComplete="off"
              spellCheck={false}
              {...fieldAria(`${id}-number`, numberError, true)}
              {...dispatch.register("trackingNumber")}
            />
          </Field>
        </FieldGrid>
        <FormAlert message={failure} />
        <div className={form.actions}>
          <button type="submit" className="button" disabled={dispatch.formState.isSubmitting}>
            {correcting ? texts.correctSubmit : texts.submit}
          </button>
          <button type="button" className="button button--secondary" onClick={props.onClose}>
            {texts.close}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
