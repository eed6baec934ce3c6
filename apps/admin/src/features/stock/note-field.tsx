import { STOCK_NOTE_MAX_LENGTH } from "@shop/shared";
import { Field, fieldAria } from "@shop/ui";
import type { UseFormRegisterReturn } from "react-hook-form";
import { stockTexts as texts } from "./texts";

/** The note every change of stock may carry (why, a delivery note's number…). */
export function NoteField(props: {
  id: string;
  error: string | undefined;
  field: UseFormRegisterReturn;
}) {
  const { id, error } = props;
  return (
    <Field id={id} label={texts.note} error={error} hint={texts.noteHint} optional compact>
      <input
        className="input"
        maxLength={STOCK_NOTE_MAX_LENGTH}
        autoComplete="off"
        {...fieldAria(id, error, true)}
        {...props.field}
      />
    </Field>
  );
}
