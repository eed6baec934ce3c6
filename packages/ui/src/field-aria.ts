/**
 * The id and ARIA attributes that tie a form control to its error (`<id>-error`) and, when it has
 * one, its hint (`<id>-hint`): spread them on the control a `Field` holds.
 */
export function fieldAria(id: string, error: string | undefined, hint = false) {
  const describedBy = [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean);
  return {
    id,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": describedBy.length > 0 ? describedBy.join(" ") : undefined,
  } as const;
}
