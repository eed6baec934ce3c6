import { zodResolver } from "@hookform/resolvers/zod";
import { Field, FormAlert, fieldAria, PasswordInput, useFormFailure } from "@shop/ui";
import { useId } from "react";
import { useForm } from "react-hook-form";
import { useNavigate } from "react-router";
import { useModal } from "../../../components/ui/modal-provider";
import { forgetSession } from "../../../lib/auth/user-cache";
import { useTexts } from "../../../lib/i18n/use-texts";
import { deleteAccount } from "../api";
import styles from "../components/form.module.css";
import { accountExit } from "../layout/account-layout";
import { deleteAccountSchema } from "../schemas";
import { accountTexts as portugueseAccountTexts } from "../texts";
import page from "./delete.module.css";

/** /account/delete: a warning and the password; then logged out, at home, with a message. */
export function DeletePage() {
  const accountTexts = useTexts(portugueseAccountTexts);
  const texts = accountTexts.delete;
  const id = useId();
  const navigate = useNavigate();
  const { showMessage } = useModal();
  const form = useForm({
    resolver: zodResolver(deleteAccountSchema),
    defaultValues: { password: "" },
  });
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = form;
  const { failure, setFailure, fail } = useFormFailure(form);

  async function send({ password }: { password: string }) {
    setFailure(null);
    try {
      await deleteAccount(password);
    } catch (error) {
      fail(error);
      return;
    }
    accountExit.leaving = true;
    await navigate("/home", { replace: true });
    forgetSession();
    showMessage({ title: texts.doneTitle, text: texts.doneText });
  }

  return (
    <>
      <h1 className={page.title}>{texts.title}</h1>
      <div className={page.warning} role="note">
        <p className={page.warningTitle}>{texts.warningTitle}</p>
        <p>{texts.warning}</p>
      </div>
      <form className={`${styles.form} ${page.form}`} noValidate onSubmit={handleSubmit(send)}>
        <Field
          compact
          id={`${id}-password`}
          label={accountTexts.fields.password}
          hint={texts.confirm}
          error={errors.password?.message}
        >
          <PasswordInput
            autoComplete="current-password"
            {...fieldAria(`${id}-password`, errors.password?.message, true)}
            {...register("password")}
          />
        </Field>
        <FormAlert message={failure} />
        <div className={styles.actions}>
          <button type="submit" className={`button ${page.danger}`} disabled={isSubmitting}>
            {isSubmitting ? texts.deleting : texts.submit}
          </button>
        </div>
      </form>
    </>
  );
}
