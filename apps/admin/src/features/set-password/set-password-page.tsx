import { zodResolver } from "@hookform/resolvers/zod";
import { StaffPasswordSchema, staffMessages } from "@shop/shared";
import { Field, FormAlert, fieldAria, fieldError, PasswordInput, useFormFailure } from "@shop/ui";
import { useId, useState } from "react";
import { useForm } from "react-hook-form";
import { Link, type LoaderFunctionArgs, useLoaderData } from "react-router";
import { z } from "zod";
import { PublicPage } from "../../app/layout/public-page";
import { SIGN_IN_PATH } from "../../app/session/sign-in-path";
import form from "../../components/form.module.css";
import { ApiRequestError, apiRequest, queryString } from "../../lib/api-client";
import { setPasswordTexts as texts } from "./texts";

interface LinkOwner {
  email: string;
  name: string;
}

const schema = z
  .object({ password: StaffPasswordSchema, confirmation: z.string() })
  .refine((values) => values.password === values.confirmation, {
    path: ["confirmation"],
    error: texts.mismatch,
  });

/** Whose link this is; null when it is unknown, used or expired. */
export async function loader({ request }: LoaderFunctionArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  if (!token) return { token, owner: null };
  try {
    const owner = await apiRequest<LinkOwner>(`/admin/password-link${queryString({ token })}`);
    return { token, owner };
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 404) return { token, owner: null };
    throw error;
  }
}

export function Component() {
  const { token, owner } = useLoaderData<typeof loader>();
  const [done, setDone] = useState(false);
  return (
    <PublicPage>
      {!owner ? (
        <>
          <h1>{texts.invalidTitle}</h1>
          <p role="alert">{staffMessages.invalidLink}</p>
        </>
      ) : done ? (
        <>
          <h1>{texts.title}</h1>
          <p role="status">{staffMessages.passwordSet}</p>
          <Link to={SIGN_IN_PATH} className="button">
            {texts.signIn}
          </Link>
        </>
      ) : (
        <PasswordForm token={token} owner={owner} onDone={() => setDone(true)} />
      )}
    </PublicPage>
  );
}

function PasswordForm(props: { token: string; owner: LinkOwner; onDone: () => void }) {
  const id = useId();
  const passwords = useForm({
    resolver: zodResolver(schema),
    defaultValues: { password: "", confirmation: "" },
  });
  const { failure, setFailure, fail } = useFormFailure(passwords);
  const passwordError = fieldError(passwords, "password");
  const confirmationError = fieldError(passwords, "confirmation");

  async function send(values: { password: string }) {
    setFailure(null);
    try {
      await apiRequest<null>("/admin/password-link", {
        body: { token: props.token, password: values.password },
      });
      props.onDone();
    } catch (error) {
      fail(error);
    }
  }

  return (
    <form
      className={form.form}
      noValidate
      aria-labelledby={`${id}-title`}
      onSubmit={passwords.handleSubmit(send)}
    >
      <div>
        <h1 id={`${id}-title`}>{texts.title}</h1>
        <p>{texts.forWhom(props.owner.name, props.owner.email)}</p>
      </div>
      {/* For password managers: the account this password belongs to. */}
      <input type="email" autoComplete="username" value={props.owner.email} readOnly hidden />
      <Field
        id={`${id}-password`}
        label={texts.password}
        error={passwordError}
        hint={texts.passwordHint}
      >
        <PasswordInput
          autoComplete="new-password"
          {...fieldAria(`${id}-password`, passwordError, true)}
          {...passwords.register("password")}
        />
      </Field>
      <Field id={`${id}-confirmation`} label={texts.confirmation} error={confirmationError}>
        <PasswordInput
          autoComplete="new-password"
          {...fieldAria(`${id}-confirmation`, confirmationError)}
          {...passwords.register("confirmation")}
        />
      </Field>
      <FormAlert message={failure} />
      <div className={form.actions}>
        <button type="submit" className="button" disabled={passwords.formState.isSubmitting}>
          {passwords.formState.isSubmitting ? texts.saving : texts.save}
        </button>
      </div>
    </form>
  );
}
