import type { Address, User } from "@shop/shared";
import { accountPost, accountRequest } from "../../lib/auth/account-api";

/** The fields of a saved address the server takes (`country` is the country's id). */
export interface AddressBody {
  id: number | null;
  forInvoice: boolean;
  name: string;
  nif: string | null;
  country: number | null;
  street: string;
  city: string;
  postalCode: string;
}

export interface EmailConfirmation {
  confirmed: boolean;
  alreadyConfirmed: boolean;
  invalidCode: boolean;
}

export const sendRecovery = (email: string) => accountPost<null>("/recover/send", { email });

/** 404 when the token is unknown, used or expired. */
export const checkRecovery = (recoveryToken: string) =>
  accountPost<null>("/recover/check", { recoveryToken });

export const performRecovery = (recoveryToken: string, password: string) =>
  accountPost<null>("/recover/perform", { recoveryToken, password });

export const confirmEmail = (emailCode: string) =>
  accountPost<EmailConfirmation>("/emailCode", { emailCode });

export const resendConfirmation = () => accountPost<null>("/emailCode/resend");

export const updateSettings = (body: {
  name: string;
  email: string;
  phone: string | null;
  /** Needed only when the email changes. */
  currentPassword?: string;
}) => accountRequest<User>("/settings", { method: "PATCH", body });

export const changePassword = (body: { oldPassword: string; newPassword: string }) =>
  accountRequest<null>("/password", { method: "PATCH", body });

export const saveAddress = (body: AddressBody) => accountPost<Address>("/address", body);

export const deleteAccount = (password: string) => accountPost<null>("/delete", { password });
