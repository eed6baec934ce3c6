import {
  centsToEuros,
  formatEuros,
  formatShopDateTime,
  orderStateNames,
  type PaymentMethod,
  type PurchaseState,
  paymentMethodNames,
  type ReturnState,
  returnStateNames,
  type StaffRole,
  staffRoleNames,
} from "@shop/shared";
import {
  actionTexts,
  entityNames,
  fieldNames,
  referenceEntities,
  refundMethodNames,
  refundStateNames,
  auditTexts as texts,
  verbTexts,
} from "./texts";

/** What the log's readers know beyond the entry: the names of the shop's stores, by id. */
export interface AuditContext {
  storeNames?: ReadonlyMap<number, string>;
}

export interface AuditChange {
  /** The field in Portuguese («Valor», «Loja»); empty for a value that is not an object. */
  field: string;
  /** Null when the entry has no «before» (a creation, a sign-in's details): only the value shows. */
  before: string | null;
  /** Null when the entry has no «after» (a deletion). */
  after: string | null;
}

/** The entry whose values are read: its action says what a `state` is a state of. */
interface EntryKind {
  action: string;
}

/** The longest a text value is shown in a row of the log (a product's description). */
const LONGEST_TEXT = 160;
/** The most elements of a list shown before «e mais N». */
const LONGEST_LIST = 6;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

const camelCase = (key: string) =>
  key.replace(/_([a-z])/g, (_, letter: string) => letter.toUpperCase());

/** `deliveryDaysMin` → «Delivery days min»: an unknown key, still in words. */
function words(key: string): string {
  const spaced = camelCase(key)
    .replace(/([a-z])([A-Z])/g, "$1 $2")
    .replace(/[-_.]/g, " ")
    .toLowerCase();
  return spaced.charAt(0).toUpperCase() + spaced.slice(1);
}

/** A field's name in Portuguese: `amountCents` → «Valor», `vat_percent` → «IVA…». */
export function fieldLabel(key: string): string {
  return fieldNames[key] ?? fieldNames[camelCase(key)] ?? words(key);
}

/** What an action did, as a sentence; an action without a text still reads as words. */
export function actionText(action: string, entity: string): string {
  const known = actionTexts[action];
  if (known) return known;
  const [prefix = entity, verb = ""] = action.split(".");
  const name = entityNames[prefix] ?? entityNames[entity];
  const verbText = verbTexts[verb];
  if (name && verbText) return `${name}: ${verbText}`;
  return texts.unknownAction(name ?? words(prefix));
}

/** What the entry is about: «Encomenda A1B2C3», «Banner n.º 3», «Definições». */
export function subjectText(entity: string, entityId: string | null): string {
  const name = entityNames[entity] ?? words(entity);
  if (!entityId || entity === "settings") return name;
  return referenceEntities.has(entity)
    ? texts.subject(name, entityId)
    : texts.subjectNumber(name, entityId);
}

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

function oneOf<K extends string>(names: Record<K, string>, value: unknown): string | undefined {
  return typeof value === "string" ? (names as Record<string, string>)[value] : undefined;
}

/** A value of a field of a known kind, as a person reads it; undefined for other fields. */
function knownKind(key: string, value: unknown, entry: EntryKind, context: AuditContext) {
  const field = camelCase(key);
  if (typeof value === "number") {
    if (/Cents$/.test(field) || field === "price") return formatEuros(centsToEuros(value));
    if (/Percent/.test(field) || field === "discount")
      return `${String(value).replace(".", ",")} %`;
    if (field === "storeId" || field === "pickupStore")
      return (
        context.storeNames?.get(value) ??
        texts.subjectNumber(entityNames.store ?? "", String(value))
      );
  }
  if (field === "role") return oneOf<StaffRole>(staffRoleNames, value);
  if (field === "state")
    return entry.action.startsWith("return.")
      ? oneOf<ReturnState>(returnStateNames, value)
      : oneOf<PurchaseState>(orderStateNames, value);
  if (field === "refund") return oneOf(refundStateNames, value);
  if (field === "method") return oneOf(refundMethodNames, value);
  if (field === "paymentMethod") return oneOf<PaymentMethod>(paymentMethodNames, value);
  if (typeof value === "string" && (/At$|On$/.test(field) || ISO_INSTANT.test(value)))
    return ISO_INSTANT.test(value) ? formatShopDateTime(value) : undefined;
  return undefined;
}

/**
 * A logged value as a person reads it: money as «115,32 €», yes/no, a state's name, a list as
 * its elements, an object as «field: value» pairs; nothing is shown as JSON.
 */
export function readableValue(
  value: unknown,
  key = "",
  entry: EntryKind = { action: "" },
  context: AuditContext = {},
): string {
  if (value === null || value === undefined || value === "") return texts.empty_value;
  const known = key ? knownKind(key, value, entry, context) : undefined;
  if (known !== undefined) return known;
  if (typeof value === "boolean") return value ? texts.yes : texts.no;
  if (typeof value === "number") return String(value).replace(".", ",");
  if (typeof value === "string")
    return value.length > LONGEST_TEXT ? `${value.slice(0, LONGEST_TEXT)}…` : value;
  if (Array.isArray(value)) {
    if (value.length === 0) return texts.empty_value;
    const shown = value
      .slice(0, LONGEST_LIST)
      .map((item) => readableValue(item, key, entry, context));
    const rest = value.length - shown.length;
    const separator = value.some(isRecord) ? "; " : ", ";
    return rest > 0 ? `${shown.join(separator)} ${texts.andMore(rest)}` : shown.join(separator);
  }
  if (isRecord(value)) {
    return Object.entries(value)
      .map(
        ([inner, innerValue]) =>
          `${fieldLabel(inner)}: ${readableValue(innerValue, inner, entry, context)}`,
      )
      .join(", ");
  }
  return String(value);
}

/**
 * What a change did, field by field, in Portuguese: the fields whose value differs between
 * `before` and `after` (all of them for a creation or a deletion). Values that are not objects
 * compare whole.
 */
export function auditChanges(
  before: unknown,
  after: unknown,
  entry: EntryKind = { action: "" },
  context: AuditContext = {},
): AuditChange[] {
  if (!isRecord(before) && !isRecord(after)) {
    return JSON.stringify(before) === JSON.stringify(after)
      ? []
      : [
          {
            field: "",
            before: readableValue(before, "", entry, context),
            after: readableValue(after, "", entry, context),
          },
        ];
  }
  const old = isRecord(before) ? before : {};
  const next = isRecord(after) ? after : {};
  const fields = [...new Set([...Object.keys(old), ...Object.keys(next)])];
  return fields
    .filter((field) => JSON.stringify(old[field]) !== JSON.stringify(next[field]))
    .map((field) => ({
      field: fieldLabel(field),
      before: isRecord(before) ? readableValue(old[field], field, entry, context) : null,
      after: isRecord(after) ? readableValue(next[field], field, entry, context) : null,
    }));
}
