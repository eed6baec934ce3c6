import { zodResolver } from "@hookform/resolvers/zod";
import { type SynonymGroup, type SynonymInput, SynonymInputSchema } from "@shop/shared";
import { Field, fieldAria, useFormFailure } from "@shop/ui";
import { type KeyboardEvent, useId, useState } from "react";
import { Controller, type FieldErrors, useForm } from "react-hook-form";
import { EditPanel } from "../../components/edit-panel";
import { synonyms } from "./api";
import styles from "./search.module.css";
import { searchTexts as texts } from "./texts";

interface TermsForm {
  terms: string[];
}

/** The terms typed so far, split at commas, trimmed, without empty ones. */
const typedTerms = (text: string) =>
  text
    .split(",")
    .map((term) => term.trim())
    .filter((term) => term.length > 0);

/** The field's message: the group's own, or the first term's, naming the term. */
function termsError(errors: FieldErrors<TermsForm>, terms: string[]): string | undefined {
  const error = errors.terms;
  if (!error) return undefined;
  if (error.message) return error.message;
  const index = terms.findIndex((_, i) => error[i]?.message);
  const message = error[index]?.message;
  return message ? texts.termError(terms[index] ?? "", message) : undefined;
}

/** A new group of synonyms, or a change of one; `terms` prefills a new one (a search). */
export function SynonymForm(props: {
  group: SynonymGroup | null;
  terms?: string[];
  onSaved: (groups: SynonymGroup[], message: string) => void;
  onCancel: () => void;
}) {
  const id = useId();
  const { group } = props;
  const values = useForm<TermsForm>({
    resolver: zodResolver(SynonymInputSchema, undefined, { raw: true }),
    defaultValues: { terms: group?.terms ?? props.terms ?? [] },
  });
  const { failure, setFailure, fail } = useFormFailure(values);
  const [draft, setDraft] = useState("");
  const terms = values.watch("terms");
  const error = termsError(values.formState.errors, terms);

  /** Typed terms become chips (a term already there is not added twice). */
  function addTerms(text: string) {
    const current = values.getValues("terms");
    const added = typedTerms(text).filter((term) => !current.includes(term));
    if (added.length > 0) values.setValue("terms", [...current, ...added]);
  }

  function commitDraft() {
    addTerms(draft);
    setDraft("");
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === "Enter" && draft.trim() !== "") {
      event.preventDefault();
      commitDraft();
    } else if (event.key === "Backspace" && draft === "" && terms.length > 0) {
      values.setValue("terms", terms.slice(0, -1));
    }
  }

  async function send(input: SynonymInput) {
    setFailure(null);
    try {
      const saved = group ? await synonyms.update(group.id, input) : await synonyms.create(input);
      const words = input.terms.map((term) => term.trim());
      props.onSaved(saved, group ? texts.saved(words) : texts.created(words));
    } catch (reason) {
      fail(reason);
    }
  }

  return (
    <EditPanel
      title={group ? texts.editTitle(group.terms) : texts.newTitle}
      level={3}
      focusHeading
      onSubmit={(event) => {
        commitDraft();
        return values.handleSubmit(send)(event);
      }}
      failure={failure}
      submitting={values.formState.isSubmitting}
      onCancel={props.onCancel}
    >
      <Controller
        control={values.control}
        name="terms"
        render={({ field }) => (
          <Field
            id={`${id}-terms`}
            label={texts.terms}
            error={error}
            hint={texts.termsHint}
            required
            compact
          >
            <div className={styles.termsBox}>
              {field.value.length > 0 && (
                <ul className={styles.chips}>
                  {field.value.map((term) => (
                    <li key={term} className={styles.chip}>
                      {term}
                      <button
                        type="button"
                        className={styles.chipRemove}
                        aria-label={texts.removeTerm(term)}
                        onClick={() => field.onChange(field.value.filter((each) => each !== term))}
                      >
                        ×
                      </button>
                    </li>
                  ))}
                </ul>
              )}
              <input
                ref={field.ref}
                className="input"
                autoComplete="off"
                value={draft}
                onChange={(event) => {
                  // A comma typed or pasted ends the terms before it.
                  const text = event.target.value;
                  const cut = text.lastIndexOf(",");
                  if (cut >= 0) addTerms(text.slice(0, cut));
                  setDraft(text.slice(cut + 1).trimStart());
                }}
                onKeyDown={onKeyDown}
                onBlur={field.onBlur}
                {...fieldAria(`${id}-terms`, error, true)}
              />
            </div>
          </Field>
        )}
      />
    </EditPanel>
  );
}
