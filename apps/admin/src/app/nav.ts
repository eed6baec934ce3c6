import type { StaffPermission } from "@shop/shared";
import type { Section, SectionGroup } from "./sections";

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

/** A line of the navigation: a section, or a group's heading with its sections under it. */
export type NavEntry<S> = { section: S } | { group: SectionGroup; sections: S[] };

/**
 * The navigation's lines for the sections a person sees: a group's sections under its heading
 * (they follow one another in `sections`); a group with one section shows it on its own.
 */
export function navEntries<S extends Pick<Section, "group">>(shown: readonly S[]): NavEntry<S>[] {
  const entries: NavEntry<S>[] = [];
  for (const section of shown) {
    const last = entries.at(-1);
    if (section.group && last && "group" in last && last.group === section.group)
      last.sections.push(section);
    else if (section.group) entries.push({ group: section.group, sections: [section] });
    else entries.push({ section });
  }
  return entries.map((entry) =>
    "group" in entry && entry.sections.length === 1 ? { section: entry.sections[0] as S } : entry,
  );
}
