import type { Country } from "@shop/shared";
import type { UseFormReturn } from "react-hook-form";
import type { CheckoutDraft, DraftField } from "./draft";

export type DraftForm = UseFormReturn<CheckoutDraft>;

/** The DOM id of a draft field's control. */
export function fieldId(path: DraftField): string {
  return `checkout-${path.replace(".", "-")}`;
}

/** What the kit's address fields need for the delivery or the invoice address of the draft. */
export function addressFieldsProps(
  form: DraftForm,
  address: "addressDelivery" | "addressInvoice",
  countries: Country[],
) {
  return {
    form,
    countries,
    names: {
      country: `${address}.country`,
      street: `${address}.street`,
      city: `${address}.city`,
      postalCode: `${address}.postalCode`,
    },
    idOf: fieldId,
    required: true,
    section: address === "addressDelivery" ? "shipping" : "billing",
  } as const;
}
