import { type Address, formatPhoneInput, type User } from "@shop/shared";
import { useEffect } from "react";
import type { UseFormReturn } from "react-hook-form";
import type { Addresses } from "../../lib/auth/queries";
import { onSignOut } from "../../lib/auth/user-cache";
import { type CheckoutDraft, EMPTY_DRAFT } from "./draft";
import { draftStorage } from "./draft-storage";

type AddressDraft = CheckoutDraft["addressDelivery"] & { nif?: string };

function addressDraft(address: Address): AddressDraft {
  return {
    name: address.name,
    country: address.country === null ? "" : String(address.country),
    street: address.street,
    city: address.city,
    postalCode: address.postalCode,
    nif: address.nif ?? "",
  };
}

const isComplete = (address: Address) =>
  Boolean(
    address.name &&
      address.nif &&
      address.country &&
      address.street &&
      address.city &&
      address.postalCode,
  );

/** Nothing typed: the country alone is the checkout's default (Portugal), not the buyer's. */
const isBlank = ({ country: _country, ...address }: Record<string, string>) =>
  Object.values(address).every((value) => !value.trim());

/**
 * The account's data for this order: the email is the account's; phone and addresses fill the
 * fields only while empty, so what the buyer typed for this order stays (product.md section 5).
 */
export function accountPrefill(
  draft: CheckoutDraft,
  user: User,
  addresses: Addresses | undefined,
): CheckoutDraft {
  const next = structuredClone(draft);
  next.contacts.email = user.email;
  if (!next.contacts.phone.replace(/\D/g, "").slice(3) && user.phone) {
    next.contacts.phone = formatPhoneInput(user.phone);
  }
  if (addresses?.delivery && isBlank(next.addressDelivery)) {
    const { nif: _nif, ...delivery } = addressDraft(addresses.delivery);
    next.addressDelivery = delivery;
  }
  // A saved invoice address switches the invoice on only when complete: half of one would
  // stop the buyer at that step.
  if (addresses?.invoice && isComplete(addresses.invoice) && isBlank(next.addressInvoice)) {
    next.addressInvoice = { ...addressDraft(addresses.invoice), nif: addresses.invoice.nif ?? "" };
    next.wantsInvoice = true;
  }
  return next;
}

/** Without the account, the draft loses its contacts and addresses (product.md section 4). */
export function withoutAccountData(draft: CheckoutDraft): CheckoutDraft {
  return {
    ...draft,
    contacts: EMPTY_DRAFT.contacts,
    addressDelivery: EMPTY_DRAFT.addressDelivery,
    wantsInvoice: false,
    addressInvoice: EMPTY_DRAFT.addressInvoice,
  };
}

/** Keeps the form in step with the session: fills it on sign-in, clears it on sign-out. */
export function useAccountDraft(
  form: UseFormReturn<CheckoutDraft>,
  user: User | null,
  addresses: Addresses | undefined,
) {
  useEffect(() => {
    if (user) form.reset(accountPrefill(form.getValues(), user, addresses));
  }, [form, user, addresses]);
  useEffect(
    () =>
      onSignOut(() => {
        const cleared = withoutAccountData(form.getValues());
        form.reset(cleared);
        draftStorage.save(cleared);
      }),
    [form],
  );
}
