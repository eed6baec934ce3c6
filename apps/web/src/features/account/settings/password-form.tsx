import { zodResolver } from "@hookform/resolvers/zod";
import {
  Field,
  FieldGrid,
  FormAlert,
  FormStatus,
  fieldAria,
  PasswordInput,
  useFormFailure,
} from "@shop/ui";
import { useId, useState } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { useTexts } from "../../../lib/i18n/use-texts";
import { changePassword } from "../api";
import styles from "../components/form.module.css";
import { changePasswordSchema } from "../schemas";
import { accountTexts as portugueseAccountTexts } from "../texts";

type Values = z.input<typeof changePasswordSchema>;
const EMPTY: Values = { oldPassword: "", newPassword: "", confirmation: "" };

const FIELDS = [
  { name: "oldPassword", label: "currentPassword", autoComplete: "current-password" },
  { name: "newPassword", label: "newPassword", autoComplete: "new-password" },
  { name: "confirmation", label: "newConfirmation", autoComplete: "new-password" },
] as const;

/** Current password, new password and its confirmation (all 8 to 40 characters). */
export function PasswordForm() {
  const accountTexts = useTexts(portugueseAccountTexts);
  const labels = accountTexts.fields;
  const id = useId();
  const form = useForm({ resolver: zodResolver(changePasswordSchema), defaultValues: EMPTY });
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = form;
  const { failure, setFailure, fail } = useFormFailure(form);
  const [done, setDone] = useState<string | null>(null);

  async function send({ oldPassword, newPassword }: z.output<typeof changePasswordSchema>) {
    setFailure(null);
    setDone(null);
    try {
      await changePassword({ oldPassword, newPassword });
      reset(EMPTY);
      setDone(accountTexts.messages.passwordChanged);
    } catch (error) {
      fail(error);
    }
  }

  return (
    <form className={styles.form} noValidate onSubmit={handleSubmit(send)}>
      <FieldGrid>
        {FIELDS.map(({ name, label, autoComplete }) => (
          <Field
            compact
            key={name}
            id={`${id}-${name}`}
            label={labels[label]}
            error={errors[name]?.message}
            hint={name === "newPassword" ? labels.passwordHint : undefined}
            wide={name === "oldPassword"}
          >
            <PasswordInput
              autoComplete={autoComplete}
              {...fieldAria(`${id}-${name}`, errors[name]?.message, name === "newPassword")}
              {...register(name)}
            />
          </Field>
        ))}
      </FieldGrid>
      <FormAlert message={failure} />
      <FormStatus message={done} />
      <div className={styles.actions}>
        <button type="submit" className="button" disabled={isSubmitting}>
          {isSubmitting ? accountTexts.saving : accountTexts.settings.changePassword}
        </button>
      </div>
    </form>
  );
}
