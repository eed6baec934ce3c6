import { describe, expect, it } from "vitest";
import { deliveryLeadTime, dispatchPromise, dispatchText } from "./delivery-times.ts";
import { easterSunday, isPublicHoliday, isWorkingDay } from "./holidays.ts";

describe("deliveryLeadTime", () => {
  it("says a range or a single number of working days", () => {
    expect(deliveryLeadTime({ min: 1, max: 2 })).toBe("1 a 2 dias úteis");
    expect(deliveryLeadTime({ min: 3, max: 3 })).toBe("3 dias úteis");
  });

  it("says it in English on an English page", () => {
    expect(deliveryLeadTime({ min: 1, max: 2 }, "en")).toBe("1 to 2 working days");
    expect(deliveryLeadTime({ min: 3, max: 3 }, "en")).toBe("3 working days");
    expect(deliveryLeadTime({ min: 1, max: 2 }, "pt")).toBe("1 a 2 dias úteis");
  });

  it("says one day in the singular", () => {
    expect(deliveryLeadTime({ min: 1, max: 1 })).toBe("1 dia útil");
    expect(deliveryLeadTime({ min: 1, max: 1 }, "en")).toBe("1 working day");
  });
});

describe("the Portuguese holidays", () => {
  it("knows Easter and the holidays that move with it", () => {
    expect(easterSunday(2026)).toBe("2026-04-05");
    expect(easterSunday(2027)).toBe("2027-03-28");
    expect(isPublicHoliday("2026-04-03")).toBe(true); // Sexta-feira Santa
    expect(isPublicHoliday("2026-06-04")).toBe(true); // Corpo de Deus
    expect(isPublicHoliday("2026-12-25")).toBe(true);
    expect(isPublicHoliday("2026-06-13")).toBe(true); // Santo António, Lisboa
    expect(isPublicHoliday("2026-04-06")).toBe(false);
  });

  it("works Monday to Friday, not on a holiday", () => {
    expect(isWorkingDay("2026-11-30")).toBe(true); // Monday
    expect(isWorkingDay("2026-11-28")).toBe(false); // Saturday
    expect(isWorkingDay("2026-12-01")).toBe(false); // Tuesday, Restauração da Independência
  });
});

describe("dispatchPromise", () => {
  it("ships today before the cut-off of a working day, in Lisbon's time", () => {
    // Wednesday 2 December 2026, 13:59 in Lisbon (winter: UTC).
    const promise = dispatchPromise(new Date("2026-12-02T13:59:00Z"), "14:00");
    expect(promise).toEqual({ today: true, cutoff: "14:00" });
    expect(dispatchText(promise)).toBe("Encomende até às 14h00 e sai hoje.");
  });

  it("ships tomorrow from the cut-off on", () => {
    const promise = dispatchPromise(new Date("2026-12-02T14:00:00Z"), "14:00");
    expect(promise).toEqual({ today: false, day: "2026-12-03", tomorrow: true });
    expect(dispatchText(promise)).toBe("Encomende hoje e sai amanhã.");
  });

  it("counts the cut-off in Lisbon's summer time, not UTC", () => {
    // 13:30 UTC is 14:30 in Lisbon in July.
    expect(dispatchPromise(new Date("2026-07-15T13:30:00Z"), "14:00").today).toBe(false);
    expect(dispatchPromise(new Date("2026-07-15T12:30:00Z"), "14:00").today).toBe(true);
  });

  it("ships on Monday after a Friday's cut-off and all weekend", () => {
    const friday = dispatchPromise(new Date("2026-11-27T15:00:00Z"), "14:00");
    expect(friday).toEqual({ today: false, day: "2026-11-30", tomorrow: false });
    expect(dispatchText(friday)).toBe("Encomende hoje e sai na segunda-feira.");
    const sunday = dispatchPromise(new Date("2026-11-29T09:00:00Z"), "14:00");
    expect(sunday).toEqual({ today: false, day: "2026-11-30", tomorrow: true });
  });

  it("skips a public holiday", () => {
    // Monday 30 November after the cut-off: Tuesday 1 December is a holiday.
    const promise = dispatchPromise(new Date("2026-11-30T16:00:00Z"), "14:00");
    expect(promise).toEqual({ today: false, day: "2026-12-02", tomorrow: false });
    expect(dispatchText(promise)).toBe("Encomende hoje e sai na quarta-feira.");
    // On the holiday itself, even in the morning.
    expect(dispatchPromise(new Date("2026-12-01T09:00:00Z"), "14:00").today).toBe(false);
  });

  it("follows the owner's cut-off", () => {
    const promise = dispatchPromise(new Date("2026-12-02T15:00:00Z"), "16:30");
    expect(dispatchText(promise)).toBe("Encomende até às 16h30 e sai hoje.");
  });
});
