import { zodResolver } from "@hookform/resolvers/zod";
import { formatPhoneInput, phoneDigits, type User } from "@shop/shared";
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
import { useForm, useWatch } from "react-hook-form";
import type { z } from "zod";
import { setUser } from "../../../lib/auth/user-cache";
import { useTexts } from "../../../lib/i18n/use-texts";
import { updateSettings } from "../api";
import styles from "../components/form.module.css";
import { personFields } from "../components/person-fields";
import { hasChanges } from "../form-changes";
import { settingsSchemaFor } from "../schemas";
import { accountTexts as portugueseAccountTexts } from "../texts";

type Schema = ReturnType<typeof settingsSchemaFor>;
type Values = z.input<Schema>;

function savedValues(user: Pick<User, "name" | "email" | "phone">): Values {
  return {
    name: user.name,
    email: user.email,
    phone: formatPhoneInput(user.phone ?? ""),
    currentPassword: "",
  };
}

const isNewEmail = (typed: string | undefined, saved: string) =>
  (typed ?? "").trim().toLowerCase() !== saved.toLowerCase();

/**
 * Name, email and phone; 'Guardar alterações' shows only once something differs from the saved
 * data. A new email asks for the current password too.
 */
export function AccountDataForm({ user }: { user: User }) {
  const accountTexts = useTexts(portugueseAccountTexts);
  const labels = accountTexts.fields;
  const id = useId();
  const [saved, setSaved] = useState(() => savedValues(user));
  const form = useForm({
    resolver: zodResolver(settingsSchemaFor(saved.email)),
    defaultValues: saved,
  });
  const {
    register,
    handleSubmit,
    reset,
    control,
    formState: { errors, isSubmitting },
  } = form;
  const current = useWatch({ control });
  const { failure, setFailure, fail } = useFormFailure(form);
  const [done, setDone] = useState<string | null>(null);
  const aria = (name: keyof Values, hint = false) =>
    fieldAria(`${id}-${name}`, errors[name]?.message, hint);

  const emailChanging = isNewEmail(current.email, saved.email);

  async function send({ currentPassword, ...values }: z.output<Schema>) {
    setFailure(null);
    setDone(null);
    try {
      const updated = await updateSettings({
        ...values,
        phone: phoneDigits(values.phone) || null,
        ...(isNewEmail(values.email, saved.email) ? { currentPassword } : {}),
      });
      setUser(updated);
      setSaved(savedValues(updated));
      reset(savedValues(updated));
      const emailChanged = updated.email !== saved.email;
      setDone(
        [accountTexts.messages.dataChanged, emailChanged ? accountTexts.settings.emailChanged : ""]
          .filter(Boolean)
          .join(" "),
      );
    } catch (error) {
      fail(error);
    }
  }

  return (
    <form className={styles.form} noValidate onSubmit={handleSubmit(send)}>
      <FieldGrid>
        {personFields({ form, id, labels, wideName: true })}
        {emailChanging && (
          <Field
            compact
            id={`${id}-currentPassword`}
            label={labels.currentPassword}
            hint={accountTexts.settings.passwordForEmail}
            error={errors.currentPassword?.message}
            wide
          >
            <PasswordInput
              autoComplete="current-password"
              {...aria("currentPassword", true)}
              {...register("currentPassword")}
            />
          </Field>
        )}
      </FieldGrid>
      <FormAlert message={failure} />
      <FormStatus message={done} />
      {hasChanges(saved, current) && (
        <div className={styles.actions}>
          <button type="submit" className="button" disabled={isSubmitting}>
            {isSubmitting ? accountTexts.saving : accountTexts.settings.save}
          </button>
        </div>
      )}
    </form>
  );
}
