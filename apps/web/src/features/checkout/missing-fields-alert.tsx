import { checkoutMessages } from "@shop/shared";
import { ErrorList, ErrorListLink } from "@shop/ui";
import { useMessage } from "../../lib/i18n/messages";
import { useTexts } from "../../lib/i18n/use-texts";
import type { MissingField } from "./draft";
import { missingTexts as portugueseMissingTexts } from "./texts";

export const MISSING_ALERT_ID = "checkout-missing";

/** 'Campos em falta': the required fields still empty, each a button that leads to it. */
export function MissingFieldsAlert({
  missing,
  onPick,
}: {
  missing: MissingField[];
  onPick: (field: MissingField) => void;
}) {
  const missingTexts = useTexts(portugueseMissingTexts);
  const message = useMessage();
  return (
    <ErrorList id={MISSING_ALERT_ID} title={missingTexts.title} intro={missingTexts.intro}>
      {missing.map((field) => (
        <ErrorListLink key={field} onPick={() => onPick(field)}>
          {message(checkoutMessages.missing[field])}
        </ErrorListLink>
      ))}
    </ErrorList>
  );
}
