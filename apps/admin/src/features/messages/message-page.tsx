import { formatShopDateTime } from "@shop/shared";
import { FormAlert, FormStatus, failureMessage } from "@shop/ui";
import { useMutation, useQuery } from "@tanstack/react-query";
import { useEffect } from "react";
import { Link, type LoaderFunctionArgs, useParams } from "react-router";
import { useDocumentTitle } from "../../app/layout/document-title";
import page from "../../components/page.module.css";
import { queryClient } from "../../lib/query-client";
import { markRead, messageQuery, messagesKey } from "./api";
import styles from "./messages.module.css";
import { Replies, ReplyForm } from "./reply-form";
import { messagesTexts as texts } from "./texts";

export const loader = ({ params }: LoaderFunctionArgs) =>
  queryClient.ensureQueryData(messageQuery(params.id ?? ""));

/** One message, marked read as it opens, with the replies sent and a form to send another. */
export function Component() {
  const id = useParams().id ?? "";
  const { data: message } = useQuery(messageQuery(id));
  const mark = useMutation({
    mutationFn: (read: boolean) => markRead(Number(id), read),
    onSuccess: (changed) => {
      queryClient.setQueryData(messageQuery(id).queryKey, changed);
      void queryClient.invalidateQueries({ queryKey: [...messagesKey, "list"] });
    },
  });
  useDocumentTitle(message?.name);

  const unread = message !== undefined && message.readAt === null;
  const { mutate, isIdle } = mark;
  // Opening a message reads it (once: marking it unread again leaves it so).
  useEffect(() => {
    if (unread && isIdle) mutate(true);
  }, [unread, isIdle, mutate]);

  if (!message) return null;
  return (
    <article className={page.page}>
      <Link to="..">{texts.back}</Link>
      <header>
        <h1>{message.name}</h1>
        <p className={styles.meta}>
          <a href={`mailto:${message.email}`}>{message.email}</a>
          <span>
            {texts.receivedOn} {formatShopDateTime(message.createdAt)}
          </span>
        </p>
      </header>
      <div className="panel">
        <p className={styles.body}>{message.message}</p>
      </div>
      {message.readAt && (
        <p className={styles.meta}>
          {texts.readBy(message.readBy, formatShopDateTime(message.readAt))}
        </p>
      )}
      <FormAlert message={mark.error ? failureMessage(mark.error) : null} />
      <FormStatus
        message={mark.variables === false && mark.isSuccess ? texts.markedUnread : null}
      />
      <Replies message={message} />
      <section aria-labelledby="reply-title" className="panel">
        <h2 id="reply-title">{texts.replyTitle}</h2>
        <ReplyForm
          message={message}
          onSent={(answered) => {
            queryClient.setQueryData(messageQuery(id).queryKey, answered);
            void queryClient.invalidateQueries({ queryKey: [...messagesKey, "list"] });
          }}
        />
      </section>
      <div className={styles.actions}>
        {message.readAt && (
          <button
            type="button"
            className="button button--secondary"
            disabled={mark.isPending}
            onClick={() => mark.mutate(false)}
          >
            {texts.markUnread}
          </button>
        )}
      </div>
    </article>
  );
}
