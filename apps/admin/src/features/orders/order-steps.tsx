import { orderMessages } from "@shop/shared";
import { type UseMutationResult, useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { ConfirmDialog } from "../../components/dialog";
import { orderMoves } from "./api";
import type { OrderAction } from "./order-actions";
import { orderTexts as texts } from "./texts";

export type Step = { run: () => Promise<unknown>; done: string };
export type StepMutation = UseMutationResult<unknown, Error, Step>;

/** What a step asks before it is made: what happens, and that it cannot be undone. */
export interface StepConfirmation {
  title: string;
  consequence: string;
}

/** The moves made from a button and a confirmation; `onDone` gets each one's message. */
export const useSteps = (onDone: (message: string) => void): StepMutation =>
  useMutation({
    mutationFn: ({ run }: Step) => run(),
    onSuccess: (_, { done }) => onDone(done),
  });

/**
 * A move that cannot be undone (and most email the customer): its button asks first, in a dialog
 * saying what will happen; every such button waits while one is being made.
 */
export function StepButton(props: {
  step: StepMutation;
  label: string;
  run: Step["run"];
  done: string;
  confirm: StepConfirmation;
}) {
  const { step, run, done, confirm } = props;
  const [asking, setAsking] = useState(false);
  const close = () => setAsking(false);
  return (
    <>
      <button
        type="button"
        className="button"
        disabled={step.isPending}
        onClick={() => setAsking(true)}
      >
        {props.label}
      </button>
      {asking && (
        <ConfirmDialog
          title={confirm.title}
          confirm={props.label}
          pending={step.isPending}
          {...stepQuestion}
          onConfirm={() => step.mutate({ run, done }, { onSettled: close })}
          onClose={close}
        >
          <p>{confirm.consequence}</p>
        </ConfirmDialog>
      )}
    </>
  );
}

/** What every step's question says after its consequence, and its button that steps back. */
export const stepQuestion = { warning: texts.cannotUndo, back: texts.stepBack } as const;

/** A pickup's buttons among `actions`: on the store's shelf, then collected. */
export function PickupSteps(props: {
  idShort: string;
  actions: OrderAction[];
  step: StepMutation;
}) {
  const { idShort, actions, step } = props;
  return (
    <>
      {actions.includes("ready-for-pickup") && (
        <StepButton
          step={step}
          label={texts.readyForPickupAction}
          run={() => orderMoves.readyForPickup(idShort)}
          done={orderMessages.readyForPickup}
          confirm={texts.confirmReadyForPickup}
        />
      )}
      {actions.includes("collected") && (
        <StepButton
          step={step}
          label={texts.collectedAction}
          run={() => orderMoves.collected(idShort)}
          done={orderMessages.collected}
          confirm={texts.confirmCollected}
        />
      )}
    </>
  );
}
