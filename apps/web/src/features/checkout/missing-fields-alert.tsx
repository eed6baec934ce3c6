import { checkoutMessages } from "@shop/shared";
import { ErrorList, ErrorListLink } from "@shop/ui";
import type { MissingField } from "./draft";
import { missingTexts } from "./texts";

export const MISSING_ALERT_ID = "checkout-missing";

/** 'Campos em falta': the required fields still empty, each a button that leads to it. */
export function MissingFieldsAlert({
  missing,
  onPick,
}: {
  missing: MissingField[];
  onPick: (field: MissingField) => void;
}) {
  return (
    <ErrorList id={MISSING_ALERT_ID} title={missingTexts.title} intro={missingTexts.intro}>
      {missing.map((field) => (
        <ErrorListLink key={field} onPick={() => onPick(field)}>
          {checkoutMessages.missing[field]}
        </ErrorListLink>
      ))}
    </ErrorList>
  );
}
