import { zodResolver } from "@hookform/resolvers/zod";
import {
  formatShopDateTime,
  ORDER_NOTE_MAX,
  type OrderNoteBody,
  OrderNoteBodySchema,
  orderToolMessages,
} from "@shop/shared";
import { Field, FormAlert, FormStatus, fieldAria, fieldError, useFormFailure } from "@shop/ui";
import { useQuery } from "@tanstack/react-query";
import { useId, useState } from "react";
import { useForm } from "react-hook-form";
import { useStaff } from "../../app/session/session";
import form from "../../components/form.module.css";
import { queryClient } from "../../lib/query-client";
import { addNote, notesQuery } from "./api";
import styles from "./order.module.css";
import { notesTexts as texts } from "./texts";

/**
 * The staff's internal notes on an order, oldest first, with who wrote each and when; those who
 * may change orders add one. The customer never sees them.
 */
export function OrderNotes({ idShort }: { idShort: string }) {
  const id = useId();
  const { data: notes, error: loadError } = useQuery(notesQuery(idShort));
  const mayWrite = useStaff().permissions.includes("orders.write");
  const [saved, setSaved] = useState(false);
  const note = useForm<OrderNoteBody>({
    resolver: zodResolver(OrderNoteBodySchema),
    defaultValues: { body: "" },
  });
  const { failure, setFailure, fail } = useFormFailure(note);
  const error = fieldError(note, "body");

  async function save(values: OrderNoteBody) {
    setFailure(null);
    setSaved(false);
    try {
      queryClient.setQueryData(notesQuery(idShort).queryKey, await addNote(idShort, values));
      note.reset({ body: "" });
      setSaved(true);
    } catch (caught) {
      fail(caught);
    }
  }

  return (
    <section className={`panel ${styles.panel}`} data-wide aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.panelTitle}>
        {texts.title}
      </h2>
      <p className={styles.muted}>{texts.internal}</p>
      {loadError && <FormAlert message={texts.loadFailed} />}
      {notes && notes.length === 0 && <p className={styles.muted}>{texts.none}</p>}
      {notes && notes.length > 0 && (
        <ol className={styles.notes} aria-label={texts.title}>
          {notes.map((item) => (
            <li key={item.id}>
              <p className={styles.muted}>
                {texts.by(item.author, formatShopDateTime(item.createdAt))}
              </p>
              <p className={styles.noteBody}>{item.body}</p>
            </li>
          ))}
        </ol>
      )}
      {mayWrite && (
        <form className={form.form} noValidate onSubmit={note.handleSubmit(save)}>
          <Field
            id={`${id}-note`}
            label={texts.label}
            hint={texts.hint(note.watch("body").length, ORDER_NOTE_MAX)}
            error={error}
            compact
          >
            <textarea
              className="input"
              rows={3}
              {...fieldAria(`${id}-note`, error, true)}
              {...note.register("body")}
            />
          </Field>
          <FormAlert message={failure} />
          {/* Only once saved: the order's own status region says what its steps did. */}
          {saved && <FormStatus message={orderToolMessages.noteAdded} />}
          <div className={form.actions}>
            <button
              type="submit"
              className="button button--secondary"
              disabled={note.formState.isSubmitting}
            >
              {note.formState.isSubmitting ? texts.saving : texts.save}
            </button>
          </div>
        </form>
      )}
    </section>
  );
}
