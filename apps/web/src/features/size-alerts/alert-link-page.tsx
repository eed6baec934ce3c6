import { ErrorCode, type Translation } from "@shop/shared";
import { failureMessage } from "@shop/ui";
import { useQuery } from "@tanstack/react-query";
import { Link, useParams } from "react-router";
import { ApiRequestError } from "../../lib/api-client";
import { useTexts } from "../../lib/i18n/use-texts";
import page from "../account/components/page.module.css";
import styles from "../account/email/email-confirmation.module.css";
import { followAlertLink } from "./api";
import { sizeAlertTexts as portugueseSizeAlertTexts } from "./texts";

type SizeAlertTexts = Translation<typeof portugueseSizeAlertTexts>;

type Action = "confirm" | "unsubscribe";

/** Each action's texts: its page's title, what it says while waiting and once done. */
const WORDING = {
  confirm: (texts: SizeAlertTexts) => ({
    title: texts.confirmTitle,
    waiting: texts.confirming,
    done: texts.confirmed,
  }),
  unsubscribe: (texts: SizeAlertTexts) => ({
    title: texts.unsubscribeTitle,
    waiting: texts.unsubscribing,
    done: texts.unsubscribed,
  }),
};

/** What the page says once the server answered: done, a dead link, or the server's failure. */
function outcome(error: unknown, invalidLink: string) {
  const invalid = error instanceof ApiRequestError && error.error.code === ErrorCode.INVALID_TOKEN;
  return invalid ? invalidLink : failureMessage(error);
}

/** The page an emailed link opens: it follows the link once (a query dedupes a double mount). */
function AlertLinkPage({ action }: { action: Action }) {
  const texts = useTexts(portugueseSizeAlertTexts);
  const { code = "" } = useParams();
  const wording = WORDING[action](texts);
  const answer = useQuery({
    queryKey: ["size-alert-link", action, code],
    queryFn: () => followAlertLink(action, code),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    retry: false,
  });
  const state = answer.isPending ? "confirming" : answer.isSuccess ? "confirmed" : "invalidCode";

  return (
    <div className={`container ${page.page}`}>
      <section className={`${page.box} ${styles.box}`} data-state={state}>
        <h1 className={styles.title}>{wording.title}</h1>
        <p className={styles.state} role="status">
          {answer.isPending && <span className={styles.spinner} aria-hidden="true" />}
          {answer.isPending && wording.waiting}
          {answer.isSuccess && wording.done(answer.data.title, answer.data.size)}
          {answer.isError && outcome(answer.error, texts.invalidLink)}
        </p>
        {!answer.isPending && (
          <div className={styles.actions}>
            {answer.isSuccess && (
              <Link to={`/product/${answer.data.productId}`} className="button">
                {texts.toProduct}
              </Link>
            )}
            <Link to="/products" className="button button--secondary">
              {texts.toShop}
            </Link>
          </div>
        )}
      </section>
    </div>
  );
}

/** /size-alerts/confirm/{code}: a guest's alert turned on. */
export function SizeAlertConfirmPage() {
  return <AlertLinkPage action="confirm" />;
}

/** /size-alerts/unsubscribe/{code}: one click cancels the alert. */
export function SizeAlertUnsubscribePage() {
  return <AlertLinkPage action="unsubscribe" />;
}
