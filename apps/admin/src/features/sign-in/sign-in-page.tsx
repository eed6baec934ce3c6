import { zodResolver } from "@hookform/resolvers/zod";
import {
  SecondStepCodeSchema,
  StaffLoginSchema,
  type StaffSessionView,
  staffMessages,
} from "@shop/shared";
import { Field, FormAlert, fieldAria, fieldError, PasswordInput, useFormFailure } from "@shop/ui";
import { useId, useState } from "react";
import { useForm } from "react-hook-form";
import {
  type LoaderFunctionArgs,
  redirect,
  useLoaderData,
  useNavigate,
  useSearchParams,
} from "react-router";
import { PublicPage } from "../../app/layout/public-page";
import { ACCOUNT_PATH, homePathFor } from "../../app/nav";
import { sections } from "../../app/sections";
import { currentSession } from "../../app/session/loaders";
import { confirmTotp, keepSession, signIn, signOut } from "../../app/session/session";
import { RETURN_PARAM, returnPathOf } from "../../app/session/sign-in-path";
import form from "../../components/form.module.css";
import { signInTexts as texts } from "./texts";

type Step = "password" | "totp";

/** Where a session goes once signed in: the page it came from, else its first section. */
function nextPath(view: StaffSessionView, search: URLSearchParams): string {
  if (view.step === "totp-setup") return ACCOUNT_PATH;
  return returnPathOf(search) ?? homePathFor(sections, view.staff.permissions);
}

/** Signed-in people go on; someone who still owes the TOTP code types it here. */
export async function loader({ request }: LoaderFunctionArgs): Promise<{ step: Step }> {
  const session = await currentSession();
  if (session && session.step !== "totp") {
    throw redirect(nextPath(session, new URL(request.url).searchParams));
  }
  return { step: session ? "totp" : "password" };
}

export function Component() {
  const [step, setStep] = useState(useLoaderData<typeof loader>().step);
  const [search] = useSearchParams();
  const navigate = useNavigate();

  function signedIn(view: StaffSessionView) {
    keepSession(view);
    if (view.step === "totp") setStep("totp");
    else navigate(nextPath(view, search), { replace: true });
  }

  return (
    <PublicPage>
      {search.has(RETURN_PARAM) && step === "password" && (
        <p className="notice" role="status">
          {staffMessages.signInNeeded}
        </p>
      )}
      {step === "password" ? (
        <PasswordStep onDone={signedIn} />
      ) : (
        <TotpStep onDone={signedIn} onRestart={() => setStep("password")} />
      )}
    </PublicPage>
  );
}

function PasswordStep({ onDone }: { onDone: (view: StaffSessionView) => void }) {
  const id = useId();
  const login = useForm({
    resolver: zodResolver(StaffLoginSchema),
    defaultValues: { email: "", password: "" },
  });
  const { failure, setFailure, fail } = useFormFailure(login);
  const { isSubmitting } = login.formState;
  const emailError = fieldError(login, "email");
  const passwordError = fieldError(login, "password");

  async function send(values: { email: string; password: string }) {
    setFailure(null);
    try {
      onDone(await signIn(values));
    } catch (error) {
      fail(error);
    }
  }

  return (
    <form
      className={form.form}
      noValidate
      aria-labelledby={`${id}-title`}
      onSubmit={login.handleSubmit(send)}
    >
      <h1 id={`${id}-title`}>{texts.title}</h1>
      <Field id={`${id}-email`} label={texts.email} error={emailError}>
        <input
          className="input"
          type="email"
          inputMode="email"
          autoComplete="username"
          spellCheck={false}
          {...fieldAria(`${id}-email`, emailError)}
          {...login.register("email")}
        />
      </Field>
      <Field id={`${id}-password`} label={texts.password} error={passwordError}>
        <PasswordInput
          autoComplete="current-password"
          {...fieldAria(`${id}-password`, passwordError)}
          {...login.register("password")}
        />
      </Field>
      <FormAlert message={failure} />
      <div className={form.actions}>
        <button type="submit" className="button" disabled={isSubmitting}>
          {isSubmitting ? texts.signingIn : texts.signIn}
        </button>
      </div>
    </form>
  );
}

function TotpStep(props: { onDone: (view: StaffSessionView) => void; onRestart: () => void }) {
  const id = useId();
  // The app's 6 digits, or one of the recovery codes kept when TOTP was turned on.
  const [recovery, setRecovery] = useState(false);
  const totp = useForm({
    resolver: zodResolver(SecondStepCodeSchema),
    defaultValues: { code: "" },
  });
  const { failure, setFailure, fail } = useFormFailure(totp);
  const { isSubmitting } = totp.formState;
  const codeError = fieldError(totp, "code");

  async function send(values: { code: string }) {
    setFailure(null);
    try {
      props.onDone(await confirmTotp(values));
    } catch (error) {
      fail(error);
    }
  }

  async function restart() {
    await signOut().catch(() => undefined);
    props.onRestart();
  }

  return (
    <form
      className={form.form}
      noValidate
      aria-labelledby={`${id}-title`}
      onSubmit={totp.handleSubmit(send)}
    >
      <h1 id={`${id}-title`}>{texts.totpTitle}</h1>
      <Field
        id={`${id}-code`}
        label={recovery ? texts.recoveryCode : texts.code}
        error={codeError}
        hint={recovery ? texts.recoveryText : texts.totpText}
      >
        <input
          key={recovery ? "recovery" : "app"}
          className="input"
          inputMode={recovery ? "text" : "numeric"}
          autoComplete={recovery ? "off" : "one-time-code"}
          autoCapitalize="off"
          spellCheck={false}
          maxLength={recovery ? 20 : 7}
          // biome-ignore lint/a11y/noAutofocus: the only field of the step the person just reached
          autoFocus
          {...fieldAria(`${id}-code`, codeError, true)}
          {...totp.register("code")}
        />
      </Field>
      <div>
        <button
          type="button"
          className={form.linkButton}
          onClick={() => {
            totp.reset({ code: "" });
            setFailure(null);
            setRecovery(!recovery);
          }}
        >
          {recovery ? texts.useApp : texts.useRecovery}
        </button>
      </div>
      <FormAlert message={failure} />
      <div className={form.actions}>
        <button type="submit" className="button" disabled={isSubmitting}>
          {isSubmitting ? texts.confirming : texts.confirm}
        </button>
        <button type="button" className={form.linkButton} onClick={restart}>
          {texts.otherAccount}
        </button>
      </div>
    </form>
  );
}
