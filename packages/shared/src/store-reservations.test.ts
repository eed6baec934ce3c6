import { describe, expect, it } from "vitest";
import { ReservationBodySchema } from "./schemas/store-reservations.ts";
import type { StoreHours } from "./store-hours.ts";
import {
  pickupDate,
  type ReservationState,
  reservationDays,
  reservationPaymentState,
} from "./store-reservations.ts";

const day = (opens: string, closes: string) => [{ opens, closes }];
const WEEKDAYS_ONLY: StoreHours = {
  mon: day("10:00", "19:00"),
  tue: day("10:00", "19:00"),
  wed: day("10:00", "19:00"),
  thu: day("10:00", "19:00"),
  fri: day("10:00", "19:00"),
  sat: [],
  sun: [],
};
// 2026-11-27 is a Friday; Lisbon is on UTC in November.
const fridayMorning = new Date("2026-11-27T09:00:00Z");
const fridayNight = new Date("2026-11-27T20:00:00Z");
const sundayNight = new Date("2026-11-29T20:00:00Z");

describe("reservationDays", () => {
  it("offers today while the store is still to open or open, tomorrow when it opens then", () => {
    expect(reservationDays(WEEKDAYS_ONLY, fridayMorning)).toEqual({ today: true, tomorrow: false });
    expect(reservationDays(WEEKDAYS_ONLY, fridayNight)).toEqual({ today: false, tomorrow: false });
    expect(reservationDays(WEEKDAYS_ONLY, sundayNight)).toEqual({ today: false, tomorrow: true });
  });

  it("takes a store without hours to open tomorrow, never to be open now", () => {
    expect(reservationDays(null, fridayMorning)).toEqual({ today: false, tomorrow: true });
  });

  it("names Lisbon's day, across midnight", () => {
    expect(pickupDate("today", new Date("2026-11-29T23:30:00Z"))).toBe("2026-11-29");
    expect(pickupDate("tomorrow", new Date("2026-11-29T23:30:00Z"))).toBe("2026-11-30");
  });
});

describe("ReservationBodySchema", () => {
  const valid = {
    productId: 2,
    size: " 38 ",
    storeId: 1,
    pickupDay: "today",
    name: " Ana Marques ",
    email: " Ana@Exemplo.PT ",
    phone: "(351) 912 345 678",
  };

  it("keeps what the shop keeps: trimmed, lower-case email, the phone's digits", () => {
    expect(ReservationBodySchema.parse(valid)).toEqual({
      ...valid,
      size: "38",
      name: "Ana Marques",
      email: "ana@exemplo.pt",
      phone: "912345678",
      payment: "IN_STORE",
    });
    expect(ReservationBodySchema.parse({ ...valid, payment: "CARD" }).payment).toBe("CARD");
    const cash = ReservationBodySchema.safeParse({ ...valid, payment: "CASH" });
    expect(cash.error?.issues[0]?.message).toBe("Escolha como paga: na loja ou já, com cartão.");
  });

  it("answers each wrong field with its own message", () => {
    const result = ReservationBodySchema.safeParse({
      productId: 0,
      size: "",
      storeId: "x",
      pickupDay: "ontem",
      name: "http://spam.example",
      email: "ana@",
      phone: "12",
    });
    expect(result.success).toBe(false);
    const messages = Object.fromEntries(
      (result.error?.issues ?? []).map((issue) => [issue.path.join("."), issue.message]),
    );
    expect(messages).toEqual({
      productId: "Escolha um produto.",
      size: "Escolha um tamanho.",
      storeId: "Escolha a loja.",
      pickupDay: "Escolha o dia: hoje ou amanhã.",
      name: "Não pode conter links nem endereços de sites.",
      email: "Introduza um email válido.",
      phone: "Introduza um número de telefone válido",
    });
  });
});

describe("reservationPaymentState", () => {
  const at = new Date("2026-11-27T09:00:00Z");
  const card = (state: ReservationState, paidAt: Date | null, refundedAt: Date | null = null) =>
    reservationPaymentState({ payment: "CARD", paidAt, refundedAt, state });

  it("reads where a reservation's money is", () => {
    expect(
      reservationPaymentState({
        payment: "IN_STORE",
        paidAt: null,
        refundedAt: null,
        state: "COLLECTED",
      }),
    ).toBe("IN_STORE");
    expect(card("RESERVED", null)).toBe("AWAITING");
    expect(card("EXPIRED", null)).toBe("UNPAID");
    expect(card("READY", at)).toBe("PAID");
    expect(card("COLLECTED", at)).toBe("PAID");
    for (const ended of ["NOT_COLLECTED", "EXPIRED", "CANCELLED"] as const) {
      expect(card(ended, at)).toBe("REFUNDING");
      expect(card(ended, at, at)).toBe("REFUNDED");
    }
  });
});
