import { FormAlert } from "@shop/ui";
import { type FormEventHandler, type ReactNode, useEffect, useId, useRef } from "react";
import form from "./form.module.css";
import { formTexts } from "./texts";

/**
 * The form that opens above a list to add or edit one of its items (a store, a category, a
 * delivery group, a country, a brand): a panel named by its heading, the fields, the server's
 * refusal, «Guardar» and «Cancelar».
 */
export function EditPanel(props: {
  title: string;
  /** h2 on a page of its own list, h3 inside a section of a page. */
  level?: 2 | 3;
  onSubmit: FormEventHandler<HTMLFormElement>;
  failure: ReactNode;
  submitting: boolean;
  onCancel: () => void;
  /** The submit button's words when not «Guardar» («Criar convite» / «A criar…»). */
  submitText?: string;
  submittingText?: string;
  /** Takes the focus to its heading as it opens (a form opened from a row far below). */
  focusHeading?: boolean;
  children: ReactNode;
}) {
  const id = useId();
  const Heading = props.level === 3 ? "h3" : "h2";
  const heading = useRef<HTMLHeadingElement>(null);
  const { focusHeading } = props;
  useEffect(() => {
    if (focusHeading) heading.current?.focus();
  }, [focusHeading]);
  return (
    <form
      className={`panel ${form.form}`}
      noValidate
      aria-labelledby={`${id}-title`}
      onSubmit={props.onSubmit}
    >
      <Heading id={`${id}-title`} ref={heading} tabIndex={focusHeading ? -1 : undefined}>
        {props.title}
      </Heading>
      {props.children}
      <FormAlert message={props.failure} />
      <div className={form.actions}>
        <button type="submit" className="button" disabled={props.submitting}>
          {props.submitting
            ? (props.submittingText ?? formTexts.saving)
            : (props.submitText ?? formTexts.save)}
        </button>
        <button type="button" className="button button--secondary" onClick={props.onCancel}>
          {formTexts.cancel}
        </button>
      </div>
    </form>
  );
}
