/** How long the customer has to accept a request in the MB WAY app (the provider's window). */
export const MBWAY_WINDOW_MS = 4 * 60_000;

export type MbwayStatus = "PENDING" | "PAID" | "REFUSED" | "EXPIRED";

/** A request the provider pushed to the customer's phone. */
export interface MbwayRequest {
  requestId: string;
  expiresAt: Date;
}

/** The provider said no to the request itself (e.g. the number has no MB WAY). */
export class MbwayRejectedError extends Error {}

/** An MB WAY provider: the built-in sandbox or ifthenpay. */
export interface MbwayProvider {
  /** The name payments and refunds are recorded under. */
  readonly name: "mbway-sandbox" | "mbway-ifthenpay";
  /**
   * Asks the provider to push a payment request to `phone` (9 digits). Throws MbwayRejectedError
   * when the provider refuses it, another error when it does not answer.
   */
  request(input: {
    orderId: string;
    amountCents: number;
    phone: string;
    description: string;
  }): Promise<MbwayRequest>;
  /** The request's state as the provider sees it; throws when it does not answer. */
  status(requestId: string): Promise<MbwayStatus>;
  /**
   * Gives back `amountCents` of a paid request (by default all of it once; a return's own `key`
   * a part of it); throws when the provider refuses or is down.
   */
  refund(requestId: string, amountCents: number, key?: string): Promise<{ id: string }>;
}
