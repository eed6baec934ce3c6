import type { StaffPermission } from "@shop/shared";
import type { Section } from "./sections";

/** The page a signed-in person without any section lands on. */
export const ACCOUNT_PATH = "/conta";

/** Whether a person's permissions open what needs `needed` (or any one of several). */
export function mayOpen(
  needed: Section["permission"],
  permissions: readonly StaffPermission[],
): boolean {
  return [needed].flat().some((permission) => permissions.includes(permission));
}

/** The sections a person's permissions open, in the navigation's order. */
export function sectionsFor<S extends Pick<Section, "permission">>(
  all: readonly S[],
  permissions: readonly StaffPermission[],
): S[] {
  return all.filter((section) => mayOpen(section.permission, permissions));
}

/** Where a person lands after signing in: their first section, else their account. */
export function homePathFor(
  all: readonly Pick<Section, "path" | "permission">[],
  permissions: readonly StaffPermission[],
): string {
  const [first] = sectionsFor(all, permissions);
  return first ? `/${first.path}` : ACCOUNT_PATH;
}
