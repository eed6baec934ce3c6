import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { PROMOTIONS, sections } from "../sections";
import { NavGroup } from "./nav-group";

afterEach(cleanup);

const promotions = sections.filter((section) => section.group === PROMOTIONS);

function renderAt(path: string) {
  const element = (
    <nav aria-label="Secções">
      <ul>
        <NavGroup group={PROMOTIONS} sections={promotions} />
      </ul>
    </nav>
  );
  const router = createMemoryRouter([{ path: "*", element }], { initialEntries: [path] });
  render(<RouterProvider router={router} />);
}

describe("«Promoções» in the navigation", () => {
  it("opens and closes its sections from the keyboard", async () => {
    renderAt("/painel");
    const heading = screen.getByRole("button", { name: "Promoções" });
    expect(heading.getAttribute("aria-expanded")).toBe("false");
    expect(screen.queryByRole("link")).toBeNull();

    await userEvent.tab();
    expect(document.activeElement).toBe(heading);
    await userEvent.keyboard("{Enter}");
    expect(heading.getAttribute("aria-expanded")).toBe("true");
    expect(screen.getAllByRole("link").map((link) => link.textContent)).toEqual([
      "Saldos",
      "Códigos de desconto",
      "Cartões-presente",
    ]);
    await userEvent.keyboard(" ");
    expect(screen.queryByRole("link")).toBeNull();
  });

  it("is open on one of its pages, that page's link marked as the current one", () => {
    renderAt("/codigos");
    expect(screen.getByRole("button", { name: "Promoções" }).getAttribute("aria-expanded")).toBe(
      "true",
    );
    const current = screen.getByRole("link", { current: "page" });
    expect(current.textContent).toBe("Códigos de desconto");
  });
});
