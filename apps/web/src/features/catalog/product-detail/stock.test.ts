import { describe, expect, it } from "vitest";
import {
  checkAddToCart,
  locationHasStock,
  onlineSizes,
  pickupTodayStores,
  stockSummary,
} from "./stock";

const stores = [
  { id: 1, name: "Baixa" },
  { id: 2, name: "Chiado" },
  { id: 3, name: "Campo de Ourique" },
];
const sizes = ["40", "41", "42"];
const stock = {
  online: { "40": 0, "41": 2, "42": 0 },
  "1": { "40": 4, "41": 0, "42": 0 },
  "2": { "40": 0, "41": 0, "42": 0 },
  // Store 3 sent nothing at all.
};

describe("stockSummary", () => {
  it("lists the online store first, then the stores in the order given", () => {
    expect(stockSummary(stock, stores, sizes, null).map((row) => row.key)).toEqual([
      "online",
      "1",
      "2",
      "3",
    ]);
    expect(stockSummary(stock, stores, sizes, null)[1]?.storeName).toBe("Baixa");
    expect(stockSummary(stock, stores, sizes, null)[0]?.storeName).toBeNull();
  });

  it("with no size selected, says whether any size is in stock at each location", () => {
    expect(stockSummary(stock, stores, sizes, null).map((row) => row.inStock)).toEqual([
      true,
      true,
      false,
      false,
    ]);
  });

  it("with a size selected, looks at that size only", () => {
    expect(stockSummary(stock, stores, sizes, "40").map((row) => row.inStock)).toEqual([
      false,
      true,
      false,
      false,
    ]);
    expect(stockSummary(stock, stores, sizes, "41").map((row) => row.inStock)).toEqual([
      true,
      false,
      false,
      false,
    ]);
  });

  it("treats an unknown size or an empty reply as out of stock", () => {
    expect(stockSummary(stock, stores, sizes, "39").every((row) => !row.inStock)).toBe(true);
    expect(stockSummary({}, stores, sizes, null).every((row) => !row.inStock)).toBe(true);
  });
});

describe("locationHasStock", () => {
  it("ignores stock of sizes the product no longer lists", () => {
    expect(locationHasStock({ online: { "38": 5 } }, "online", ["40"], null)).toBe(false);
  });
});

describe("onlineSizes", () => {
  it("keeps the sizes with online units", () => {
    expect([...onlineSizes(stock, sizes)]).toEqual(["41"]);
    expect(onlineSizes({}, sizes).size).toBe(0);
  });
});

describe("checkAddToCart", () => {
  const online = new Set(["41"]);

  it("refuses everything while the shop is closed", () => {
    expect(checkAddToCart(false, "41", online)).toBe("storeOffline");
    expect(checkAddToCart(false, null, online)).toBe("storeOffline");
  });

  it("asks for a size first", () => {
    expect(checkAddToCart(true, null, online)).toBe("chooseSize");
  });

  it("refuses a size without online stock, once the stock is known", () => {
    expect(checkAddToCart(true, "40", online)).toBe("notOnline");
    expect(checkAddToCart(true, "40", null)).toBe("ok");
    expect(checkAddToCart(true, "41", online)).toBe("ok");
  });
});

describe("pickupTodayStores", () => {
  const open = { opens: "10:00", closes: "20:00" };
  const week = {
    mon: [open],
    tue: [open],
    wed: [open],
    thu: [open],
    fri: [open],
    sat: [],
    sun: [],
  };
  const pickupStores = [
    { id: 1, name: "Baixa", pickup: true, hours: week },
    { id: 2, name: "Chiado", pickup: false, hours: week },
    { id: 3, name: "Campo de Ourique", pickup: true, hours: null },
  ];
  const shelves = { online: { "40": 0 }, "1": { "40": 1 }, "2": { "40": 3 }, "3": { "40": 2 } };
  // Thursday 26 November 2026, 11:00 in Lisbon.
  const thursday = new Date("2026-11-26T11:00:00Z");

  it("names the stores taking pickups with the size on the shelf and open later today", () => {
    expect(pickupTodayStores(shelves, pickupStores, "40", thursday)).toEqual(["Baixa"]);
  });

  it("names none without a size, after closing time, or on a closed day", () => {
    expect(pickupTodayStores(shelves, pickupStores, null, thursday)).toEqual([]);
    expect(
      pickupTodayStores(shelves, pickupStores, "40", new Date("2026-11-26T20:30:00Z")),
    ).toEqual([]);
    expect(
      pickupTodayStores(shelves, pickupStores, "40", new Date("2026-11-28T11:00:00Z")),
    ).toEqual([]);
  });
});
