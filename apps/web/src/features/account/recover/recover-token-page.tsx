import { zodResolver } from "@hookform/resolvers/zod";
import { Field, FormAlert, fieldAria, PasswordInput, useFormFailure } from "@shop/ui";
import { useId } from "react";
import { useForm } from "react-hook-form";
import { type LoaderFunctionArgs, useNavigate, useParams } from "react-router";
import { notFoundWithHelp } from "../../../app/routes/not-found-page";
import { useModal } from "../../../components/ui/modal-provider";
import { ApiRequestError } from "../../../lib/api-client";
import { requireGuestForRecovery } from "../../../lib/auth/guards";
import { useTexts } from "../../../lib/i18n/use-texts";
import { checkRecovery, performRecovery } from "../api";
import styles from "../components/form.module.css";
import page from "../components/page.module.css";
import { recoverPerformSchema } from "../schemas";
import { accountTexts as portugueseAccountTexts } from "../texts";

/** Checks the emailed token before the page opens: an unknown, used or old one is a 404. */
export async function recoverTokenLoader({ params }: LoaderFunctionArgs): Promise<null> {
  await requireGuestForRecovery();
  try {
    await checkRecovery(params.token ?? "");
  } catch (error) {
    if (error instanceof ApiRequestError && [400, 404].includes(error.status)) {
      return notFoundWithHelp();
    }
    throw error;
  }
  return null;
}

type Values = { password: string; confirmation: string };

/** /sign/recover/{token}: the new password; then 'Conta recuperada', and on to /sign. */
export function RecoverTokenPage() {
  const accountTexts = useTexts(portugueseAccountTexts);
  const { recover: texts, messages } = accountTexts;
  const id = useId();
  const { token = "" } = useParams();
  const navigate = useNavigate();
  const { showMessage } = useModal();
  const form = useForm({
    resolver: zodResolver(recoverPerformSchema),
    defaultValues: { password: "", confirmation: "" },
  });
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = form;
  const { failure, setFailure, fail } = useFormFailure(form);
  const aria = (name: keyof Values) => fieldAria(`${id}-${name}`, errors[name]?.message);

  async function send({ password }: Values) {
    setFailure(null);
    try {
      await performRecovery(token, password);
      showMessage({
        title: messages.recoveredTitle,
        text: messages.recoveredText,
        onClose: () => void navigate("/sign", { replace: true }),
      });
    } catch (error) {
      fail(error);
    }
  }

  return (
    <div className={`container ${page.page}`}>
      <header className={page.header}>
        <h1>{texts.tokenTitle}</h1>
        <p className={page.lead}>{texts.tokenLead}</p>
      </header>
      <section className={`${page.box} ${page.narrow}`}>
        <form className={styles.form} noValidate onSubmit={handleSubmit(send)}>
          <Field
            compact
            id={`${id}-password`}
            label={accountTexts.fields.newPassword}
            error={errors.password?.message}
          >
            <PasswordInput
              autoComplete="new-password"
              {...aria("password")}
              {...register("password")}
            />
          </Field>
          <Field
            compact
            id={`${id}-confirmation`}
            label={accountTexts.fields.newConfirmation}
            error={errors.confirmation?.message}
          >
            <PasswordInput
              autoComplete="new-password"
              {...aria("confirmation")}
              {...register("confirmation")}
            />
          </Field>
          <FormAlert message={failure} />
          <div className={styles.actions}>
            <button type="submit" className="button" disabled={isSubmitting}>
              {isSubmitting ? accountTexts.saving : texts.tokenSubmit}
            </button>
          </div>
        </form>
      </section>
    </div>
  );
}
