import type { StaffSessionView } from "@shop/shared";
import { data, type LoaderFunctionArgs, redirect } from "react-router";
import { queryClient } from "../../lib/query-client";
import { appLocation } from "../basename";
import { ACCOUNT_PATH, mayOpen } from "../nav";
import type { Section } from "../sections";
import { sessionQuery } from "./session";
import { isSessionEnd, SIGN_IN_PATH, signInPathFrom } from "./sign-in-path";

/** The session, or null when nobody is signed in. */
export async function currentSession(): Promise<StaffSessionView | null> {
  try {
    return await queryClient.ensureQueryData(sessionQuery);
  } catch (error) {
    if (isSessionEnd(error)) return null;
    throw error;
  }
}

/**
 * The staff layout's guard: signed-out people go to sign-in (remembering the page), those who
 * still owe their TOTP code type it there, and those who must turn TOTP on see only their account.
 */
export async function staffLoader({ request }: LoaderFunctionArgs) {
  const location = appLocation(request);
  const session = await currentSession();
  if (!session || session.step === "totp") throw redirect(signInPathFrom(location) ?? SIGN_IN_PATH);
  if (session.step === "totp-setup" && location.pathname !== ACCOUNT_PATH) {
    throw redirect(ACCOUNT_PATH);
  }
  return null;
}

/** A section's (or a page's) guard: it answers 403 to a role without its permission. */
export function requirePermission(permission: Section["permission"]) {
  return async () => {
    const session = await currentSession();
    if (session && !mayOpen(permission, session.staff.permissions)) {
      throw data(null, { status: 403 });
    }
    return null;
  };
}
