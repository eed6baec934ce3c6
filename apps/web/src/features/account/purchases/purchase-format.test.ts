import { describe, expect, it } from "vitest";
import {
  formatDay,
  formatDayTime,
  groupReference,
  isDispatched,
  stateTag,
} from "./purchase-format";

describe("stateTag", () => {
  it("labels each purchase state as product.md section 4 says", () => {
    expect(stateTag("MULTIBANCO")).toBe("AGUARDA PAGAMENTO");
    expect(stateTag("PAYED")).toBe("A PREPARAR");
    expect(stateTag("DISPATCHED_REQUESTED")).toBe("P/RECOLHA");
    expect(stateTag("DISPATCHED")).toBe("A TRANSITO");
    expect(stateTag("DELIVERED")).toBe("ENTREGUE");
    expect(stateTag("CANCELED")).toBe("CANCELADA");
  });

  it("shows no label for a registered purchase or an unknown state", () => {
    expect(stateTag("REGISTERED")).toBeNull();
    expect(stateTag("SOMETHING_NEW")).toBeNull();
  });
});

describe("isDispatched", () => {
  it("is true once the order left the shop", () => {
    expect(isDispatched("DISPATCHED")).toBe(true);
    expect(isDispatched("DELIVERED")).toBe(true);
    expect(isDispatched("DISPATCHED_REQUESTED")).toBe(false);
    expect(isDispatched("PAYED")).toBe(false);
  });
});

describe("formatDay", () => {
  it("writes the day in Lisbon as YYYY-MM-DD", () => {
    expect(formatDay("2025-05-31T10:00:00.000Z")).toBe("2025-05-31");
  });

  it("uses Lisbon's summer time: late UTC evening is already the next day", () => {
    expect(formatDay("2025-06-30T23:30:00.000Z")).toBe("2025-07-01");
  });

  it("uses Lisbon's winter time, equal to UTC", () => {
    expect(formatDay("2025-12-31T23:30:00.000Z")).toBe("2025-12-31");
    expect(formatDay("2026-01-01T00:10:00.000Z")).toBe("2026-01-01");
  });
});

describe("formatDayTime", () => {
  it("adds the Lisbon time on a 24-hour clock", () => {
    expect(formatDayTime("2025-07-01T12:05:00.000Z")).toBe("2025-07-01 13:05");
    expect(formatDayTime("2025-01-15T00:00:00.000Z")).toBe("2025-01-15 00:00");
  });
});

describe("groupReference", () => {
  it("groups a MULTIBANCO reference 3-3-3", () => {
    expect(groupReference("123456789")).toBe("123 456 789");
    expect(groupReference("123 456789")).toBe("123 456 789");
  });
});
