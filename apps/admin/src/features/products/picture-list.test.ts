import { describe, expect, it } from "vitest";
import { addPicture, makeMainPicture, movePicture, removePicture } from "./picture-list";

const list = { pictures: ["a", "b", "c"], thumbnailIndex: 0 };

describe("a product's pictures (the first is the main one)", () => {
  it("move, whatever comes first becoming the main one", () => {
    expect(movePicture(list, 1, 0)).toEqual({ pictures: ["b", "a", "c"], thumbnailIndex: 0 });
    expect(movePicture(list, 0, 2)).toEqual({ pictures: ["b", "c", "a"], thumbnailIndex: 0 });
    expect(movePicture(list, 2, 0)).toEqual({ pictures: ["c", "a", "b"], thumbnailIndex: 0 });
  });

  it("stay put when moved past either end", () => {
    expect(movePicture(list, 0, -1)).toBe(list);
    expect(movePicture(list, 2, 3)).toBe(list);
  });

  it("make one the main one by moving it to the front, the others in their order", () => {
    expect(makeMainPicture(list, 2)).toEqual({ pictures: ["c", "a", "b"], thumbnailIndex: 0 });
    expect(makeMainPicture(list, 0)).toBe(list);
    expect(makeMainPicture(list, 3)).toBe(list);
  });

  it("lose one, the next becoming the main one when it was the first", () => {
    expect(removePicture(list, 0)).toEqual({ pictures: ["b", "c"], thumbnailIndex: 0 });
    expect(removePicture(list, 2)).toEqual({ pictures: ["a", "b"], thumbnailIndex: 0 });
  });

  it("gain an upload at the end, never twice", () => {
    expect(addPicture(list, "d")).toEqual({ pictures: ["a", "b", "c", "d"], thumbnailIndex: 0 });
    expect(addPicture(list, "b")).toBe(list);
  });
});
