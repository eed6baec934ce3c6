import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { FormStatus, StatusAsToast } from "./form-messages";

afterEach(cleanup);

describe("a form's success message", () => {
  it("stays in the form's flow on the storefront", () => {
    render(<FormStatus message="Morada guardada." />);
    expect(screen.getByRole("status").textContent).toContain("Morada guardada.");
    expect(screen.queryByRole("button")).toBeNull();
  });

  it("is a toast the person can close in the back office, and shows again for the next save", async () => {
    const { rerender } = render(
      <StatusAsToast>
        <FormStatus message="Alterações guardadas." />
      </StatusAsToast>,
    );
    const status = screen.getByRole("status");
    expect(status.textContent).toContain("Alterações guardadas.");
    expect(status.parentElement?.className).toMatch(/toast/);
    await userEvent.click(screen.getByRole("button", { name: "Fechar mensagem" }));
    expect(status.parentElement?.className).toMatch(/toastClosed/);

    rerender(
      <StatusAsToast>
        <FormStatus message={null} />
      </StatusAsToast>,
    );
    rerender(
      <StatusAsToast>
        <FormStatus message="Definições guardadas." />
      </StatusAsToast>,
    );
    const again = screen.getByRole("status");
    expect(again.textContent).toContain("Definições guardadas.");
    expect(again.parentElement?.className).not.toMatch(/toastClosed/);
  });

  it("keeps an empty status in the page, so that the next message is announced", () => {
    render(
      <StatusAsToast>
        <FormStatus message={null} />
      </StatusAsToast>,
    );
    expect(screen.getByRole("status").textContent).toBe("");
  });
});
