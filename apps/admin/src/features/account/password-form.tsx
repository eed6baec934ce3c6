import { zodResolver } from "@hookform/resolvers/zod";
import { type ChangeStaffPassword, ChangeStaffPasswordSchema, staffMessages } from "@shop/shared";
import {
  Field,
  FormAlert,
  FormStatus,
  fieldAria,
  fieldError,
  PasswordInput,
  useFormFailure,
} from "@shop/ui";
import { useId, useState } from "react";
import { useForm } from "react-hook-form";
import form from "../../components/form.module.css";
import { apiRequest } from "../../lib/api-client";
import { accountTexts as texts } from "./texts";

/** The signed-in person's new password, behind their current one. */
export function PasswordForm() {
  const id = useId();
  const change = useForm<ChangeStaffPassword>({
    resolver: zodResolver(ChangeStaffPasswordSchema),
    defaultValues: { currentPassword: "", newPassword: "" },
  });
  const { failure, setFailure, fail } = useFormFailure(change);
  const [done, setDone] = useState(false);
  const { isSubmitting } = change.formState;
  const currentError = fieldError(change, "currentPassword");
  const newError = fieldError(change, "newPassword");

  async function send(values: ChangeStaffPassword) {
    setFailure(null);
    setDone(false);
    try {
      await apiRequest<null>("/admin/password", { body: values });
      change.reset();
      setDone(true);
    } catch (error) {
      fail(error);
    }
  }

  return (
    <form className={form.form} noValidate onSubmit={change.handleSubmit(send)}>
      <p>{texts.passwordIntro}</p>
      <Field id={`${id}-current`} label={texts.currentPassword} error={currentError}>
        <PasswordInput
          autoComplete="current-password"
          {...fieldAria(`${id}-current`, currentError)}
          {...change.register("currentPassword")}
        />
      </Field>
      <Field
        id={`${id}-new`}
        label={texts.newPassword}
        error={newError}
        hint={texts.newPasswordHint}
      >
        <PasswordInput
          autoComplete="new-password"
          {...fieldAria(`${id}-new`, newError, true)}
          {...change.register("newPassword")}
        />
      </Field>
      <FormAlert message={failure} />
      <div className={form.actions}>
        <button type="submit" className="button" disabled={isSubmitting}>
          {isSubmitting ? texts.changingPassword : texts.changePassword}
        </button>
      </div>
      <FormStatus message={done && staffMessages.passwordChanged} />
    </form>
  );
}
