import { zodResolver } from "@hookform/resolvers/zod";
import { TotpCodeSchema, type TotpEnabled } from "@shop/shared";
import { Field, FormAlert, fieldAria, fieldError, useFormFailure } from "@shop/ui";
import { useMutation } from "@tanstack/react-query";
import { useId } from "react";
import { useForm } from "react-hook-form";
import { keepSession } from "../../app/session/session";
import form from "../../components/form.module.css";
import { apiRequest } from "../../lib/api-client";
import styles from "./account-page.module.css";
import { accountTexts as texts } from "./texts";

interface TotpSecret {
  secret: string;
  otpauthUrl: string;
  /** An <svg> of the otpauth URL, made by the server. */
  qrSvg: string;
}

/** `JBSWY3DPEHPK3PXP` as `JBSW Y3DP EHPK 3PXP`, easier to copy by hand. */
export function groupSecret(secret: string): string {
  return secret.match(/.{1,4}/g)?.join(" ") ?? secret;
}

/** Turning on two-step verification: a new secret as a QR code, confirmed by a first code. */
export function TotpSetup({ onEnabled }: { onEnabled: (recoveryCodes: string[]) => void }) {
  const setup = useMutation({
    mutationFn: () => apiRequest<TotpSecret>("/admin/totp/setup", { method: "POST" }),
  });
  if (!setup.data) {
    return (
      <div className={styles.setup}>
        <p>{texts.totpOff}</p>
        <FormAlert message={setup.error?.message} />
        <div>
          <button
            type="button"
            className="button"
            disabled={setup.isPending}
            onClick={() => setup.mutate()}
          >
            {setup.isPending ? texts.preparing : texts.turnOn}
          </button>
        </div>
      </div>
    );
  }
  const { qrSvg, secret } = setup.data;
  return (
    <div className={styles.setup}>
      <p>{texts.scan}</p>
      <img
        className={styles.qr}
        src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(qrSvg)}`}
        alt={texts.qrAlt}
      />
      <p>
        {texts.secret}: <code className={styles.secret}>{groupSecret(secret)}</code>
      </p>
      <CodeForm onEnabled={onEnabled} />
    </div>
  );
}

function CodeForm({ onEnabled }: { onEnabled: (recoveryCodes: string[]) => void }) {
  const id = useId();
  const totp = useForm({ resolver: zodResolver(TotpCodeSchema), defaultValues: { code: "" } });
  const { failure, setFailure, fail } = useFormFailure(totp);
  const codeError = fieldError(totp, "code");

  async function send(values: { code: string }) {
    setFailure(null);
    try {
      const { recoveryCodes, ...view } = await apiRequest<TotpEnabled>("/admin/totp/enable", {
        body: values,
      });
      // The codes first: the session's change unmounts this form.
      onEnabled(recoveryCodes);
      keepSession(view);
    } catch (error) {
      fail(error);
    }
  }

  return (
    <form className={form.form} noValidate onSubmit={totp.handleSubmit(send)}>
      <Field id={`${id}-code`} label={texts.code} error={codeError} hint={texts.codeHint}>
        <input
          className={`input ${styles.code}`}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={7}
          {...fieldAria(`${id}-code`, codeError, true)}
          {...totp.register("code")}
        />
      </Field>
      <FormAlert message={failure} />
      <div className={form.actions}>
        <button type="submit" className="button" disabled={totp.formState.isSubmitting}>
          {totp.formState.isSubmitting ? texts.confirming : texts.confirm}
        </button>
      </div>
    </form>
  );
}
