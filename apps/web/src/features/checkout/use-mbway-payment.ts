import type { MbwayStateReply } from "@shop/shared";
import { apiErrorOf } from "@shop/ui";
import { useCallback, useEffect, useRef, useState } from "react";
import { useTexts } from "../../lib/i18n/use-texts";
import { mbwayStatus, requestMbway } from "./api";
import { attemptStorage } from "./draft-storage";
import { mbwayTexts as portugueseMbwayTexts } from "./texts";

export type MbwayPhase =
  | { kind: "idle" }
  | { kind: "sending" }
  | { kind: "waiting"; expiresAt: string }
  | { kind: "refused" }
  | { kind: "expired" }
  | { kind: "failed"; message: string; phoneError: string | null };

const POLL_MS = 3000;

/** The checkout's proof that the purchase is the buyer's: the key it was generated with. */
export function ownerOf(idShort: string) {
  const previous = attemptStorage.load().previous;
  return {
    idShort,
    idempotencyKey: previous?.idShort === idShort ? previous.idempotencyKey : null,
  };
}

function phaseOf(reply: MbwayStateReply): MbwayPhase {
  const status = reply.request?.status;
  if (status === "PENDING" && reply.request)
    return { kind: "waiting", expiresAt: reply.request.expiresAt };
  if (status === "REFUSED") return { kind: "refused" };
  if (status === "EXPIRED" || status === "FAILED") return { kind: "expired" };
  return { kind: "idle" };
}

/**
 * An MB WAY payment from the checkout: sends the request to a phone, then asks the shop every
 * 3 s how it went until it is paid, refused or expired (`onRequested` once a sent one waits). A
 * reloaded page picks up a pending one.
 */
export function useMbwayPayment(idShort: string, onPaid: () => void, onRequested?: () => void) {
  const mbwayTexts = useTexts(portugueseMbwayTexts);
  const [phase, setPhase] = useState<MbwayPhase>({ kind: "idle" });
  const onPaidRef = useRef(onPaid);
  onPaidRef.current = onPaid;

  const apply = useCallback((reply: MbwayStateReply) => {
    if (reply.paid) return onPaidRef.current();
    setPhase(phaseOf(reply));
  }, []);

  useEffect(() => {
    mbwayStatus(ownerOf(idShort)).then(apply, () => undefined);
  }, [idShort, apply]);

  const waiting = phase.kind === "waiting";
  useEffect(() => {
    if (!waiting) return;
    let stopped = false;
    const timer = setInterval(() => {
      mbwayStatus(ownerOf(idShort)).then(
        (reply) => !stopped && apply(reply),
        // Without a connection it keeps asking; the countdown still tells the window.
        () => undefined,
      );
    }, POLL_MS);
    return () => {
      stopped = true;
      clearInterval(timer);
    };
  }, [waiting, idShort, apply]);

  async function send(phone: string) {
    setPhase({ kind: "sending" });
    try {
      const reply = await requestMbway({ ...ownerOf(idShort), phone });
      apply(reply);
      if (phaseOf(reply).kind === "waiting") onRequested?.();
    } catch (error) {
      const refusal = apiErrorOf(error);
      setPhase({
        kind: "failed",
        message: refusal?.message ?? mbwayTexts.failed,
        phoneError: refusal?.fields?.phone ?? null,
      });
    }
  }

  return { phase, send };
}
