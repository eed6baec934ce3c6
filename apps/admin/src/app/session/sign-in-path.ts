import { ErrorCode } from "@shop/shared";
import { ApiRequestError } from "../../lib/api-client";

/** The sign-in page (`/admin`), and the query parameter naming the page to return to. */
export const SIGN_IN_PATH = "/";
export const RETURN_PARAM = "voltar";

/** Pages anyone may open: a 401 there is expected and sends nobody anywhere. */
const PUBLIC_PATHS = [SIGN_IN_PATH, "/definir-palavra-passe"];

/**
 * The API said the staff session is gone (signed out elsewhere, idle too long, a new release of
 * the server). A 401 with another code (wrong password, wrong TOTP code) is a form's answer.
 */
export function isSessionEnd(error: unknown): boolean {
  return (
    error instanceof ApiRequestError &&
    error.status === 401 &&
    error.error.code === ErrorCode.UNAUTHORIZED
  );
}

/** A path inside the back office, never another site (`//evil.example`) nor a public page. */
function isReturnPath(path: string): boolean {
  if (!path.startsWith("/") || path.startsWith("//") || path.startsWith("/\\")) return false;
  const pathname = path.split(/[?#]/)[0] ?? "";
  return !PUBLIC_PATHS.includes(pathname);
}

/**
 * Where a person whose session ended goes: the sign-in page, remembering the page they were on
 * (`/?voltar=%2Fmensagens`). Null on the public pages, where no session is needed.
 */
export function signInPathFrom(location: {
  pathname: string;
  search?: string;
  hash?: string;
}): string | null {
  if (PUBLIC_PATHS.includes(location.pathname)) return null;
  const from = `${location.pathname}${location.search ?? ""}${location.hash ?? ""}`;
  return `${SIGN_IN_PATH}?${new URLSearchParams({ [RETURN_PARAM]: from })}`;
}

/** The page to open after signing in: the one remembered, when it is one of ours. */
export function returnPathOf(search: URLSearchParams): string | null {
  const path = search.get(RETURN_PARAM);
  return path && isReturnPath(path) ? path : null;
}
