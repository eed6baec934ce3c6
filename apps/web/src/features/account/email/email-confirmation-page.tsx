import { ErrorCode, type Translation } from "@shop/shared";
import { useQuery } from "@tanstack/react-query";
import { useEffect } from "react";
import { Link, useParams } from "react-router";
import { ApiRequestError } from "../../../lib/api-client";
import { useUser } from "../../../lib/auth/hooks";
import { refreshUser } from "../../../lib/auth/session";
import { useTexts } from "../../../lib/i18n/use-texts";
import { confirmEmail, type EmailConfirmation } from "../api";
import page from "../components/page.module.css";
import { accountTexts as portugueseAccountTexts } from "../texts";
import styles from "./email-confirmation.module.css";

export type ConfirmationState =
  | "confirming"
  | "confirmed"
  | "alreadyConfirmed"
  | "invalidCode"
  | "error";

/** Which state the server's answer means; an answer that says nothing is an error. */
export function confirmationState(answer: EmailConfirmation | undefined): ConfirmationState {
  if (!answer) return "confirming";
  if (answer.invalidCode) return "invalidCode";
  if (answer.alreadyConfirmed) return "alreadyConfirmed";
  return answer.confirmed ? "confirmed" : "error";
}

/** What the page says in each state but an error. */
const STATE_TEXT = {
  confirming: (texts) => texts.email.confirming,
  confirmed: (texts) => texts.email.confirmed,
  alreadyConfirmed: (texts) => texts.messages.emailAlreadyConfirmed,
  invalidCode: (texts) => texts.messages.emailInvalidCode,
} satisfies Record<
  Exclude<ConfirmationState, "error">,
  (texts: Translation<typeof portugueseAccountTexts>) => string
>;

/** The confirmation is asked once per code and page visit (a query dedupes a double mount). */
function useConfirmation(emailCode: string) {
  return useQuery({
    queryKey: ["email-confirmation", emailCode],
    queryFn: () => confirmEmail(emailCode),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    retry: false,
  });
}

/**
 * /email/confirmation/emailCode/{code}: confirming, then confirmed, already confirmed or invalid
 * code. A failed call is logged and shows the 404 page.
 */
export function EmailConfirmationPage() {
  const accountTexts = useTexts(portugueseAccountTexts);
  const texts = accountTexts.email;
  const { messages } = accountTexts;
  const { emailCode = "" } = useParams();
  const confirmation = useConfirmation(emailCode);
  const user = useUser();
  const state = confirmationState(confirmation.data);

  useEffect(() => {
    if (confirmation.isSuccess) void refreshUser();
  }, [confirmation.isSuccess]);

  if (confirmation.isError || state === "error") {
    console.error(messages.emailError, confirmation.error);
    // The route's error boundary shows the 404 page for an API 404.
    throw new ApiRequestError(404, { code: ErrorCode.NOT_FOUND, message: messages.emailError });
  }

  return (
    <div className={`container ${page.page}`}>
      <section className={`${page.box} ${styles.box}`} data-state={state}>
        <h1 className={styles.title}>{texts.title}</h1>
        <p className={styles.state} role="status">
          {state === "confirming" && <span className={styles.spinner} aria-hidden="true" />}
          {STATE_TEXT[state](accountTexts)}
        </p>
        {state !== "confirming" && (
          <div className={styles.actions}>
            {user ? (
              <Link to="/account/settings" className="button">
                {texts.toAccount}
              </Link>
            ) : null}
            <Link to="/products" className="button button--secondary">
              {texts.toShop}
            </Link>
          </div>
        )}
      </section>
    </div>
  );
}
