import { zodResolver } from "@hookform/resolvers/zod";
import { CARRIER_CODES, CARRIERS, type DispatchOrder, DispatchOrderSchema } from "@shop/shared";
import { Field, FieldGrid, fieldAria, fieldError, useFormFailure } from "@shop/ui";
import { useId } from "react";
import { useForm } from "react-hook-form";
import { FormDialog } from "../../components/dialog";
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
    <FormDialog
      title={correcting ? texts.correctTitle : texts.title}
      onSubmit={dispatch.handleSubmit(send)}
      failure={failure}
      submitting={dispatch.formState.isSubmitting}
      submit={correcting ? texts.correctSubmit : texts.submit}
      back={texts.close}
      onClose={props.onClose}
    >
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
    </FormDialog>
  );
}
