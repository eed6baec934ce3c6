import { orderMessages } from "@shop/shared";
import { type UseMutationResult, useMutation } from "@tanstack/react-query";
import { orderMoves } from "./api";
import type { OrderAction } from "./order-actions";
import { orderTexts as texts } from "./texts";

export type Step = { run: () => Promise<unknown>; done: string };
export type StepMutation = UseMutationResult<unknown, Error, Step>;

/** The moves made at once, without a dialog; `onDone` gets each one's message. */
export const useSteps = (onDone: (message: string) => void): StepMutation =>
  useMutation({
    mutationFn: ({ run }: Step) => run(),
    onSuccess: (_, { done }) => onDone(done),
  });

/** A move made at once, without a dialog; every such button waits while one is being made. */
export function StepButton(props: {
  step: StepMutation;
  label: string;
  run: Step["run"];
  done: string;
}) {
  const { step, run, done } = props;
  return (
    <button
      type="button"
      className="button"
      disabled={step.isPending}
      onClick={() => step.mutate({ run, done })}
    >
      {props.label}
    </button>
  );
}

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
        />
      )}
      {actions.includes("collected") && (
        <StepButton
          step={step}
          label={texts.collectedAction}
          run={() => orderMoves.collected(idShort)}
          done={orderMessages.collected}
        />
      )}
    </>
  );
}
