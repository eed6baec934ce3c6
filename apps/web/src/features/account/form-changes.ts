/** Form values as strings and flags, compared the way they would be saved (spaces trimmed). */
export type FormValues = Record<string, string | boolean | null | undefined>;

function normalized(value: FormValues[string]): string | boolean {
  if (typeof value === "boolean") return value;
  return (value ?? "").trim();
}

/** The fields whose value differs from what is saved. */
export function changedFields(saved: FormValues, current: FormValues): string[] {
  const keys = new Set([...Object.keys(saved), ...Object.keys(current)]);
  return [...keys].filter((key) => normalized(saved[key]) !== normalized(current[key]));
}

/** Whether the form holds anything to save: its submit button shows only then. */
export function hasChanges(saved: FormValues, current: FormValues): boolean {
  return changedFields(saved, current).length > 0;
}
