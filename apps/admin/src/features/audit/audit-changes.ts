import { auditTexts as texts } from "./texts";

export interface AuditChange {
  field: string;
  before: string;
  after: string;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** A logged value as a person reads it: `sim`, `não`, `—`, text as it is, the rest as JSON. */
export function readableValue(value: unknown): string {
  if (value === null || value === undefined || value === "") return texts.empty_value;
  if (typeof value === "boolean") return value ? texts.yes : texts.no;
  if (typeof value === "string" || typeof value === "number") return String(value);
  return JSON.stringify(value);
}

/**
 * What a change did, field by field: the fields whose value differs between `before` and
 * `after` (all of them for a creation or a deletion). Values that are not objects compare whole.
 */
export function auditChanges(before: unknown, after: unknown): AuditChange[] {
  if (!isRecord(before) && !isRecord(after)) {
    return JSON.stringify(before) === JSON.stringify(after)
      ? []
      : [{ field: "", before: readableValue(before), after: readableValue(after) }];
  }
  const old = isRecord(before) ? before : {};
  const next = isRecord(after) ? after : {};
  const fields = [...new Set([...Object.keys(old), ...Object.keys(next)])];
  return fields
    .filter((field) => JSON.stringify(old[field]) !== JSON.stringify(next[field]))
    .map((field) => ({
      field,
      before: readableValue(old[field]),
      after: readableValue(next[field]),
    }));
}
