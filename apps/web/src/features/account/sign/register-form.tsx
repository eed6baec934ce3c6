import { zodResolver } from "@hookform/resolvers/zod";
import { PHONE_PREFIX, phoneDigits } from "@shop/shared";
import { Field, FormAlert, fieldAria, PasswordInput, useFormFailure } from "@shop/ui";
import { useId } from "react";
import { useForm } from "react-hook-form";
import { Link } from "react-router";
import type { z } from "zod";
import { useModal } from "../../../components/ui/modal-provider";
import { register as registerAccount } from "../../../lib/auth/session";
import { useTexts } from "../../../lib/i18n/use-texts";
import styles from "../components/form.module.css";
import page from "../components/page.module.css";
import { personFields } from "../components/person-fields";
import { registerSchema } from "../schemas";
import { accountTexts as portugueseAccountTexts } from "../texts";

type RegisterValues = z.output<typeof registerSchema>;

const EMPTY = {
  name: "",
  email: "",
  phone: PHONE_PREFIX,
  password: "",
  confirmation: "",
  privacy: false,
};

/**
 * The register box. The privacy policy must be accepted: without it a dialog says so and nothing
 * is sent. A new account takes the local cart with it.
 */
export function RegisterForm({ onRegistered }: { onRegistered: () => void }) {
  const { sign: texts, messages } = useTexts(portugueseAccountTexts);
  const labels = useTexts(portugueseAccountTexts).fields;
  const id = useId();
  const { showMessage } = useModal();
  const form = useForm({ resolver: zodResolver(registerSchema), defaultValues: EMPTY });
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = form;
  const { failure, setFailure, fail } = useFormFailure(form);
  const aria = (name: keyof typeof EMPTY, hint = false) =>
    fieldAria(`${id}-${name}`, errors[name]?.message, hint);

  async function send({ name, email, phone, password, privacy }: RegisterValues) {
    setFailure(null);
    if (!privacy) {
      showMessage({ title: messages.privacyTitle, text: messages.privacyText });
      return;
    }
    try {
      await registerAccount({ name, email, password, phone: phoneDigits(phone) || null });
      onRegistered();
    } catch (error) {
      fail(error);
    }
  }

  return (
    <form
      className={styles.form}
      noValidate
      aria-labelledby={`${id}-title`}
      onSubmit={handleSubmit(send)}
    >
      <div>
        <h2 id={`${id}-title`}>{texts.registerTitle}</h2>
        <p className={page.boxText}>{texts.registerText}</p>
      </div>
      {personFields({ form, id, labels })}
      <Field
        compact
        id={`${id}-password`}
        label={labels.password}
        hint={labels.passwordHint}
        error={errors.password?.message}
      >
        <PasswordInput
          autoComplete="new-password"
          {...aria("password", true)}
          {...register("password")}
        />
      </Field>
      <Field
        compact
        id={`${id}-confirmation`}
        label={labels.confirmation}
        error={errors.confirmation?.message}
      >
        <PasswordInput
          autoComplete="new-password"
          {...aria("confirmation")}
          {...register("confirmation")}
        />
      </Field>
      <label className={styles.check}>
        <input type="checkbox" {...register("privacy")} />
        <span>
          {texts.privacyBefore}
          <Link to="/privacy" target="_blank">
            {texts.privacyLink}
            <span className="visually-hidden"> {texts.newWindow}</span>
          </Link>
          {texts.privacyAfter}
        </span>
      </label>
      <FormAlert message={failure} />
      <div className={styles.actions}>
        <button type="submit" className="button" disabled={isSubmitting}>
          {isSubmitting ? texts.registering : texts.register}
        </button>
      </div>
    </form>
  );
}
