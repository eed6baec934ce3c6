import { describe, expect, it } from "vitest";
import { auditChanges, readableValue } from "./audit-changes";

describe("the changes of an audit entry", () => {
  it("lists only the fields whose value changed, before and after", () => {
    expect(
      auditChanges(
        { role: "manager", active: true, storeId: null, name: "Rita" },
        { role: "store", active: false, storeId: 2, name: "Rita" },
      ),
    ).toEqual([
      { field: "role", before: "manager", after: "store" },
      { field: "active", before: "sim", after: "não" },
      { field: "storeId", before: "—", after: "2" },
    ]);
  });

  it("shows every field of a creation or a deletion", () => {
    expect(auditChanges(null, { email: "rita@example.pt", tags: ["a"] })).toEqual([
      { field: "email", before: "—", after: "rita@example.pt" },
      { field: "tags", before: "—", after: '["a"]' },
    ]);
    expect(auditChanges({ quantity: 3 }, null)).toEqual([
      { field: "quantity", before: "3", after: "—" },
    ]);
  });

  it("compares values that are not objects whole", () => {
    expect(auditChanges(null, null)).toEqual([]);
    expect(auditChanges(4, 7)).toEqual([{ field: "", before: "4", after: "7" }]);
  });

  it("writes values as a person reads them", () => {
    expect(readableValue("")).toBe("—");
    expect(readableValue(true)).toBe("sim");
    expect(readableValue({ a: 1 })).toBe('{"a":1}');
  });
});
