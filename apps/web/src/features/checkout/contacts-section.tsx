import { corrected, Field, FieldGrid, fieldAria, fieldError, formatPhoneField } from "@shop/ui";
import { useUser } from "../../lib/auth/hooks";
import { useTexts } from "../../lib/i18n/use-texts";
import styles from "./checkout.module.css";
import { type DraftForm, fieldId } from "./draft-form";
import {
  checkoutTexts as portugueseCheckoutTexts,
  contactsTexts as portugueseContactsTexts,
} from "./texts";

export interface SectionProps {
  form: DraftForm;
  locked: boolean;
  onContinue: () => void;
}

/** Step 2: the buyer's email and phone. */
export function ContactsSection({ form, locked, onContinue }: SectionProps) {
  const checkoutTexts = useTexts(portugueseCheckoutTexts);
  const contactsTexts = useTexts(portugueseContactsTexts);
  const email = fieldError(form, "contacts.email");
  // A signed-in buyer's email is the account's (product.md section 5).
  const accountEmail = useUser() !== null;
  const phone = fieldError(form, "contacts.phone");
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onContinue();
      }}
    >
      <fieldset className={styles.fieldset} disabled={locked}>
        <legend className="visually-hidden">{checkoutTexts.sections.contacts}</legend>
        <FieldGrid>
          <Field
            id={fieldId("contacts.email")}
            label={contactsTexts.email}
            required
            error={email}
            {...(accountEmail ? { hint: contactsTexts.accountEmail } : {})}
          >
            <input
              className="input"
              type="email"
              inputMode="email"
              autoComplete="email"
              spellCheck={false}
              maxLength={254}
              required
              readOnly={accountEmail}
              {...fieldAria(fieldId("contacts.email"), email)}
              {...form.register("contacts.email")}
            />
          </Field>
          <Field
            id={fieldId("contacts.phone")}
            label={contactsTexts.phone}
            required
            error={phone}
            hint={contactsTexts.phoneHint}
          >
            <input
              className="input"
              type="tel"
              inputMode="tel"
              autoComplete="tel"
              placeholder={contactsTexts.phonePlaceholder}
              required
              {...fieldAria(fieldId("contacts.phone"), phone, true)}
              {...corrected(form.register("contacts.phone"), formatPhoneField)}
            />
          </Field>
        </FieldGrid>
        <div className={styles.sectionActions}>
          <button type="submit" className="button">
            {checkoutTexts.continue}
          </button>
        </div>
      </fieldset>
    </form>
  );
}
