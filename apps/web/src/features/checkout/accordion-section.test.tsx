import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { AccordionSection } from "./accordion-section";

afterEach(cleanup);

function Step({ done = true, changeable = true }: { done?: boolean; changeable?: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <AccordionSection
      id="checkout-contacts"
      step={2}
      title="Contactos"
      open={open}
      done={done}
      onHeading={() => setOpen(!open)}
      summary="ana@example.pt · (351) 912345678"
      changeable={changeable}
    >
      <p>Os campos</p>
    </AccordionSection>
  );
}

describe("AccordionSection", () => {
  it("closed and done, says what the step holds and «Alterar» reopens it, the focus on its heading", async () => {
    render(<Step />);
    const heading = screen.getByRole("button", { name: /^2\.\s?Contactos/ });
    expect(heading.getAttribute("aria-expanded")).toBe("false");
    expect(
      document.getElementById(heading.getAttribute("aria-describedby") ?? "")?.textContent,
    ).toBe("ana@example.pt · (351) 912345678");
    await userEvent.setup().click(screen.getByRole("button", { name: /^Alterar\s?Contactos$/ }));
    expect(heading.getAttribute("aria-expanded")).toBe("true");
    expect(document.activeElement).toBe(heading);
    expect(screen.queryByRole("button", { name: /^Alterar\s?Contactos$/ })).toBeNull();
    expect(screen.getByText("Os campos")).toBeTruthy();
  });

  it("offers no «Alterar» while locked, and no summary before the step is done", () => {
    const { unmount } = render(<Step changeable={false} />);
    expect(screen.getByText("ana@example.pt · (351) 912345678")).toBeTruthy();
    expect(screen.queryByRole("button", { name: /^Alterar/ })).toBeNull();
    unmount();
    render(<Step done={false} />);
    expect(screen.queryByText("ana@example.pt · (351) 912345678")).toBeNull();
  });
});
