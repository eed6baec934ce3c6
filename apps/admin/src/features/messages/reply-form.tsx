import { zodResolver } from "@hookform/resolvers/zod";
import {
  type ContactMessage,
  formatShopDateTime,
  type MessageReply,
  MessageReplySchema,
  REPLY_MAX,
  replyMessages,
} from "@shop/shared";
import { Field, FormAlert, FormStatus, fieldAria, fieldError, useFormFailure } from "@shop/ui";
import { useId, useState } from "react";
import { useForm } from "react-hook-form";
import form from "../../components/form.module.css";
import { sendReply } from "./api";
import styles from "./messages.module.css";
import { messagesTexts as texts } from "./texts";

/** The replies the shop sent, oldest first, each with who wrote it and when. */
export function Replies({ message }: { message: ContactMessage }) {
  const id = useId();
  if (message.replies.length === 0) return null;
  return (
    <section aria-labelledby={id} className={styles.replies}>
      <h2 id={id}>{texts.replies}</h2>
      <ol className={styles.replyList}>
        {message.replies.map((reply) => (
          <li key={reply.id} className="panel">
            <p className={styles.meta}>
              {texts.repliedBy(reply.author, formatShopDateTime(reply.createdAt))}
            </p>
            <p className={styles.body}>{reply.body}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}

/**
 * The answer to a message, written here and emailed to the sender by the shop (the reply is kept
 * on the message). `onSent` gets the message as it is now.
 */
export function ReplyForm(props: { message: ContactMessage; onSent: (m: ContactMessage) => void }) {
  const id = useId();
  const [sent, setSent] = useState(false);
  const reply = useForm<MessageReply>({
    resolver: zodResolver(MessageReplySchema),
    defaultValues: { body: "" },
  });
  const { failure, setFailure, fail } = useFormFailure(reply);
  const error = fieldError(reply, "body");
  const length = reply.watch("body").length;

  async function send(values: MessageReply) {
    setFailure(null);
    setSent(false);
    try {
      props.onSent(await sendReply(props.message.id, values));
      reply.reset({ body: "" });
      setSent(true);
    } catch (caught) {
      fail(caught);
    }
  }

  return (
    <form className={form.form} noValidate onSubmit={reply.handleSubmit(send)}>
      <Field
        id={`${id}-body`}
        label={texts.replyLabel(props.message.email)}
        hint={texts.replyHint(length, REPLY_MAX)}
        error={error}
        compact
      >
        <textarea
          className="input"
          rows={8}
          {...fieldAria(`${id}-body`, error, true)}
          {...reply.register("body")}
        />
      </Field>
      <FormAlert message={failure} />
      <FormStatus message={sent ? replyMessages.sent : null} />
      <div className={form.actions}>
        <button type="submit" className="button" disabled={reply.formState.isSubmitting}>
          {reply.formState.isSubmitting ? texts.sending : texts.send}
        </button>
      </div>
    </form>
  );
}
