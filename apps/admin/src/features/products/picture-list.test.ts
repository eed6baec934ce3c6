import { describe, expect, it } from "vitest";
import { addPicture, movePicture, removePicture } from "./picture-list";

const list = { pictures: ["a", "b", "c"], thumbnailIndex: 1 };

describe("a product's pictures", () => {
  it("move with the thumbnail following its picture", () => {
    expect(movePicture(list, 1, 0)).toEqual({ pictures: ["b", "a", "c"], thumbnailIndex: 0 });
    expect(movePicture(list, 0, 2)).toEqual({ pictures: ["b", "c", "a"], thumbnailIndex: 0 });
    expect(movePicture(list, 2, 0)).toEqual({ pictures: ["c", "a", "b"], thumbnailIndex: 2 });
  });

  it("stay put when moved past either end", () => {
    expect(movePicture(list, 0, -1)).toBe(list);
    expect(movePicture(list, 2, 3)).toBe(list);
  });

  it("lose one, the thumbnail moving to the first when it was that one", () => {
    expect(removePicture(list, 0)).toEqual({ pictures: ["b", "c"], thumbnailIndex: 0 });
    expect(removePicture(list, 2)).toEqual({ pictures: ["a", "b"], thumbnailIndex: 1 });
    expect(removePicture(list, 1)).toEqual({ pictures: ["a", "c"], thumbnailIndex: 0 });
  });

  it("gain an upload at the end, never twice", () => {
    expect(addPicture(list, "d")).toEqual({ pictures: ["a", "b", "c", "d"], thumbnailIndex: 1 });
    expect(addPicture(list, "b")).toBe(list);
  });
});
