import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { StoredPicture } from "./stored-picture";

afterEach(cleanup);

const UPLOAD = `pictures/${"a1".repeat(32)}-600x900`;

describe("StoredPicture", () => {
  it("shows the fallback, alone, when a picture cannot be loaded", () => {
    const { container } = render(
      <StoredPicture
        name={UPLOAD}
        mediaBaseUrl="/media/"
        sizes="100vw"
        alt="Sapato"
        fallbackSrc="/media/no-image.svg"
      />,
    );
    fireEvent.error(screen.getByRole("img", { name: "Sapato" }));
    const picture = screen.getByRole("img", { name: "Sapato" });
    expect(picture.getAttribute("src")).toBe("/media/no-image.svg");
    expect(container.querySelector("source")).toBeNull();
  });
});
