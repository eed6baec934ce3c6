import { isValidPasswordLength } from "@shop/shared";
import { Field, fieldAria, PasswordInput } from "@shop/ui";
import { useTexts } from "../../../lib/i18n/use-texts";
import { accountTexts as portugueseAccountTexts } from "../texts";

/** The password's length error in the page's language, or undefined when it is long enough. */
export function usePasswordLengthError(): (password: string) => string | undefined {
  const message = useTexts(portugueseAccountTexts).messages.password;
  return (password) => (isValidPasswordLength(password) ? undefined : message);
}

/**
 * One password, with its label, the length hint and its error: the checkout's login and the
 * confirmation page's account offer show the same field.
 */
export function PasswordField({
  id,
  value,
  onChange,
  error,
  autoComplete,
  compact,
}: {
  id: string;
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
  autoComplete: "current-password" | "new-password";
  compact?: boolean;
}) {
  const accountTexts = useTexts(portugueseAccountTexts);
  return (
    <Field
      id={id}
      label={accountTexts.fields.password}
      error={error}
      hint={accountTexts.fields.passwordHint}
      compact={compact}
    >
      <PasswordInput
        autoComplete={autoComplete}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        {...fieldAria(id, error, true)}
      />
    </Field>
  );
}
