import type { WithdrawalConfirm, WithdrawalPreview, WithdrawalReceipt } from "@shop/shared";
import { apiRequest } from "../../lib/api-client";

/** The order the customer names: by reference and email, or one of the account's. */
export type WithdrawalTarget = { reference: string; email: string } | { purchaseId: number };

export const previewWithdrawal = (target: WithdrawalTarget) =>
  "purchaseId" in target
    ? apiRequest<WithdrawalPreview>(`/users/client/purchase/${target.purchaseId}/withdrawal`)
    : apiRequest<WithdrawalPreview>("/public/withdrawals/preview", { body: target });

export const withdraw = (target: WithdrawalTarget, iban: string) =>
  "purchaseId" in target
    ? apiRequest<WithdrawalReceipt>(`/users/client/purchase/${target.purchaseId}/withdrawal`, {
        body: { iban },
      })
    : apiRequest<WithdrawalReceipt>("/public/withdrawals", {
        body: { ...target, iban } satisfies WithdrawalConfirm,
      });
