// What happened to one benchmark purchase, as a real shop's purchases go: most paid and delivered
// days later, some still waiting for payment, being prepared or on their way, some never paid
// (their reference expired) and a few cancelled after payment and refunded.
import {
  type Carrier,
  type PaymentMethod,
  type PurchaseEventDetails,
  type PurchaseEventKind,
  type PurchaseState,
  trackingUrl,
} from "@shop/shared";
import type { Random } from "../src/db/seed/random.ts";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
/** How long an unpaid purchase stays open (MULTIBANCO_VALID_HOURS). */
const VALIDITY = 6 * HOUR;

export interface StoryEvent {
  at: Date;
  kind: PurchaseEventKind;
  /** Whether a staff member acted (the manager, in the benchmark). */
  byStaff: boolean;
  details: PurchaseEventDetails;
}

export interface Story {
  state: PurchaseState;
  events: StoryEvent[];
  paidAt: Date | null;
  canceledAt: Date | null;
  dispatch: { carrier: Carrier; trackingNumber: string; trackingUrl: string | null } | null;
  /** A paid purchase cancelled by the staff, refunded at this time. */
  refundedAt: Date | null;
}

const CARRIERS: Carrier[] = [
  "CTT",
  "CTT",
  "CTT",
  "CTT_EXPRESSO",
  "CTT_EXPRESSO",
  "DPD",
  "GLS",
  "UPS",
];

function parcel(random: Random) {
  const carrier = random.pick(CARRIERS);
  const digits = String(random.int(0, 999_999_999)).padStart(9, "0");
  const trackingNumber = carrier.startsWith("CTT")
    ? `RR${digits}PT`
    : `0${digits}${random.int(10, 99)}`;
  return { carrier, trackingNumber, trackingUrl: trackingUrl(carrier, trackingNumber) };
}

const event = (
  at: Date,
  kind: PurchaseEventKind,
  details: PurchaseEventDetails = {},
  byStaff = false,
): StoryEvent => ({ at, kind, byStaff, details });

const later = (from: Date, minMs: number, maxMs: number, random: Random) =>
  new Date(from.getTime() + minMs + random.next() * (maxMs - minMs));

/**
 * The life of a purchase created at `createdAt` and paid by `method`, up to `now`. `totalCents` is
 * what a refund gives back.
 */
export function purchaseStory(
  random: Random,
  createdAt: Date,
  method: PaymentMethod,
  totalCents: number,
  now: Date,
): Story {
  const story: Story = {
    state: method === "MULTIBANCO" ? "MULTIBANCO" : "REGISTERED",
    events: [event(createdAt, "CREATED", { paymentMethod: method })],
    paidAt: null,
    canceledAt: null,
    dispatch: null,
    refundedAt: null,
  };
  const neverPaid = random.chance(method === "MULTIBANCO" ? 0.1 : 0.03);
  const paidAt =
    method === "MULTIBANCO"
      ? later(createdAt, 10 * MINUTE, 5 * HOUR, random)
      : later(createdAt, MINUTE, 3 * MINUTE, random);
  if (neverPaid || paidAt > now) {
    const expiresAt = new Date(createdAt.getTime() + VALIDITY);
    if (expiresAt > now) return story;
    return {
      ...story,
      state: "CANCELED",
      canceledAt: expiresAt,
      events: [...story.events, event(expiresAt, "EXPIRED")],
    };
  }
  story.events.push(event(paidAt, "PAID", { paymentMethod: method }));
  story.state = "PAYED";
  story.paidAt = paidAt;
  if (random.chance(0.01)) return cancelledAfterPayment(story, random, method, totalCents, now);
  return onItsWay(story, random, now);
}

function cancelledAfterPayment(
  story: Story,
  random: Random,
  method: PaymentMethod,
  totalCents: number,
  now: Date,
): Story {
  const canceledAt = later(story.paidAt as Date, 2 * HOUR, 20 * HOUR, random);
  if (canceledAt > now) return story;
  const refundMethod = method === "CREDIT" ? "CARD" : "BANK_TRANSFER";
  const refundedAt = later(canceledAt, MINUTE, method === "CREDIT" ? 2 * MINUTE : DAY, random);
  story.events.push(
    event(canceledAt, "CANCELED", { by: "staff", reason: "O cliente desistiu da compra." }, true),
    event(canceledAt, "REFUND_REQUESTED", { method: refundMethod, amountCents: totalCents }, true),
  );
  if (refundedAt <= now)
    story.events.push(
      event(refundedAt, "REFUNDED", { method: refundMethod, amountCents: totalCents }, true),
    );
  return {
    ...story,
    state: "CANCELED",
    canceledAt,
    refundedAt: refundedAt <= now ? refundedAt : null,
  };
}

/** Prepared, dispatched and delivered, as far as `now` allows. */
function onItsWay(story: Story, random: Random, now: Date): Story {
  const requestedAt = later(story.paidAt as Date, 2 * HOUR, 30 * HOUR, random);
  const dispatchedAt = later(requestedAt, 2 * HOUR, 24 * HOUR, random);
  const deliveredAt = later(dispatchedAt, DAY, 4 * DAY, random);
  if (requestedAt > now) return story;
  story.events.push(event(requestedAt, "DISPATCH_REQUESTED", {}, true));
  story.state = "DISPATCHED_REQUESTED";
  if (dispatchedAt > now) return story;
  const dispatch = parcel(random);
  story.events.push(event(dispatchedAt, "DISPATCHED", { ...dispatch }, true));
  story.state = "DISPATCHED";
  story.dispatch = dispatch;
  if (deliveredAt > now) return story;
  story.events.push(event(deliveredAt, "DELIVERED", {}, true));
  story.state = "DELIVERED";
  return story;
}
