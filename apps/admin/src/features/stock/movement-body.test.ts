import type { StockGrid } from "@shop/shared";
import { describe, expect, it } from "vitest";
import { cellError, emptyCells, movementsBody } from "./movement-body";

const grid: StockGrid = {
  product: { id: 7, ref: "SL-7", title: "Botas", active: true },
  locations: [
    { storeId: null, name: "Loja online", editable: true },
    { storeId: 2, name: "Baixa", editable: false },
    { storeId: 1, name: "Chiado", editable: true },
  ],
  sizes: [
    { size: "37", quantities: [0, 1, 2] },
    { size: "37.5", quantities: [3, 0, 0] },
  ],
  lowStock: { own: null, category: null, applied: 2 },
};

describe("the movements typed in the grid", () => {
  it("are the filled cells of the locations the person may change", () => {
    const cells = emptyCells(grid);
    cells[0] = ["5", "4", " "];
    cells[1] = ["", "", "5"];
    expect(movementsBody(grid, { reason: "received", note: "Guia 12", cells })).toEqual({
      movements: [
        { size: "37", storeId: null, reason: "received", quantity: 5 },
        { size: "37.5", storeId: 1, reason: "received", quantity: 5 },
      ],
      note: "Guia 12",
    });
  });

  it("leave the online store out of a sale in a store", () => {
    const cells = [
      ["1", "", "2"],
      ["", "", ""],
    ];
    expect(movementsBody(grid, { reason: "sold_in_store", note: "", cells }).movements).toEqual([
      { size: "37", storeId: 1, reason: "sold_in_store", quantity: 2 },
    ]);
  });

  it("accept only whole units from 1 to 10000, or nothing", () => {
    expect(cellError("")).toBeUndefined();
    expect(cellError(" 12 ")).toBeUndefined();
    for (const bad of ["0", "-1", "1.5", "2,5", "abc", "10001"]) {
      expect(cellError(bad), bad).toBe("Indique um número de unidades entre 1 e 10000.");
    }
  });
});
