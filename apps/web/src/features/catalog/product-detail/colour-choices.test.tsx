import { cleanup, render, screen, within } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { ColourChoices } from "./colour-choices";

const colours = [
  { id: 4, title: "Sabrinas", colourName: "Camel", picture: "products/camel.svg" },
  { id: 9, title: "Sabrinas", colourName: "Preto", picture: null },
  { id: 12, title: "Sabrinas", colourName: null, picture: "products/x.svg" },
];

function show(list: typeof colours, current: number) {
  const router = createMemoryRouter(
    [{ path: "*", element: <ColourChoices colours={list} current={current} /> }],
    { initialEntries: [`/product/${current}`] },
  );
  return render(<RouterProvider router={router} />);
}

afterEach(cleanup);

describe("ColourChoices", () => {
  it("links each colour of the model by its name, the one shown marked as the current page", () => {
    show(colours, 9);
    const nav = screen.getByRole("navigation", { name: "Outras cores" });
    const links = within(nav).getAllByRole("link");
    expect(links.map((link) => link.textContent)).toEqual(["Camel", "Preto", "Sabrinas"]);
    expect(links.map((link) => link.getAttribute("href"))).toEqual([
      "/product/4",
      "/product/9",
      "/product/12",
    ]);
    expect(within(nav).getByRole("link", { name: "Preto" }).getAttribute("aria-current")).toBe(
      "page",
    );
    expect(within(nav).getByRole("link", { name: "Camel" }).hasAttribute("aria-current")).toBe(
      false,
    );
  });

  it("shows nothing without another colour", () => {
    const { container } = show(colours.slice(0, 1), 4);
    expect(container.textContent).toBe("");
  });
});
