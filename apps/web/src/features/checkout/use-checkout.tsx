import type {
  Cart,
  GeneratedPurchase,
  GeneratePurchaseBody,
  Product,
  SizeAboveStock,
} from "@shop/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useRef, useState } from "react";
import { useForm } from "react-hook-form";
import { useNavigate } from "react-router";
import { useModal } from "../../components/ui/modal-provider";
import { useAddresses, useUser } from "../../lib/auth/hooks";
import { useDiscountCode } from "../../lib/cart/discount-code";
import { giftCardOrders, useGiftCardLines } from "../../lib/cart/gift-card-lines";
import { useLanguage } from "../../lib/i18n/language";
import { useMessage } from "../../lib/i18n/messages";
import { useTexts } from "../../lib/i18n/use-texts";
import { usePersistent } from "../../lib/persistent";
import { useAccountDraft } from "./account-prefill";
import { cancelPurchase, generatePurchase } from "./api";
import { type CheckoutBuyer, confirmationPath, endCheckout } from "./checkout-end";
import {
  type CheckoutDraft,
  checkDraft,
  DRAFT_FIELDS,
  type DraftField,
  EMPTY_DRAFT,
  type FieldMessages,
  isCardsOnly,
  isDraftField,
  isSectionValid,
  type MissingField,
  SECTION_ORDER,
  type SectionId,
  sectionErrors,
  sectionOfField,
  withDefaultCountry,
} from "./draft";
import { fieldId } from "./draft-form";
import {
  attemptStorage,
  cartKey,
  draftStorage,
  newAttempt,
  purchaseStorage,
  type StoredPurchase,
} from "./draft-storage";
import { FailureDialog } from "./failure-dialog";
import { describeFailure } from "./generation-failure";
import { useGiftCardPayment } from "./gift-card-payment";
import { MISSING_ALERT_ID } from "./missing-fields-alert";
import { PurchaseSuccessDialog } from "./purchase-success-dialog";
import { STOCK_ALERT_ID } from "./stock-alert";
import { failureTexts as portugueseFailureTexts } from "./texts";

export const PAYMENT_PANEL_TITLE_ID = "checkout-payment-panel-title";

export function sectionDomId(section: SectionId): string {
  return `checkout-${section}`;
}

/** Moves focus to an element by id once the render that shows it is done. */
function useFocusAfterRender() {
  const [target, setTarget] = useState<{ id: string } | null>(null);
  useEffect(() => {
    if (!target) return;
    const element = document.getElementById(target.id);
    element?.focus();
    element?.scrollIntoView?.({ block: "center" });
  }, [target]);
  return useCallback((id: string) => setTarget({ id }), []);
}

/** Keeps the draft in sessionStorage; any edit clears 'Campos em falta' and the field's error. */
function useDraftForm(onEdit: () => void) {
  const { countries } = usePersistent();
  const portugal = countries.find((country) => country.code === "PT")?.id;
  const [initial] = useState(() => withDefaultCountry(draftStorage.load(), portugal));
  const form = useForm<CheckoutDraft>({ defaultValues: initial });
  const onEditRef = useRef(onEdit);
  onEditRef.current = onEdit;
  useEffect(() => {
    const subscription = form.watch((_values, { name }) => {
      draftStorage.save(form.getValues());
      onEditRef.current();
      if (name === "wantsInvoice") form.clearErrors("addressInvoice");
      else if (name) form.clearErrors(name);
    });
    return () => subscription.unsubscribe();
  }, [form]);
  return form;
}

/** The generated purchase, kept in sessionStorage with the cart it was made for. */
function useStoredPurchase(cart: Cart) {
  const [stored, setStored] = useState<StoredPurchase | null>(() => purchaseStorage.load(cart));
  const keep = useCallback((next: StoredPurchase | null) => {
    setStored(next);
    if (next) purchaseStorage.save(next);
    else purchaseStorage.clear();
  }, []);
  return [stored, keep] as const;
}

/**
 * Generates a purchase under the checkout's key; the purchase this checkout generated before is
 * cancelled first, so that re-opening the payment step never leaves two payable purchases.
 */
async function generateOnce(body: GeneratePurchaseBody): Promise<GeneratedPurchase> {
  const attempt = attemptStorage.load();
  if (attempt.previous) {
    await cancelPurchase(attempt.previous);
    attemptStorage.save({ ...attempt, previous: null });
  }
  const purchase = await generatePurchase({ ...body, idempotencyKey: attempt.key });
  attemptStorage.save(newAttempt({ idShort: purchase.idShort, idempotencyKey: attempt.key }));
  return purchase;
}

/** Which step is open (one at a time, or none) and which steps the buyer has opened so far. */
function useSteps(initial: SectionId | null) {
  const [open, setOpen] = useState<SectionId | null>(initial);
  const [seen, setSeen] = useState<ReadonlySet<SectionId>>(() => new Set(["account"]));
  const show = useCallback((section: SectionId | null) => {
    setOpen(section);
    if (section) setSeen((current) => new Set(current).add(section));
  }, []);
  return { open, seen, show };
}

/**
 * Once the purchase is paid, the buyer goes to its confirmation page; when its link cannot be
 * had, «Compra concluída» says it instead. Either runs `onDone` once per paid purchase, with where
 * to go.
 */
function useConfirmation(
  paid: GeneratedPurchase | null,
  buyer: CheckoutBuyer,
  onDone: (to: string) => void,
) {
  const { openModal } = useModal();
  const language = useLanguage();
  const shownFor = useRef<number | null>(null);
  const latest = useRef({ buyer, onDone });
  latest.current = { buyer, onDone };
  useEffect(() => {
    if (!paid || shownFor.current === paid.id) return;
    shownFor.current = paid.id;
    confirmationPath(paid.idShort, latest.current.buyer, language).then(
      (to) => latest.current.onDone(to),
      () =>
        openModal(
          (close) => <PurchaseSuccessDialog purchase={paid} onClose={close} />,
          () => latest.current.onDone("/home"),
        ),
    );
  }, [paid, openModal, language]);
}

export interface CheckoutOptions {
  cart: Cart;
  products: Product[];
  /** Sizes above their online stock: generating waits until they are lowered. */
  aboveStock: SizeAboveStock[];
  /** Called once the buyer closes the success message: the page must not redirect any more. */
  onLeave: () => void;
}

/** The checkout's state: the draft form, the open step, generating, paying, finishing. */
export function useCheckout({ cart, products, aboveStock, onLeave }: CheckoutOptions) {
  // The code the cart keeps goes with the purchase; the server checks it again.
  const discountCode = useDiscountCode();
  const giftCards = useGiftCardPayment();
  const giftCardLines = useGiftCardLines();
  const navigate = useNavigate();
  const language = useLanguage();
  const failureTexts = useTexts(portugueseFailureTexts);
  const client = useQueryClient();
  const { openModal } = useModal();
  const focus = useFocusAfterRender();
  const [missing, setMissing] = useState<MissingField[] | null>(null);
  const form = useDraftForm(() => setMissing(null));
  const user = useUser();
  useAccountDraft(form, user, useAddresses());
  const [stored, keep] = useStoredPurchase(cart);
  const { open, seen, show } = useSteps(stored ? null : "account");
  const mutation = useMutation({ mutationFn: generateOnce });
  const locked = mutation.isPending || stored !== null;
  const currentCartKey = cartKey(cart);
  const { countries } = usePersistent();
  const countryCode = (id: number) => countries.find((c) => c.id === id)?.code ?? null;
  const message = useMessage();

  function unlock() {
    mutation.reset();
    keep(null);
  }

  // The purchase was generated for another cart (changed in the cart page or another tab).
  useEffect(() => {
    if (stored && stored.cartKey !== currentCartKey) unlock();
  });

  function applyErrors(errors: FieldMessages, { focusFirst = true } = {}) {
    const paths = Object.keys(errors).filter(isDraftField);
    for (const path of paths) {
      form.setError(path, { type: "validation", message: message(errors[path] ?? "") });
    }
    const first = paths.sort(byFormOrder)[0];
    if (!first) return;
    show(sectionOfField(first));
    if (focusFirst) focus(fieldId(first));
  }

  function finish(to: string) {
    onLeave();
    form.reset(EMPTY_DRAFT);
    endCheckout();
    navigate(to, { replace: true });
  }

  function buyer(): CheckoutBuyer {
    const draft = form.getValues();
    return {
      name: (draft.fulfilment === "pickup" && !isCardsOnly(cart)
        ? draft.pickup.name
        : draft.addressDelivery.name
      ).trim(),
      email: draft.contacts.email.trim(),
      guest: user === null,
    };
  }

  useConfirmation(stored?.paid ? stored.purchase : null, buyer(), finish);

  /**
   * A MULTIBANCO reference is paid later, away from the shop, and an MB WAY request on the
   * buyer's phone: the buyer lands on the purchase's own page, waiting for it (the cart and this
   * checkout keep the purchase until it is paid). Without its link, the payment stays here.
   */
  function toWaitingPage(purchase: GeneratedPurchase) {
    confirmationPath(purchase.idShort, buyer(), language).then(
      (to) => navigate(to),
      () => undefined,
    );
  }

  function fail(error: unknown) {
    // The stock may have moved since the cart asked: the lines show what there is now.
    void client.invalidateQueries({ queryKey: ["cart-stock"] });
    const failure = describeFailure(error, products, failureTexts);
    applyErrors(Object.fromEntries(failure.fields), { focusFirst: false });
    const first = failure.fields[0]?.[0];
    openModal(
      (close) => <FailureDialog failure={failure} onClose={close} />,
      first ? () => focus(fieldId(first)) : undefined,
    );
  }

  function generate() {
    if (locked) return;
    if (aboveStock.length > 0) return focus(STOCK_ALERT_ID);
    const check = checkDraft(form.getValues(), cart, countryCode, giftCardOrders(giftCardLines));
    if (check.kind === "missing") {
      setMissing(check.missing);
      show(sectionOfField(check.missing[0] as MissingField));
      focus(MISSING_ALERT_ID);
      return;
    }
    if (check.kind === "invalid") return applyErrors(check.errors);
    setMissing(null);
    // A signed-in buyer buys on their account, with its email (the server checks both).
    const extras = {
      discountCode,
      giftCardCodes: giftCards.cards.map((card) => card.code),
    };
    const body = user
      ? {
          ...check.body,
          clientId: user.id,
          contacts: { ...check.body.contacts, email: user.email },
          ...extras,
        }
      : { ...check.body, ...extras };
    mutation.mutate(body, {
      onSuccess: (purchase: GeneratedPurchase) => {
        // Cards that paid it all leave nothing to wait for: it is paid already.
        keep({ purchase, cartKey: currentCartKey, paid: purchase.paymentMethod === "GIFT_CARD" });
        show(null);
        focus(PAYMENT_PANEL_TITLE_ID);
        if (purchase.paymentMethod === "MULTIBANCO") toWaitingPage(purchase);
      },
      onError: fail,
    });
  }

  function onHeading(section: SectionId) {
    // Reopening the payment step is how the buyer changes a generated purchase.
    if (section === "payment" && stored && !mutation.isPending) {
      unlock();
      return show("payment");
    }
    show(open === section ? null : section);
  }

  function onContinue(section: SectionId) {
    const errors = sectionErrors(section, form.getValues(), countryCode, isCardsOnly(cart));
    if (Object.keys(errors).length > 0) return applyErrors(errors);
    const next = SECTION_ORDER[SECTION_ORDER.indexOf(section) + 1] ?? null;
    show(next);
    if (next) focus(`${sectionDomId(next)}-heading`);
  }

  /** The sidebar's steps open a step; a generated payment is only shown, never reset from there. */
  function onStep(section: SectionId) {
    if (section === "payment" && locked) return focus(PAYMENT_PANEL_TITLE_ID);
    show(section);
    focus(`${sectionDomId(section)}-heading`);
  }

  function onPickMissing(field: MissingField) {
    show(sectionOfField(field));
    focus(fieldId(field));
  }

  function onPaid() {
    if (stored) keep({ ...stored, paid: true });
  }

  /** The MB WAY buyer chose a MULTIBANCO reference for the same purchase. */
  function onSwitched(purchase: GeneratedPurchase) {
    if (stored) keep({ ...stored, purchase });
    focus(PAYMENT_PANEL_TITLE_ID);
    toWaitingPage(purchase);
  }

  /** An MB WAY request waits on the buyer's phone. */
  function onRequested() {
    if (stored) toWaitingPage(stored.purchase);
  }

  const draft = form.watch();
  const done = (section: SectionId): boolean => {
    if (section === "account") return seen.size > 1;
    if (section === "payment") return stored !== null;
    if (section === "invoice" && !seen.has("invoice")) return false;
    return isSectionValid(section, draft, countryCode, isCardsOnly(cart));
  };

  return {
    form,
    draft,
    user,
    open,
    done,
    missing,
    locked,
    generating: mutation.isPending,
    giftCards,
    purchase: stored && !stored.paid ? stored.purchase : null,
    generate,
    onHeading,
    onContinue,
    onStep,
    onPickMissing,
    onPaid,
    onSwitched,
    onRequested,
  };
}

function byFormOrder(a: DraftField, b: DraftField): number {
  return DRAFT_FIELDS.indexOf(a) - DRAFT_FIELDS.indexOf(b);
}
