import { z } from "zod";
import { accountMessages } from "./account-messages.ts";

// A module of its own: the forms that ask only an email (size alerts, withdrawal) load it without
// the account's, purchase's and gift cards' schemas.
/** The shop's email rule (trimmed, lower case, at most 75 characters). */
export const EmailSchema = z
  .string({ error: accountMessages.email })
  .trim()
  .toLowerCase()
  .max(75, accountMessages.emailTooLong)
  .pipe(z.email(accountMessages.email));
