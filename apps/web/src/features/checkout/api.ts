import type {
  CancelPurchaseBody,
  Cart,
  ChosenPaymentMethod,
  GeneratedPurchase,
  GeneratePurchaseBody,
  MbwayStateReply,
  PickupShelves,
  PurchaseStateReply,
} from "@shop/shared";
import { queryOptions } from "@tanstack/react-query";
import { ApiRequestError, apiRequest } from "../../lib/api-client";

/** Which card provider runs (the sandbox's own form, or the real provider's library) and which
 * payment methods the shop offers (MULTIBANCO only where a provider issues its references). */
export interface PaymentsConfig {
  provider: "sandbox" | "stripe";
  publishableKey: string | null;
  methods: ChosenPaymentMethod[];
}

export const paymentsConfigQuery = queryOptions({
  queryKey: ["payments-config"],
  queryFn: ({ signal }) => apiRequest<PaymentsConfig>("/public/payments/config", { signal }),
  staleTime: Number.POSITIVE_INFINITY,
});

/** The stores whose own shelves hold the whole cart: it can be collected there today. */
export const pickupShelvesQuery = (cart: Cart) =>
  queryOptions({
    queryKey: ["pickup-shelves", cart],
    queryFn: ({ signal }) =>
      apiRequest<PickupShelves>("/public/purchase/pickup-shelves", { body: { cart }, signal }),
    staleTime: 60_000,
  });

export function generatePurchase(body: GeneratePurchaseBody): Promise<GeneratedPurchase> {
  return apiRequest<GeneratedPurchase>("/public/purchase/generate", { body });
}

/**
 * Cancels the checkout's earlier unpaid purchase (its stock returns, its reference stops being
 * payable). One already gone (404) or already paid (409) is nothing left to cancel.
 */
export async function cancelPurchase(body: CancelPurchaseBody): Promise<void> {
  try {
    await apiRequest<PurchaseStateReply>("/public/purchase/cancel", { body });
  } catch (error) {
    if (!(error instanceof ApiRequestError && [404, 409].includes(error.status))) throw error;
  }
}

/** Answers the purchase's state once it changes, or after about 25 s. */
export function waitForPurchase(idShort: string, signal: AbortSignal): Promise<PurchaseStateReply> {
  return apiRequest<PurchaseStateReply>("/public/purchase/wait", { body: { idShort }, signal });
}

/** Tells the shop the card was charged; it asks the provider itself (402 while not paid). */
export function confirmCardPurchase(intentId: string): Promise<PurchaseStateReply> {
  return apiRequest<PurchaseStateReply>("/public/purchase/confirm", { body: { intentId } });
}

/** The sandbox's card form (sandbox provider only). 402 declined, 400 with fields.cardNumber. */
export function payCardInSandbox(
  clientSecret: string,
  cardNumber: string,
): Promise<{ intentId: string; status: string }> {
  return apiRequest("/dev/payments/card/pay", { body: { clientSecret, cardNumber } });
}

/** The sandbox's bank (sandbox provider only). */
export function payReferenceInSandbox(body: {
  entity: string;
  reference: string;
  value: number;
}): Promise<PurchaseStateReply> {
  return apiRequest<PurchaseStateReply>("/dev/payments/multibanco/pay", { body });
}

/** Pushes an MB WAY request for the buyer's own purchase to `phone` (402 with a message). */
export function requestMbway(
  body: CancelPurchaseBody & { phone: string },
): Promise<MbwayStateReply> {
  return apiRequest<MbwayStateReply>("/public/purchase/mbway", { body });
}

/** The purchase and its newest MB WAY request (the shop asks the provider while pending). */
export function mbwayStatus(body: CancelPurchaseBody): Promise<MbwayStateReply> {
  return apiRequest<MbwayStateReply>("/public/purchase/mbway/status", { body });
}

/** The same purchase, paid by a MULTIBANCO reference instead of MB WAY. */
export function switchToMultibanco(body: CancelPurchaseBody): Promise<GeneratedPurchase> {
  return apiRequest<GeneratedPurchase>("/public/purchase/switch-to-multibanco", { body });
}

export interface SandboxMbwayRequest {
  requestId: string;
  orderId: string;
  phone: string;
  amountCents: number;
}

/** The sandbox's pending MB WAY requests (sandbox provider only). */
export function sandboxMbwayPending(): Promise<SandboxMbwayRequest[]> {
  return apiRequest<SandboxMbwayRequest[]>("/dev/payments/mbway/pending");
}

/** Accepts or refuses a sandbox MB WAY request, as its phone's owner would. */
export function answerSandboxMbway(requestId: string, accept: boolean) {
  return apiRequest("/dev/payments/mbway/answer", { body: { requestId, accept } });
}

/** A new order link for the paid purchase's confirmation page (the buyer's own: the key proves it). */
export const confirmationLink = (owner: { idShort: string; idempotencyKey: string | null }) =>
  apiRequest<{ path: string }>("/public/purchase/order-link", { body: owner });
